'use client';

import { useEffect, useState } from 'react';
import { formatCount } from '@/contract/format/number';
import { errorMessage, toast } from '@/components/ui/toast';
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
    if (!gate({ resume: click }) || pending) return;
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
    <button
      type="button"
      className={on ? styles.followOn : styles.follow}
      aria-pressed={on}
      onClick={click}
      disabled={pending}
    >
      {on ? '已关注' : `+ ${label}`}
    </button>
  );
}

/** Follow an author (POST v3/user/followed-op). */
export function FollowUserButton({ uid, followed }: { uid: number; followed: boolean }) {
  return (
    <Follow
      followed={followed}
      onToggle={async (f) => {
        // The API module loads on the first tap (first-load JS).
        const { setFollow } = await import('@/lib/api/user');
        return (await setFollow(uid, f)).is_followed;
      }}
    />
  );
}

/** A column's follower count changed (detail: { columnId, followers }): the header shows it. */
const COLUMN_FOLLOWERS_EVENT = 'xcx:column-followers';

/** Follow a column (POST v4/column/ace-column/follow); tells the page the API's new count. */
export function FollowColumnButton({
  columnId,
  followed,
}: {
  columnId: number;
  followed: boolean;
}) {
  return (
    <Follow
      followed={followed}
      label="关注专栏"
      onToggle={async (f) => {
        const { followColumn } = await import('@/lib/api/column');
        const res = await followColumn(columnId, f);
        window.dispatchEvent(
          new CustomEvent(COLUMN_FOLLOWERS_EVENT, {
            detail: { columnId, followers: res.followers },
          }),
        );
        return res.is_followed;
      }}
    />
  );
}

/** The column header's 人关注, following every follow and unfollow on the page. */
export function ColumnFollowers({ columnId, followers }: { columnId: number; followers: number }) {
  const [n, setN] = useState(followers);
  useEffect(() => {
    const onChange = (e: Event) => {
      const detail = (e as CustomEvent<{ columnId: number; followers: number }>).detail;
      if (detail.columnId === columnId) setN(detail.followers);
    };
    window.addEventListener(COLUMN_FOLLOWERS_EVENT, onChange);
    return () => window.removeEventListener(COLUMN_FOLLOWERS_EVENT, onChange);
  }, [columnId]);
  return <span data-testid="column-followers">{formatCount(n)}人关注</span>;
}
