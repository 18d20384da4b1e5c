'use client';

import { ToggleButton } from '@/components/ui/ToggleButton';
import { formatCount } from '@/contract/format/number';
import { communityMoreApi } from '@/lib/community';

// Follow a topic, join a club: the same login-gated toggle as joining a circle.

export function FollowThemeButton({
  themeId,
  followed,
  followers,
}: {
  themeId: number;
  followed: boolean;
  followers: number;
}) {
  const send = async (follow: boolean) => {
    const r = await (await communityMoreApi()).followTheme(themeId, follow);
    return { on: r.is_followed, count: r.followers };
  };
  return (
    <ToggleButton
      initial={{ on: followed, count: followers }}
      send={send}
      texts={['已关注话题', '已取消关注']}
      label={(s) =>
        s.on ? `已关注 · ${formatCount(s.count)}` : `+ 关注 · ${formatCount(s.count)}`
      }
    />
  );
}

export function JoinClubButton({
  clubId,
  joined,
  members,
}: {
  clubId: number;
  joined: boolean;
  members: number;
}) {
  const send = async (join: boolean) => {
    const r = await (await communityMoreApi()).joinClub(clubId, join);
    return { on: r.is_joined, count: r.members };
  };
  return (
    <ToggleButton
      initial={{ on: joined, count: members }}
      send={send}
      texts={['已加入车友会', '已退出车友会']}
      label={(s) =>
        s.on
          ? `已加入车友会 · ${formatCount(s.count)}位会员（退出）`
          : `加入车友会 · ${formatCount(s.count)}位会员`
      }
      block
    />
  );
}
