'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { UaContext } from '@/lib/context';
import { useAuthStore } from '@/stores/auth';

/** What the server decided about this request, handed to the client once (STYLE.md 4). */
export interface ClientContext {
  ua: UaContext;
  /** A token was present on the server: the first render shows the logged-in state. */
  loggedIn: boolean;
  wxAppId: string;
  /** 长辈版 is on: the server read the reader's cookie (docs/elder-mode.md). */
  elder?: boolean;
}

const Ctx = createContext<ClientContext | null>(null);

export function AppContextProvider({
  value,
  children,
}: {
  value: ClientContext;
  children: ReactNode;
}) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAppContext(): ClientContext {
  const value = useContext(Ctx);
  if (!value) throw new Error('useAppContext outside AppContextProvider');
  return value;
}

/**
 * Logged in means a token is present (§4). The server's answer is used for the first render,
 * so hydration matches; the store's answer after that.
 */
export function useIsLoggedIn(): boolean {
  const { loggedIn } = useAppContext();
  return useSyncExternalStore(
    useAuthStore.subscribe,
    () => Boolean(useAuthStore.getState().token),
    () => loggedIn,
  );
}

/** 长辈版 as the server decided it for this page (the switch reloads the page when it changes). */
export function useElderMode(): boolean {
  return useAppContext().elder === true;
}
