'use client';

import { useEffect, useState } from 'react';
import { pushHistory, useMainStore, type CompareCar } from '@/stores/main';
import { COMPARE_LIMIT_TEXT, MAX_COMPARE_MODELS } from '@/lib/constants';

// The shell rehydrates the persisted store after mount, which runs after a leaf's own effects:
// a write made before that would be overwritten by the stored state, so writes wait for it.
export function whenHydrated(fn: () => void): () => void {
  if (useMainStore.persist.hasHydrated()) {
    fn();
    return () => undefined;
  }
  return useMainStore.persist.onFinishHydration(() => fn());
}

/** True once the persisted store is loaded (server HTML and first render agree before that). */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenHydrated(() => setReady(true)), []);
  return ready;
}

export type AddResult = 'added' | 'exists' | 'full';

/** Adds a model to compareModel; past the limit nothing changes and the caller shows why. */
export function addToCompare(car: CompareCar): AddResult {
  const list = useMainStore.getState().compareModel;
  if (list.some((c) => c.id === car.id)) return 'exists';
  if (list.length >= MAX_COMPARE_MODELS) return 'full';
  useMainStore.getState().set({ compareModel: [...list, car] });
  return 'added';
}

export function removeFromCompare(id: number): void {
  const list = useMainStore.getState().compareModel;
  useMainStore.getState().set({ compareModel: list.filter((c) => c.id !== id) });
}

export { COMPARE_LIMIT_TEXT, pushHistory };
