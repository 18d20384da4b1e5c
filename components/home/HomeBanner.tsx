import type { Banner } from '@/lib/api/types';
import { ContentLink } from '@/components/ui/ContentLink';
import styles from './Home.module.css';

/** Swipeable banners with CSS scroll snapping: no script needed to show or swipe them. */
export function HomeBanner({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className={styles.banner} aria-label="焦点图">
      {banners.map((b, i) => (
        <ContentLink key={b.id} type={b.type} id={b.objectId} className={styles.slide}>
          {/* The first banner is the largest paint of the page: load it at once. */}
          <img
            src={b.coverPath}
            alt={b.title}
            width={358}
            height={201}
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
          <span className={styles.slideTitle}>{b.title}</span>
          <span className={styles.slideIndex}>
            {i + 1}/{banners.length}
          </span>
        </ContentLink>
      ))}
    </section>
  );
}
