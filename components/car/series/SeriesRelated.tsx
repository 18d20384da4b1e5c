import { Suspense } from 'react';
import { getSeriesRelated } from '@/lib/api/car';
import { serverCall } from '@/lib/server/request';
import { ContentLink } from '@/components/ui/ContentLink';
import { SectionBoundary } from '@/components/ui/SectionBoundary';
import { SectionSkeleton } from '@/components/ui/SectionSkeleton';
import styles from '../car.module.css';

async function RelatedList({ seriesId }: { seriesId: number }) {
  const related = await getSeriesRelated(seriesId, 1, await serverCall());
  return related.list.length === 0 ? (
    <p className={styles.empty}>暂无相关内容</p>
  ) : (
    related.list.slice(0, 6).map((item) => (
      <ContentLink key={item.id} type={item.type} id={item.id} fallback={`/article/${item.id}`} className={styles.modelRow} style={{ color: 'var(--text)', fontSize: '.14rem' }}>
        {item.title}
      </ContentLink>
    ))
  );
}

/** 相关内容: articles and videos that name the series, streamed after the page's record. */
export function SeriesRelated({ seriesId }: { seriesId: number }) {
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h2>相关内容</h2>
      </div>
      <SectionBoundary name="相关内容">
        <Suspense fallback={<SectionSkeleton rows={3} label="相关内容加载中" />}>
          <RelatedList seriesId={seriesId} />
        </Suspense>
      </SectionBoundary>
    </section>
  );
}
