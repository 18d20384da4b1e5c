import Link from 'next/link';
import { LazyImage } from '@/components/ui/LazyImage';
import { SponsorMark } from '@/components/ui/SponsorMark';
import type { ActivityCard as Card } from '@/lib/api/activity';
import { ACTIVITY_STATE_LABEL, isCommunityOrganiser } from '@/lib/api/activity-labels';
import { formatDate } from '@/contract/format/time';
import styles from './Activity.module.css';

/** Seats line: "已报名 9/10" and, when full, the waitlist. */
export function seatsText(a: Pick<Card, 'capacity' | 'seated' | 'waitlisted'>): string {
  const base = `已报名 ${a.seated}/${a.capacity}`;
  if (a.seated < a.capacity) return `${base} · 剩余${a.capacity - a.seated}个名额`;
  return a.waitlisted > 0
    ? `${base} · 已满，${a.waitlisted}人候补中`
    : `${base} · 已满，可报名候补`;
}

export function ActivityCard({ activity: a }: { activity: Card }) {
  return (
    <Link href={`/activity/${a.id}`} className={styles.card}>
      <LazyImage src={a.cover} alt={a.title} className={styles.cardCover} width={120} height={80} />
      <div className={styles.cardBody}>
        <h3 className={`${styles.cardTitle} line-clamp-2`}>
          <span className={a.state === 'open' ? styles.badge : styles.badgeMuted}>
            {ACTIVITY_STATE_LABEL[a.state]}
          </span>
          {a.title}
        </h3>
        <p className={styles.cardMeta}>
          <SponsorMark sponsor={a.sponsor} /> {a.city} · {formatDate(a.startsAt, 'MM月DD日 HH:mm')}{' '}
          · {isCommunityOrganiser(a.organiser.type) ? a.organiser.name : seatsText(a)}
        </p>
      </div>
    </Link>
  );
}
