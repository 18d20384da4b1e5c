'use client';

import { useSyncExternalStore } from 'react';
import { useMainStore, type HistoryItem } from '@/stores/main';
import styles from './UserCenter.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

const EMPTY: HistoryItem[] = [];

/** 浏览历史: the car series seen on this device (the store's seriesHistory, kept in localStorage). */
export function BrowseHistory() {
  const items = useSyncExternalStore(
    useMainStore.subscribe,
    () => useMainStore.getState().seriesHistory,
    () => EMPTY,
  );
  return (
    <section className={styles.block} aria-labelledby="history-title">
      <div className={styles.blockHead}>
        <h2 id="history-title">浏览历史</h2>
        {items.length > 0 && (
          <button
            type="button"
            className={styles.more}
            onClick={() => useMainStore.getState().set({ seriesHistory: [] })}
          >
            清空
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>还没有看过车系，去车库逛逛吧</p>
      ) : (
        <ul className={styles.history}>
          {items.slice(0, 10).map((item) => (
            <li key={item.id}>
              <ContentLink type={ContentType.SERIES} id={item.id}>
                {item.name ?? item.title ?? `车系 ${item.id}`}
              </ContentLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
