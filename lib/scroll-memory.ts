// Lists remember what they had loaded and where the reader was, so that coming back from a
// detail page (browser back) shows the same place instead of page one at the top. Every
// infinite list (components/feed/InfiniteList) uses this through its `restoreKey`; a list built
// another way opts in with `useListMemory` from components/feed/useListMemory.ts.

export interface Snapshot<T> {
  items: T[];
  page: number;
  hasMore: boolean;
  scrollY: number;
  savedAt: number;
}

const MAX_ENTRIES = 20;
/** A list mounting this long after a back/forward step still counts as "coming back". */
const POP_WINDOW_MS = 10_000;
const snapshots = new Map<string, Snapshot<unknown>>();
let lastPop = 0;

if (typeof window !== 'undefined') {
  // Capture phase: the router renders the previous page inside its own popstate listener, and
  // the list must already know it is coming back when it mounts there.
  window.addEventListener(
    'popstate',
    () => {
      lastPop = Date.now();
    },
    true,
  );
  // A tap on a link starts a new navigation: lists mounted by it start fresh.
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('a[href]')) lastPop = 0;
    },
    true,
  );
}

/** True right after a back/forward navigation (the only time a list restores itself). */
export function isBackNavigation(now = Date.now()): boolean {
  return now - lastPop < POP_WINDOW_MS;
}

export function saveSnapshot<T>(key: string, snapshot: Omit<Snapshot<T>, 'savedAt'>): void {
  snapshots.delete(key);
  snapshots.set(key, { ...snapshot, savedAt: Date.now() });
  while (snapshots.size > MAX_ENTRIES) {
    const oldest = snapshots.keys().next().value;
    if (oldest === undefined) break;
    snapshots.delete(oldest);
  }
}

export function takeSnapshot<T>(key: string): Snapshot<T> | undefined {
  return snapshots.get(key) as Snapshot<T> | undefined;
}
