'use client';

import { useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { LikeIcon } from '@/components/ui/icons';
import { errorMessage, toast } from '@/components/ui/toast';
import { likeIns } from '@/lib/api/ins';
import { formatCount } from '@/lib/format/number';
import styles from './Ins.module.css';

export function InsLike({ id, likes: initialLikes, liked: initialLiked }: { id: number; likes: number; liked: boolean }) {
  const gate = useLoginGate();
  const [liked, setLiked] = useState(initialLiked);
  const [likes, setLikes] = useState(initialLikes);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!gate() || busy) return;
    const next = !liked;
    setBusy(true);
    setLiked(next);
    setLikes((n) => Math.max(0, n + (next ? 1 : -1)));
    try {
      setLikes((await likeIns(id, !next)).likes);
    } catch (err) {
      setLiked(!next);
      setLikes((n) => Math.max(0, n + (next ? -1 : 1)));
      toast(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={liked ? styles.likeOn : styles.like} aria-pressed={liked} onClick={toggle}>
      <LikeIcon size={18} filled={liked} />
      <span>{liked ? '已赞' : '点赞'} {likes > 0 ? formatCount(likes) : ''}</span>
    </button>
  );
}
