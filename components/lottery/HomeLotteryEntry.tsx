'use client';

import Link from 'next/link';
import { useHydrated } from '@/stores/hydration';
import type { LotterySummary } from '@/lib/api/lottery';
import { useMainStore } from '@/stores/main';
import styles from './Lottery.module.css';

/**
 * The home page's entry to the running lottery. It is marked 新 until the reader has opened this
 * lottery: home_index_lottery_name (spec §3, persisted) holds the name of the one they opened.
 */
export function HomeLotteryEntry({ lottery }: { lottery: LotterySummary }) {
  const hydrated = useHydrated();
  const seen = useMainStore((s) => s.home_index_lottery_name);
  const isNew = hydrated && seen !== lottery.title;
  return (
    <Link
      href={`/lottery/${lottery.id}`}
      className={styles.homeEntry}
      onClick={() => useMainStore.getState().set({ home_index_lottery_name: lottery.title })}
    >
      <span className={styles.label}>抽奖</span>
      <strong>{lottery.title}</strong>
      {isNew && <span className={styles.badge}>新</span>}
      <span aria-hidden="true">›</span>
    </Link>
  );
}
