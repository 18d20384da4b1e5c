'use client';

import { useState } from 'react';
import { ShareButton } from '@/components/share/ShareButton';
import type { ShareContent } from '@/components/share/WxShare';
import { openCommentComposer } from '@/components/comment/events';
import { useCommentCount } from '@/components/comment/count';
import { CommentIcon, LikeIcon, ShareIcon, StarIcon } from '@/components/ui/icons';
import { errorMessage, toast } from '@/components/ui/toast';
import { formatCount } from '@/lib/format/number';
import { useLoginGate } from '@/components/layout/useLoginGate';
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

/** The reader's actions on a piece: like, favourite, share. The one client island of a detail page. */
export function ActionBar({ id, type, liked, likes, favourited, favourites, share, comments }: ActionBarProps) {
  const gate = useLoginGate();
  const [like, setLike] = useState({ on: liked, n: likes });
  const [fav, setFav] = useState({ on: favourited, n: favourites });
  const [pending, setPending] = useState<'like' | 'fav' | null>(null);

  const toggleLike = async () => {
    if (!gate() || pending) return;
    setPending('like');
    try {
      // The API module (and its response schemas) loads on the first tap, not with the page.
      const { likeContent } = await import('@/lib/api/content');
      const res = await likeContent(id, type, like.on);
      setLike({ on: res.is_liked, n: res.likes });
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setPending(null);
    }
  };

  const toggleFav = async () => {
    if (!gate() || pending) return;
    setPending('fav');
    try {
      const { favouriteContent } = await import('@/lib/api/content');
      const res = await favouriteContent(id, type, fav.on);
      setFav({ on: res.is_favourited, n: res.favourites });
      toast(res.is_favourited ? '收藏成功' : '已取消收藏');
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setPending(null);
    }
  };

  return (
    <nav className={styles.actionBar} aria-label="互动" data-bottom-bar="">
      {comments !== undefined && (
        <button type="button" className={styles.action} onClick={openCommentComposer}>
          <CommentIcon size={20} />
          <span>写评论</span>
          <CommentCount type={type} id={id} initial={comments} />
        </button>
      )}
      <button type="button" className={like.on ? styles.actionOn : styles.action} aria-pressed={like.on} onClick={toggleLike} disabled={pending === 'like'}>
        <LikeIcon size={20} filled={like.on} />
        <span>{like.on ? '已赞' : '点赞'}</span>
        <span className={styles.count} data-testid="like-count">{formatCount(like.n)}</span>
      </button>
      <button type="button" className={fav.on ? styles.actionOn : styles.action} aria-pressed={fav.on} onClick={toggleFav} disabled={pending === 'fav'}>
        <StarIcon size={20} filled={fav.on} />
        <span>{fav.on ? '已收藏' : '收藏'}</span>
        <span className={styles.count} data-testid="favourite-count">{formatCount(fav.n)}</span>
      </button>
      <ShareButton content={share} className={styles.action}>
        <ShareIcon size={20} />
        <span>分享</span>
      </ShareButton>
    </nav>
  );
}
