'use client';

import { useState } from 'react';
import { errorMessage, toast } from '@/components/ui/toast';
import { setFollow } from '@/lib/api/user';
import { followColumn } from '@/lib/api/column';
import { useLoginGate } from '@/components/layout/useLoginGate';
import styles from './Detail.module.css';

interface Props {
  followed: boolean;
  /** Performs the change and answers the new state. */
  onToggle: (follow: boolean) => Promise<boolean>;
  label?: string;
}

function Follow({ followed, onToggle, label = '关注' }: Props) {
  const gate = useLoginGate();
  const [on, setOn] = useState(followed);
  const [pending, setPending] = useState(false);
  const click = async () => {
    if (!gate() || pending) return;
    setPending(true);
    try {
      setOn(await onToggle(!on));
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" className={on ? styles.followOn : styles.follow} aria-pressed={on} onClick={click} disabled={pending}>
      {on ? '已关注' : `+ ${label}`}
    </button>
  );
}

/** Follow an author (POST v3/user/followed-op). */
export function FollowUserButton({ uid, followed }: { uid: number; followed: boolean }) {
  return <Follow followed={followed} onToggle={async (f) => (await setFollow(uid, f)).is_followed} />;
}

/** Follow a column (POST v4/column/ace-column/follow). */
export function FollowColumnButton({ columnId, followed }: { columnId: number; followed: boolean }) {
  return <Follow followed={followed} label="关注专栏" onToggle={async (f) => (await followColumn(columnId, f)).is_followed} />;
}
