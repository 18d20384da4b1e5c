import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/community/Community.module.css';
import { PostFeed } from '@/components/community/PostFeed';
import { getCircleNewCars } from '@/lib/api/community-more';
import { idOr404, loader } from '@/lib/server/page';

type Props = { params: Promise<{ id: string }> };

const loadNewCars = loader((call, id: number) => getCircleNewCars(id, 1, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const r = await loadNewCars(idOr404((await params).id));
  return r ? { title: `${r.circle.name} · 提车作业`, description: `${r.circle.name}车主的提车作业与新车分享。` } : { title: '圈子不存在' };
}

export default async function CircleNewCarPage({ params }: Props) {
  const r = (await loadNewCars(idOr404((await params).id))) ?? notFound();
  return (
    <main className="page">
      <header className={styles.section} style={{ marginTop: 0 }}>
        <h1 style={{ margin: 0, fontSize: '.18rem' }}>提车作业</h1>
        <p className={styles.muted}>
          <Link href={`/community/${r.circle.id}`}>{r.circle.name}</Link>
          {r.circle.series && (
            <>
              {' · '}
              <Link href={`/series/${r.circle.series.id}`}>{r.circle.series.name}车系</Link>
            </>
          )}
          {' '}· 新车主的第一次分享
        </p>
      </header>
      <PostFeed source={{ kind: 'new-car', id: r.circle.id }} initial={r.posts} showCircle={false} emptyText="还没有提车作业，提车了来晒一晒吧" />
    </main>
  );
}
