import type { Metadata } from 'next';
import Link from 'next/link';
import { RankBody } from '@/components/community/RankPage';
import styles from '@/components/community/Community.module.css';
import { getRank, getRankBoards } from '@/lib/api/community-more';
import { RANK_PERIOD_KEYS } from '@/contract/api/community-more';
import { parseEnum } from '@/lib/params';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '社区内容榜',
  description: '社区热帖日榜、周榜、月榜与全部社区榜单。',
};

type Props = { searchParams: Promise<{ period?: string | string[] }> };

export default async function RankContentPage({ searchParams }: Props) {
  const period = parseEnum((await searchParams).period, RANK_PERIOD_KEYS) ?? 'week';
  const call = await serverCall();
  const [entries, boards] = await Promise.all([
    getRank('posts', period, call),
    getRankBoards(call),
  ]);
  return (
    <main className="page">
      <h1 className="visually-hidden">社区内容榜</h1>
      <section className={styles.section} aria-label="全部榜单">
        <div className={styles.quick}>
          {boards.map((b) => (
            <Link key={b.id} href={`/community-ranking/${b.id}`}>
              {b.title}
            </Link>
          ))}
        </div>
      </section>
      <RankBody
        entries={entries}
        type="posts"
        period={period}
        showTypes={false}
        hrefFor={(_, p) => `/community/rank-content?period=${p}`}
      />
    </main>
  );
}
