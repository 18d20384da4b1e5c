import type { ReactNode } from 'react';
import { BackButton } from '@/components/ui/BackButton';
import type { LiveDetail } from '@/lib/api/live';
import { LiveStatusBadge } from './LiveCard';
import styles from './Live.module.css';

/**
 * The top of a live room and of its 简介 page: the cover with the status on it. No stream is
 * served here, so the cover stands for the stage; `children` adds a line over it (the schedule).
 */
export function LiveStage({ live, children }: { live: LiveDetail; children?: ReactNode }) {
  return (
    <div className={styles.stage}>
      {/* The top bar is off in a live room: its own way back. */}
      <BackButton className={styles.back} />
      <img src={live.coverPath} alt="" fetchPriority="high" />
      <LiveStatusBadge status={live.status} text={live.statusText} className={styles.stageBadge} />
      {children}
    </div>
  );
}
