'use client';

import { ShareButton } from '@/components/share/ShareButton';
import type { ShareContent } from '@/components/share/WxShare';
import { openCommentComposer } from '@/components/comment/events';
import { useCommentCount } from '@/components/comment/count';
import { CommentIcon, LikeIcon, ShareIcon, StarIcon } from '@/components/ui/icons/actions';
import { toast } from '@/components/ui/toast';
import { useOptimisticToggle } from '@/components/ui/useOptimisticToggle';
import { formatCount } from '@/contract/format/number';
import styles from './Detail.module.css';

export interface ActionBarProps {
  id: number;
  type: number;
  liked: boolean;
  likes: number;
  favourited: boolean;
  favourites: number;
  share: ShareContent;
  /** Number of comments; when given, the bar starts with 写评论 (the page shows a comment section). */
  comments?: number;
}

function CommentCount({ type, id, initial }: { type: number; id: number; initial: number }) {
  const n = useCommentCount(type, id, initial);
  return (
    <span className={styles.count} data-testid="bar-comment-count">
      {formatCount(n)}
    </span>
  );
}

/** A like or favourite button: pressed while on, its word for the state, and the count. */
function CountedAction({
  toggle,
  Icon,
  words,
  testId,
}: {
  toggle: ReturnType<typeof useOptimisticToggle>;
  Icon: typeof LikeIcon;
  /** The word while on, and while off. */
  words: [string, string];
  testId: string;
}) {
  return (
    <button
      type="button"
      className={toggle.on ? styles.actionOn : styles.action}
      aria-pressed={toggle.on}
      onClick={toggle.toggle}
      disabled={toggle.busy}
    >
      <Icon size={20} filled={toggle.on} />
      <span>{toggle.on ? words[0] : words[1]}</span>
      <span className={styles.count} data-testid={testId}>
        {formatCount(toggle.count)}
      </span>
    </button>
  );
}

/** The reader's actions on a piece: like, favourite, share. The one client island of a detail page. */
export function ActionBar({
  id,
  type,
  liked,
  likes,
  favourited,
  favourites,
  share,
  comments,
}: ActionBarProps) {
  const like = useOptimisticToggle({ on: liked, count: likes }, async (next) => {
    // The API module (and its response schemas) loads on the first tap, not with the page.
    const { likeContent } = await import('@/lib/api/content');
    const res = await likeContent(id, type, !next);
    return { on: res.is_liked, count: res.likes };
  });
  const fav = useOptimisticToggle(
    { on: favourited, count: favourites },
    async (next) => {
      const { favouriteContent } = await import('@/lib/api/content');
      const res = await favouriteContent(id, type, !next);
      return { on: res.is_favourited, count: res.favourites };
    },
    (kept) => toast(kept.on ? '收藏成功' : '已取消收藏'),
  );

  return (
    <nav className={styles.actionBar} aria-label="互动" data-bottom-bar="">
      {comments !== undefined && (
        <button type="button" className={styles.action} onClick={openCommentComposer}>
          <CommentIcon size={20} />
          <span>写评论</span>
          <CommentCount type={type} id={id} initial={comments} />
        </button>
      )}
      <CountedAction toggle={like} Icon={LikeIcon} words={['已赞', '点赞']} testId="like-count" />
      <CountedAction
        toggle={fav}
        Icon={StarIcon}
        words={['已收藏', '收藏']}
        testId="favourite-count"
      />
      <ShareButton content={share} className={styles.action}>
        <ShareIcon size={20} />
        <span>分享</span>
      </ShareButton>
    </nav>
  );
}
