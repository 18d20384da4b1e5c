import { PREFETCH_CONCURRENCY } from './shell-constants';

// The prefetch queue (§9: up to 4 prefetches at once). Next's router prefetches through the global
// fetch with a `next-router-prefetch` header. Its own scheduler lets a touched or hovered link go
// past 4 (up to 12), so the cap is kept here, around fetch: a fifth prefetch waits until one of
// the four before it has been read to its end (or failed). Other requests never wait.

const PREFETCH_HEADER = 'next-router-prefetch';

function isPrefetch(init?: RequestInit): boolean {
  return Boolean(init?.headers && new Headers(init.headers).has(PREFETCH_HEADER));
}

/** `base` with at most `limit` prefetches in flight, the others queued in order. */
export function limitPrefetches(
  base: typeof fetch,
  limit: number = PREFETCH_CONCURRENCY,
): typeof fetch {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running -= 1;
    queue.shift()?.();
  };
  const slot = (signal?: AbortSignal | null) =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', drop);
        running += 1;
        resolve();
      };
      const drop = () => {
        queue.splice(queue.indexOf(start) >>> 0, 1);
        reject(signal?.reason);
      };
      if (signal?.aborted) return reject(signal.reason);
      if (running < limit) return start();
      queue.push(start);
      signal?.addEventListener('abort', drop, { once: true });
    });
  return async (input, init) => {
    if (!isPrefetch(init)) return base(input, init);
    await slot(init?.signal);
    try {
      const res = await base(input, init);
      // The slot is freed when the body has arrived in full: the router reads the original.
      res.clone().arrayBuffer().then(release, release);
      return res;
    } catch (err) {
      release();
      throw err;
    }
  };
}

let installed = false;

/** Puts the cap around the browser's fetch, once, before the router's first prefetch. */
export function installPrefetchQueue(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.fetch = limitPrefetches(window.fetch.bind(window));
}
