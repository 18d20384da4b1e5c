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
// 6. Cache-Control of every page and /api answer (scripts/cache-policy.mjs; docs/deploy.md,
//    "Shared cache"): a logged-out reader's page may be shared by the balancer for seconds,
//    everything else is `private, no-store`. A page that may be shared gets no device cookie:
//    the visitor's first /api call or unshared page gives it.
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
import { cacheControl, cacheSettings, mayShare, PRIVATE } from './cache-policy.mjs';
import { trimWhenIdle } from './idle-trim.mjs';
import { apiHealthUrl, gracefulServer, probe } from '../contract/service.mjs';
import { healthzBody as probeBody, malformedRouterState, PROBE_METHODS } from './probe-guards.mjs';
// The web side's settings, checked on import: a bad one stops the server there.
import { settings as env } from './settings.mjs';

/** How often the API is probed while this process believes it down (ms). */
const API_REPROBE_MS = env.WEB_API_REPROBE_MS;
/** How long a `/readyz` answer is reused (ms): a load balancer probing often costs the API one call a second. */
const READY_CACHE_MS = 1000;
const apiHealth = apiHealthUrl(env);
/** The shared cache's times (WEB_CACHE_S_MAXAGE, WEB_CACHE_SWR, WEB_CACHE_404_S). */
const sharedCache = cacheSettings(env);
/** TRUSTED_PROXIES (.env.example): a value that does not parse stops the server here. */
let trustedProxies;
try {
  trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
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
let apiUp = !env.WEB_API_DOWN;
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
const port = env.PORT;
const hostname = env.HOSTNAME_BIND;
const SHUTDOWN_MS = env.WEB_SHUTDOWN_MS;

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

const healthzBody = probeBody(env.WEB_HEALTHZ_PID);

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
const gzipLevel = env.WEB_GZIP_LEVEL;
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
  // A visitor without the device cookie gets one with a page view or an /api answer that is not
  // shared. A page view's server-side calls carry the new id; an /api call without the cookie is
  // counted by address (a script ignoring cookies would otherwise be a new device every call).
  const page = isPage(req.url);
  const api = pathname.startsWith('/api/');
  let device = deviceFromCookie(req.headers.cookie);
  let newDevice = null;
  if (!device && (page || api)) {
    newDevice = deviceCookie(newDeviceId(), {
      secure:
        isTrusted(trustedProxies, peer) &&
        /^https\b/i.test(String(req.headers['x-forwarded-proto'] ?? '')),
    });
    if (page) device = newDevice.slice(newDevice.indexOf('=') + 1, newDevice.indexOf(';'));
  }
  if (device) req.headers['x-device-id'] = device;
  else delete req.headers['x-device-id'];
  if (malformedPath(req.url)) {
    res.writeHead(400, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': PRIVATE,
    });
    res.end('400 请求地址格式错误');
    return;
  }
  if (malformedRouterState(req.headers['next-router-state-tree'])) {
    res.writeHead(400, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': PRIVATE,
    });
    res.end('400 请求头格式错误');
    return;
  }
  const state = { outage: false, retryAfter: null, address: req.headers['x-real-ip'], device };
  if (page || api) {
    const { method } = req;
    const requestHeaders = { ...req.headers };
    const shareable = page && mayShare({ method, headers: requestHeaders }, sharedCache);
    const writeHead = res.writeHead;
    res.writeHead = function patchedWriteHead(status, ...rest) {
      if (page && ((status === 500 && state.outage) || (status === 200 && !apiUp))) {
        status = 503;
        this.setHeader('retry-after', '5');
      } else if (page && status === 500 && state.retryAfter !== null) {
        // The API refused a read of this page as too frequent (lib/api/http.ts): the page says so.
        status = 429;
        this.setHeader('retry-after', String(state.retryAfter));
      }
      const cookies = this.getHeader('set-cookie');
      const ownCookies = cookies === undefined ? [] : [cookies].flat().map(String);
      const control = cacheControl(
        {
          kind: page ? 'page' : 'api',
          method,
          headers: requestHeaders,
          status,
          setsCookie: ownCookies.length > 0,
        },
        sharedCache,
      );
      // A response that may be shared never sets the device cookie; any other gives it.
      if (newDevice && !(shareable && control !== PRIVATE))
        this.setHeader('set-cookie', [...ownCookies, newDevice]);
      this.setHeader(
        'cache-control',
        this.getHeader('set-cookie') === undefined ? control : PRIVATE,
      );
      // Next's headers given to writeHead itself (a redirect's) must not undo the decision.
      const headers = rest.find((arg) => arg && typeof arg === 'object');
      if (headers && !Array.isArray(headers))
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === 'cache-control') delete headers[name];
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
