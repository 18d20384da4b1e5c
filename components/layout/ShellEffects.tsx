'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { getLatestBuild } from '@/lib/api/build';
import { loadAnalytics, trackPageview } from '@/lib/analytics';
import { BUILD_CHECK_DELAY_MS } from '@/lib/constants';
import { finishProgress, samePage, startProgress } from '@/lib/progress';
import { isChunkLoadError, mayReload } from '@/lib/reload';
import { isReturnTarget } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import { useMainStore } from '@/stores/main';

const BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? '';

function internalHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
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
    let state = await checkToken();
    if (!state.valid) {
      const { refreshToken } = await import('@/lib/api/http');
      // Clears the token itself when the API refuses the exchange.
      if (!(await refreshToken())) {
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
 * interactive (./DeferredShell, issue 13: first-load JS).
 */
export function ShellEffects({ analyticsSiteId, nonce }: { analyticsSiteId: string | null; nonce?: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const newerBuild = useRef(false);

  useEffect(() => {
    loadAnalytics(analyticsSiteId, nonce);
  }, [analyticsSiteId, nonce]);

  // Every route change: remember the return target, reset the consult series, count the view.
  useEffect(() => {
    finishProgress();
    const query = searchParams.toString();
    const full = pathname + (query ? `?${query}` : '');
    const store = useMainStore.getState();
    if (isReturnTarget(pathname)) store.set({ loginRedirect: full });
    store.set({ consultSid: null });
    trackPageview(full + window.location.hash);
  }, [pathname, searchParams]);

  // Link clicks: start the loading bar; after a newer build was seen, reload instead (§4).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = internalHref(event);
      if (!href) return;
      const current = window.location.pathname + window.location.search;
      // An in-page jump (letter index, parameter group chips) is not a page change: no bar.
      if (samePage(href, current)) return;
      if (newerBuild.current && mayReload(href.split('?')[0] ?? href, window.sessionStorage)) {
        event.preventDefault();
        window.location.assign(href);
        return;
      }
      startProgress();
    };
    document.addEventListener('click', onClick, true);
    // A hash change never mounts a new page, so nothing else would finish a bar started for it.
    window.addEventListener('hashchange', finishProgress);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('hashchange', finishProgress);
    };
  }, []);

  // The new-build check starts 1 s after the page is idle (§9).
  useEffect(() => {
    const controller = new AbortController();
    const check = () =>
      void getLatestBuild(controller.signal).then((latest) => {
        if (latest && BUILD_ID && latest.id !== BUILD_ID) newerBuild.current = true;
      });
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    let timer: number | undefined;
    idle(() => {
      timer = window.setTimeout(() => {
        check();
        if (useAuthStore.getState().token) void syncSession();
      }, BUILD_CHECK_DELAY_MS);
    });
    return () => {
      controller.abort();
      if (timer) window.clearTimeout(timer);
    };
  }, []);

  // A chunk that fails to load (an old page after a deploy) reloads the page (§8).
  useEffect(() => {
    const reloadOnChunkError = (reason: unknown) => {
      if (isChunkLoadError(reason) && mayReload(window.location.pathname, window.sessionStorage)) {
        window.location.reload();
      }
    };
    const onError = (e: ErrorEvent) => reloadOnChunkError(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => reloadOnChunkError(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
