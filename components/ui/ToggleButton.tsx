'use client';

import { useState, type ReactNode } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from './toast';

export interface CountedState {
  on: boolean;
  count: number;
}

/**
 * A join / follow button with a count (circles, clubs, topics, car-owner groups): login-gated, it
 * waits for the API's answer (the count is the server's, unlike a like's optimistic flip: see
 * useOptimisticToggle), then says so in a toast (`texts`: on, off) or why it failed.
 */
export function ToggleButton({
  initial,
  send,
  texts,
  label,
  block = false,
  testId,
  onChange,
}: {
  initial: CountedState;
  send: (next: boolean) => Promise<CountedState>;
  texts: [string, string];
  label: (state: CountedState) => ReactNode;
  block?: boolean;
  testId?: string;
  /** The server's new state, for other figures on the page. */ onChange?: (
    state: CountedState,
  ) => void;
}) {
  const gate = useLoginGate();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  async function click() {
    if (!gate({ resume: click }) || busy) return;
    setBusy(true);
    try {
      const next = await send(!state.on);
      setState(next);
      onChange?.(next);
      toast(next.on ? texts[0] : texts[1]);
    } catch (err) {
      toast(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={`btn${block ? ' btn-block' : ''}${state.on ? ' btn-ghost' : ''}`}
      onClick={click}
      disabled={busy}
      aria-pressed={state.on}
      data-testid={testId}
    >
      {label(state)}
    </button>
  );
}
