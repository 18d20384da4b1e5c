import type { ReactNode } from 'react';
import { LazyImage } from '@/components/ui/LazyImage';
import { MediaRow, MediaRowSkeleton } from '@/components/ui/MediaRow';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { SponsorMark } from '@/components/ui/SponsorMark';
import type { FeedItem } from '@/lib/api/types';
import { CARD_PICTURES } from '@/lib/constants';
import { formatDuration } from '@/contract/format/time';
import { formatCount } from '@/contract/format/number';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';
import styles from './FeedCard.module.css';

const TYPE_LABEL: Partial<Record<number, string>> = {
  [ContentType.VOTE]: '投票',
  [ContentType.NUMBER_POWER]: '数说',
  [ContentType.SMALL_KNOWLEDGE]: '小知识',
  [ContentType.SHORT_NEWS]: '快讯',
};

/** One item of any content feed; the layout follows the content type, as news apps do. */
export function FeedCard({
  item,
  eager = false,
  title = item.title,
}: {
  item: FeedItem;
  eager?: boolean;
  /** The title as shown (search marks its keyword in it); the item's title by default. */ title?: ReactNode;
}) {
  const label = TYPE_LABEL[item.type];
  const meta = (
    <p className={styles.meta}>
      <SponsorMark sponsor={item.sponsor} />
      {label && <span className={styles.tag}>{label}</span>}
      {item.author && <span>{item.author.nickname}</span>}
      <span>{formatCount(item.comments)}评</span>
      <RelativeTime ts={item.createdAt} />
    </p>
  );

  // A 快讯, and any item without a picture (a text-only post), is a text card: no empty image box.
  if (
    item.type === ContentType.SHORT_NEWS ||
    (item.type !== ContentType.VIDEO && !item.coverPath && item.images.length === 0)
  ) {
    return (
      <ContentLink type={item.type} id={item.objectId} className={`${styles.card} ${styles.brief}`}>
        <h3 className={`${styles.title} line-clamp-2`}>{title}</h3>
        {item.summary && <p className={`${styles.summary} line-clamp-2`}>{item.summary}</p>}
        {meta}
      </ContentLink>
    );
  }

  if (item.type === ContentType.VIDEO) {
    return (
      <ContentLink type={item.type} id={item.objectId} className={styles.card}>
        <h3 className={`${styles.title} line-clamp-2`}>{title}</h3>
        <div className={styles.videoCover}>
          <LazyImage src={item.coverPath} alt={item.title} width={366} height={206} eager={eager} />
          <span className={styles.play} aria-hidden="true" />
          {item.duration !== undefined && (
            <span className={styles.duration}>{formatDuration(item.duration)}</span>
          )}
        </div>
        {meta}
      </ContentLink>
    );
  }

  if (item.images.length >= CARD_PICTURES) {
    return (
      <ContentLink type={item.type} id={item.objectId} className={styles.card}>
        <h3 className={`${styles.title} line-clamp-2`}>{title}</h3>
        <div className={styles.three}>
          {item.images.slice(0, CARD_PICTURES).map((src) => (
            <LazyImage key={src} src={src} alt="" width={118} height={80} />
          ))}
        </div>
        {meta}
      </ContentLink>
    );
  }

  return (
    <MediaRow
      type={item.type}
      id={item.objectId}
      image={item.coverPath}
      alt={item.title}
      shape="thumb"
      eager={eager}
      className={styles.rowCard}
      bodyClassName={styles.body}
    >
      <h3 className={`${styles.title} line-clamp-2`}>{title}</h3>
      {meta}
    </MediaRow>
  );
}

export function FeedSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-busy="true" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <MediaRowSkeleton
          key={i}
          shape="thumb"
          className={styles.rowCard}
          bodyClassName={styles.body}
        >
          <div className={`skeleton ${styles.skLine}`} />
          <div className={`skeleton ${styles.skLineShort}`} />
          <div className={`skeleton ${styles.skMeta}`} />
        </MediaRowSkeleton>
      ))}
    </div>
  );
}
