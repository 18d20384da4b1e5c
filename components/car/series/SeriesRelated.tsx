import { getSeriesRelated } from '@/lib/api/car';
import type { CallOptions, Page } from '@/lib/api/http';
import type { FeedItem } from '@/lib/api/types';
import { startRead, type Read } from '@/lib/server/read';
import { ContentLink } from '@/components/ui/ContentLink';
import { ReadSection } from '@/components/ui/ReadSection';
import { SectionSkeleton } from '@/components/ui/SectionSkeleton';
import styles from '../car.module.css';

/** The series' related content, asked for together with the series. */
export const readSeriesRelated = (seriesId: number, call: CallOptions): Read<Page<FeedItem>> =>
  startRead(getSeriesRelated(seriesId, 1, call));

function RelatedList({ related }: { related: Page<FeedItem> }) {
  return related.list.length === 0 ? (
    <p className={styles.empty}>暂无相关内容</p>
  ) : (
    related.list.slice(0, 6).map((item) => (
      <ContentLink
        key={item.id}
        type={item.type}
        id={item.id}
        fallback={`/article/${item.id}`}
        className={styles.modelRow}
        style={{ color: 'var(--text)', fontSize: '.14rem' }}
      >
        {item.title}
      </ContentLink>
    ))
  );
}

/** 相关内容: articles and videos that name the series. */
export function SeriesRelated({ read }: { read: Read<Page<FeedItem>> }) {
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h2>相关内容</h2>
      </div>
      <ReadSection
        read={read}
        name="相关内容"
        fallback={<SectionSkeleton rows={3} label="相关内容加载中" />}
      >
        {(related) => <RelatedList related={related} />}
      </ReadSection>
    </section>
  );
}
