'use client';

import { useSearchParams } from 'next/navigation';
import { useRouter } from '@/components/layout/useRouter';
import { useEffect, useRef, useState } from 'react';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import { toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';
import { joinTeam, type InviteFields, type TeamInvitation } from '@/lib/api/promotion';
import { parseId } from '@/lib/params';
import { loginHref } from '@/lib/routes';
import { useMainStore } from '@/stores/main';
import styles from './Team.module.css';

// Joining a team from an invitation. The invite fields of the main store (spec §3:
// parent_invited_id, invited_type, invited_object_id) are set from the invitation when the page
// opens; an anonymous visitor goes through login with them in the return address (the login does
// a full page load, which empties the in-memory store), and the join sends them to the API.

function fieldsFrom(params: URLSearchParams): InviteFields | null {
  const p = parseId(params.get('parent_invited_id'));
  const t = parseId(params.get('invited_type'));
  const o = parseId(params.get('invited_object_id'));
  return p && t && o ? { parent_invited_id: p, invited_type: t, invited_object_id: o } : null;
}

export function JoinTeam({ invitation }: { invitation: TeamInvitation }) {
  const router = useRouter();
  const params = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const [joined, setJoined] = useState(invitation.joined);
  const [count, setCount] = useState(invitation.team.memberCount);
  const [error, setError] = useState('');
  const { busy, run } = useSubmit({ fallback: '加入失败，请稍后重试', onError: setError });
  const resumed = useRef(false);

  // Kept through login in the URL, else the invitation's own.
  useEffect(() => {
    const kept = fieldsFrom(new URLSearchParams(params.toString()));
    const own = invitation.invite;
    useMainStore.getState().set(
      kept ?? {
        parent_invited_id: own.parentInvitedId,
        invited_type: own.invitedType,
        invited_object_id: own.invitedObjectId,
      },
    );
  }, [params, invitation.invite]);

  async function join() {
    const s = useMainStore.getState();
    if (!s.parent_invited_id || !s.invited_type || !s.invited_object_id) return;
    const fields: InviteFields = {
      parent_invited_id: s.parent_invited_id,
      invited_type: s.invited_type,
      invited_object_id: s.invited_object_id,
    };
    if (!loggedIn) {
      const back = `/team-invitation/${invitation.id}?join=1&${new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()}`;
      router.push(loginHref(back));
      return;
    }
    setError('');
    await run(async () => {
      const next = await joinTeam(invitation.id, fields);
      setJoined(true);
      setCount(next.team.memberCount);
      useMainStore
        .getState()
        .set({ parent_invited_id: null, invited_type: null, invited_object_id: null });
      void toast('已加入车队');
    });
  }

  // Back from login with ?join=1: finish what the visitor started.
  useEffect(() => {
    if (resumed.current || joined || !loggedIn || params.get('join') !== '1') return;
    resumed.current = true;
    void join();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on return from login
  }, [loggedIn, joined, params]);

  return (
    <div className={styles.action}>
      <p
        className={styles.meta}
        style={{ textAlign: 'center', marginBottom: '.08rem' }}
        data-testid="member-count"
      >
        已有{count}位车友加入
      </p>
      {joined ? (
        <p className={styles.joined} role="status">
          你已是「{invitation.team.name}」成员
        </p>
      ) : (
        <button type="button" className="btn btn-block" onClick={join} disabled={busy}>
          {busy ? '加入中...' : loggedIn ? '接受邀请，加入车队' : '登录后加入车队'}
        </button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
