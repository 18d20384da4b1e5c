import { LazyImage } from '@/components/ui/LazyImage';
import { RelativeTime } from '@/components/ui/RelativeTime';
import type { ContentAuthor } from '@/lib/api/content';
import { formatCount } from '@/contract/format/number';
import { FollowUserButton } from './FollowButton';
import styles from './Detail.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

/** Who wrote it, when, how many read it, and a follow button. */
export function AuthorBlock({
  author,
  createdAt,
  views,
}: {
  author: ContentAuthor | null;
  createdAt: number;
  views: number;
}) {
  return (
    <div className={styles.author}>
      {author && (
        <ContentLink
          type={ContentType.USER}
          id={author.id}
          className={styles.avatarLink}
          aria-label={author.nickname}
        >
          <LazyImage
            src={author.avatar}
            alt=""
            width={36}
            height={36}
            className={styles.avatar}
            fallback="avatar"
            eager
          />
        </ContentLink>
      )}
      <div className={styles.authorText}>
        <p className={styles.authorName}>
          {author ? (
            <ContentLink type={ContentType.USER} id={author.id}>
              {author.nickname}
            </ContentLink>
          ) : (
            '新出行'
          )}
        </p>
        <p className={styles.authorMeta}>
          <RelativeTime ts={createdAt} />
          <span>{formatCount(views)}阅读</span>
          {author && <span>{formatCount(author.followerCount)}粉丝</span>}
        </p>
      </div>
      {author && !author.isSelf && (
        <FollowUserButton uid={author.id} followed={author.isFollowed} />
      )}
    </div>
  );
}
