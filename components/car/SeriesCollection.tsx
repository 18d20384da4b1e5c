import type { ReactNode } from 'react';
import type { ReasonedSeries } from '@/lib/api/car-lists';
import { SeriesCard } from './SeriesCard';
import styles from './car.module.css';

/**
 * The page of a curated list of series with the reason each is in it: a series theme
 * (/car/series-theme/[id], under its cover) or a recommended list (/recommended-series/[id], ranked).
 * `children` follow the summary (links to the other lists).
 */
export function SeriesCollection({
  title,
  summary,
  cover,
  series,
  ranked = false,
  children,
}: {
  title: string;
  summary: string;
  cover?: string;
  series: ReasonedSeries[];
  ranked?: boolean;
  children?: ReactNode;
}) {
  return (
    <main className="page">
      {cover && (
        <img
          src={cover}
          alt=""
          style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
        />
      )}
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.desc}>{summary}</p>
        {children}
      </section>
      <section className={styles.section}>
        {series.length === 0 ? (
          <p className={styles.empty}>暂无车系</p>
        ) : (
          series.map((s, i) => (
            <SeriesCard key={s.id} series={s} rank={ranked ? i + 1 : undefined} extra={s.reason} />
          ))
        )}
      </section>
    </main>
  );
}
