import type { Metadata } from 'next';
import Link from 'next/link';
import { LedgerList } from '@/components/shop/LedgerList';
import { PointsBalance } from '@/components/shop/PointsBalance';
import styles from '@/components/shop/Shop.module.css';
import { getPointsLedger, getPointsSummary } from '@/lib/api/shop';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '积分明细', robots: { index: false } };

export default async function PointsPage() {
  const { call } = await requireLogin();
  const [summary, ledger] = await Promise.all([getPointsSummary(call), getPointsLedger(1, call)]);
  return (
    <main className="page">
      <section className={styles.balance} aria-label="我的积分">
        <PointsBalance label="当前积分" points={summary.points} testId="points-balance">
          <Link href="/shop">去兑换 ›</Link>
          <Link href="/webview/level-rules">积分规则 ›</Link>
        </PointsBalance>
      </section>
      <div className={styles.totals}>
        <div>
          累计获得<strong>{summary.earnedTotal}</strong>
        </div>
        <div>
          累计使用<strong>{summary.spentTotal}</strong>
        </div>
      </div>
      <h1 className={styles.section} style={{ fontSize: '.16rem' }}>
        积分明细
      </h1>
      <LedgerList initial={ledger} />
    </main>
  );
}
