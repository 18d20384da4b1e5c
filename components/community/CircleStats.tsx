'use client';

import { formatCount } from '@/contract/format/number';
import { useCircleCounts, type CircleCounts } from './circle-counts';

/** The circle header's 成员 · 动态 · 今日, kept current by a post or a join on this page. */
export function CircleStats({ circleId, initial }: { circleId: number; initial: CircleCounts }) {
  const c = useCircleCounts(circleId, initial);
  return (
    <p data-testid="circle-stats">
      {formatCount(c.members)}成员 · {formatCount(c.posts)}动态 · 今日{c.todayPosts}
    </p>
  );
}

/** The members section's head, with the same live count as the header. */
export function CircleMembersHead({
  circleId,
  initial,
}: {
  circleId: number;
  initial: CircleCounts;
}) {
  const c = useCircleCounts(circleId, initial);
  return <h2>成员 · {formatCount(c.members)}</h2>;
}
