'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentEntryKey, saveSnapshot, takeSnapshot, type Snapshot } from '@/lib/scroll-memory';

export interface ListState<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

const noopSubscribe = () => () => undefined;

/** How long the restored position is held against late layout (images, the router). */
const HOLD_MS = 600;

/**
 * Scroll restoration for a paged list. Returns the snapshot to start from when the
 * reader comes back (browser back/forward), else undefined; keeps the list's loaded pages and
 * the reader's last scroll position under `key` while the list is on screen, and puts the
 * position back after a restore. `current` must always hold the list's latest state.
 */
export function useListMemory<T>(
  key: string,
  current: { readonly current: ListState<T> },
): Snapshot<T> | undefined {
  // Only a list mounted by a client-side navigation restores; one hydrating the server's HTML
  // (first load, reload) must render what the server rendered.
  const clientMount = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const [restored] = useState(() => (clientMount ? takeSnapshot<T>(key) : undefined));
  const scrollY = useRef(restored?.scrollY ?? 0);
  // The history entry this list is shown on (read once the router has written it).
  const entry = useRef<string | null>(restored?.entry ?? null);
  useEffect(() => {
    entry.current ??= currentEntryKey();
  }, []);

  // The position is read as the reader scrolls, not at unmount: by then the router may already
  // have scrolled the next page to the top.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        scrollY.current = window.scrollY;
      });
    };
    if (!restored) scrollY.current = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [restored]);

  // Put the position back before the first paint, and hold it for a moment against the
  // browser's own (clamped) restoration and late layout, unless the reader moves first.
  useLayoutEffect(() => {
    if (!restored) return;
    const target = restored.scrollY;
    let moved = false;
    const stop = () => {
      moved = true;
    };
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, stop, { passive: true, once: true });
    const put = () => {
      if (!moved && Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
    };
    put();
    const started = performance.now();
    let frame = requestAnimationFrame(function hold() {
      put();
      if (!moved && performance.now() - started < HOLD_MS) frame = requestAnimationFrame(hold);
      else scrollY.current = window.scrollY;
    });
    return () => {
      cancelAnimationFrame(frame);
      for (const e of events) window.removeEventListener(e, stop);
    };
  }, [restored]);

  // Saved when the list leaves the screen (and when the tab is hidden), with the last position.
  useLayoutEffect(() => {
    const save = () =>
      saveSnapshot<T>(key, { ...current.current, scrollY: scrollY.current, entry: entry.current });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [key, current]);

  return restored;
}
