'use client';

import { useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from '@/components/ui/toast';
import { communityApi, communityMoreApi } from '@/lib/community';
import { formatCount } from '@/lib/format/number';

// Join / follow buttons of the community: login-gated, optimistic only after the API answered.

function useToggle(initial: { on: boolean; count: number }, call: (next: boolean) => Promise<{ on: boolean; count: number }>, texts: [string, string]) {
  const gate = useLoginGate();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  async function click() {
    if (!gate() || busy) return;
    setBusy(true);
    try {
      const next = await call(!state.on);
      setState(next);
      toast(next.on ? texts[0] : texts[1]);
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return { state, busy, click };
}

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
