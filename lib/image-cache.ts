import { LAZY_IMAGE } from './constants';

// What lazy images share (§9: throttle 200 ms, a cache of 200 images): components/ui/LazyImage.tsx.

/**
 * The last `size` sources that loaded, oldest forgotten first: a list the reader comes back to
 * shows these at once instead of waiting for the observer again.
 */
export function loadedImages(size: number = LAZY_IMAGE.cacheSize) {
  const loaded = new Set<string>();
  return {
    has: (src: string) => loaded.has(src),
    remember(src: string): void {
      loaded.delete(src);
      loaded.add(src);
      if (loaded.size > size) {
        const oldest = loaded.values().next().value;
        if (oldest !== undefined) loaded.delete(oldest);
      }
    },
  };
}

/**
 * Runs the given callbacks at most once per `ms` (§9: the lazy-load throttle): the first at once,
 * those that come within the window together at its end. Images that scroll into view during a
 * fast fling are revealed in one batch rather than one render each.
 */
export function throttledRunner(ms: number = LAZY_IMAGE.throttleMs) {
  let queue: (() => void)[] = [];
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    last = Date.now();
    const run = queue;
    queue = [];
    for (const fn of run) fn();
  };
  return (fn: () => void): void => {
    queue.push(fn);
    if (timer) return;
    const wait = last + ms - Date.now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  };
}
