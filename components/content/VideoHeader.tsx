import { BackButton } from '@/components/ui/BackButton';
import styles from './Video.module.css';

/** The video page draws its own bar over the black player area (the top bar is off there). */
export function VideoHeader() {
  return (
    <div className={styles.header}>
      <BackButton className={styles.back} />
    </div>
  );
}
