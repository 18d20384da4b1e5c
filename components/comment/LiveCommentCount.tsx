'use client';

import { formatCount } from '@/contract/format/number';
import { useCommentCount } from './count';

/**
 * A piece's comment count in text (a post's 9条评论, a card's 9评论), the same live figure as its
 * comment section's 评论 N: a comment written on the page changes both at once.
 */
export function LiveCommentCount({
  type,
  id,
  initial,
  suffix = '',
}: {
  type: number;
  id: number;
  initial: number;
  suffix?: string;
}) {
  const n = useCommentCount(type, id, initial);
  return (
    <>
      {formatCount(n)}
      {suffix}
    </>
  );
}
