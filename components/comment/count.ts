'use client';

import { useSyncExternalStore } from 'react';

// One comment count per piece of content, shared by every island that shows it (the comment
// section's header, its 写评论 bar, a page's own action bar), so every write updates them all.

const counts = new Map<string, number>();
const listeners = new Set<() => void>();

const keyOf = (type: number, id: number) => `${type}:${id}`;

export function setCommentCount(
  type: number,
  id: number,
  update: number | ((n: number) => number),
  base = 0,
): void {
  const key = keyOf(type, id);
  const prev = counts.get(key) ?? base;
  const next = Math.max(0, typeof update === 'function' ? update(prev) : update);
  if (counts.get(key) === next) return;
  counts.set(key, next);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live count of comments on a piece; `initial` (the server's count) until a write changes it. */
export function useCommentCount(type: number, id: number, initial: number): number {
  return useSyncExternalStore(
    subscribe,
    () => counts.get(keyOf(type, id)) ?? initial,
    () => initial,
  );
}
