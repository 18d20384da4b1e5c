'use client';

import { useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from '@/components/ui/toast';

// The toggle behind the community's join / follow buttons: login-gated, updated from the API's answer.

export function useToggle(initial: { on: boolean; count: number }, call: (next: boolean) => Promise<{ on: boolean; count: number }>, texts: [string, string]) {
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

