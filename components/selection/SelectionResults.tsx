'use client';

import { useCallback } from 'react';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { LazyImage } from '@/components/ui/LazyImage';
import type { Page } from '@/lib/api/http';
import type { SelectionSeries } from '@/lib/api/selection';
import { selectionQuery, type SelectionFilter } from '@/lib/selection';
import { formatPriceRange } from '@/contract/format/number';
import styles from './Selection.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

export function SelectionResults({
  filter,
  initial,
}: {
  filter: SelectionFilter;
  initial: Page<SelectionSeries>;
}) {
  const key = selectionQuery(filter);
  // The API module (with its response schemas) loads with the second page, not with the first.
  const load = useCallback(
    async (page: number) => (await import('@/lib/api/selection')).getSelectionResult(filter, page),
    [filter],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`selection:${key}`}
      keyOf={(s) => s.id}
      emptyText="没有符合条件的车系，放宽一些条件试试"
      renderItem={(s) => (
        <ContentLink type={ContentType.SERIES} id={s.id} className={styles.item}>
          <LazyImage src={s.cover} alt={s.name} />
          <div className={styles.itemBody}>
            <strong>{s.name}</strong>
            <span>
              {s.brandName} · {s.level} · {s.energy} · 续航
              {s.minRange === s.maxRange ? s.maxRange : `${s.minRange}-${s.maxRange}`}km
            </span>
            <div className={styles.price}>{formatPriceRange(s.minPrice, s.maxPrice)}</div>
            {s.subsidy > 0 && (
              <span className={styles.subsidy}>
                {s.policy} {s.subsidy}元
              </span>
            )}
          </div>
        </ContentLink>
      )}
    />
  );
}
