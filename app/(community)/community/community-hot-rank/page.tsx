import type { Metadata } from 'next';
import Link from 'next/link';
import { RankRow } from '@/components/community/Cards';
import styles from '@/components/community/Community.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { getHotRank } from '@/lib/api/community-more';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '社区热榜',
  description: '按点赞、评论与发布时间综合排序的社区热门动态。',
};

export default async function HotRankPage() {
  const entries = await getHotRank(await serverCall());
  return (
    <main className="page">
      <header className={styles.section}>
        <h1 style={{ margin: 0, fontSize: '.18rem' }}>社区热榜</h1>
        <p className={styles.muted}>
          热度综合点赞、评论与发布时间计算，越新越有讨论的动态排得越靠前。
          <Link href="/community-ranking-document">规则说明</Link>
        </p>
      </header>
      <section aria-label="热榜">
        {entries.length === 0 ? (
          <EmptyState text="暂时没有热门动态" />
        ) : (
          entries.map((e) => <RankRow key={e.rank} entry={e} />)
        )}
      </section>
    </main>
  );
}
