import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/components/community/Community.module.css';
import { CircleList } from '@/components/community/Lists';
import { TabLinks } from '@/components/community/TabLinks';
import { getCircles, getCommunityHome } from '@/lib/api/community';
import { idOr404, loader } from '@/lib/server/page';
import { serverCall } from '@/lib/server/request';

type Props = { params: Promise<{ id: string }> };

const loadCategories = loader(async (call) => (await getCommunityHome(call)).categories);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = idOr404((await params).id);
  const cat = (await loadCategories())?.find((c) => c.id === id);
  return { title: cat ? `${cat.name} · 圈子` : '分类不存在' };
}

export default async function CircleCategoryPage({ params }: Props) {
  const id = idOr404((await params).id);
  const categories = (await loadCategories()) ?? [];
  const cat = categories.find((c) => c.id === id) ?? notFound();
  const initial = await getCircles({ categoryId: id }, 1, await serverCall());
  return (
    <main className="page">
      <h1 className="visually-hidden">{cat.name}</h1>
      <TabLinks
        label="圈子分类"
        current={String(id)}
        tabs={categories.map((c) => ({
          key: String(c.id),
          name: c.name,
          href: `/community/community-category/${c.id}`,
        }))}
      />
      <div className={styles.section} style={{ marginTop: 0 }}>
        <CircleList categoryId={id} initial={initial} />
      </div>
    </main>
  );
}
