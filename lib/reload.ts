import { RELOAD_GUARD_MS } from './constants';

// When a newer build is out, the next navigation reloads the full page, at most once per 10 s
// per path (§4), so a broken deploy cannot trap a visitor in a reload loop.

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = 'xcx-reload:';

export function mayReload(path: string, storage: KeyValueStore, now = Date.now()): boolean {
  const stored = storage.getItem(KEY + path);
  const since = stored === null ? Number.NaN : now - Number(stored);
  // Nothing stored, a corrupt value or a time in the future (clock changed) does not block.
  if (since >= 0 && since < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY + path, String(now));
  return true;
}

/** A failed chunk download (a deploy removed the old files) is answered with a reload (§8). */
export function isChunkLoadError(reason: unknown): boolean {
  const text =
    reason instanceof Error ? `${reason.name} ${reason.message}` : typeof reason === 'string' ? reason : '';
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    text,
  );
}
