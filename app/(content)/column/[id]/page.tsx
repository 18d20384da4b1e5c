import { readColumnFeed, ColumnFeedSection } from '@/components/content/Sections';
import { ColumnFollowers, FollowColumnButton } from '@/components/content/FollowButton';
import { WxShare } from '@/components/share/WxShare';
import { LazyImage } from '@/components/ui/LazyImage';
import { getColumn } from '@/lib/api/column';
import { collectionPage } from '@/lib/server/content-page';
import { idOr404, type IdRouteProps } from '@/lib/server/page';
import { settleReads } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import styles from '@/components/content/Lists.module.css';

const page = collectionPage(
  '专栏',
  (call, id) => getColumn(id, call),
  (column) => ({
    title: column.name,
    description: column.intro,
    path: `/column/${column.id}`,
    cover: column.coverPath,
  }),
);

export const generateMetadata = page.generateMetadata;

export default async function ColumnPage(props: IdRouteProps) {
  const feed = readColumnFeed(idOr404((await props.params).id), await serverCall()); // asked for with the column
  const column = await page.record(props);
  await settleReads([feed]);
  const share = await page.share(column);
  return (
    <main className="page">
      <header className={styles.columnHead}>
        <LazyImage
          src={column.avatar}
          alt=""
          width={56}
          height={56}
          className={styles.columnLogo}
          eager
        />
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
      <ColumnFeedSection columnId={column.id} read={feed} />
      <WxShare {...share} />
    </main>
  );
}
