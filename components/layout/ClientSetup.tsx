'use client';

import { useEffect, useLayoutEffect } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-error';
import { clientUserAgent } from '@/lib/app-token';
import { installPrefetchQueue } from '@/lib/prefetch-queue';
import { connectTransport, useAuthStore } from '@/stores/auth';
import { useMainStore } from '@/stores/main';
import { useAppContext } from './AppContext';

// When this module loads, before hydration: the router's first prefetches already wait their turn (§9).
installPrefetchQueue();

/**
 * Reads the persisted keys into the main store, copies the server-decided context in and wires
 * the transport to the auth store. A
 * layout effect outside any Suspense boundary: it runs after hydration (so the first client
 * render matches the server HTML) but before any page's passive effect could write to the
 * store, which would otherwise overwrite the persisted values with the defaults.
 */
export function ClientSetup() {
  const { ua, wxAppId } = useAppContext();
  useLayoutEffect(() => {
    if (!useMainStore.persist.hasHydrated()) void useMainStore.persist.rehydrate();
    useMainStore.getState().set({
      ua: clientUserAgent(navigator.userAgent),
      appVersion: ua.appVersion,
      isDark: ua.isDark,
      isXcx: ua.isXcx,
      isOh: ua.isOh,
      isWx: ua.isWx,
    });
    // Wired here for the same reason: a page's first call must already refresh and handle 401.
    connectTransport(() => {
      // A 401 clears user info and token (§8), then sends the user to log in for this context.
      useMainStore.getState().clearUser();
      useAuthStore.getState().setToken(null);
      const here = window.location.pathname + window.location.search;
      // The login-entry rules load with the first 401, not with every page.
      void import('@/lib/login-entry').then(({ loginEntry }) => {
        const entry = loginEntry(ua, wxAppId, here);
        if (entry.kind !== 'route' || window.location.pathname !== '/login')
          window.location.href = entry.href;
      });
    });
  }, [ua, wxAppId]);
  // A chunk that fails to load (an old page after a deploy) reloads the page (§8). Listened for
  // here, with the first-load code, not in the deferred shell effects: a deploy can remove the
  // deferred chunks too. The error boundaries share this module from the layout's chunk.
  useEffect(() => {
    const onError = (e: ErrorEvent) => void reloadOnChunkError(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => void reloadOnChunkError(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
