// Lists remember what they had loaded and where the reader was, so that coming back from a
// detail page (browser back) shows the same place instead of page one at the top. Every
// infinite list (components/feed/InfiniteList) uses this through its `restoreKey`; a list built
// another way opts in with `useListMemory` from components/feed/useListMemory.ts.
//
// A snapshot belongs to the history entry the list was shown on: it is restored when the reader
// returns to that same entry (back/forward), never on a new visit. Browsers with the Navigation
// API name entries with a key that survives replaceState; elsewhere a back/forward step is
// recognised by the popstate that precedes the list's render. Snapshots live in sessionStorage,
// so every copy of this module in the bundle (one per route chunk) sees the same ones.

export interface Snapshot<T> {
  items: T[];
  page: number;
  hasMore: boolean;
  scrollY: number;
  /** The history entry the list was on (Navigation API key), when the browser names entries. */
  entry: string | null;
  savedAt: number;
}

const STORE_PREFIX = 'xcx-list:';
const MAX_ENTRIES = 20;
/** Without entry keys: a list mounting this long after a back/forward step counts as coming back. */
const POP_WINDOW_MS = 10_000;

interface Shared {
  lastPop: number;
  memory: Map<string, Snapshot<unknown>>;
}

/** State shared by every copy of this module on the page. */
function shared(): Shared {
  const w = window as unknown as { __xcxListMemory?: Shared };
  if (!w.__xcxListMemory) {
    const state: Shared = { lastPop: 0, memory: new Map() };
    w.__xcxListMemory = state;
    window.addEventListener(
      'popstate',
      () => {
        state.lastPop = Date.now();
      },
      true,
    );
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest?.('a[href]')) state.lastPop = 0;
      },
      true,
    );
  }
  return w.__xcxListMemory;
}

if (typeof window !== 'undefined') shared();

/** The current history entry's key (Navigation API), or null where the browser has none. */
export function currentEntryKey(): string | null {
  if (typeof window === 'undefined') return null;
  const nav = (window as unknown as { navigation?: { currentEntry?: { key?: string } | null } })
    .navigation;
  return nav?.currentEntry?.key ?? null;
}

/** True right after a back/forward navigation (used where entries have no keys). */
function isBackNavigation(now = Date.now()): boolean {
  return typeof window !== 'undefined' && now - shared().lastPop < POP_WINDOW_MS;
}

function readAll(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < window.sessionStorage.length; i++) {
    const k = window.sessionStorage.key(i);
    if (k?.startsWith(STORE_PREFIX)) keys.push(k);
  }
  return keys;
}

export function saveSnapshot<T>(key: string, snapshot: Omit<Snapshot<T>, 'savedAt'>): void {
  const full: Snapshot<T> = { ...snapshot, savedAt: Date.now() };
  const { memory } = shared();
  memory.delete(key);
  memory.set(key, full);
  while (memory.size > MAX_ENTRIES) {
    const oldest = memory.keys().next().value;
    if (oldest === undefined) break;
    memory.delete(oldest);
  }
  try {
    window.sessionStorage.setItem(STORE_PREFIX + key, JSON.stringify(full));
    const stored = readAll();
    if (stored.length > MAX_ENTRIES) {
      const byAge = stored
        .map((k) => ({
          k,
          at:
            (JSON.parse(window.sessionStorage.getItem(k) ?? '{}') as { savedAt?: number })
              .savedAt ?? 0,
        }))
        .sort((a, b) => a.at - b.at);
      for (const { k } of byAge.slice(0, stored.length - MAX_ENTRIES))
        window.sessionStorage.removeItem(k);
    }
  } catch {
    // Storage full or unavailable: the in-page copy still serves a back step.
  }
}

function readSnapshot<T>(key: string): Snapshot<T> | undefined {
  try {
    const raw = window.sessionStorage.getItem(STORE_PREFIX + key);
    if (raw) return JSON.parse(raw) as Snapshot<T>;
  } catch {
    // Unreadable: fall back to the in-page copy.
  }
  return shared().memory.get(key) as Snapshot<T> | undefined;
}

/** The snapshot to restore when the reader has come back to the entry it was saved on. */
export function takeSnapshot<T>(key: string): Snapshot<T> | undefined {
  if (typeof window === 'undefined') return undefined;
  const snapshot = readSnapshot<T>(key);
  if (!snapshot) return undefined;
  const entry = currentEntryKey();
  if (entry !== null && snapshot.entry !== null)
    return snapshot.entry === entry ? snapshot : undefined;
  return isBackNavigation() ? snapshot : undefined;
}
