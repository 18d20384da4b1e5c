'use client';

import { useEffect, useState } from 'react';
import { useElderMode } from '@/components/layout/AppContext';
import { useSubmit } from '@/components/ui/useSubmit';
import { UNDO_WINDOW_S } from '@/contract/constants';
import styles from './Elder.module.css';

export interface UndoTarget {
  kind: 'lead' | 'sign';
  id: number;
  /** The key the submit answered: the proof that this browser sent it. */
  key: string;
}

const WHAT = { lead: '询价', sign: '报名' } as const;

/**
 * 长辈版's 撤销 under a sent lead or sign-up: for ten minutes after sending, one tap takes it back
 * (v1/user/undo deletes it and the stores' copies). The countdown is this page's; the API keeps its
 * own clock and refuses a late undo with its message, shown here with the button kept for a retry.
 */
export function UndoSubmit({
  target,
  onUndone,
}: {
  target: UndoTarget | undefined;
  onUndone: () => void;
}) {
  const elder = useElderMode();
  const [sentAt] = useState(() => Date.now());
  const [left, setLeft] = useState(UNDO_WINDOW_S);
  const [error, setError] = useState('');
  const { busy, run } = useSubmit({ fallback: '撤销失败，请重试', onError: setError });

  useEffect(() => {
    const tick = () =>
      setLeft(Math.max(0, UNDO_WINDOW_S - Math.floor((Date.now() - sentAt) / 1000)));
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);

  if (!elder || !target) return null;
  const what = WHAT[target.kind];
  if (left <= 0) return null;
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return (
    <div className={styles.undo}>
      <button
        type="button"
        className="btn btn-block"
        disabled={busy}
        data-testid="undo-submit"
        onClick={async () => {
          setError('');
          const ok = await run(async () => {
            const { undoSubmission } = await import('@/lib/api/leads');
            await undoSubmission(target.kind, target.id, target.key);
            return true;
          });
          if (ok) onUndone();
        }}
      >
        {busy ? '撤销中...' : `撤销这次${what}`}
      </button>
      <p>
        填错了或不想提交？{minutes}分{seconds}秒内可以撤销。
      </p>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

/** After 撤销: what happened, and the way back to the form (empty again). */
export function UndoneNote({ kind, onAgain }: { kind: UndoTarget['kind']; onAgain: () => void }) {
  return (
    <div className={styles.undo} role="status" data-testid="undo-done">
      <h2>已撤销</h2>
      <p>这次{WHAT[kind]}已删除，门店不会收到您的信息，也不会来电。</p>
      <button type="button" className="btn btn-ghost" onClick={onAgain}>
        重新填写
      </button>
    </div>
  );
}
