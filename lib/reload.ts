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

/**
 * Reloads the page for a chunk-load failure, once per path per RELOAD_GUARD_MS (§8, §9): every
 * error boundary and the global listener call this, so a chunk that stays broken shows the error
 * after one reload instead of looping. True when the reload was started.
 */
export function reloadOnChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason) || !mayReload(window.location.pathname, window.sessionStorage)) return false;
  window.location.reload();
  return true;
}

let newerBuild = false;

/** The new-build check's answer (§4): a build id other than the page's own means a newer build is out. */
export function noteLatestBuild(latestId: string | null | undefined, ownId: string): void {
  if (!latestId || !ownId || latestId === ownId) return;
  newerBuild = true;
  // Said on the page too, for whoever looks (devtools, the browser tests).
  document.documentElement.dataset.newerBuild = latestId;
}

export function isNewerBuildKnown(): boolean {
  return newerBuild;
}

/**
 * Once a newer build is known, a navigation loads the full page instead of changing it in place
 * (§4), at most once per path per RELOAD_GUARD_MS. True when the full load was started: `href`
 * for a navigation still to happen (a link, router.push/replace), or the current address for one
 * the browser already made (back/forward).
 */
export function reloadForNewerBuild(href?: string): boolean {
  if (!newerBuild) return false;
  const target = new URL(href ?? window.location.href, window.location.href);
  if (!mayReload(target.pathname, window.sessionStorage)) return false;
  if (href === undefined) window.location.reload();
  else window.location.assign(target.href);
  return true;
}
