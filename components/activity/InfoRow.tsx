import type { ReactNode } from 'react';
import styles from './Activity.module.css';

/** One labelled line of an activity's or a registration's facts (活动时间, 活动地点...). */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{children}</span>
    </div>
  );
}
