import Link from 'next/link';
import { RANKINGS, RANKING_KINDS, rankingHref, type RankingKind } from '@/contract/ranking';
import styles from './ranking.module.css';

/** Every list, one tap away (the hub is 全部). */
export function KindNav({ current }: { current?: RankingKind }) {
  return (
    <nav className={styles.kinds} aria-label="榜单">
      <Link href="/ranking" className={current ? undefined : styles.kindOn}>
        全部
      </Link>
      {RANKING_KINDS.map((k) => (
        <Link
          key={k}
          href={`/ranking/${k}`}
          className={k === current ? styles.kindOn : undefined}
          aria-current={k === current ? 'page' : undefined}
        >
          {RANKINGS[k].name}
        </Link>
      ))}
    </nav>
  );
}

/** The list's tabs; filters are kept, `?tab=n` only from the second tab on. */
export function RankTabs({
  kind,
  tab,
  filters,
}: {
  kind: RankingKind;
  tab: number;
  filters: Record<string, string>;
}) {
  return (
    <nav className={styles.tabs} role="tablist" aria-label={`${RANKINGS[kind].name}分类`}>
      {RANKINGS[kind].tabs.map((name, i) => (
        <Link
          key={name}
          role="tab"
          aria-selected={tab === i + 1}
          href={rankingHref(kind, { ...filters, tab: i + 1 })}
          replace
          scroll={false}
          className={tab === i + 1 ? styles.tabOn : undefined}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
