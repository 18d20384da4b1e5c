'use client';

import { useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from '@/components/ui/toast';

export interface ToggleState {
  on: boolean;
  count: number;
}

/**
 * The one toggle behind like and favourite buttons (content, comments, posts): login-gated; it
 * flips and counts at once, then takes the API's answer; on failure it flips back and says why.
 * `send(next)` makes the call for the new state and answers the state the API kept.
 */
export function useOptimisticToggle(
  initial: ToggleState,
  send: (next: boolean) => Promise<ToggleState>,
  onDone?: (state: ToggleState) => void,
) {
  const gate = useLoginGate();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!gate({ resume: toggle }) || busy) return;
    const before = state;
    const next = !before.on;
    setBusy(true);
    setState({ on: next, count: Math.max(0, before.count + (next ? 1 : -1)) });
    try {
      const kept = await send(next);
      setState(kept);
      onDone?.(kept);
    } catch (err) {
      setState(before);
      toast(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return { ...state, busy, toggle };
}
