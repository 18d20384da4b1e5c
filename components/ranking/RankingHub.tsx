import Link from 'next/link';
import type { RankOverview } from '@/lib/api/ranking';
import { KindNav } from './RankNav';
import { RankSource } from './RankSource';
import { RankSummary } from './RankSummary';
import styles from './ranking.module.css';

/** /ranking: every list's top 3, each with a link to the full list. */
export function RankingHub({ overview }: { overview: RankOverview }) {
  return (
    <main className="page">
      <header className={styles.banner}>
        <div className={styles.bannerText}>
          <h1>新能源排行榜</h1>
          <p>销量、热度、续航、充电、智能化、口碑、动力电池与充电站，一站看懂</p>
        </div>
      </header>
      <KindNav />
      {overview.map((o) => (
        <section key={o.type} className={styles.hubCard} aria-label={o.name}>
          <h2 className={styles.sectionTitle}>
            {o.name}
            <Link href={`/ranking/${o.type}`}>查看完整榜单 ›</Link>
          </h2>
          <p className={styles.note}>{o.note}</p>
          <RankSource title={o.name} published={o.published} compact />
          {o.top.map((it) => (
            <Link key={it.href + it.rank} href={it.href} className={styles.hubRow}>
              <RankSummary item={it} width={72} height={40} />
            </Link>
          ))}
        </section>
      ))}
    </main>
  );
}
