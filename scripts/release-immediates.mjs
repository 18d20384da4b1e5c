// Used by scripts/web-worker.mjs; tests/unit/release-immediates.test.ts.
import { promisify } from 'node:util';

/** Where an Immediate keeps the async context it runs in: Node 20, Node 24. */
const CONTEXT_KEYS = new Set(['kResourceStore', 'kAsyncContextFrame']);

/**
 * Memory under sustained load (issue 13). React schedules a render's work with setImmediate, so
 * each Immediate carries the async-context stores of the render that made it. Node keeps an
 * Immediate that has run linked to its neighbours in the queue (`_idleNext` / `_idlePrev`), and
 * an Error's unformatted stack frames keep the Immediate they ran in (its callback's receiver);
 * React's aborted cacheSignal leaves such an Error in every render's store. So one render kept
 * alive (say, one still in flight) reached, Immediate to Immediate, every render since, as long as
 * the queue never drained: at 50 connections on a saturated machine the heap grew about 9 MB a
 * second until it hit WEB_HEAP_MB and the process died (`npm run bench:memory`, 90 s on `/`).
 * An Immediate that has run is given nothing to keep: its stores are dropped and it is unlinked
 * from the one that ran before it (the queue walks forward, from the one now running). The stores
 * are under `kResourceStore` on Node 20 (async hooks). Node 24 (the web server's Node,
 * scripts/web-runtime.mjs) keeps them in `kAsyncContextFrame` and drops that itself once the
 * Immediate has run, but leaves the links: there the unlinking is what counts.
 * Installed by scripts/web-worker.mjs before Next loads; returns a function that uninstalls it.
 */
export function releaseRanImmediates() {
  const native = globalThis.setImmediate;
  const release = (immediate) => {
    for (const key of Object.getOwnPropertySymbols(immediate)) if (CONTEXT_KEYS.has(key.description)) immediate[key] = undefined;
    const before = immediate._idlePrev;
    if (before && before._destroyed && before._idleNext === immediate) before._idleNext = null;
    immediate._idlePrev = null;
  };
  function setImmediate(callback, ...args) {
    if (typeof callback !== 'function') return native(callback, ...args);
    const immediate = native(function runImmediate() {
      try {
        return callback.apply(this, args);
      } finally {
        release(immediate);
      }
    });
    return immediate;
  }
  // timers/promises and util.promisify(setImmediate) keep working.
  Object.defineProperty(setImmediate, promisify.custom, { value: native[promisify.custom], configurable: true });
  globalThis.setImmediate = setImmediate;
  return () => {
    globalThis.setImmediate = native;
  };
}
