'use client';

import { useEffect } from 'react';
import { pushHistory, useMainStore, type HistoryItem } from '@/stores/main';
import { whenHydrated } from '@/stores/hydration';

/** Records the series being viewed in seriesHistory (newest first, no duplicates). */
export function SeriesHistory({ item }: { item: HistoryItem }) {
  const { id, name, cover } = item;
  useEffect(
    () =>
      whenHydrated(() => {
        const state = useMainStore.getState();
        state.set({ seriesHistory: pushHistory(state.seriesHistory, { id, name, cover }) });
      }),
    [id, name, cover],
  );
  return null;
}
