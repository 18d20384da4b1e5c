'use client';

import { formatCount } from '@/lib/format/number';
import { communityApi } from '@/lib/community';
import { useToggle } from './useToggle';

export function JoinCircleButton({ circleId, joined, members }: { circleId: number; joined: boolean; members: number }) {
  const { state, busy, click } = useToggle(
    { on: joined, count: members },
    async (join) => {
      const r = await (await communityApi()).operateCircle(circleId, join ? 'join' : 'quit');
      return { on: r.is_joined, count: r.members };
    },
    ['已加入圈子', '已退出圈子'],
  );
  return (
    <button type="button" className={`btn${state.on ? ' btn-ghost' : ''}`} onClick={click} disabled={busy} aria-pressed={state.on} data-testid="join-circle">
      {state.on ? '已加入' : '+ 加入'}
      <span className="visually-hidden"> · {formatCount(state.count)}成员</span>
    </button>
  );
}
