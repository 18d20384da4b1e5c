'use client';

import { useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from '@/components/ui/toast';
import { joinSocialGroup } from '@/lib/api/social';

/** Join / leave a group; anonymous people are sent to log in and come back here. */
export function JoinButton({ groupId, joined, members }: { groupId: number; joined: boolean; members: number }) {
  const gate = useLoginGate();
  const [state, setState] = useState({ joined, members });
  const [busy, setBusy] = useState(false);

  async function click() {
    if (!gate()) return;
    setBusy(true);
    try {
      const res = await joinSocialGroup(groupId, !state.joined);
      setState({ joined: res.is_joined, members: res.members });
      toast(res.is_joined ? '已加入车友圈' : '已退出车友圈');
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={`btn btn-block${state.joined ? ' btn-ghost' : ''}`} onClick={click} disabled={busy} aria-pressed={state.joined}>
      {state.joined ? `已加入 · ${state.members}位成员（退出）` : `加入车友圈 · ${state.members}位成员`}
    </button>
  );
}
