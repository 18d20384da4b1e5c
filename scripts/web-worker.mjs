// One web worker of the production web server (scripts/web-server.mjs, what `npm start` runs):
// Next's request handler behind a plain node:http server, so things Next itself cannot do are
// done here:
//
// 1. Honest outage status. Next answers a page whose render threw with a fixed 500, and a page
//    that streams has sent 200 before its data fails. lib/api/http.ts reports an API outage
//    (no answer, a 5xx, garbage) through a per-request hook installed below; a page that failed
//    that way answers 503 with Retry-After. While the supervisor (scripts/start.mjs) knows the
//    bundled API is down (crashed, restarting), every page answers 503 from the first byte.
// 2. The caller's address and device (contract/client-address.mjs). `x-real-ip` is the socket's
//    peer, or behind a proxy of TRUSTED_PROXIES the client that proxy names in X-Forwarded-For;
//    `x-device-id` is the `xcx_device` cookie, given to a page view that has none. Whatever a
//    client sent in either header is replaced; the API proxy and server-side calls pass both on,
//    so the local API's limits count people, not this server or a carrier's shared address.
// 3. Compression at a chosen gzip level (next.config.ts sets `compress: false` so Next
//    does not compress a second time). Next's own middleware compresses at zlib's default level
//    6, which was the largest single cost in the profile of a page view (8 % of the web server's
//    CPU); level WEB_GZIP_LEVEL (default 3) costs about a third of it for responses about 8 %
//    larger. nginx's default is 1. Same middleware, same rules (threshold, Vary, flush per chunk).
// 4. Probes and graceful shutdown for a load balancer (docs/deploy.md). `/healthz`
//    answers 200 while this process serves (no render, no API call); `/readyz` 200 while the API
//    answers its health URL (contract/service.mjs: apiHealthUrl; probed at most once a second),
//    503 otherwise or once shutting down. Both are answered here, before Next and compression.
//    On SIGTERM `/readyz` turns 503 at once, the server stops accepting connections, finishes the
//    requests in flight (at most WEB_SHUTDOWN_MS, 10 s), closes idle kept-alive sockets and exits 0.
// 5. A path whose percent-encoding does not decode answers 400 before Next sees it.
import cluster from 'node:cluster';
import http from 'node:http';
import { AsyncLocalStorage } from 'node:async_hooks';
import compression from 'compression';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  clientAddress,
  deviceCookie,
  deviceFromCookie,
  isTrusted,
  newDeviceId,
  parseTrustedProxies,
} from '../contract/client-address.mjs';
import { trimWhenIdle } from './idle-trim.mjs';
import { apiHealthUrl, gracefulServer, probe } from '../contract/service.mjs';
import { healthzBody as probeBody, malformedRouterState, PROBE_METHODS } from './probe-guards.mjs';

/** How often the API is probed while this process believes it down (ms). */
const API_REPROBE_MS = Number(process.env.WEB_API_REPROBE_MS) || 1000;
/** How long a `/readyz` answer is reused (ms): a load balancer probing often costs the API one call a second. */
const READY_CACHE_MS = 1000;
const apiHealth = apiHealthUrl();
/** TRUSTED_PROXIES (.env.example): a value that does not parse stops the server here. */
let trustedProxies;
try {
  trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (err) {
  console.error(`[web] ${err.message}`);
  process.exit(1);
}

/**
 * False while the API is believed down: set by the supervisor over IPC (in a cluster, relayed by
 * the primary) and at start by WEB_API_DOWN=1 (a message sent before this listener would be
 * lost). Pages then answer 503 from the first byte. Leaving that state does not depend on one
 * message: while down, this process probes the API itself (one probe at a time, every
 * API_REPROBE_MS) and serves normally again as soon as it answers.
 */
let apiUp = process.env.WEB_API_DOWN !== '1';
let reprobing = false;
function setApiUp(up) {
  apiUp = up;
  if (!up) void reprobeUntilUp();
}
async function reprobeUntilUp() {
  if (reprobing) return;
  reprobing = true;
  while (!apiUp) {
    if (await probe(apiHealth)) {
      if (!apiUp) console.log(`[web] ${apiHealth} answers again: serving normally`);
      apiUp = true;
      break;
    }
    await new Promise((r) => setTimeout(r, API_REPROBE_MS).unref());
  }
  reprobing = false;
}
process.on('message', (msg) => {
  if (msg && typeof msg === 'object' && 'apiUp' in msg) setApiUp(Boolean(msg.apiUp));
});
if (!apiUp) void reprobeUntilUp();

process.env.NODE_ENV = 'production';
// A render's abort reasons no longer keep it alive: the web process runs with --stack-trace-limit=0
// (scripts/web-heap.mjs; docs/deploy.md, "Memory").
const { default: next } = await import('next');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME_BIND || undefined;
const SHUTDOWN_MS = Number(process.env.WEB_SHUTDOWN_MS) || 10_000;

/** The last readiness probe of the API: its answer, when, and the probe in flight. */
const readiness = { ok: false, at: 0, pending: null };
async function apiAnswers() {
  if (Date.now() - readiness.at < READY_CACHE_MS) return readiness.ok;
  readiness.pending ??= probe(apiHealth).then((ok) => {
    Object.assign(readiness, { ok, at: Date.now(), pending: null });
    if (ok && !apiUp) setApiUp(true);
    return ok;
  });
  return readiness.pending;
}

const healthzBody = probeBody();

/** `/healthz` and `/readyz`: tiny, uncompressed, never cached, never rendered. */
function answerProbe(res, status, body) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

const requests = new AsyncLocalStorage();
globalThis[Symbol.for('xcx.api-outage')] = () => {
  const state = requests.getStore();
  if (state) state.outage = true;
};
// lib/api/server-send.ts keeps its per-request flag (the API did not answer) in this state.
globalThis[Symbol.for('xcx.api-request-state')] = () => requests.getStore();
// The start-up async context, before any request: lib/api/server-send.ts opens its API
// connections in it, so a kept-alive socket holds no page render's stores (docs/deploy.md, "Memory").
globalThis[Symbol.for('xcx.outside-request')] = AsyncLocalStorage.snapshot();

/** Pages and metadata routes; not the API proxy, build assets or static files. */
function isPage(url) {
  const pathname = (url ?? '/').split('?')[0];
  if (
    pathname.startsWith('/api/') ||
    pathname.startsWith('/_next/') ||
    pathname.startsWith('/builds/')
  )
    return false;
  return (
    !/\.(?:js|css|map|svg|png|jpe?g|webp|gif|ico|woff2?|txt|json|webmanifest)$/.test(pathname) ||
    /\/(?:sitemap\.xml|robots\.txt)$/.test(pathname)
  );
}

/** A path whose percent-encoding does not decode (`/article/%E0%A4%A`) names nothing: 400, not Next's 500. */
function malformedPath(url) {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]);
    return false;
  } catch {
    return true;
  }
}

// gzip by `compression` from npm (the package Next vendors), which ends its zlib stream itself when
// the response closes before it finished (a client that went away), so none leaks.
const gzipLevel = Number.isInteger(Number(process.env.WEB_GZIP_LEVEL ?? 3))
  ? Math.max(0, Math.min(9, Number(process.env.WEB_GZIP_LEVEL ?? 3)))
  : 3;
const compress = gzipLevel > 0 ? compression({ level: gzipLevel }) : null;

const app = next({ dev: false, dir: root, port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  const pathname = (req.url ?? '/').split('?')[0];
  // The probes answer GET and HEAD only; the pid only where WEB_HEALTHZ_PID=1 (scripts/probe-guards.mjs).
  if ((pathname === '/healthz' || pathname === '/readyz') && !PROBE_METHODS.includes(req.method)) {
    res.writeHead(405, {
      allow: PROBE_METHODS.join(', '),
      'cache-control': 'no-store',
      'content-length': 0,
    });
    return res.end();
  }
  if (pathname === '/healthz') return answerProbe(res, 200, healthzBody);
  if (pathname === '/readyz') {
    if (graceful.isDraining())
      return answerProbe(res, 503, '{"ready":false,"reason":"shutting down"}');
    void apiAnswers().then((ok) =>
      answerProbe(
        res,
        ok && apiUp ? 200 : 503,
        ok && apiUp ? '{"ready":true}' : '{"ready":false,"reason":"api"}',
      ),
    );
    return;
  }
  const peer = req.socket.remoteAddress ?? '';
  req.headers['x-real-ip'] = clientAddress({
    peer,
    forwardedFor: req.headers['x-forwarded-for'],
    trusted: trustedProxies,
  });
  // A page view without the device cookie gets one (an /api call without it is counted by address).
  let device = deviceFromCookie(req.headers.cookie);
  let newDevice = null;
  if (!device && isPage(req.url)) {
    device = newDeviceId();
    newDevice = deviceCookie(device, {
      secure:
        isTrusted(trustedProxies, peer) &&
        /^https\b/i.test(String(req.headers['x-forwarded-proto'] ?? '')),
    });
  }
  if (device) req.headers['x-device-id'] = device;
  else delete req.headers['x-device-id'];
  if (malformedPath(req.url)) {
    res.writeHead(400, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end('400 请求地址格式错误');
    return;
  }
  if (malformedRouterState(req.headers['next-router-state-tree'])) {
    res.writeHead(400, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end('400 请求头格式错误');
    return;
  }
  const state = { outage: false, retryAfter: null, address: req.headers['x-real-ip'], device };
  if (isPage(req.url)) {
    const writeHead = res.writeHead;
    res.writeHead = function patchedWriteHead(status, ...rest) {
      if ((status === 500 && state.outage) || (status === 200 && !apiUp)) {
        status = 503;
        this.setHeader('retry-after', '5');
        this.setHeader('cache-control', 'no-store');
      } else if (status === 500 && state.retryAfter !== null) {
        // The API refused a read of this page as too frequent (lib/api/http.ts): the page says so.
        status = 429;
        this.setHeader('retry-after', String(state.retryAfter));
        this.setHeader('cache-control', 'no-store');
      }
      if (newDevice) {
        const cookies = this.getHeader('set-cookie');
        this.setHeader('set-cookie', [
          ...(cookies === undefined ? [] : [cookies].flat().map(String)),
          newDevice,
        ]);
      }
      return writeHead.call(this, status, ...rest);
    };
  }
  if (compress) {
    compress(req, res, () => undefined);
  }
  requests.run(state, () => {
    handle(req, res).catch((err) => {
      console.error('[web] request failed', err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
});
const graceful = gracefulServer(server, { timeoutMs: SHUTDOWN_MS });
// Idle keep-alive sockets are closed a little after a typical proxy's, so it never reuses a dead one.
server.keepAliveTimeout = 65_000;
// After a burst, the memory V8 grew for it is handed back (scripts/idle-trim.mjs; docs/deploy.md, "Memory").
trimWhenIdle(server);
// In a cluster the workers share the primary's listening socket, and the primary says when all are ready.
server.listen(port, hostname, () => {
  console.log(
    cluster.isWorker
      ? `[web] worker ${process.pid} ready`
      : `[web] ready on http://${hostname ?? 'localhost'}:${port}`,
  );
});

async function shutdown() {
  if (graceful.isDraining()) return;
  const cut = await graceful.drain();
  if (cut > 0)
    console.error(
      `[web] ${process.pid}: ${cut} request(s) still running after ${SHUTDOWN_MS} ms were cut`,
    );
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
