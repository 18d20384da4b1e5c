import Link from 'next/link';
import { CommentText } from '@/components/comment/CommentText';
import { ImageThumbs } from '@/components/comment/ImageThumbs';
import { LiveCommentCount } from '@/components/comment/LiveCommentCount';
import { RelativeTime } from '@/components/ui/RelativeTime';
import type { Post } from '@/lib/api/community';
import { formatCount } from '@/contract/format/number';
import { ContentType } from '@/lib/links';
import { PostMenu } from './PostMenu';
import { PostShell } from './PostShell';
import { Avatar } from './Avatar';
import styles from './Community.module.css';

/** One community post in a list: author, text, up to 9 pictures, its circle / topic / series, counts. */
export function PostCard({
  post,
  showCircle = true,
  eager = false,
}: {
  post: Post;
  showCircle?: boolean;
  eager?: boolean;
}) {
  const href = `/ins/${post.id}`;
  return (
    <PostShell postId={post.id} authorId={post.author.id}>
      <header className={styles.postHead}>
        <Link href={`/user/${post.author.id}`} aria-label={post.author.nickname}>
          <Avatar src={post.author.avatar} eager={eager} />
        </Link>
        <div className={styles.who}>
          <strong>{post.author.nickname}</strong>
          <RelativeTime ts={post.createdAt} />
          {showCircle && post.circle && (
            <>
              {' · '}
              <Link href={`/community/${post.circle.id}`} className={styles.chipLink}>
                {post.circle.name}
              </Link>
            </>
          )}
        </div>
        <PostMenu postId={post.id} author={post.author} mine={post.isMine} />
      </header>
      <Link href={href} className={post.kind === 2 ? styles.postTitle : styles.postText}>
        {post.isPinned && <span className={styles.flag}>置顶</span>}
        {post.isSelected && !post.isPinned && <span className={styles.flag}>精选</span>}
        {post.kind === 2 ? (
          post.title
        ) : (
          <CommentText
            text={post.content.length > 140 ? `${post.content.slice(0, 140)}…` : post.content}
            className={styles.postText}
          />
        )}
      </Link>
      <ImageThumbs images={post.images} className={styles.grid} alt="动态图片" />
      {(post.theme || post.series) && (
        <div className={styles.chips}>
          {post.theme && (
            <Link href={`/theme/${post.theme.id}`} className={styles.chipLink}>
              #{post.theme.name}#
            </Link>
          )}
          {post.series && (
            <Link href={`/series/${post.series.id}`} className={styles.chipLink}>
              {post.series.name}
            </Link>
          )}
        </div>
      )}
      <footer className={styles.postFoot}>
        <span>{formatCount(post.views)}浏览</span>
        <Link href={`${href}#comments`}>
          <LiveCommentCount
            type={ContentType.INS}
            id={post.id}
            initial={post.comments}
            suffix="评论"
          />
        </Link>
        <span>{formatCount(post.likes)}赞</span>
      </footer>
    </PostShell>
  );
}
