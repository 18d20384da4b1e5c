import { LazyImage } from '@/components/ui/LazyImage';
import type { LiveCard as LiveCardData } from '@/lib/api/live';
import { formatCount } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import styles from './LiveCard.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

/** 直播中 / 预告 / 回放 on a cover; `className` places it where the cover has other controls (a room's back arrow). */
export function LiveStatusBadge({
  status,
  text,
  className,
}: {
  status: number;
  text: string;
  className?: string;
}) {
  const tone =
    status === 1 ? styles.badgeLive : status === 0 ? styles.badgeSoon : styles.badgeReplay;
  return <span className={className ? `${tone} ${className}` : tone}>{text}</span>;
}

export function LiveCard({ live, eager }: { live: LiveCardData; eager?: boolean }) {
  return (
    <ContentLink type={ContentType.LIVE} id={live.id} className={styles.card}>
      <div className={styles.cover}>
        <LazyImage src={live.coverPath} alt="" eager={eager} />
        <LiveStatusBadge status={live.status} text={live.statusText} />
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{live.title}</h2>
        <p className={styles.cardMeta}>
          {live.status === 0
            ? `${formatDate(live.startAt, 'MM月DD日 HH:mm')} 开播`
            : `${formatCount(live.views)}人看过`}{' '}
          · {live.location}
        </p>
      </div>
    </ContentLink>
  );
}
