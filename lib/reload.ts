import { mayReload } from './chunk-error';

// When a newer build is out, the next navigation reloads the full page, at most once per 10 s
// per path (§4), so a broken deploy cannot trap a visitor in a reload loop. A chunk that fails to
// download is lib/chunk-error.ts's.

let newerBuild = false;

/** The new-build check's answer (§4): a build id other than the page's own means a newer build is out. */
export function noteLatestBuild(latestId: string | null | undefined, ownId: string): void {
  if (!latestId || !ownId || latestId === ownId) return;
  newerBuild = true;
  // Said on the page too, for whoever looks (devtools, the browser tests).
  document.documentElement.dataset.newerBuild = latestId;
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
