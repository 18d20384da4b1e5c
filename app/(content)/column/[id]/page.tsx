import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ColumnFeedSection } from '@/components/content/Sections';
import { ColumnFollowers, FollowColumnButton } from '@/components/content/FollowButton';
import { WxShare } from '@/components/share/WxShare';
import { LazyImage } from '@/components/ui/LazyImage';
import { getColumn, type Column } from '@/lib/api/column';
import { collectionMetadata, collectionShare, type CollectionCard } from '@/lib/server/content-page';
import { idOr404, loader } from '@/lib/server/page';
import styles from '@/components/content/Lists.module.css';

type Params = { params: Promise<{ id: string }> };

const loadColumn = loader((call, id: number) => getColumn(id, call));

const cardOf = (column: Column): CollectionCard => ({ title: column.name, description: column.intro, path: `/column/${column.id}`, cover: column.coverPath });

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const column = await loadColumn(idOr404((await params).id));
  return collectionMetadata('专栏', column && cardOf(column));
}

export default async function ColumnPage({ params }: Params) {
  const column = (await loadColumn(idOr404((await params).id))) ?? notFound();
  const share = await collectionShare(cardOf(column));
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
      <WxShare {...share} />
    </main>
  );
}
