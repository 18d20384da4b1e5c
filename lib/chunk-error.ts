import { RELOAD_GUARD_MS } from './shell-constants';

// A chunk that fails to download (a deploy removed the old files, the network dropped) is answered
// with a reload of the page, at most once per path per RELOAD_GUARD_MS (§8, §9), so a chunk that
// stays broken shows the error after one reload instead of looping. Kept apart from the new-build
// rules (lib/reload.ts): every error boundary imports this, and each boundary is a chunk of its own
// on every page's first load.

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = 'xcx-reload:';

/** True, and noted, when `path` was not reloaded in the last RELOAD_GUARD_MS. */
export function mayReload(path: string, storage: KeyValueStore, now = Date.now()): boolean {
  const stored = storage.getItem(KEY + path);
  const since = stored === null ? Number.NaN : now - Number(stored);
  // Nothing stored, a corrupt value or a time in the future (clock changed) does not block.
  if (since >= 0 && since < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY + path, String(now));
  return true;
}

/** A failed chunk download, by the messages browsers and bundlers give it. */
export function isChunkLoadError(reason: unknown): boolean {
  const text =
    reason instanceof Error
      ? `${reason.name} ${reason.message}`
      : typeof reason === 'string'
        ? reason
        : '';
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    text,
  );
}

/**
 * Reloads the page for a chunk-load failure, once per path per RELOAD_GUARD_MS: every error
 * boundary and the global listener call this. True when the reload was started.
 */
export function reloadOnChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason) || !mayReload(window.location.pathname, window.sessionStorage))
    return false;
  window.location.reload();
  return true;
}
