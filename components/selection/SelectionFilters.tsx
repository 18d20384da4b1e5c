'use client';

import Link from 'next/link';
import { useRouter } from '@/components/layout/useRouter';
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

interface Chip {
  key: string | number;
  name: string;
  on: boolean;
  pick: () => void;
}

/** One filter: its title, then chips that are pressed or not. */
function ChipGroup({ title, chips }: { title: string; chips: Chip[] }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2>{title}</h2>
      <div className={styles.chips}>
        {chips.map((c) => (
          <button
            key={c.key}
            type="button"
            className={styles.chip}
            aria-pressed={c.on}
            onClick={c.pick}
          >
            {c.name}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * 选车 filters. Each change rewrites the URL (so reload and share keep them) and, debounced,
 * asks the API how many series match; the button leads to that result list.
 */
export function SelectionFilters({
  options,
  initial,
  initialCount,
}: {
  options: SelectionOptions;
  initial: SelectionFilter;
  initialCount: number;
}) {
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
      return {
        ...f,
        [`${key}_min`]: on || band.min === null ? undefined : band.min,
        [`${key}_max`]: on || band.max === null ? undefined : band.max,
      };
    });

  const bandChips = (key: RangeKey, bands: Band[]): Chip[] =>
    bands.map((b) => ({
      key: b.name,
      name: b.name,
      on: bandActive(filter, key, b),
      pick: () => setBand(key, b),
    }));

  // A many-pick row (能源类型, 级别): each chip adds its value to the filter's list or takes it out.
  const listChips = (key: 'energy' | 'level', values: string[]): Chip[] =>
    values.map((v) => ({
      key: v,
      name: v,
      on: Boolean(filter[key]?.includes(v)),
      pick: () => setFilter((f) => ({ ...f, [key]: toggle(f[key], v) })),
    }));

  const label = count === null ? '计算中...' : count < 0 ? '查看车系' : `查看${count}个车系`;

  return (
    <>
      <ChipGroup title="价格" chips={bandChips('price', options.prices)} />
      <ChipGroup title="能源类型" chips={listChips('energy', options.energies)} />
      <ChipGroup title="级别" chips={listChips('level', options.levels)} />
      <ChipGroup title="续航" chips={bandChips('range', options.ranges)} />
      <ChipGroup title="购车补贴" chips={bandChips('subsidy', options.subsidies)} />
      <ChipGroup
        title="品牌"
        chips={options.brands.map((b) => ({
          key: b.id,
          name: b.name,
          on: Boolean(filter.brand_id?.includes(b.id)),
          pick: () => setFilter((f) => ({ ...f, brand_id: toggle(f.brand_id, b.id) })),
        }))}
      />
      <div className={styles.bar} data-bottom-bar="">
        <button
          type="button"
          className={`btn btn-ghost ${styles.reset}`}
          onClick={() => setFilter({})}
          disabled={!query}
        >
          重置
        </button>
        <Link
          className={`btn ${styles.go}`}
          href={query ? `/car/selection/result?${query}` : '/car/selection/result'}
          aria-live="polite"
          data-testid="selection-go"
        >
          {label}
        </Link>
      </div>
    </>
  );
}
