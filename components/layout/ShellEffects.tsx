'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { getLatestBuild } from '@/lib/api/build';
import { BUILD_ID } from '@/lib/build-id';
import { loadAnalytics, trackPageview } from '@/lib/analytics';
import { BUILD_CHECK_DELAY_MS, BUILD_CHECK_INTERVAL_MS } from '@/lib/constants';
import { beginNavigation } from '@/lib/navigation';
import { finishProgress, startProgress } from '@/lib/progress';
import { noteLatestBuild, reloadForNewerBuild } from '@/lib/reload';
import { isReturnTarget } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import { useMainStore } from '@/stores/main';

/** Said on every route change, so the back/forward listener knows the address it is at. */
const ROUTE_CHANGED = 'xcx:route-changed';

function internalHref(event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Pages are rendered on the server, so a reader may never make a call from the browser that
 * would carry the token-refresh signal. Once per page load, when idle, the session is checked:
 * a stale token is exchanged by the transport, an expired one is refreshed here, and the stored
 * user info follows the server's. A token the API no longer accepts leaves the reader anonymous.
 */
async function syncSession(): Promise<void> {
  try {
    const { checkToken } = await import('@/lib/api/auth');
    const [{ authHooks }, { refreshToken }] = await Promise.all([
      import('@/lib/api/auth-hooks'),
      import('@/lib/api/http'),
    ]);
    const checked = authHooks().getToken();
    let state = await checkToken();
    if (!state.valid) {
      // Clears the token itself when the API refuses the exchange. When the token changed while it
      // was checked (a call of the page exchanged it, or the reader logged in on the sheet), the
      // current one is kept, not exchanged: that would revoke it.
      if (!(await refreshToken(checked))) {
        useMainStore.getState().clearUser();
        return;
      }
      state = await checkToken();
    }
    if (state.valid && state.user) useMainStore.getState().set({ userInfo: state.user });
  } catch {
    // Offline or the API is down: keep the session as it is.
  }
}

/**
 * Effects of the app shell that run on every page: no UI of their own. Loaded after the page is
 * interactive (./DeferredShell: first-load JS).
 */
export function ShellEffects({
  analyticsSiteId,
  nonce,
}: {
  analyticsSiteId: string | null;
  nonce?: string;
}) {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    loadAnalytics(analyticsSiteId, nonce);
  }, [analyticsSiteId, nonce]);

  // Every route change: remember the return target, reset the consult series, count the view.
  useEffect(() => {
    finishProgress();
    // Any route change the listeners below did not turn into a full load (back/forward while the
    // router re-rendered first): once a newer build is known, load this page in full (§4).
    if (reloadForNewerBuild()) return;
    window.dispatchEvent(new Event(ROUTE_CHANGED));
    const query = searchParams.toString();
    const full = pathname + (query ? `?${query}` : '');
    const store = useMainStore.getState();
    if (isReturnTarget(pathname)) store.set({ loginRedirect: full });
    store.set({ consultSid: null });
    trackPageview(full + window.location.hash);
  }, [pathname, searchParams]);

  // Link clicks, and back/forward: the loading bar; after a newer build was seen, a full page
  // load instead (§4). router.push/replace go through the same rule (./useRouter).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = internalHref(event);
      if (href && beginNavigation(href)) event.preventDefault();
    };
    let here = window.location.pathname + window.location.search;
    const onPopState = () => {
      const now = window.location.pathname + window.location.search;
      // Only the #hash changed: not a page change.
      if (now === here) return;
      here = now;
      // The browser has moved to the entry already: load it in full.
      if (!reloadForNewerBuild()) startProgress();
    };
    const onRouteChange = () => {
      here = window.location.pathname + window.location.search;
    };
    document.addEventListener('click', onClick, true);
    // Capture, so this runs before the router's own listener: that one re-renders at once (popstate
    // is a discrete event), and the route-change effect would already have moved `here` on.
    window.addEventListener('popstate', onPopState, { capture: true });
    window.addEventListener(ROUTE_CHANGED, onRouteChange);
    // A hash change never mounts a new page, so nothing else would finish a bar started for it.
    window.addEventListener('hashchange', finishProgress);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, { capture: true });
      window.removeEventListener(ROUTE_CHANGED, onRouteChange);
      window.removeEventListener('hashchange', finishProgress);
    };
  }, []);

  // The new-build check starts 1 s after the page is idle (§9), and runs again when the page
  // becomes visible and every BUILD_CHECK_INTERVAL_MS, so a long session learns of a later build.
  useEffect(() => {
    const controller = new AbortController();
    const check = () =>
      void getLatestBuild(controller.signal).then((latest) =>
        noteLatestBuild(latest?.id, BUILD_ID),
      );
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    let timer: number | undefined;
    let interval: number | undefined;
    idle(() => {
      timer = window.setTimeout(() => {
        check();
        if (useAuthStore.getState().token) void syncSession();
        interval = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
      }, BUILD_CHECK_DELAY_MS);
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onVisible);
      if (timer) window.clearTimeout(timer);
      if (interval) window.clearInterval(interval);
    };
  }, []);

  return null;
}
