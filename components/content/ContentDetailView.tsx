import { SponsorNote } from '@/components/ui/SponsorMark';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { WxShare, type ShareContent } from '@/components/share/WxShare';
import { LazyImage } from '@/components/ui/LazyImage';
import type { ContentDetail } from '@/lib/api/content';
import { ContentType } from '@/lib/links';
import { ActionBar } from './ActionBar';
import { ArticleBody } from './ArticleBody';
import { SeriesCardList } from './SeriesCard';
import { Corrections } from './Corrections';
import { AuthorBlock } from './AuthorBlock';
import { JsonLd } from './JsonLd';
import { RelatedList } from './RelatedList';
import { LazyReadAloud } from '@/components/elder/LazyReadAloud';
import { RewardSection } from './RewardList';
import type { RewardList as Rewards } from '@/lib/api/content';
import type { Read } from '@/lib/server/read';
import styles from './Detail.module.css';
import { ContentLink } from '@/components/ui/ContentLink';

/** The bottom bar of a detail page (like, favourite, share; the comment count where the page shows comments) and its WeChat share card. */
export function DetailActions({
  item,
  share,
  comments,
}: {
  item: ContentDetail;
  share: ShareContent;
  comments?: number;
}) {
  return (
    <>
      <ActionBar
        id={item.id}
        type={item.type}
        liked={item.isLiked}
        likes={item.likes}
        favourited={item.isFavourited}
        favourites={item.favourites}
        share={share}
        comments={comments}
      />
      <WxShare {...share} />
    </>
  );
}

const KIND: Partial<Record<number, string>> = {
  [ContentType.ARTICLE]: '资讯',
  [ContentType.SHORT_NEWS]: '快讯',
  [ContentType.SMALL_KNOWLEDGE]: '小知识',
  [ContentType.NUMBER_POWER]: '数说',
};

export interface ContentDetailViewProps {
  item: ContentDetail;
  /** Absolute URL of this page and of its cover, for sharing. */
  url: string;
  image: string;
  description: string;
  jsonLd: unknown;
  /** article2: the long-form layout (full-bleed cover, larger type). */
  variant?: 'standard' | 'magazine';
  /** The comment section, below the related list (a CommentSection with bar={false}). */
  comments?: ReactNode;
  /** Who tipped the piece, read together with it (readDetailExtras). */
  rewards: Read<Rewards>;
}

/** The detail screen of an article, short news, small knowledge or number power item. */
export function ContentDetailView({
  item,
  url,
  image,
  description,
  jsonLd,
  variant = 'standard',
  comments,
  rewards,
}: ContentDetailViewProps) {
  const magazine = variant === 'magazine';
  const share = { title: item.title, description, image, url };
  return (
    <main className={`page ${styles.page}`}>
      <article className={magazine ? `${styles.article} ${styles.magazine}` : styles.article}>
        {magazine && item.coverPath && (
          <div className={styles.hero}>
            <LazyImage
              src={item.coverPath}
              alt={item.title}
              width={390}
              height={219}
              eager
              className={styles.heroImage}
            />
          </div>
        )}
        <header className={styles.header}>
          <p className={styles.badges}>
            {item.isOriginal && (
              <Link href={`/original/${item.type}`} className={styles.badgeOriginal}>
                原创
              </Link>
            )}
            {item.isOriginal && item.category ? (
              <Link
                href={`/original/${item.type}?category_id=${item.category.id}&title=${encodeURIComponent(`原创${item.category.name}`)}`}
                className={styles.badge}
              >
                {item.category.name}
              </Link>
            ) : (
              <span className={styles.badge}>
                {item.category?.name ?? KIND[item.type] ?? '资讯'}
              </span>
            )}
            {item.column && (
              <ContentLink
                type={ContentType.COLUMN}
                id={item.column.id}
                className={styles.badgeLink}
              >
                {item.column.name}
              </ContentLink>
            )}
          </p>
          <h1 className={styles.title}>{item.title}</h1>
          <SponsorNote sponsor={item.sponsor} />
          {item.type === ContentType.ARTICLE && (
            <Link
              href={magazine ? `/article/${item.id}` : `/article2/${item.id}`}
              className={styles.readMode}
            >
              {magazine ? '返回普通版' : '沉浸阅读'}
            </Link>
          )}
          <AuthorBlock author={item.author} createdAt={item.createdAt} views={item.views} />
          <LazyReadAloud title={item.title} />
        </header>
        {item.type === ContentType.NUMBER_POWER && item.summary && (
          <p className={styles.lead}>{item.summary}</p>
        )}
        <ArticleBody
          html={item.body}
          className={magazine ? styles.bodyMagazine : undefined}
          cards={item.seriesCards}
        />
        <SeriesCardList cards={item.seriesCards} />
        {item.topics.length > 0 && (
          <p className={styles.tags}>
            {item.topics.map((t) => (
              <Link key={t.id} href={`/topic/${t.id}`} className={styles.tag}>
                # {t.title}
              </Link>
            ))}
          </p>
        )}
        {item.revisions.length > 0 && <Corrections revisions={item.revisions} />}
        <RewardSection read={rewards} />
      </article>
      <RelatedList items={item.related} />
      {comments}
      <DetailActions item={item} share={share} comments={comments ? item.comments : undefined} />
      <JsonLd data={jsonLd} />
    </main>
  );
}
