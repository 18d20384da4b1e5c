import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { RankRow } from '@/components/community/Cards';
import styles from '@/components/community/Community.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { getRankBoard } from '@/lib/api/community-more';
import { formatDate } from '@/contract/format/time';
import { idOr404, loader } from '@/lib/server/page';

type Props = { params: Promise<{ id: string }> };

const loadBoard = loader((call, id: number) => getRankBoard(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const r = await loadBoard(idOr404((await params).id));
  return r
    ? { title: `${r.board.title} · 社区榜单`, description: r.board.description }
    : { title: '榜单不存在' };
}

export default async function CommunityRankingPage({ params }: Props) {
  const { board, entries } = (await loadBoard(idOr404((await params).id))) ?? notFound();
  return (
    <main className="page">
      <header className={styles.section} style={{ marginTop: 0 }}>
        <h1 style={{ margin: 0, fontSize: '.18rem' }}>{board.title}</h1>
        <p className={styles.muted}>
          {board.description} 更新于{formatDate(board.updated_at, 'MM-DD HH:mm')} ·{' '}
          <Link href="/community-ranking-document">规则</Link> ·{' '}
          <Link href="/community/rank-content">全部榜单</Link>
        </p>
      </header>
      <section aria-label="榜单">
        {entries.length === 0 ? (
          <EmptyState text="这个周期还没有上榜" />
        ) : (
          entries.map((e) => <RankRow key={e.rank} entry={e} />)
        )}
      </section>
    </main>
  );
}
