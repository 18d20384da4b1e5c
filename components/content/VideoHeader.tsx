'use client';

import { useRouter } from '@/components/layout/useRouter';
import { BackIcon } from '@/components/ui/icons';
import styles from './Video.module.css';

/** The video page draws its own bar over the black player area (the top bar is off there). */
export function VideoHeader() {
  const router = useRouter();
  const back = () => {
    // Opened from outside (a shared link): there is nothing to go back to, so go home.
    if (window.history.length > 1) router.back();
    else router.push('/');
  };
  return (
    <div className={styles.header}>
      <button type="button" className={styles.back} aria-label="返回" onClick={back}>
        <BackIcon size={22} />
      </button>
    </div>
  );
}
