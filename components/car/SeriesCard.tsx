import type { SeriesSummary } from '@/lib/api/car';
import { SALE_STATUS_NAME } from '@/lib/api/car-labels';
import { formatPriceRange } from '@/contract/format/number';
import styles from './SeriesCard.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

/** A series row of any list: cover, name, level and energy, price range, range. */
export function SeriesCard({
  series,
  extra,
  rank,
  eager = false,
}: {
  series: SeriesSummary;
  extra?: string;
  rank?: number;
  eager?: boolean;
}) {
  return (
    <ContentLink type={ContentType.SERIES} id={series.id} className={styles.seriesCard}>
      {rank !== undefined && (
        <span className={`${styles.rank} ${rank <= 3 ? styles.rankTop : ''}`}>{rank}</span>
      )}
      {/* Rows in the first screen load at once: a lazy image there delays the largest paint. */}
      <img
        src={series.cover}
        alt={series.name}
        width={112}
        height={63}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className={styles.seriesInfo}>
        <strong>{series.name}</strong>
        <span className={styles.meta}>
          {series.level} · {series.energy}
          {series.maxRange > 0 &&
            ` · ${series.energy === '纯电' ? '' : '纯电'}${series.maxRange}km`}
          {series.saleStatus !== 1 && (
            <em className={styles.badge}>{SALE_STATUS_NAME[series.saleStatus]}</em>
          )}
        </span>
        <span className={styles.price}>
          {series.saleStatus === 3
            ? `预售 ${formatPriceRange(series.minPrice, series.maxPrice)}`
            : formatPriceRange(series.minPrice, series.maxPrice)}
        </span>
        {extra && <span className={styles.extra}>{extra}</span>}
      </span>
    </ContentLink>
  );
}
