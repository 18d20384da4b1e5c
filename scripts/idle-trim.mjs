// Used by scripts/web-worker.mjs; tests/unit/idle-trim.test.ts.
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Memory after a burst. Under load V8 grows the young generation (on Node 24, the web
 * server's Node, up to 2 x 64 MB) and keeps the pages it frees in a pool; it hands them back only
 * when a memory-reducing GC runs, and a process that goes quiet after load gets none: it stays at
 * its loaded RSS (`npm run bench:memory` shows it). One V8 "last resort" full GC (the one it runs
 * before giving up near its heap limit) shrinks the young generation and empties the pool, in about
 * a tenth of a second. This returns that GC as a function (`gc` reached through a
 * fresh context, so the app's global scope gains nothing).
 */
export function heapTrimmer() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

const mb = (bytes) => Math.round(bytes / 1048576);

/**
 * Runs `trim` once the server has had no request in flight for `idleMs` after serving some, if the
 * process's RSS grew past `growth` times what it was after the last trim (or at start): a burst's
 * memory comes back a few seconds after it, while a quiet site, whose odd request grows nothing,
 * never pays for the GC. Returns a function that stops watching.
 */
export function trimWhenIdle(
  server,
  {
    idleMs = 10_000,
    growth = 1.2,
    trim = heapTrimmer(),
    rss = () => process.memoryUsage.rss(),
    log = console.log,
  } = {},
) {
  let inFlight = 0;
  let served = false;
  let lastEnd = Date.now();
  let baseline = rss();
  const onRequest = (_req, res) => {
    inFlight += 1;
    served = true;
    res.once('close', () => {
      inFlight -= 1;
      lastEnd = Date.now();
    });
  };
  server.on('request', onRequest);
  const timer = setInterval(
    () => {
      if (!served || inFlight > 0 || Date.now() - lastEnd < idleMs) return;
      served = false;
      const before = rss();
      if (before <= baseline * growth) return;
      const started = performance.now();
      trim();
      baseline = rss();
      log(
        `[web] idle after load: heap trimmed, RSS ${mb(before)} -> ${mb(baseline)} MB in ${Math.round(performance.now() - started)} ms`,
      );
    },
    Math.min(idleMs, 5_000),
  );
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
