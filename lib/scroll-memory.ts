// Lists remember what they had loaded and where the reader was, so that coming back from a
// detail page (browser back) shows the same place instead of page one at the top.

interface Snapshot<T> {
  items: T[];
  page: number;
  hasMore: boolean;
  scrollY: number;
  savedAt: number;
}

const MAX_ENTRIES = 20;
const POP_WINDOW_MS = 1500;
const snapshots = new Map<string, Snapshot<unknown>>();
let lastPop = 0;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastPop = Date.now();
  });
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
