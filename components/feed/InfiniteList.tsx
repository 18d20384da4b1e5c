'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { EmptyState, LOADING_TEXT } from '@/components/ui/EmptyState';
import { errorMessage, toast } from '@/components/ui/toast';
import type { Page } from '@/lib/api/http';
import { PullToRefresh } from './PullToRefresh';
import { useListMemory } from './useListMemory';
import styles from './InfiniteList.module.css';

export const FINISHED_TEXT = '没有更多了';
const LOAD_ERROR_TEXT = '加载失败，点击重试';

/** Start loading the next page this far before the end of the list comes into view. */
const LOAD_AHEAD = '0px 0px 600px 0px';

export interface InfiniteListProps<T> {
  /** The first page, rendered on the server. */
  initial: Page<T>;
  /** Loads page n (n ≥ 1); page 1 again on pull-to-refresh. */
  load: (page: number) => Promise<Page<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string | number;
  /**
   * Identifies this list for scroll restoration when the reader comes back (browser back): the
   * loaded pages and the position are restored. Unique per list and its filters
   * (`home:${channel}`, `search:${tab}:${keyword}`...).
   */
  restoreKey: string;
  emptyText?: string;
  /** Extra empty-state action (comment lists: 抢沙发). */
  onEmptyAction?: () => void;
  className?: string;
  pullToRefresh?: boolean;
  /** Items made on this page (a post just published): shown first, once, whatever was loaded. */
  prepend?: T[];
}

type Status = 'idle' | 'loading' | 'error';

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
  prepend,
}: InfiniteListProps<T>) {
  // Back from a detail page: start from the pages that were loaded, at the same position.
  const state = useRef({ items: initial.list, page: initial.page, hasMore: initial.hasMore });
  // Apart from `state`, which the layout effect below replaces on every commit: a flag set on a
  // replaced object would never clear, and the list would stay on 加载中... for good.
  const busy = useRef(false);
  const restored = useListMemory<T>(restoreKey, state);
  const [items, setItems] = useState<T[]>(restored?.items ?? initial.list);
  const [page, setPage] = useState(restored?.page ?? initial.page);
  const [hasMore, setHasMore] = useState(restored?.hasMore ?? initial.hasMore);
  const [status, setStatus] = useState<Status>('idle');
  const sentinel = useRef<HTMLDivElement>(null);

  // Kept current during render's commit (a layout effect), so the snapshot taken as the list
  // unmounts holds every loaded page.
  useLayoutEffect(() => {
    state.current = { ...state.current, items, page, hasMore };
  }, [items, page, hasMore]);

  const loadMore = useCallback(async () => {
    if (busy.current || !state.current.hasMore) return;
    busy.current = true;
    setStatus('loading');
    try {
      const next = await load(state.current.page + 1);
      const more = next.hasMore && next.list.length > 0;
      // The page and its end are known now: a sentinel signal before React commits asks for the
      // page after this one, not this one again.
      state.current = { ...state.current, page: next.page, hasMore: more };
      setItems((prev) => {
        const seen = new Set(prev.map(keyOf));
        return [...prev, ...next.list.filter((item) => !seen.has(keyOf(item)))];
      });
      setPage(next.page);
      setHasMore(more);
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [load, keyOf]);

  const shown = useMemo(() => {
    if (!prepend?.length) return items;
    const fresh = new Set(prepend.map(keyOf));
    return [...prepend, ...items.filter((item) => !fresh.has(keyOf(item)))];
  }, [prepend, items, keyOf]);

  // The sentinel after the last item asks for the next page as it nears the viewport.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || status === 'error') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore();
      },
      { rootMargin: LOAD_AHEAD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, status, loadMore, items.length]);

  const refresh = useCallback(async () => {
    try {
      const first = await load(1);
      setItems(first.list);
      setPage(first.page);
      setHasMore(first.hasMore);
      setStatus('idle');
    } catch (err) {
      // Keep what is on screen; say why the refresh did not happen.
      void toast(errorMessage(err, '刷新失败，请稍后重试'));
      throw err;
    }
  }, [load]);

  const list =
    shown.length === 0 && !hasMore ? (
      <EmptyState text={emptyText} onSofa={onEmptyAction} />
    ) : (
      <>
        {/* A feed holds only articles (WAI-ARIA feed pattern: the set size is unknown while more
            pages remain); its loading / end line follows it. */}
        <div className={className} role="feed" aria-busy={status === 'loading'}>
          {shown.map((item, i) => (
            <div
              key={keyOf(item)}
              role="article"
              aria-posinset={i + 1}
              aria-setsize={hasMore ? -1 : shown.length}
            >
              {renderItem(item, i)}
            </div>
          ))}
        </div>
        <div ref={sentinel} className={styles.footer} aria-live="polite">
          {status === 'error' ? (
            <button type="button" className={styles.retry} onClick={() => void loadMore()}>
              {LOAD_ERROR_TEXT}
            </button>
          ) : hasMore ? (
            <span className={styles.loading}>{LOADING_TEXT}</span>
          ) : (
            <span>{FINISHED_TEXT}</span>
          )}
        </div>
      </>
    );

  return pullToRefresh ? <PullToRefresh onRefresh={refresh}>{list}</PullToRefresh> : list;
}
