'use client';

import { LikeIcon } from '@/components/ui/icons/actions';
import { useOptimisticToggle } from '@/components/ui/useOptimisticToggle';
import { likeIns } from '@/lib/api/ins';
import { formatCount } from '@/contract/format/number';
import styles from './Ins.module.css';

export function InsLike({
  id,
  likes: initialLikes,
  liked: initialLiked,
}: {
  id: number;
  likes: number;
  liked: boolean;
}) {
  const like = useOptimisticToggle({ on: initialLiked, count: initialLikes }, async (next) => {
    const res = await likeIns(id, !next);
    return { on: res.is_liked, count: res.likes };
  });
  const liked = like.on;
  const likes = like.count;

  return (
    <button
      type="button"
      className={liked ? styles.likeOn : styles.like}
      aria-pressed={liked}
      onClick={like.toggle}
    >
      <LikeIcon size={18} filled={liked} />
      <span>
        {liked ? '已赞' : '点赞'} {likes > 0 ? formatCount(likes) : ''}
      </span>
    </button>
  );
}
