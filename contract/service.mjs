// What the processes of a deploy share: the health probe the supervisor
// (scripts/start.mjs) and the web worker (scripts/web-worker.mjs) send to the API, the check of a
// port before anything listens on it, and the graceful shutdown of an HTTP server (the web worker
// and the local API, local-api/server.ts). Types for TypeScript callers: service.d.mts.
import http from 'node:http';
import https from 'node:https';

/**
 * The Fetch standard's blocked ("bad") ports (https://fetch.spec.whatwg.org/#port-blocking).
 * Node's fetch, which the web app's server-side API calls and the browser use, refuses them with
 * "bad port" before connecting: an API or a site on one of them can never be reached, and every
 * fetch-based probe of it fails silently (LOCAL_API_PORT=4190).
 */
export const FETCH_BLOCKED_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/**
 * Why a port cannot serve this site (a message for the operator, naming the variable), or null
 * when it can. `port` is a number or the text of an environment variable.
 */
export function portProblem(name, port) {
  const n = Number(port);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    return `${name}=${port} is not a TCP port (1-65535)`;
  if (FETCH_BLOCKED_PORTS.has(n)) {
    return `${name}=${n} is a port that browsers and Node's fetch refuse to connect to (the Fetch standard's blocked ports: 4190, 6000, 6665-6669, 10080, ...); pick another port`;
  }
  return null;
}

/**
 * One GET of a health URL with node:http (not fetch: it works on any port and opens no kept-alive
 * connection): true on a 2xx within `timeoutMs`, false on anything else.
 */
export function probe(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(ok);
    };
    let req;
    try {
      req = (url.startsWith('https:') ? https : http).get(
        url,
        { agent: false, headers: { connection: 'close' } },
        (res) => {
          res.resume();
          finish(res.statusCode >= 200 && res.statusCode < 300);
        },
      );
    } catch {
      finish(false);
      return;
    }
    const timer = setTimeout(() => {
      req.destroy();
      finish(false);
    }, timeoutMs);
    req.on('error', () => finish(false));
  });
}

/**
 * The API's health URL from the web side's settings (lib/env.mjs): API_HEALTH_URL, else
 * `<API_BASE>/health`, else the bundled API's on LOCAL_API_PORT.
 */
export function apiHealthUrl(env) {
  if (env.API_HEALTH_URL) return env.API_HEALTH_URL;
  if (env.API_BASE) return `${env.API_BASE.replace(/\/+$/, '')}/health`;
  return `http://127.0.0.1:${env.LOCAL_API_PORT}/health`;
}

/**
 * Graceful shutdown of an HTTP server. `drain()` stops accepting connections, lets the requests in
 * flight finish (a request that arrives meanwhile on a kept-alive connection is served with
 * `Connection: close`), closes every idle kept-alive socket as soon as it is idle, and resolves
 * once all connections are gone, or after `timeoutMs`, when it cuts what is left. Resolves with
 * the number of connections cut (0 when everything finished).
 */
export function gracefulServer(server, { timeoutMs = 10_000 } = {}) {
  let draining = false;
  let drained = null;
  const inFlight = new Set();
  // A response that finishes during the drain leaves its socket idle: close it then.
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  // Before the server's own handler, which may answer at once.
  server.prependListener('request', (_req, res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (draining) {
      res.setHeader('connection', 'close');
      res.once('finish', closeIdleSoon);
    }
  });
  const drain = () => {
    if (drained) return drained;
    draining = true;
    drained = new Promise((resolve) => {
      let cut = 0;
      const timer = setTimeout(() => {
        cut = inFlight.size;
        server.closeAllConnections();
      }, timeoutMs);
      server.close(() => {
        clearTimeout(timer);
        resolve(cut);
      });
      server.closeIdleConnections();
      for (const res of inFlight) res.once('finish', closeIdleSoon);
    });
    return drained;
  };
  return { drain, isDraining: () => draining };
}
