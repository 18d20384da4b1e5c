'use client';

import { useState } from 'react';
import { useSubmit } from './useSubmit';

/**
 * A two-step button for a step that cannot be undone (cancel a booking, a sign-up, withdraw a
 * consent): the first tap asks (再想想 / the confirm words), the second runs `onConfirm` with a
 * busy state; a failure shows the API's Chinese message (or `fallback`) in a toast and the button
 * asks again on the next tap.
 */
export function ConfirmButton({
  label,
  confirm,
  busyLabel,
  fallback,
  block = false,
  onConfirm,
}: {
  label: string;
  confirm: string;
  busyLabel: string;
  fallback: string;
  /** The first button spans the row (a detail page's single action). */
  block?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const { busy, run } = useSubmit({ fallback });
  if (!asking) {
    return (
      <button
        type="button"
        className={block ? 'btn btn-ghost btn-block' : 'btn btn-ghost'}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span style={{ display: 'flex', gap: '.1rem' }}>
      <button
        type="button"
        className="btn btn-ghost"
        style={{ flex: 1 }}
        onClick={() => setAsking(false)}
      >
        再想想
      </button>
      <button
        type="button"
        className="btn"
        style={{ flex: 1 }}
        disabled={busy}
        onClick={async () => {
          await run(onConfirm);
          setAsking(false);
        }}
      >
        {busy ? busyLabel : confirm}
      </button>
    </span>
  );
}
