'use client';

import { formatCount } from '@/lib/format/number';
import { communityMoreApi } from '@/lib/community';
import { useToggle } from './useToggle';

// Follow a topic, join a club: the same login-gated toggle as joining a circle.

export function FollowThemeButton({ themeId, followed, followers }: { themeId: number; followed: boolean; followers: number }) {
  const { state, busy, click } = useToggle(
    { on: followed, count: followers },
    async (follow) => {
      const r = await (await communityMoreApi()).followTheme(themeId, follow);
      return { on: r.is_followed, count: r.followers };
    },
    ['已关注话题', '已取消关注'],
  );
  return (
    <button type="button" className={`btn${state.on ? ' btn-ghost' : ''}`} onClick={click} disabled={busy} aria-pressed={state.on}>
      {state.on ? `已关注 · ${formatCount(state.count)}` : `+ 关注 · ${formatCount(state.count)}`}
    </button>
  );
}

export function JoinClubButton({ clubId, joined, members }: { clubId: number; joined: boolean; members: number }) {
  const { state, busy, click } = useToggle(
    { on: joined, count: members },
    async (join) => {
      const r = await (await communityMoreApi()).joinClub(clubId, join);
      return { on: r.is_joined, count: r.members };
    },
    ['已加入车友会', '已退出车友会'],
  );
  return (
    <button type="button" className={`btn btn-block${state.on ? ' btn-ghost' : ''}`} onClick={click} disabled={busy} aria-pressed={state.on}>
      {state.on ? `已加入车友会 · ${formatCount(state.count)}位会员（退出）` : `加入车友会 · ${formatCount(state.count)}位会员`}
    </button>
  );
}
