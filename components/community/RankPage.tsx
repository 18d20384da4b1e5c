import Link from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { type RankEntry, type RankPeriod, type RankType } from '@/lib/api/community-more';
import { RANK_PERIODS, RANK_TYPES } from '@/contract/api/community-more';
import { RankRow } from './Cards';
import { TabLinks } from './TabLinks';
import styles from './Community.module.css';

/** A board page body: type tabs (optional), period tabs, the entries and the rules link. */
export function RankBody({
  entries,
  type,
  period,
  hrefFor,
  showTypes,
}: {
  entries: RankEntry[];
  type: RankType;
  period: RankPeriod;
  hrefFor: (type: RankType, period: RankPeriod) => string;
  showTypes: boolean;
}) {
  return (
    <>
      {showTypes && (
        <TabLinks
          label="榜单类型"
          current={type}
          tabs={RANK_TYPES.map((t) => ({ key: t.key, name: t.name, href: hrefFor(t.key, period) }))}
        />
      )}
      <TabLinks
        label="榜单周期"
        current={period}
        tabs={RANK_PERIODS.map((p) => ({ key: p.key, name: p.name, href: hrefFor(type, p.key) }))}
      />
      <section aria-label="榜单">
        {entries.length === 0 ? (
          <EmptyState text="这个周期还没有上榜内容" />
        ) : (
          entries.map((e) => <RankRow key={e.rank} entry={e} />)
        )}
      </section>
      <p className={styles.section}>
        <Link href="/community-ranking-document" className={styles.chipLink}>
          榜单规则说明 ›
        </Link>
      </p>
    </>
  );
}
