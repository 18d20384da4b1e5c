import Link from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import type { RankBanner, Ranking, RankingFilters } from '@/lib/api/ranking';
import { RANKINGS, type RankingKind } from '@/contract/ranking';
import { RankChart } from './RankChart';
import { RankFilters } from './RankFilters';
import { RankList } from './RankList';
import { RankSource } from './RankSource';
import { KindNav, RankTabs } from './RankNav';
import styles from './ranking.module.css';

export interface RankingScreenProps {
  kind: RankingKind;
  tab: number;
  banner: RankBanner;
  /** What the user asked for (the URL's filters), passed on to load more pages. */
  asked: RankingFilters;
  /** The list, or the API's message when the filters were refused (400). */
  result: Ranking | { refused: string };
}

/** One ranking screen: banner, lists, tabs, filters, published-day info, chart and rows. */
/** 重置筛选: the same ranking and tab without a filter (a replace, so 返回 skips the refused list). */
function ResetFilters({ kind, tab }: { kind: RankingKind; tab: number }) {
  return (
    <Link
      href={`/ranking/${kind}${tab > 1 ? `?tab=${tab}` : ''}`}
      replace
      className={`btn ${styles.resetLink}`}
    >
      重置筛选
    </Link>
  );
}

export function RankingScreen({ kind, tab, banner, asked, result }: RankingScreenProps) {
  const meta = RANKINGS[kind];
  return (
    <main className="page">
      <header className={styles.banner}>
        <img src={banner.image} alt="" width={390} height={130} fetchPriority="high" />
        <div className={styles.bannerText}>
          <h1>{meta.name}</h1>
          <p>{banner.subtitle}</p>
        </div>
      </header>
      <KindNav current={kind} />
      <RankTabs
        kind={kind}
        tab={tab}
        filters={
          'refused' in result ? {} : Object.fromEntries(result.filters.map((f) => [f.key, f.value]))
        }
      />
      {'refused' in result ? (
        <section className={`${styles.section} ${styles.empty}`}>
          <EmptyState text={result.refused} />
          <ResetFilters kind={kind} tab={tab} />
        </section>
      ) : (
        <>
          {result.filters.length > 0 && (
            <RankFilters kind={kind} tab={tab} filters={result.filters} />
          )}
          <RankSource title={`${meta.name} · ${meta.tabs[tab - 1]}`} published={result.published} />
          {result.chart && result.chart.points.length > 0 && (
            <section className={styles.section}>
              <RankChart chart={result.chart} />
            </section>
          )}
          <section className={styles.section} aria-label={`${meta.name} · ${meta.tabs[tab - 1]}`}>
            {kind === 'sales' && (
              <p className={styles.note}>
                车型库的<Link href="/car/ranking">车型排行榜</Link>与本榜使用同一份月度上险量数据。
              </p>
            )}
            {result.items.total === 0 ? (
              <div className={styles.empty}>
                <EmptyState text={`当前筛选条件下暂无上榜${meta.rows ?? '车型'}`} />
                <ResetFilters kind={kind} tab={tab} />
              </div>
            ) : (
              <RankList
                key={`${tab}:${JSON.stringify(asked)}`}
                kind={kind}
                tab={tab}
                filters={asked}
                initial={result.items}
              />
            )}
          </section>
        </>
      )}
    </main>
  );
}
