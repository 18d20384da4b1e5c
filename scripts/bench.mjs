#!/usr/bin/env node
// `npm run bench`: measures the production build with the bundled local API (a fresh database),
// started here on free ports and stopped at the end.
//   (a) Lighthouse mobile performance of the key pages, median of 3 runs each;
//   (b) the gzipped JavaScript each page loads on first visit (every <script src> of its HTML);
//   (c) server throughput of / and an article page with autocannon (WEB_WORKERS web workers, as `npm start`),
//       gzipped as a phone asks, with where the ceiling was: how busy the machine's cores were and how
//       busy the busiest web main thread (one worker's render runs on its main thread);
//   (d) server CPU per request: the CPU time of the web server's and the local API's process trees
//       (utime + stime from /proc/<pid>/stat) over a fixed number of requests per page, the pages
//       interleaved in rounds (scripts/bench-cpu.mjs). On a shared 2-core machine req/s moves by
//       half from run to run; CPU per request much less, and interleaving spreads what remains
//       over every page alike.
// When the same-stack peer is built (scripts/bench-peer.mjs: `--peer-dir DIR`, BENCH_PEER_DIR or
// ../peer-nuxt), its `/` and article are measured in the same run, each part the same way (its CPU
// rounds interleaved with ours), and a second table gives ours against the peer.
// The framework's floor (scripts/bench-floor.mjs: a one-page Next app built once per installed
// version of next, react and react-dom) is served beside ours and measured in the same run, each
// part the same way, and a floor table gives per page: CPU per view, ours − floor, ours ÷ peer;
// first-load JS, ours − floor; the inline Flight payload and its share of the HTML.
// Prints one table against the targets and writes bench-results/latest.json. It measures; it is
// not a test: it exits 0 even when a target is missed (and 1 only when it could not measure).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { cpuPerRequestInterleaved, loadCeiling } from './bench-cpu.mjs';
import {
  ensureFloorBuild,
  FLOOR_LABEL,
  FLOOR_PAGE,
  flightBytes,
  floorRow,
  JS_MARGIN_KB,
  jsBudgetBytes,
  startFloor,
} from './bench-floor.mjs';
import {
  fetchPage,
  firstLoadJs,
  freePort,
  keyPages,
  MOBILE_UA,
  NOT_FOUND_ROUTE,
  pickPages,
  printTable,
  start,
  startLocalApi,
  stopAll,
  waitFor,
} from './bench-lib.mjs';
import { PEER_PAGES, peerBuilt, peerDir, peerLabel, peerRatios, startPeer } from './bench-peer.mjs';
import { WEB_WORKERS } from './web-heap.mjs';
import { webServerCommand } from './web-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TARGETS = {
  lighthouse: 95,
  // First-load JS: the floor's plus JS_MARGIN_KB (scripts/bench-floor.mjs), set once the floor is built.
  jsKb: null,
  rps: 250,
  p99Ms: 300,
  cpuMs: { '/': 12, article: 12, notFound: 10, other: 15 },
};
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CANNON_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CPU_REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 600);
const WARM_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 15);
const CPU_CONCURRENCY = 4;
const CPU_ROUNDS = Math.max(1, Number(process.env.BENCH_CPU_ROUNDS ?? 6));
// BENCH_ONLY picks parts, e.g. BENCH_ONLY=cpu (a quick, stable figure while working on server cost)
// or BENCH_ONLY=js,lighthouse; default all four: lighthouse, js, throughput, cpu.
const PARTS = new Set(
  (process.env.BENCH_ONLY || 'lighthouse,js,throughput,cpu').split(',').map((p) => p.trim()),
);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

async function pageStatus(base, route) {
  const res = await fetch(base + route, {
    headers: { 'user-agent': MOBILE_UA },
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
}

function bundleStats() {
  const file = path.join(root, '.next', 'diagnostics', 'route-bundle-stats.json');
  if (!existsSync(file)) return null;
  try {
    const rows = JSON.parse(readFileSync(file, 'utf8'));
    return new Map(rows.map((r) => [r.route, r]));
  } catch {
    return null;
  }
}

function gzipOfChunks(chunkPaths) {
  let gz = 0;
  for (const p of chunkPaths) {
    const f = path.join(root, p);
    if (existsSync(f)) gz += gzipSync(readFileSync(f), { level: 9 }).length;
  }
  return gz;
}

/** The first DOM snippet anywhere in an audit's details (the LCP element's shape varies by version). */
function findSnippet(node) {
  if (!node || typeof node !== 'object') return null;
  if (typeof node.snippet === 'string') return node.snippet;
  for (const value of Object.values(node)) {
    const found = findSnippet(value);
    if (found) return found;
  }
  return null;
}

async function lighthouseRuns(url, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const scores = [];
  const audits = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      // The default config is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown).
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result.lhr;
      const score = lhr.categories.performance.score;
      scores.push(score === null ? null : Math.round(score * 100));
      const a = lhr.audits;
      audits.push({
        score: score === null ? null : Math.round(score * 100),
        fcpMs: a['first-contentful-paint']?.numericValue,
        lcpMs: a['largest-contentful-paint']?.numericValue,
        tbtMs: a['total-blocking-time']?.numericValue,
        cls: a['cumulative-layout-shift']?.numericValue,
        siMs: a['speed-index']?.numericValue,
        renderBlocking:
          a['render-blocking-resources']?.details?.items?.map((it) => ({
            url: it.url,
            wastedMs: it.wastedMs,
          })) ?? [],
        unusedJs:
          a['unused-javascript']?.details?.items?.map((it) => ({
            url: it.url,
            wastedBytes: it.wastedBytes,
          })) ?? [],
        lcpElement: findSnippet(a['largest-contentful-paint-element']?.details),
        // What Lighthouse itself blames: the weakest performance audits with their numbers.
        weakest: Object.values(a)
          .filter(
            (x) =>
              typeof x.score === 'number' &&
              x.score < 0.9 &&
              x.scoreDisplayMode !== 'informative' &&
              x.scoreDisplayMode !== 'notApplicable',
          )
          .map((x) => ({ id: x.id, score: x.score, value: x.displayValue ?? null }))
          .sort((p, q) => p.score - q.score)
          .slice(0, 8),
        mainThread:
          a['mainthread-work-breakdown']?.details?.items?.map((it) => ({
            group: it.groupLabel ?? it.group,
            ms: Math.round(it.duration),
          })) ?? [],
        bootup:
          a['bootup-time']?.details?.items?.slice(0, 5).map((it) => ({
            url: it.url,
            scriptingMs: Math.round(it.scripting ?? 0),
            totalMs: Math.round(it.total ?? 0),
          })) ?? [],
        runtimeError: lhr.runtimeError?.message ?? null,
      });
    } finally {
      await chrome.kill();
    }
  }
  return { median: median(scores.filter((s) => s !== null)), scores, audits };
}

async function cannon(url) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    connections: 20,
    duration: CANNON_SECONDS,
    // As a phone's browser (and the CPU rows' fetch) asks: the pages go out gzipped.
    headers: { 'user-agent': MOBILE_UA, 'accept-encoding': 'gzip, deflate' },
  });
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

function cpuTarget(route, articleRoute) {
  if (route === '/') return TARGETS.cpuMs['/'];
  if (route === articleRoute) return TARGETS.cpuMs.article;
  if (route === NOT_FOUND_ROUTE) return TARGETS.cpuMs.notFound;
  return TARGETS.cpuMs.other;
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.error('[bench] no production build: run `npm run build` first');
    process.exit(1);
  }
  // The floor's build first (once per framework version): building costs CPU the measures must not see.
  const floorBuild = await ensureFloorBuild({ log: (line) => console.log(`[bench] ${line}`) });
  TARGETS.jsKb = +(jsBudgetBytes(floorBuild.firstLoadJs.gzipBytes) / 1024).toFixed(1);
  const webPort = await freePort();
  const base = `http://127.0.0.1:${webPort}`;
  const { child: apiChild, port: apiPort, db, removeDb } = await startLocalApi('bench');
  console.log(`[bench] local API on ${apiPort}, web on ${webPort}, fresh DB ${db}`);
  // What `npm start` runs (scripts/start.mjs): the same command, Node and heap flags.
  const webCommand = webServerCommand();
  console.log(`[bench] web server on ${webCommand.label}`);
  const webChild = start(webCommand.bin, webCommand.args, {
    PORT: String(webPort),
    LOCAL_API_PORT: String(apiPort),
  });
  await waitFor(`${base}/api/health`);

  // BENCH_PAGES picks the pages (scripts/bench-lib.mjs, pickPages), e.g. BENCH_PAGES=/,:article beside the peer.
  const key = await keyPages(base);
  const pages = pickPages(process.env.BENCH_PAGES, key) ?? key.pages;
  const { articleRoute } = key;

  // The peer, when built: its pages are listed under their label, and `at` says where each is served.
  const peerAt = peerDir();
  let peer = null;
  if (peerBuilt(peerAt.dir)) {
    peer = await startPeer(peerAt.dir, webCommand.bin);
    console.log(
      `[bench] peer ${peerAt.dir} on ${peer.port} (mock API on ${peer.apiPort}), same Node as ours`,
    );
  } else if (peerAt.explicit) {
    throw new Error(
      `${peerAt.dir} has no built peer: there, \`npm install && npm run build\` (its README)`,
    );
  } else {
    console.log(
      `[bench] no built peer at ${peerAt.dir}: measuring ours only (scripts/bench-peer.mjs)`,
    );
  }
  const floor = await startFloor(floorBuild.dir, webCommand.bin);
  console.log(
    `[bench] floor app (next ${floorBuild.versions.next}, react ${floorBuild.versions.react}) on ${floor.port}, same Node as ours`,
  );
  // The floor's page and the peer's are measured as routes of their own, beside ours.
  const peerRoutes = peer ? PEER_PAGES.map(peerLabel) : [];
  const otherRoutes = [FLOOR_LABEL, ...peerRoutes];
  const at = (route) => {
    if (route === FLOOR_LABEL)
      return { base: floor.base, path: FLOOR_PAGE, webPid: floor.web.pid, apiPid: null };
    const page = peer && PEER_PAGES.find((p) => peerLabel(p) === route);
    return page
      ? { base: peer.base, path: page, webPid: peer.web.pid, apiPid: peer.api.pid }
      : { base, path: route, webPid: webChild.pid, apiPid: apiChild.pid };
  };

  // Warm the server (first render compiles nothing in production, but fills caches and JIT):
  // rounds over every page, so V8 has optimised the shared render path before the first page is
  // measured (with one round the first page measured reads higher than it does later).
  for (let round = 0; round < WARM_ROUNDS; round++) {
    for (const p of [...pages, NOT_FOUND_ROUTE, ...otherRoutes])
      await fetchPage(at(p).base + at(p).path).catch(() => undefined);
  }

  const cpu = [];
  if (PARTS.has('cpu')) {
    const routes = [...pages, NOT_FOUND_ROUTE, ...otherRoutes];
    const statuses = new Map();
    for (const route of routes)
      statuses.set(route, (await pageStatus(at(route).base, at(route).path)).status);
    const elsewhere = new Map(
      otherRoutes.map((route) => [
        route,
        {
          url: at(route).base + at(route).path,
          webPid: at(route).webPid,
          apiPid: at(route).apiPid,
        },
      ]),
    );
    console.log(
      `[bench] CPU per request: ${routes.length} pages, ${CPU_REQUESTS} requests each, ${CPU_CONCURRENCY} at a time, interleaved in ${CPU_ROUNDS} rounds...`,
    );
    const measured = await cpuPerRequestInterleaved(base, routes, webChild.pid, apiChild.pid, {
      requests: CPU_REQUESTS,
      concurrency: CPU_CONCURRENCY,
      rounds: CPU_ROUNDS,
      elsewhere,
      onRound: (round) => console.log(`[bench]   round ${round + 1} of ${CPU_ROUNDS}`),
    });
    for (const m of measured) cpu.push({ status: statuses.get(m.route), ...m });
  }

  const stats = bundleStats();
  const rows = [];
  for (const route of PARTS.has('js') || PARTS.has('lighthouse')
    ? [...pages, ...otherRoutes]
    : []) {
    const { status, html } = await pageStatus(at(route).base, at(route).path);
    const row = { route, status };
    if (status !== 200) {
      row.lighthouse = `n/a (${status})`;
      row.js = `n/a (${status})`;
      rows.push(row);
      continue;
    }
    row.js = await firstLoadJs(at(route).base, html);
    row.flight = flightBytes(html);
    const statKey = otherRoutes.includes(route) ? null : statKeyOf(route);
    const stat = stats && statKey ? stats.get(statKey) : null;
    if (stat) {
      row.js.buildStats = {
        route: statKey,
        uncompressedBytes: stat.firstLoadUncompressedJsBytes,
        gzipBytes: gzipOfChunks(stat.firstLoadChunkPaths ?? []),
      };
    }
    if (PARTS.has('lighthouse')) {
      console.log(`[bench] lighthouse ${route} (${RUNS} runs)...`);
      row.lighthouse = await lighthouseRuns(at(route).base + at(route).path, RUNS);
    } else {
      row.lighthouse = 'not measured';
    }
    rows.push(row);
  }
  function statKeyOf(route) {
    return route === '/'
      ? '/'
      : stats &&
          [...stats.keys()].find((k) =>
            new RegExp(`^${k.replace(/\[[^\]]+\]/g, '[^/]+')}$`).test(route),
          );
  }

  const throughput = [];
  for (const route of PARTS.has('throughput') ? ['/', articleRoute, ...peerRoutes] : []) {
    const { status } = await pageStatus(at(route).base, at(route).path);
    if (status !== 200) {
      throughput.push({ route, result: `n/a (${status})` });
      continue;
    }
    console.log(`[bench] autocannon ${route} (20 connections, ${CANNON_SECONDS} s)...`);
    const { result, ...ceiling } = await loadCeiling(at(route).webPid, () =>
      cannon(at(route).base + at(route).path),
    );
    throughput.push({ route, result: { ...result, ...ceiling } });
  }

  stopAll();

  // One table; the peer's and the floor's rows are not held to our targets.
  const verdict = (route, ok) =>
    peerRoutes.includes(route) ? 'peer' : route === FLOOR_LABEL ? 'floor' : ok ? 'PASS' : 'FAIL';
  const table = [['measure', 'page', 'value', 'target', 'result']];
  for (const r of rows) {
    const lh = typeof r.lighthouse === 'string' ? r.lighthouse : r.lighthouse.median;
    table.push([
      'Lighthouse mobile perf (median of 3)',
      r.route,
      typeof r.lighthouse === 'string' ? lh : `${lh} (runs ${r.lighthouse.scores.join(', ')})`,
      `>= ${TARGETS.lighthouse}`,
      typeof lh === 'number' ? verdict(r.route, lh >= TARGETS.lighthouse) : '-',
    ]);
  }
  for (const r of rows) {
    const kb = typeof r.js === 'string' ? r.js : (r.js.gzipBytes / 1024).toFixed(1);
    const cross =
      typeof r.js === 'object' && r.js.buildStats
        ? ` (build stats ${(r.js.buildStats.gzipBytes / 1024).toFixed(1)} KB)`
        : '';
    table.push([
      'first-load JS, gzip',
      r.route,
      typeof r.js === 'string' ? kb : `${kb} KB, ${r.js.scripts} scripts${cross}`,
      `<= ${TARGETS.jsKb} KB (floor + ${JS_MARGIN_KB})`,
      typeof r.js === 'object' ? verdict(r.route, r.js.gzipBytes / 1024 <= TARGETS.jsKb) : '-',
    ]);
  }
  // The web server ran WEB_WORKERS workers, as `npm start` would.
  const throughputLabel = `throughput (20 conn, ${CANNON_SECONDS} s, ${WEB_WORKERS} web worker${WEB_WORKERS > 1 ? 's' : ''})`;
  for (const t of throughput) {
    if (typeof t.result === 'string') {
      table.push([
        throughputLabel,
        t.route,
        t.result,
        `>= ${TARGETS.rps} req/s, p99 < ${TARGETS.p99Ms} ms, 0 errors`,
        '-',
      ]);
      continue;
    }
    const r = t.result;
    const ok = r.rps >= TARGETS.rps && r.p99Ms < TARGETS.p99Ms && r.errors === 0 && r.non2xx === 0;
    table.push([
      throughputLabel,
      t.route,
      `${r.rps} req/s, p99 ${r.p99Ms} ms, ${r.errors} errors, ${r.non2xx} non-2xx; machine ${r.machineBusyPct} % busy` +
        `${r.stealPct ? ` (${r.stealPct} % stolen)` : ''}, busiest web main thread ${r.webMainThreadPct} %`,
      `>= ${TARGETS.rps} req/s, p99 < ${TARGETS.p99Ms} ms, 0 errors`,
      verdict(t.route, ok),
    ]);
  }
  for (const c of cpu) {
    const target = cpuTarget(c.route, articleRoute);
    const spread =
      c.roundsMs.length > 1 ? `; rounds ${Math.min(...c.roundsMs)}-${Math.max(...c.roundsMs)}` : '';
    table.push([
      `server CPU per request (${c.requests} req, ${CPU_ROUNDS} rounds)`,
      `${c.route} (${c.status})`,
      `${c.totalMs} ms (web ${c.webMs}, API ${c.apiMs}${spread}; ${c.rps} req/s at ${CPU_CONCURRENCY} conn${c.failed ? `, ${c.failed} failed` : ''})`,
      `<= ${target} ms`,
      verdict(c.route, c.totalMs <= target),
    ]);
  }
  printTable(table);

  // Ours against the floor (and the peer where it has the same kind of page), page by page.
  const figuresOf = (route) => {
    const r = rows.find((x) => x.route === route);
    return {
      route,
      cpuMs: cpu.find((x) => x.route === route)?.totalMs,
      jsBytes: typeof r?.js === 'object' ? r.js.gzipBytes : undefined,
      flightBytes: r?.flight?.flightBytes,
      htmlBytes: r?.flight?.htmlBytes,
    };
  };
  const floorFigures = figuresOf(FLOOR_LABEL);
  const peerCpuOf = (route) => {
    const kind = route === '/' ? 0 : route === articleRoute ? 1 : -1;
    return kind < 0 || !peer
      ? undefined
      : cpu.find((x) => x.route === peerLabel(PEER_PAGES[kind]))?.totalMs;
  };
  const floorRows = [...pages, FLOOR_LABEL, ...peerRoutes].map((route) =>
    floorRow(
      figuresOf(route),
      floorFigures,
      peerRoutes.includes(route) ? undefined : peerCpuOf(route),
    ),
  );
  // Fixed decimals (2 for ms, 1 for KB); the floor's own differences and the peer's (another
  // framework) against the Next floor are left empty.
  const cell = (x, digits, unit = '') => (x === null ? '-' : `${x.toFixed(digits)}${unit}`);
  const signed = (x, digits) => (x === null ? '-' : `${x > 0 ? '+' : ''}${x.toFixed(digits)}`);
  const ours = (route) => route !== FLOOR_LABEL && !peerRoutes.includes(route);
  console.log(
    `\n[bench] ours beside the floor (next ${floorBuild.versions.next}, react ${floorBuild.versions.react}; ours / peer: the peer's page of the same kind)`,
  );
  printTable([
    [
      'page',
      'CPU ms/view',
      'ours - floor',
      'ours / peer',
      'first-load JS KB',
      'ours - floor',
      'Flight KB',
      'of HTML',
    ],
    ...floorRows.map((r) => [
      r.route,
      cell(r.cpuMs, 2),
      ours(r.route) ? signed(r.cpuOverFloorMs, 2) : '-',
      r.cpuVsPeer === null ? '-' : `x${r.cpuVsPeer.toFixed(2)}`,
      cell(r.jsKb, 1),
      ours(r.route) ? signed(r.jsOverFloorKb, 1) : '-',
      peerRoutes.includes(r.route) ? '-' : cell(r.flightKb, 1),
      peerRoutes.includes(r.route) ? '-' : cell(r.flightPct, 0, ' %'),
    ]),
  ]);

  // Ours against the peer: `/` with `/`, our article with the peer's.
  let ratios = null;
  if (peer) {
    const figures = (home, article) =>
      Object.fromEntries(
        [
          ['home', home],
          ['article', article],
        ].map(([kind, route]) => {
          const c = cpu.find((x) => x.route === route);
          const t = throughput.find((x) => x.route === route)?.result;
          const r = rows.find((x) => x.route === route);
          return [
            kind,
            {
              cpuMs: c?.totalMs,
              rps: t?.rps,
              jsKb: typeof r?.js === 'object' ? r.js.gzipBytes / 1024 : undefined,
              lighthouse: r?.lighthouse?.median,
            },
          ];
        }),
      );
    const ours = figures('/', articleRoute);
    const theirs = figures(peerLabel(PEER_PAGES[0]), peerLabel(PEER_PAGES[1]));
    ratios = peerRatios(ours, theirs);
    const show = (x, digits = 2) => (typeof x === 'number' ? x.toFixed(digits) : '-');
    const side = [
      [
        'page',
        'CPU ms/view ours; peer (x)',
        'req/s ours; peer (x)',
        'first-load JS KB ours; peer (x)',
        'Lighthouse ours; peer',
      ],
    ];
    for (const r of ratios) {
      const o = ours[r.kind];
      const p = theirs[r.kind];
      side.push([
        r.kind === 'home' ? '/ vs peer /' : `${articleRoute} vs peer ${PEER_PAGES[1]}`,
        `${show(o.cpuMs)}; ${show(p.cpuMs)} (${show(r.cpuMs)})`,
        `${show(o.rps, 0)}; ${show(p.rps, 0)} (${show(r.rps)})`,
        `${show(o.jsKb, 1)}; ${show(p.jsKb, 1)} (${show(r.jsKb)})`,
        `${show(o.lighthouse, 0)}; ${show(p.lighthouse, 0)}`,
      ]);
    }
    console.log('\n[bench] ours beside the peer (x = ours ÷ peer)');
    printTable(side);
  }

  const out = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      webNode: webCommand.version,
      loadavg: os.loadavg(),
    },
    webWorkers: WEB_WORKERS,
    targets: TARGETS,
    pages: rows,
    throughput,
    cpuPerRequest: {
      requests: CPU_REQUESTS,
      concurrency: CPU_CONCURRENCY,
      rounds: CPU_ROUNDS,
      pages: cpu,
    },
    peer: peer ? { dir: peerAt.dir, pages: PEER_PAGES.map(peerLabel), ratios } : null,
    floor: { key: floorBuild.key, versions: floorBuild.versions, rows: floorRows },
  };
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', 'latest.json'),
    `${JSON.stringify(out, null, 2)}\n`,
  );
  console.log('\n[bench] wrote bench-results/latest.json');
  removeDb();
}

main()
  .then(() => {
    stopAll();
    setTimeout(() => process.exit(0), 500).unref();
  })
  .catch((err) => {
    console.error('[bench] could not measure:', err);
    stopAll();
    setTimeout(() => process.exit(1), 500).unref();
  });
