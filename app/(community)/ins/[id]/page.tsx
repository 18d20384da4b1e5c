import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { CommentSection } from '@/components/comment/CommentSection';
import { CommentText } from '@/components/comment/CommentText';
import { ImageThumbs } from '@/components/comment/ImageThumbs';
import { PostMenu } from '@/components/community/PostMenu';
import { InsLike } from '@/components/ins/InsLike';
import styles from '@/components/ins/Ins.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { SectionSkeleton } from '@/components/ui/SectionSkeleton';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { getCommentSectionData } from '@/lib/api/comment';
import { getIns, type InsPost } from '@/lib/api/ins';
import { formatCount } from '@/lib/format/number';
import { stripEmoji } from '@/lib/format/emoji';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { ContentType } from '@/lib/links';
import { idOr404, loader } from '@/lib/server/page';
import { serverCall } from '@/lib/server/request';
import { ContentLink } from '@/components/ui/ContentLink';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ auth_key?: string | string[] }> };

// The post decides 404 before anything streams; its comments stream in behind a skeleton.
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
  const { id } = await params;
  const post = (await load(idOr404(id), key((await searchParams).auth_key))) ?? notFound();
  // A private post's comments are its author's: a share-key holder sees the post only.
  const commentsOpen = post.status === 1 || post.isMine;
  const grid = post.images.length === 1 ? styles.grid1 : post.images.length === 2 || post.images.length === 4 ? styles.grid2 : styles.grid;
  return (
    <main className="page" style={{ paddingBottom: '.64rem' }}>
      <article className={styles.post}>
        <header className={styles.author}>
          <ContentLink type={ContentType.USER} id={post.author.id}>
            <LazyImage className={styles.avatar} src={post.author.avatar} alt={post.author.nickname} width={42} height={42} fallback="avatar" eager />
          </ContentLink>
          <div className={styles.who}>
            <ContentLink type={ContentType.USER} id={post.author.id}>
              <strong>{post.author.nickname}</strong>
            </ContentLink>
            <span className={styles.sub}>
              <RelativeTime ts={post.createdAt} /> · {formatCount(post.views)}浏览
            </span>
          </div>
          <div style={{ marginLeft: 'auto' }}>
            <PostMenu postId={post.id} author={post.author} mine={post.isMine} afterDelete={post.circle ? `/community/${post.circle.id}` : '/community'} />
          </div>
        </header>
        {post.status !== 1 && <p className={styles.private}>这条动态仅自己和收到分享链接的人可见</p>}
        <h1 className="visually-hidden">{post.author.nickname}的动态</h1>
        {post.content && (
          <p className={styles.text}>
            <CommentText text={post.content} />
          </p>
        )}
        <ImageThumbs images={post.images} className={grid} alt="动态图片" />
        {(post.circle || post.theme || post.series) && (
          <p className={styles.sub} data-testid="ins-placement">
            {post.circle && <Link href={`/community/${post.circle.id}`}>发布于 {post.circle.name}</Link>}
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
                <Link href={`/search?keyword=${encodeURIComponent(t.replace(/^#|#$/g, ''))}`}>{t}</Link>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <span>{formatCount(post.comments)}条评论</span>
          <InsLike id={post.id} likes={post.likes} liked={post.isLiked} />
        </div>
      </article>
      {commentsOpen ? (
        <Suspense fallback={<SectionSkeleton label="评论加载中" />}>
          <InsComments post={post} />
        </Suspense>
      ) : (
        <p className={styles.private}>私密动态的评论仅作者可见</p>
      )}
    </main>
  );
}

async function InsComments({ post }: { post: InsPost }) {
  const comments = await getCommentSectionData(ContentType.INS, post.id, await serverCall());
  return <CommentSection contentType={ContentType.INS} contentId={post.id} initial={comments.initial} hot={comments.hot} count={post.comments} />;
}
