import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ColumnFeedSection } from '@/components/content/Sections';
import { ColumnFollowers, FollowColumnButton } from '@/components/content/FollowButton';
import { WxShare } from '@/components/share/WxShare';
import { LazyImage } from '@/components/ui/LazyImage';
import { getColumn } from '@/lib/api/column';
import { siteOrigin } from '@/lib/server/content-page';
import { idOr404, loader } from '@/lib/server/page';
import { absoluteUrl } from '@/lib/seo';
import styles from '@/components/content/Lists.module.css';

type Params = { params: Promise<{ id: string }> };

const loadColumn = loader((call, id: number) => getColumn(id, call));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const column = await loadColumn(idOr404((await params).id));
  if (!column) return { title: '专栏不存在', robots: { index: false } };
  const origin = await siteOrigin();
  return {
    title: `${column.name} - 专栏`,
    description: column.intro,
    alternates: { canonical: absoluteUrl(origin, `/column/${column.id}`) },
    openGraph: { type: 'website', title: column.name, description: column.intro, images: [absoluteUrl(origin, column.coverPath)] },
  };
}

export default async function ColumnPage({ params }: Params) {
  const column = (await loadColumn(idOr404((await params).id))) ?? notFound();
  const origin = await siteOrigin();
  return (
    <main className="page">
      <header className={styles.columnHead}>
        <LazyImage src={column.avatar} alt="" width={56} height={56} className={styles.columnLogo} eager />
        <div className={styles.columnHeadText}>
          <h1 className={styles.pageTitle}>{column.name}</h1>
          <p className={styles.columnMeta}>
            {column.author && <span>主理人 {column.author.nickname}</span>}
            <span>{column.articleCount}篇</span>
            <ColumnFollowers columnId={column.id} followers={column.followers} />
          </p>
        </div>
        <FollowColumnButton columnId={column.id} followed={column.isFollowed} />
      </header>
      <p className={styles.columnHeadIntro}>{column.intro}</p>
      <ColumnFeedSection columnId={column.id} />
      <WxShare title={column.name} description={column.intro} image={absoluteUrl(origin, column.coverPath)} url={absoluteUrl(origin, `/column/${column.id}`)} />
    </main>
  );
}
