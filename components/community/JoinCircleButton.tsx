'use client';

import { ToggleButton } from '@/components/ui/ToggleButton';
import { formatCount } from '@/contract/format/number';
import { communityApi } from '@/lib/community';
import { updateCircleCounts } from './circle-counts';

export function JoinCircleButton({
  circleId,
  joined,
  members,
}: {
  circleId: number;
  joined: boolean;
  members: number;
}) {
  const send = async (join: boolean) => {
    const r = await (await communityApi()).operateCircle(circleId, join ? 'join' : 'quit');
    return { on: r.is_joined, count: r.members };
  };
  return (
    <ToggleButton
      initial={{ on: joined, count: members }}
      send={send}
      texts={['已加入圈子', '已退出圈子']}
      testId="join-circle"
      onChange={(s) => updateCircleCounts(circleId, () => ({ members: s.count }))}
      label={(s) => (
        <>
          {s.on ? '已加入' : '+ 加入'}
          <span className="visually-hidden"> · {formatCount(s.count)}成员</span>
        </>
      )}
    />
  );
}
