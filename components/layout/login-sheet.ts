'use client';

import { useSyncExternalStore } from 'react';

// The login sheet's one open request: the login gate asks for it; the sheet host in
// the app shell shows it. A module store, not a context, so the gate (in every like button) stays
// a few bytes and a request made before the deferred host has loaded is still there when it mounts.

export interface LoginSheetRequest {
  /** Finishes what the reader tapped (the like, the follow, the comment) once logged in. */
  resume?: () => void;
}

let current: LoginSheetRequest | null = null;
const listeners = new Set<() => void>();

function emit(next: LoginSheetRequest | null): void {
  current = next;
  for (const l of listeners) l();
}

export function openLoginSheet(request: LoginSheetRequest): void {
  emit(request);
}

export function closeLoginSheet(): void {
  emit(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginSheetRequest(): LoginSheetRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
