import { FeedCard } from '@/components/feed/FeedCard';
import type { FeedItem } from '@/lib/api/types';
import styles from './Detail.module.css';

export function RelatedList({ items, title = '相关推荐' }: { items: FeedItem[]; title?: string }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.related} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {items.map((item) => (
        <FeedCard key={`${item.type}-${item.id}`} item={item} />
      ))}
    </section>
  );
}
