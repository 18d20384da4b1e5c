#!/usr/bin/env node
// `npm run check:rolling` (docs/deploy.md): zero failed requests through a rolling
// restart and a deploy, behind a standard load balancer with its shared cache. It starts the
// bundled local API, four production web instances against it (API_BASE, as a deploy runs them)
// and Debian's nginx with the repo's config (deploy/nginx.conf, its page cache on), puts steady
// load on nginx (autocannon cycling `/`, an article and an `/api` GET, with a phone's user agent,
// one connection logged in so part of the load passes the cache), and meanwhile:
//   1. restarts the first instance: SIGTERM (it drains, scripts/web-worker.mjs), start, wait
//      for its /readyz;
//   2. switches all four, in turn, to a second build: a copy of `.next` in `.next-rolling` with a
//      new build id (NEXT_DIST_DIR, next.config.ts), so the site's new-build check sees a new build.
// It prints the figures and exits 1 unless every request answered 2xx (no error, no timeout).
// Then it checks that the site counts people behind nginx, not nginx: the API is
// restarted on the same database with the real limits, and two clients with different addresses
// reach nginx (connections from 127.0.0.2 and 127.0.0.3; see checkSeparateBuckets). One is locked
// out of password login; the other must still log in.
// Needs a production build (`npm run build`) and nginx (`apt-get install -y nginx`; .ci/run does).
// Ports are free ones unless ROLLING_API_PORT, ROLLING_WEB_PORTS (four, comma-separated) and
// ROLLING_LB_PORT are set.
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { MOBILE_UA, freePort, keyPages } from './bench-lib.mjs';
import { buildAndNginx, loggedChildren } from './logged-children.mjs';
import { loadReconnectRate } from './nginx-lib.mjs';
import { SECOND_DIST, copyBuildWithNewId, removeSecondBuild } from './second-build.mjs';
import { probe } from '../contract/service.mjs';
import { webServerCommand } from './web-runtime.mjs';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (msg) => console.log(`[rolling ${elapsed()}] ${msg}`);

/** How many web instances run behind nginx. */
const INSTANCES = 4;

/** One JSON POST to nginx from a given loopback address; resolves with the status and the parsed body. */
function postFrom(localAddress, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(url, {
      method: 'POST',
      localAddress,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(data),
        'user-agent': MOBILE_UA,
        ...headers,
      },
      timeout: 30_000,
    });
    req.on('timeout', () => req.destroy(new Error(`POST ${url} from ${localAddress} timed out`)));
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let parsed = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
        resolve({ status: res.statusCode, body: parsed });
      });
    });
    req.end(data);
  });
}

/**
 * Two clients behind nginx get separate buckets. Every connection of a test comes from this
 * machine, but Linux routes all of 127.0.0.0/8 to the loopback interface, so a client may connect
 * from 127.0.0.2 and another from 127.0.0.3: nginx sees them as two remote addresses
 * ($remote_addr) and appends each to X-Forwarded-For, exactly as it does for two phones on the
 * internet. The web instances run with TRUSTED_PROXIES=127.0.0.1/32 (nginx's own address, from
 * which it connects to them), so 127.0.0.2 and 127.0.0.3 are clients, not proxies. The whole real
 * chain is exercised: client -> nginx -> web server (contract/client-address.mjs) -> the site's /api
 * proxy -> the local API's per-address login limit. Client A also forges `X-Forwarded-For` and
 * `X-Real-IP` naming B: a web server that believed them would lock B out.
 */
async function checkSeparateBuckets(lb, log) {
  const login = `${lb}/api/v1/auth/login`;
  const demo = { phone: '13800000001', password: 'xcx123456' };
  const forged = { 'x-forwarded-for': '127.0.0.3', 'x-real-ip': '127.0.0.3' };
  // Wrong passwords for distinct unknown phones (no phone's own limit or bot check is reached)
  // until A's address is refused.
  let attempts = 0;
  let last = null;
  while (attempts < 200) {
    attempts += 1;
    last = await postFrom(
      '127.0.0.2',
      login,
      { phone: `1390000${String(attempts).padStart(4, '0')}`, password: 'wrong-password' },
      forged,
    );
    if (last.status === 429) break;
    if (last.status !== 400)
      throw new Error(
        `a wrong password from 127.0.0.2 answered ${last.status}: ${JSON.stringify(last.body)}`,
      );
  }
  if (last?.status !== 429)
    throw new Error(
      `127.0.0.2 was never locked out after ${attempts} failed logins: every client is one bucket to no one?`,
    );
  const lockedA = await postFrom('127.0.0.2', login, demo, forged);
  if (lockedA.status !== 429)
    throw new Error(`127.0.0.2 logged in (${lockedA.status}) right after its lockout`);
  const b = await postFrom('127.0.0.3', login, demo);
  const token = b.body && typeof b.body === 'object' ? b.body.data?.token : null;
  if (b.status !== 200 || !token) {
    throw new Error(
      `127.0.0.3 could not log in (${b.status}: ${JSON.stringify(b.body)}) while 127.0.0.2 is locked out: both count as one address`,
    );
  }
  log(
    `separate buckets: 127.0.0.2 locked out after ${attempts} password logins (${last.body?.message}); 127.0.0.3 logs in (200)`,
  );
}

async function main() {
  const nginx = buildAndNginx();
  const { tmp, spawnLogged, waitUntil, spawnApi, startNginx, stop, tails } =
    loggedChildren('xcx-rolling-');
  const cleanup = async () => {
    await stop();
    rmSync(tmp, { recursive: true, force: true });
    removeSecondBuild();
  };
  process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    const apiPort = Number(process.env.ROLLING_API_PORT) || (await freePort());
    const webPorts = process.env.ROLLING_WEB_PORTS
      ? process.env.ROLLING_WEB_PORTS.split(',').map(Number)
      : await Array.from({ length: INSTANCES }).reduce(
          async (ports) => [...(await ports), await freePort()],
          Promise.resolve([]),
        );
    const lbPort = Number(process.env.ROLLING_LB_PORT) || (await freePort());
    const apiBase = `http://127.0.0.1:${apiPort}`;

    log(`local API on ${apiPort}, web instances on ${webPorts.join(' and ')}, nginx on ${lbPort}`);
    // Demo mode: the seeded accounts log in with the demo password (the lockout check logs one in).
    const apiEnv = {
      LOCAL_API_PORT: String(apiPort),
      LOCAL_API_DB: path.join(tmp, 'api.sqlite'),
      LOCAL_API_QUIET: '1',
      LOCAL_API_DEMO: '1',
    };
    let api = spawnApi({ ...apiEnv, LOCAL_API_RATE_LIMIT_SCALE: '0' });
    const second = copyBuildWithNewId();

    const web = webPorts.map(() => null);
    let lb = null;
    const healthzPid = async (base) => {
      try {
        return (
          await (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) })).json()
        ).pid;
      } catch {
        return null;
      }
    };
    const startInstance = async (i, distDir) => {
      const cmd = webServerCommand();
      web[i] = spawnLogged(`web-${i}`, cmd.bin, cmd.args, {
        PORT: String(webPorts[i]),
        HOSTNAME_BIND: '127.0.0.1',
        API_BASE: apiBase,
        NEXT_DIST_DIR: distDir,
        WEB_WORKERS: '1',
        // Only nginx (it connects from 127.0.0.1) is a proxy: see checkSeparateBuckets.
        TRUSTED_PROXIES: '127.0.0.1/32',
        // /healthz names its pid only when asked: this check needs to see which instance answered.
        WEB_HEALTHZ_PID: '1',
      });
      await waitUntil(`web instance ${i}`, () =>
        probe(`http://127.0.0.1:${webPorts[i]}/readyz`, 2000),
      );
      // nginx took it out when it refused connections during its restart (passive health, a few
      // seconds): wait until nginx sends it requests again (its pid answers /healthz through
      // nginx) before the next instance goes down, or both could be out at once.
      if (lb)
        await waitUntil(
          `nginx routing to instance ${i}`,
          async () => (await healthzPid(lb)) === web[i].pid,
          30_000,
        );
    };
    const stopInstance = async (i) => {
      const child = web[i];
      const exited = new Promise((resolve) =>
        child.once('exit', (code, signal) => resolve(code ?? signal)),
      );
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0)
        throw new Error(`web instance ${i} exited with ${code} on SIGTERM (logs: ${tmp})`);
    };

    await waitUntil('the local API', () => probe(`${apiBase}/health`, 2000));
    await Promise.all(webPorts.map((_, i) => startInstance(i, '.next')));

    lb = await startNginx(nginx, lbPort, webPorts);

    const { articleRoute } = await keyPages(lb);
    const apiGet = '/api/v1/home/index?channel=news&page=1&per-page=10';
    const paths = ['/', articleRoute, apiGet];
    // A logged-in reader's view passes the cache (deploy/nginx.conf): the instances serve it.
    const login = await postFrom('127.0.0.1', `${lb}/api/v1/auth/login`, {
      phone: '13800000001',
      password: 'xcx123456',
    });
    const token = login.body?.data?.token;
    if (!token) throw new Error(`the demo account could not log in (${login.status})`);
    log(`load on ${paths.join(', ')} and ${articleRoute} logged in, through nginx`);

    const statuses = new Map();
    const errors = new Map();
    const load = autocannon({
      url: lb,
      connections: Number(process.env.ROLLING_CONNECTIONS) || 2,
      duration: 600,
      reconnectRate: loadReconnectRate(),
      // Seconds. A busy machine is slow, not failing: only an answer that never comes counts.
      timeout: 60,
      headers: { 'user-agent': MOBILE_UA, 'accept-encoding': 'gzip' },
      requests: [
        ...paths.map((p) => ({ method: 'GET', path: p })),
        {
          method: 'GET',
          path: articleRoute,
          // A request's own headers replace the shared ones: the user agent again.
          headers: { 'user-agent': MOBILE_UA, 'accept-encoding': 'gzip', cookie: `token=${token}` },
        },
      ],
    });
    load.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    load.on('reqError', (err) =>
      errors.set(err.code ?? err.message, (errors.get(err.code ?? err.message) ?? 0) + 1),
    );
    const finished = new Promise((resolve) => load.once('done', resolve));

    const answered = () => [...statuses.values()].reduce((a, b) => a + b, 0);
    /** Waits for `n` more answers, so each step happens under load. */
    const moreAnswers = async (what, n) => {
      const target = answered() + n;
      await waitUntil(what, async () => answered() >= target, 60_000);
    };
    await moreAnswers('steady load', 20);
    log('restart instance 0: SIGTERM, start, wait for /readyz');
    await stopInstance(0);
    await startInstance(0, '.next');
    for (const i of webPorts.keys()) {
      log(`deploy: instance ${i} to the second build (${second.oldId} -> ${second.newId})`);
      await stopInstance(i);
      await startInstance(i, SECOND_DIST);
    }
    const served = await (await fetch(`${lb}/builds/latest.json`)).json();
    if (served.id !== second.newId)
      throw new Error(`after the deploy nginx serves build ${served.id}, not ${second.newId}`);
    await moreAnswers('load on the new build', 20);
    load.stop();
    const result = await finished;

    const twoxx = result['2xx'];
    const failed = result.errors + result.timeouts;
    console.log('');
    console.log(
      `requests          ${result.requests.total} in ${result.duration} s (${result.requests.average} req/s on average, p99 ${result.latency.p99} ms)`,
    );
    console.log(`2xx               ${twoxx}`);
    console.log(
      `non-2xx           ${result.non2xx}${
        result.non2xx
          ? ` (${[...statuses]
              .filter(([s]) => s < 200 || s > 299)
              .map(([s, n]) => `${s}: ${n}`)
              .join(', ')})`
          : ''
      }`,
    );
    console.log(
      `failed            ${failed} (errors ${result.errors}, timeouts ${result.timeouts}${errors.size ? `: ${[...errors].map(([e, n]) => `${e} ${n}`).join(', ')}` : ''})`,
    );
    console.log(
      `restarts          1 rolling restart and ${webPorts.length} switches to build ${second.newId}, in ${elapsed()} in all`,
    );
    let ok = failed === 0 && result.non2xx === 0 && twoxx > 0;
    console.log(ok ? '\nOK: 0 failed requests, 0 non-2xx' : `\nFAIL (logs: ${tmp})`);
    if (ok) {
      // The load ran without limits; the lockout needs the real ones: the same database, restarted.
      log('restart the local API with the default rate limits');
      const apiExited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await apiExited;
      api = spawnApi({ ...apiEnv, LOCAL_API_RATE_LIMIT_SCALE: '1' });
      await waitUntil('the local API, restarted', () => probe(`${apiBase}/health`, 2000));
      await waitUntil('the site through nginx', () => probe(`${lb}/readyz`, 2000));
      await checkSeparateBuckets(lb, log);
      console.log('OK: two clients behind nginx, two buckets');
    }
    if (!ok) {
      for (const tail of tails(['nginx-error', ...webPorts.map((_, i) => `web-${i}`)]))
        console.log(tail);
    }
    await cleanup();
    process.exit(ok ? 0 : 1);
  } catch (err) {
    console.error(`[rolling] ${err instanceof Error ? err.message : err}`);
    for (const tail of tails(['nginx-error', 'web-0', 'web-1', 'web-2', 'web-3', 'api']))
      console.error(tail);
    await cleanup();
    process.exit(1);
  }
}

await main();
