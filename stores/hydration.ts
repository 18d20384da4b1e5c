import { useEffect, useState } from 'react';
import { useMainStore } from './main';

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
