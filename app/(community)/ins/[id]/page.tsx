import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CommentSection } from '@/components/comment/CommentSection';
import { CommentText } from '@/components/comment/CommentText';
import { LiveCommentCount } from '@/components/comment/LiveCommentCount';
import { ImageThumbs } from '@/components/comment/ImageThumbs';
import { PostMenu } from '@/components/community/PostMenu';
import { HiddenPostNotice, PostPageShell } from '@/components/community/PostPageShell';
import { InsLike } from '@/components/ins/InsLike';
import { SeriesCardList } from '@/components/content/SeriesCard';
import styles from '@/components/ins/Ins.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { ReadSection } from '@/components/ui/ReadSection';
import { SectionSkeleton } from '@/components/ui/SectionSkeleton';
import { IpLocation } from '@/components/ui/IpLocation';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { getCommentSectionData } from '@/lib/api/comment';
import { getIns } from '@/lib/api/ins';
import { formatCount } from '@/contract/format/number';
import { stripEmoji } from '@/lib/format/emoji';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { ContentType } from '@/lib/links';
import { idOr404, loader } from '@/lib/server/page';
import { settleReads, startRead } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import { ContentLink } from '@/components/ui/ContentLink';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ auth_key?: string | string[] }>;
};

// The post decides 404 before anything streams.
const load = loader((call, id: number, authKey: string | undefined) => getIns(id, authKey, call));

function key(v: string | string[] | undefined): string | undefined {
  const k = Array.isArray(v) ? v[0] : v;
  return k && /^[a-f0-9]{8,64}$/.test(k) ? k : undefined;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const post = await load(idOr404((await params).id), key((await searchParams).auth_key));
  if (!post) return { title: '动态不存在' };
  const text = stripEmoji(post.content);
  return {
    title: shareTitle(`${post.author.nickname}：${text}`),
    description: shareDescription(text),
    // A private post opened with its share key stays out of search engines.
    robots: post.status === 1 ? undefined : { index: false },
  };
}

export default async function InsPage({ params, searchParams }: Props) {
  const postId = idOr404((await params).id);
  // The comments are asked for with the post (rendered in place when there, else streamed behind a
  // skeleton; a failed read stays in its section). A private post's comments are its author's: a
  // share-key holder sees the post only, and that read is dropped unread.
  const comments = startRead(getCommentSectionData(ContentType.INS, postId, await serverCall()));
  const post = (await load(postId, key((await searchParams).auth_key))) ?? notFound();
  const back = post.circle
    ? { href: `/community/${post.circle.id}`, name: post.circle.name }
    : { href: '/community', name: '社区' };
  // A post this reader reported stays out of their sight on every visit.
  if (post.isReported) {
    return (
      <main className="page">
        <HiddenPostNotice why="report" back={back} />
      </main>
    );
  }
  const commentsOpen = post.status === 1 || post.isMine;
  if (commentsOpen) await settleReads([comments]);
  const grid =
    post.images.length === 1
      ? styles.grid1
      : post.images.length === 2 || post.images.length === 4
        ? styles.grid2
        : styles.grid;
  return (
    <main className="page" style={{ paddingBottom: '.64rem' }}>
      <PostPageShell postId={post.id} authorId={post.author.id} back={back}>
        <article className={styles.post}>
          <header className={styles.author}>
            <ContentLink type={ContentType.USER} id={post.author.id}>
              <LazyImage
                className={styles.avatar}
                src={post.author.avatar}
                alt={post.author.nickname}
                width={42}
                height={42}
                fallback="avatar"
                eager
              />
            </ContentLink>
            <div className={styles.who}>
              <ContentLink type={ContentType.USER} id={post.author.id}>
                <strong>{post.author.nickname}</strong>
              </ContentLink>
              <span className={styles.sub}>
                <RelativeTime ts={post.createdAt} />
                {post.ipRegion && (
                  <>
                    {' · '}
                    <IpLocation region={post.ipRegion} />
                  </>
                )}
                {' · '}
                {formatCount(post.views)}浏览
              </span>
            </div>
            <div style={{ marginLeft: 'auto' }}>
              <PostMenu
                postId={post.id}
                author={post.author}
                mine={post.isMine}
                afterDelete={back.href}
              />
            </div>
          </header>
          {post.status !== 1 && (
            <p className={styles.private}>这条动态仅自己和收到分享链接的人可见</p>
          )}
          <h1 className="visually-hidden">{post.author.nickname}的动态</h1>
          {post.content && (
            <p className={styles.text}>
              <CommentText text={post.content} />
            </p>
          )}
          <ImageThumbs images={post.images} className={grid} alt="动态图片" />
          <SeriesCardList cards={post.seriesCards} />
          {(post.circle || post.theme || post.series) && (
            <p className={styles.sub} data-testid="ins-placement">
              {post.circle && (
                <Link href={`/community/${post.circle.id}`}>发布于 {post.circle.name}</Link>
              )}
              {post.theme && (
                <>
                  {' · '}
                  <Link href={`/theme/${post.theme.id}`}>#{post.theme.name}#</Link>
                </>
              )}
              {post.series && (
                <>
                  {' · '}
                  <Link href={`/series/${post.series.id}`}>{post.series.name}</Link>
                </>
              )}
            </p>
          )}
          {post.tags.length > 0 && (
            <ul className={styles.tags} aria-label="话题">
              {post.tags.map((t) => (
                <li key={t}>
                  {/* A #话题# reads as a link, so it is one: the posts and articles on that topic. */}
                  <Link href={`/search?keyword=${encodeURIComponent(t.replace(/^#|#$/g, ''))}`}>
                    {t}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <span data-testid="post-comment-count">
              <LiveCommentCount
                type={ContentType.INS}
                id={post.id}
                initial={post.comments}
                suffix="条评论"
              />
            </span>
            <InsLike id={post.id} likes={post.likes} liked={post.isLiked} />
          </div>
        </article>
        {commentsOpen ? (
          <ReadSection
            read={comments}
            name="评论"
            fallback={<SectionSkeleton label="评论加载中" />}
          >
            {({ initial, hot }) => (
              <CommentSection
                contentType={ContentType.INS}
                contentId={post.id}
                initial={initial}
                hot={hot}
                count={post.comments}
              />
            )}
          </ReadSection>
        ) : (
          <p className={styles.private}>私密动态的评论仅作者可见</p>
        )}
      </PostPageShell>
    </main>
  );
}
