#!/usr/bin/env node
// `npm run bench:cache` (docs/deploy.md, "Shared cache"): what the balancer's page cache saves. One
// production web instance (one worker) behind two nginx of the repo's config (deploy/nginx.conf),
// one with its page cache and one without (`proxy_cache off`), on the bundled local API. For
// anonymous `/`, an article, and the article logged in (the token cookie: it passes the cache),
// BENCH_CACHE_CONNECTIONS connections (100) for BENCH_CACHE_SECONDS (20) through each nginx, with a
// phone's user agent and gzip; it prints requests a second, errors and non-2xx answers, and the web
// process's CPU (user + system, from /proc) per served view, and writes them to
// bench-results/cache.json. The default cache times of a deploy (WEB_CACHE_S_MAXAGE, WEB_CACHE_SWR).
// Needs a production build and nginx.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  MOBILE_UA,
  freePort,
  keyPages,
  printTable,
  root,
  start,
  startLocalApi,
  stopAll,
  waitFor,
} from './bench-lib.mjs';
import { loadReconnectRate, nginxArgs, nginxBinary, writeNginxConf } from './nginx-lib.mjs';
import { webServerCommand } from './web-runtime.mjs';

const CONNECTIONS = Number(process.env.BENCH_CACHE_CONNECTIONS) || 100;
const SECONDS = Number(process.env.BENCH_CACHE_SECONDS) || 20;
/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICK = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICK;
}

function run(url, headers, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        timeout: 30,
        headers,
        reconnectRate: loadReconnectRate(),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npm run build` first');
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed: `apt-get install -y nginx`');
  const api = await startLocalApi('bench-cache', { LOCAL_API_DEMO: '1' });
  const webPort = await freePort();
  const cmd = webServerCommand();
  const web = start(cmd.bin, cmd.args, {
    PORT: String(webPort),
    HOSTNAME_BIND: '127.0.0.1',
    API_BASE: `http://127.0.0.1:${api.port}`,
    WEB_WORKERS: '1',
    TRUSTED_PROXIES: '127.0.0.1/32',
  });
  await waitFor(`http://127.0.0.1:${webPort}/readyz`);
  const fronts = {};
  const tmps = [];
  for (const cache of [true, false]) {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'xcx-bench-cache-'));
    tmps.push(prefix);
    const port = await freePort();
    const file = writeNginxConf({ prefix, listenPort: port, webPorts: [webPort], cache });
    const child = spawn(nginx, nginxArgs(prefix, file), { stdio: 'ignore' });
    fronts[cache ? 'cache' : 'none'] = { base: `http://127.0.0.1:${port}`, child };
    await waitFor(`http://127.0.0.1:${port}/readyz`);
  }
  try {
    console.log(
      `[bench:cache] web server on ${cmd.label}, ${CONNECTIONS} connections × ${SECONDS} s`,
    );
    const { articleRoute } = await keyPages(fronts.none.base);
    const login = await fetch(`${fronts.none.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': MOBILE_UA },
      body: JSON.stringify({ phone: '13800000001', password: 'xcx123456' }),
    }).then((r) => r.json());
    const token = login?.data?.token;
    if (!token) throw new Error('the demo account could not log in');
    const cases = [
      ['/', '/', {}],
      ['article', articleRoute, {}],
      ['article, logged in', articleRoute, { cookie: `token=${token}` }],
    ];
    const rows = [];
    const results = [];
    for (const [name, pathname, extra] of cases) {
      for (const front of ['none', 'cache']) {
        const headers = { 'user-agent': MOBILE_UA, 'accept-encoding': 'gzip', ...extra };
        // Warm: the render's code paths, and the cache for the cached run.
        await run(`${fronts[front].base}${pathname}`, headers, 3).catch(() => null);
        const cpuBefore = cpuSeconds(web.pid);
        const result = await run(`${fronts[front].base}${pathname}`, headers);
        const cpu = cpuSeconds(web.pid) - cpuBefore;
        const served = result.requests.total;
        const row = {
          page: name,
          cache: front === 'cache' ? 'nginx cache' : 'no cache',
          'req/s': Math.round(result.requests.average),
          'p99 ms': result.latency.p99,
          'web CPU ms/view': served ? Number(((cpu * 1000) / served).toFixed(3)) : null,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        };
        rows.push(row);
        results.push({ ...row, path: pathname, served, webCpuSeconds: cpu });
      }
    }
    const columns = Object.keys(rows[0]);
    printTable([columns, ...rows.map((row) => columns.map((c) => row[c]))]);
    console.log('');
    for (const [name] of cases) {
      const [none, cached] = rows.filter((r) => r.page === name);
      console.log(
        `${name}: ${(cached['req/s'] / none['req/s']).toFixed(1)}× the requests a second, ${(
          cached['web CPU ms/view'] / none['web CPU ms/view']
        ).toFixed(3)} of the web CPU per view`,
      );
    }
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench-results', 'cache.json'),
      `${JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, node: cmd.label, results }, null, 2)}\n`,
    );
  } finally {
    for (const { child } of Object.values(fronts)) child.kill('SIGTERM');
    stopAll();
    await new Promise((r) => setTimeout(r, 500));
    api.removeDb();
    for (const prefix of tmps) rmSync(prefix, { recursive: true, force: true });
  }
}

try {
  await main();
  process.exit(0);
} catch (err) {
  console.error(`[bench:cache] ${err instanceof Error ? err.message : err}`);
  stopAll();
  process.exit(1);
}
