#!/usr/bin/env node
// `npm run bench:memory`: the web server's memory under sustained load.
// Starts the bundled local API (fresh database) and the production web server
// (scripts/web-server.mjs, what `npm start` runs) on free ports, then records the web server's
// RSS, its workers' included (WEB_WORKERS as `npm start`): at start (after a short warm-up), after 50 connections for 90 s on `/` and then 90 s on an
// article page (autocannon), and after 60 s idle. Target: under 400 MB after the load and back
// within 20 % of the starting RSS after the idle minute. Needs a production build (`npm run build`).
//
// Knobs: WEB_HEAP_MB, WEB_SEMI_MB, WEB_WORKERS and WEB_NODE (as `npm start`), BENCH_MEM_CONNECTIONS (50), BENCH_MEM_SECONDS (90 per page), BENCH_MEM_IDLE (60 s),
// BENCH_MEM_SNAPSHOT=1 (starts the web server, one worker, with --heapsnapshot-signal=SIGUSR2 and writes a heap
// snapshot after the load and after the idle minute into bench-results/, to follow retainers).
// Writes bench-results/memory.json. Measures and exits 0 even when a target is missed.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processTree } from './bench-cpu.mjs';
import { freePort, MOBILE_UA, start, startLocalApi, stopAll, waitFor } from './bench-lib.mjs';
import { WEB_HEAP_MB, WEB_SEMI_MB, WEB_WORKERS } from './web-heap.mjs';
import { webServerCommand } from './web-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_MEM_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_MEM_SECONDS ?? 90);
const IDLE = Number(process.env.BENCH_MEM_IDLE ?? 60);
const SNAPSHOT = process.env.BENCH_MEM_SNAPSHOT === '1';
const TARGET_LOADED_MB = 400;
const TARGET_IDLE_RATIO = 1.2;
const outDir = path.join(root, 'bench-results');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident set size of one process in MB (VmRSS from /proc). */
function processRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // ended while we read
  }
}

/**
 * The web server's RSS in MB (the child process `web`): the process and its workers
 * (scripts/web-server.mjs runs WEB_WORKERS of them), in all and the largest one.
 */
function rssMb(web) {
  const tree = processTree(web.pid);
  const each = tree.map(processRssMb);
  // A server that died under the load (out of memory past WEB_HEAP_MB) has no RSS: that is a failure, not 0 MB.
  const gone = web.exitCode !== null || web.signalCode !== null || !existsSync(`/proc/${web.pid}`);
  return {
    total: Math.round(each.reduce((a, b) => a + b, 0)),
    largest: Math.round(Math.max(...each)),
    processes: gone ? 0 : tree.length,
    gone,
  };
}

/** Sends SIGUSR2 and waits for the new .heapsnapshot file the web process writes into its cwd. */
async function heapSnapshot(pid, name) {
  const before = new Set(readdirSync(root).filter((f) => f.endsWith('.heapsnapshot')));
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 600; i++) {
    await sleep(1000);
    const fresh = readdirSync(root).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (fresh) {
      // Written when the size stops changing.
      let size = -1;
      for (;;) {
        await sleep(1000);
        const next = readFileSync(path.join(root, fresh)).length;
        if (next === size) break;
        size = next;
      }
      const target = path.join(outDir, `memory-${name}.heapsnapshot`);
      renameSync(path.join(root, fresh), target);
      console.log(`[bench-memory] heap snapshot: ${path.relative(root, target)}`);
      return;
    }
  }
  console.error('[bench-memory] no heap snapshot was written');
}

async function cannon(url) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'user-agent': MOBILE_UA },
  });
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npm run build` first');
  mkdirSync(outDir, { recursive: true });
  const webPort = await freePort();
  const base = `http://127.0.0.1:${webPort}`;
  // Page loads only; the per-address limits (search-hot counting) would answer 429s.
  const {
    port: apiPort,
    db,
    removeDb,
  } = await startLocalApi('bench-memory', { LOCAL_API_RATE_LIMIT_SCALE: '0' });
  console.log(`[bench-memory] local API on ${apiPort}, web on ${webPort}, fresh DB ${db}`);
  // What `npm start` runs (scripts/start.mjs): the same command, Node and heap flags.
  const webCommand = webServerCommand({
    extraFlags: SNAPSHOT ? ['--heapsnapshot-signal=SIGUSR2'] : [],
  });
  console.log(`[bench-memory] web server on ${webCommand.label}`);
  const web = start(webCommand.bin, webCommand.args, {
    PORT: String(webPort),
    LOCAL_API_PORT: String(apiPort),
    // A snapshot is of one Next server: one worker, in the process signalled.
    ...(SNAPSHOT ? { WEB_WORKERS: '1' } : {}),
  });
  await waitFor(`${base}/api/health`);

  const feed = await (
    await fetch(`${base}/api/v1/home/index?channel=news&page=1&per-page=1`)
  ).json();
  const article = `/article/${feed?.data?.list?.[0]?.id ?? 1}`;

  // Warm-up: every route's code loaded once, so "start" is a server that has served pages.
  for (const route of ['/', article])
    for (let i = 0; i < 20; i++)
      await (await fetch(base + route, { headers: { 'user-agent': MOBILE_UA } })).text();
  await sleep(2000);
  const startRss = rssMb(web);
  console.log(
    `[bench-memory] RSS at start ${startRss.total} MB (${startRss.processes} processes, largest ${startRss.largest} MB)`,
  );

  const runs = {};
  for (const route of ['/', article]) {
    console.log(`[bench-memory] autocannon ${route} (${CONNECTIONS} connections, ${SECONDS} s)...`);
    runs[route] = await cannon(base + route);
    runs[route].rssAfterMb = rssMb(web);
    console.log(`[bench-memory]   ${JSON.stringify(runs[route])}`);
  }
  const loadedRss = rssMb(web);
  if (SNAPSHOT) await heapSnapshot(web.pid, 'loaded');
  console.log(`[bench-memory] idle ${IDLE} s...`);
  await sleep(IDLE * 1000);
  const idleRss = rssMb(web);
  if (SNAPSHOT) await heapSnapshot(web.pid, 'idle');
  stopAll();
  removeDb();

  const loadedOk = !loadedRss.gone && loadedRss.total < TARGET_LOADED_MB;
  const idleOk = !idleRss.gone && idleRss.total <= startRss.total * TARGET_IDLE_RATIO;
  const mb = (r) =>
    r.gone
      ? `the web server exited (code ${web.exitCode ?? web.signalCode}): see its log above`
      : `${r.total} MB (largest process ${r.largest} MB)`;
  const rows = [
    [`RSS at start, ${startRss.processes} processes`, mb(startRss), ''],
    [
      `RSS after the load (${CONNECTIONS} conn × ${SECONDS} s on / then an article)`,
      mb(loadedRss),
      `< ${TARGET_LOADED_MB} MB ${loadedOk ? 'pass' : 'FAIL'}`,
    ],
    [
      `RSS after ${IDLE} s idle`,
      mb(idleRss),
      `≤ ${Math.round(startRss.total * TARGET_IDLE_RATIO)} MB ${idleOk ? 'pass' : 'FAIL'}`,
    ],
  ];
  console.log('\n| measure | value | target |\n| --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  const result = {
    at: new Date().toISOString(),
    node: process.version,
    webNode: webCommand.version,
    webHeapMb: WEB_HEAP_MB || null,
    webSemiMb: WEB_SEMI_MB || null,
    webWorkers: SNAPSHOT ? 1 : WEB_WORKERS,
    loadavg: os.loadavg(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    idleSeconds: IDLE,
    startRss,
    loadedRss,
    idleRss,
    runs,
    loadedOk,
    idleOk,
  };
  writeFileSync(path.join(outDir, 'memory.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n[bench-memory] wrote ${path.relative(root, path.join(outDir, 'memory.json'))}`);
}

main().catch((err) => {
  console.error(err);
  stopAll();
  process.exit(1);
});
