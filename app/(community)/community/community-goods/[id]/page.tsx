import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/community/Community.module.css';
import { GoodsList } from '@/components/community/Lists';
import { getCircleGoods } from '@/lib/api/community-more';
import { idOr404, loader } from '@/lib/server/page';

type Props = { params: Promise<{ id: string }> };

const loadGoods = loader((call, id: number) => getCircleGoods(id, 1, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const r = await loadGoods(idOr404((await params).id));
  return r ? { title: `${r.circle.name} · 圈友好物`, description: `${r.circle.name}车主推荐的用车好物。` } : { title: '圈子不存在' };
}

export default async function CircleGoodsPage({ params }: Props) {
  const r = (await loadGoods(idOr404((await params).id))) ?? notFound();
  return (
    <main className="page">
      <header className={styles.section} style={{ marginTop: 0 }}>
        <h1 style={{ margin: 0, fontSize: '.18rem' }}>圈友好物</h1>
        <p className={styles.muted}>
          <Link href={`/community/${r.circle.id}`}>{r.circle.name}</Link> 的车主们在用、在推荐的好物 · <Link href="/shop">去商城逛逛 ›</Link>
        </p>
      </header>
      <GoodsList circleId={r.circle.id} initial={r.goods} />
    </main>
  );
}
