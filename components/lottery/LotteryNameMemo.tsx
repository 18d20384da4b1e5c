'use client';

import { useEffect } from 'react';
import { whenHydrated } from '@/stores/hydration';
import { useMainStore } from '@/stores/main';

/**
 * home_index_lottery_name (spec §3, persisted): the name of the running lottery the reader has
 * already opened. Opening the current lottery records it, so the home entry stops marking it new.
 */
export function LotteryNameMemo({ name, current }: { name: string; current: boolean }) {
  useEffect(() => {
    if (!current) return;
    return whenHydrated(() => useMainStore.getState().set({ home_index_lottery_name: name }));
  }, [name, current]);
  return null;
}
