'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import List from 'react-vant/es/list/index.js';
import { PullRefresh } from 'react-vant/es/pull-refresh/index.js';
import { EmptyState, LOADING_TEXT } from '@/components/ui/EmptyState';
import { errorMessage, toast } from '@/components/ui/toast';
import type { Page } from '@/lib/api/http';
import { isBackNavigation, saveSnapshot, takeSnapshot } from '@/lib/scroll-memory';
import styles from './InfiniteList.module.css';

export const FINISHED_TEXT = '没有更多了';
export const LOAD_ERROR_TEXT = '加载失败，点击重试';

export interface InfiniteListProps<T> {
  /** The first page, rendered on the server. */
  initial: Page<T>;
  /** Loads page n (n ≥ 1); page 1 again on pull-to-refresh. */
  load: (page: number) => Promise<Page<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string | number;
  /** Identifies this list for scroll restoration when the reader comes back. */
  restoreKey: string;
  emptyText?: string;
  /** Extra empty-state action (comment lists: 抢沙发). */
  onEmptyAction?: () => void;
  className?: string;
  pullToRefresh?: boolean;
}

export function InfiniteList<T>({
  initial,
  load,
  renderItem,
  keyOf,
  restoreKey,
  emptyText,
  onEmptyAction,
  className,
  pullToRefresh = true,
}: InfiniteListProps<T>) {
  // Back from a detail page: start from what was loaded, then put back the scroll position.
  const [restored] = useState(() => (isBackNavigation() ? takeSnapshot<T>(restoreKey) : undefined));
  const [items, setItems] = useState<T[]>(restored?.items ?? initial.list);
  const [page, setPage] = useState(restored?.page ?? initial.page);
  const [hasMore, setHasMore] = useState(restored?.hasMore ?? initial.hasMore);
  const state = useRef({ items, page, hasMore });

  useEffect(() => {
    state.current = { items, page, hasMore };
  }, [items, page, hasMore]);

  useEffect(() => {
    if (restored) requestAnimationFrame(() => window.scrollTo(0, restored.scrollY));
  }, [restored]);

  useEffect(() => {
    const save = () => saveSnapshot(restoreKey, { ...state.current, scrollY: window.scrollY });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [restoreKey]);

  // react-vant's List draws its spinner below the items whenever the list is not finished, and
  // an endless CSS animation restyles the page every frame even off screen (it cost seconds of
  // main-thread time in Lighthouse). It only spins while a page is actually loading.
  const [loadingMore, setLoadingMore] = useState(false);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      const next = await load(state.current.page + 1);
      setItems((prev) => {
        const seen = new Set(prev.map(keyOf));
        return [...prev, ...next.list.filter((item) => !seen.has(keyOf(item)))];
      });
      setPage(next.page);
      setHasMore(next.hasMore);
    } finally {
      setLoadingMore(false);
    }
  }, [load, keyOf]);

  const refresh = useCallback(async () => {
    try {
      const first = await load(1);
      setItems(first.list);
      setPage(first.page);
      setHasMore(first.hasMore);
    } catch (err) {
      // Keep what is on screen; say why the refresh did not happen.
      toast(errorMessage(err, '刷新失败，请稍后重试'));
    }
  }, [load]);

  const list =
    items.length === 0 && !hasMore ? (
      <EmptyState text={emptyText} onSofa={onEmptyAction} />
    ) : (
      <List
        className={`${className ?? ''} ${loadingMore ? '' : styles.idle}`.trim()}
        finished={!hasMore}
        onLoad={loadMore}
        loadingText={LOADING_TEXT}
        finishedText={FINISHED_TEXT}
        errorText={(retry: () => void) => (
          <button type="button" className={styles.retry} onClick={retry}>
            {LOAD_ERROR_TEXT}
          </button>
        )}
      >
        {items.map((item, i) => (
          <div key={keyOf(item)}>{renderItem(item, i)}</div>
        ))}
      </List>
    );

  if (!pullToRefresh) return list;
  return (
    <PullRefresh
      onRefresh={refresh}
      pullingText="下拉即可刷新..."
      loosingText="释放即可刷新..."
      loadingText={LOADING_TEXT}
      successText="刷新成功"
    >
      {list}
    </PullRefresh>
  );
}
