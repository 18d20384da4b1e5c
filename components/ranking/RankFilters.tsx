import Link from 'next/link';
import type { RankFilter } from '@/lib/api/ranking';
import { rankingHref, type RankingKind } from '@/contract/ranking';
import styles from './ranking.module.css';

/**
 * Filters as rows of links: shareable, crawlable, and the back button works. A tap replaces the
 * URL through client navigation; the server renders the new list (no full reload).
 */
export function RankFilters({
  kind,
  tab,
  filters,
}: {
  kind: RankingKind;
  tab: number;
  filters: RankFilter[];
}) {
  const current = Object.fromEntries(filters.map((f) => [f.key, f.value]));
  return (
    <nav className={styles.filters} aria-label="筛选">
      {filters.map((f) => (
        <div key={f.key} className={styles.filterRow} role="group" aria-label={f.name}>
          <span className={styles.filterName}>{f.name}</span>
          {f.options.map((o) => {
            const on = o.value === f.value;
            return (
              <Link
                key={o.value}
                href={rankingHref(kind, { ...current, [f.key]: o.value, tab })}
                replace
                scroll={false}
                prefetch={false}
                className={on ? styles.filterOn : undefined}
                aria-current={on ? 'true' : undefined}
              >
                {o.name}
              </Link>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
