import { LazyImage } from '@/components/ui/LazyImage';
import styles from './Community.module.css';

/**
 * The round 36 px picture at the start of a community row: a person's avatar (the default avatar
 * when theirs does not load) or, with `person` false, a circle's icon.
 */
export function Avatar({
  src,
  person = true,
  eager,
}: {
  src: string;
  person?: boolean;
  eager?: boolean;
}) {
  return (
    <LazyImage
      className={styles.avatar}
      src={src}
      alt=""
      width={36}
      height={36}
      fallback={person ? 'avatar' : undefined}
      eager={eager}
    />
  );
}
