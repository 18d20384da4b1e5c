import { samePage, startProgress } from './progress';
import { reloadForNewerBuild } from './reload';

// Every navigation the app starts goes through here: a link click (components/layout/ShellEffects),
// router.push and router.replace (components/layout/useRouter). Back and forward are the
// browser's (ShellEffects listens for them).

/**
 * Before a navigation to `href`: a newer build turns it into a full page load (§4); otherwise the
 * loading bar starts (§2). An in-page jump (only the #hash differs) is neither. True when the full
 * load was started, so the caller does not navigate in place as well.
 */
export function beginNavigation(href: string): boolean {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  const target = url.pathname + url.search + url.hash;
  if (samePage(target, window.location.pathname + window.location.search)) return false;
  if (reloadForNewerBuild(target)) return true;
  startProgress();
  return false;
}
