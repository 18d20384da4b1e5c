// The web process's V8 old-space ceiling, shared by `npm start` (scripts/start.mjs) and the
// benches, so what is measured is what runs.
//
// WEB_HEAP_MB, default 384: the ceiling in MB; 0 turns it off (V8's own limit, about 2 GB here).
// Why a ceiling (docs/deploy.md, "Memory"): without one V8 lets the old space grow under load and
// hands little back (`npm run bench:memory` shows it). Why not lower: the renders in flight at 50
// connections hold a couple of hundred MB of live heap, and a lower ceiling ran out of memory
// under that load on a busy machine. An operator with more memory can raise it.
// The settings are read and checked by lib/env.mjs: a value that is not a number stops the start.
import { settings as env } from './settings.mjs';

export const WEB_HEAP_MB = env.WEB_HEAP_MB;

/**
 * WEB_WORKERS, default 1: how many web workers scripts/web-server.mjs runs on the port (a
 * positive integer). Here too so the benches report what they ran.
 */
export const WEB_WORKERS = env.WEB_WORKERS;

// WEB_SEMI_MB, default 32: the most a semi-space of V8's young generation may grow to (two make
// the young generation); 0 leaves V8's own. Why (docs/deploy.md, "Memory"): on Node 24 (the web server's
// Node, scripts/web-runtime.mjs) V8's own is 64, and under `npm run bench:memory`'s load the young
// generation grows to 128 MB and the web process near or over the 400 MB target. The price: a few
// per cent more web CPU (`npm run bench:ab -- --b-flags=...` measures it), for a young generation
// half as big.
export const WEB_SEMI_MB = env.WEB_SEMI_MB;

// --stack-trace-limit=0 (docs/deploy.md, "Memory"): every render aborts a signal with an
// Error whose stack nobody reads (React's cacheSignal, Next's prerender interrupts); V8 keeps the
// frames of such a stack unformatted, each with its function, so the closures of the render stay
// alive as long as the signal does, and through the Immediates they ran in, every render since.
// The documented upstream workaround (vercel/next.js#96279 and vercel/next.js#97434, facebook/react#37288)
// until Next and React stop capturing those stacks. The price: errors the web process
// logs carry their message without a stack. WEB_STACK_TRACE_LIMIT sets another limit to debug
// (memory then grows under load as before).
export const WEB_STACK_TRACE_LIMIT = env.WEB_STACK_TRACE_LIMIT;

/** The node flags of the web process. */
export const webHeapFlags = () => [
  ...(WEB_HEAP_MB ? [`--max-old-space-size=${WEB_HEAP_MB}`] : []),
  ...(WEB_SEMI_MB ? [`--max-semi-space-size=${WEB_SEMI_MB}`] : []),
  `--stack-trace-limit=${WEB_STACK_TRACE_LIMIT}`,
];
