'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { pushHistory, useMainStore, type HistoryItem } from '@/stores/main';
import styles from './Community.module.css';

// communityHistory (spec §3, persisted): the circles this device visited, newest first.

function ensureHydrated() {
  if (!useMainStore.persist.hasHydrated()) void useMainStore.persist.rehydrate();
}

/** Records a visit to a circle. */
export function RecordCircleVisit({ item }: { item: HistoryItem }) {
  useEffect(() => {
    ensureHydrated();
    const s = useMainStore.getState();
    s.set({ communityHistory: pushHistory(s.communityHistory, item) });
  }, [item]);
  return null;
}

const NONE: HistoryItem[] = [];

/** 最近访问: the circles visited on this device. */
export function CommunityHistory() {
  useEffect(ensureHydrated, []);
  const items = useSyncExternalStore(
    useMainStore.subscribe,
    () => useMainStore.getState().communityHistory,
    () => NONE,
  );
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-label="最近访问">
      <div className={styles.sectionHead}>
        <h2>最近访问</h2>
        <button
          type="button"
          className={styles.chip}
          onClick={() => useMainStore.getState().set({ communityHistory: [] })}
        >
          清空
        </button>
      </div>
      <div className={styles.quick}>
        {items.map((c) => (
          <Link key={c.id} href={`/community/${c.id}`}>
            {c.name ?? `圈子${c.id}`}
          </Link>
        ))}
      </div>
    </section>
  );
}
