'use client';

import { useSyncExternalStore } from 'react';

// A circle's counts as every island on the page shows them (the header's 成员 · 动态 · 今日, the
// members section's head): a post published or a join on this page updates them all at once,
// without a reload.

export interface CircleCounts {
  members: number;
  posts: number;
  todayPosts: number;
}

/** Per circle: the server's figures the page was rendered with, and the figures now. */
const counts = new Map<number, { server: CircleCounts; now: CircleCounts }>();
const listeners = new Set<() => void>();

const same = (a: CircleCounts, b: CircleCounts) =>
  a.members === b.members && a.posts === b.posts && a.todayPosts === b.todayPosts;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes circle `id`'s counts from what is on screen (nothing when no island shows them). */
export function updateCircleCounts(
  id: number,
  update: (c: CircleCounts) => Partial<CircleCounts>,
): void {
  const entry = counts.get(id);
  if (!entry) return;
  counts.set(id, { server: entry.server, now: { ...entry.now, ...update(entry.now) } });
  for (const l of listeners) l();
}

/** The live counts of circle `id`: the server's (`initial`) until a write on this page changes them. */
export function useCircleCounts(id: number, initial: CircleCounts): CircleCounts {
  // A page rendered afresh (other figures from the server) starts again from them.
  const entry = counts.get(id);
  if (typeof window !== 'undefined' && (!entry || !same(entry.server, initial)))
    counts.set(id, { server: initial, now: initial });
  return useSyncExternalStore(
    subscribe,
    () => counts.get(id)?.now ?? initial,
    () => initial,
  );
}
