'use client';

import { ToggleButton } from '@/components/ui/ToggleButton';
import { joinSocialGroup } from '@/lib/api/social';

/** Join / leave a group; anonymous people are sent to log in and come back here. */
export function JoinButton({
  groupId,
  joined,
  members,
}: {
  groupId: number;
  joined: boolean;
  members: number;
}) {
  const send = async (join: boolean) => {
    const res = await joinSocialGroup(groupId, join);
    return { on: res.is_joined, count: res.members };
  };
  return (
    <ToggleButton
      initial={{ on: joined, count: members }}
      send={send}
      texts={['已加入车友圈', '已退出车友圈']}
      label={(s) => (s.on ? `已加入 · ${s.count}位成员（退出）` : `加入车友圈 · ${s.count}位成员`)}
      block
    />
  );
}
