'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { Band, SelectionOptions } from '@/lib/api/selection';
import { selectionQuery, type SelectionFilter } from '@/lib/selection';
import styles from './Selection.module.css';

const COUNT_DEBOUNCE_MS = 300;

type RangeKey = 'price' | 'range' | 'subsidy';

function bandActive(filter: SelectionFilter, key: RangeKey, band: Band): boolean {
  return (filter[`${key}_min`] ?? null) === band.min && (filter[`${key}_max`] ?? null) === band.max;
}

function toggle<T>(list: T[] | undefined, value: T): T[] | undefined {
  const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
  return next.length ? next : undefined;
}

/**
 * 选车 filters. Each change rewrites the URL (so reload and share keep them) and, debounced,
 * asks the API how many series match; the button leads to that result list.
 */
export function SelectionFilters({ options, initial, initialCount }: { options: SelectionOptions; initial: SelectionFilter; initialCount: number }) {
  const router = useRouter();
  const [filter, setFilter] = useState<SelectionFilter>(initial);
  const [count, setCount] = useState<number | null>(initialCount);
  const first = useRef(true);
  const query = selectionQuery(filter);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    router.replace(query ? `/car/selection?${query}` : '/car/selection', { scroll: false });
    setCount(null);
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      // The API module (with its response schemas) loads on the first change, not with the page.
      import('@/lib/api/selection')
        .then(({ countSelection }) => countSelection(filter, { signal: controller.signal }))
        .then((res) => setCount(res.total))
        .catch(() => {
          if (!controller.signal.aborted) setCount(-1);
        });
    }, COUNT_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // `query` is the filter's identity; the filter object itself changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const setBand = (key: RangeKey, band: Band) =>
    setFilter((f) => {
      const on = bandActive(f, key, band);
      return { ...f, [`${key}_min`]: on || band.min === null ? undefined : band.min, [`${key}_max`]: on || band.max === null ? undefined : band.max };
    });

  const bandGroup = (title: string, key: RangeKey, bands: Band[]) => (
    <section className={styles.group} aria-label={title}>
      <h2>{title}</h2>
      <div className={styles.chips}>
        {bands.map((b) => (
          <button key={b.name} type="button" className={styles.chip} aria-pressed={bandActive(filter, key, b)} onClick={() => setBand(key, b)}>
            {b.name}
          </button>
        ))}
      </div>
    </section>
  );

  const label = count === null ? '计算中...' : count < 0 ? '查看车系' : `查看${count}个车系`;

  return (
    <>
      {bandGroup('价格', 'price', options.prices)}
      <section className={styles.group} aria-label="能源类型">
        <h2>能源类型</h2>
        <div className={styles.chips}>
          {options.energies.map((e) => (
            <button key={e} type="button" className={styles.chip} aria-pressed={Boolean(filter.energy?.includes(e))} onClick={() => setFilter((f) => ({ ...f, energy: toggle(f.energy, e) }))}>
              {e}
            </button>
          ))}
        </div>
      </section>
      <section className={styles.group} aria-label="级别">
        <h2>级别</h2>
        <div className={styles.chips}>
          {options.levels.map((l) => (
            <button key={l} type="button" className={styles.chip} aria-pressed={Boolean(filter.level?.includes(l))} onClick={() => setFilter((f) => ({ ...f, level: toggle(f.level, l) }))}>
              {l}
            </button>
          ))}
        </div>
      </section>
      {bandGroup('续航', 'range', options.ranges)}
      {bandGroup('购车补贴', 'subsidy', options.subsidies)}
      <section className={styles.group} aria-label="品牌">
        <h2>品牌</h2>
        <div className={styles.chips}>
          {options.brands.map((b) => (
            <button key={b.id} type="button" className={styles.chip} aria-pressed={Boolean(filter.brand_id?.includes(b.id))} onClick={() => setFilter((f) => ({ ...f, brand_id: toggle(f.brand_id, b.id) }))}>
              {b.name}
            </button>
          ))}
        </div>
      </section>
      <div className={styles.bar} data-bottom-bar="">
        <button type="button" className={`btn btn-ghost ${styles.reset}`} onClick={() => setFilter({})} disabled={!query}>
          重置
        </button>
        <Link className={`btn ${styles.go}`} href={query ? `/car/selection/result?${query}` : '/car/selection/result'} aria-live="polite" data-testid="selection-go">
          {label}
        </Link>
      </div>
    </>
  );
}
