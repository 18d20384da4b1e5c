// Server CPU per request, the robust measure on a shared machine: the CPU time (utime + stime from
// /proc/<pid>/stat) of the web server's and the local API's process trees over a fixed number of
// requests. On a 2-core machine req/s moves by half from run to run; CPU per request much less,
// but in a slow hour it too moved by 20-50 % (2026-11-24). So the pages are measured interleaved
// (cpuPerRequestInterleaved): in rounds, each round a slice of every page's requests, so every
// page's figure spans the whole run and a machine that slows down midway weighs on all of them
// alike, instead of on whichever pages came last.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fetchPage } from './bench-lib.mjs';

const CLK_TCK = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of a /proc stat line after the command name (which is in parentheses and may hold spaces): [0] is the state. */
const statFields = (stat) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** pid -> [ppid, cpu ticks (own utime + stime, plus reaped children's)] for every process. */
export function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = statFields(readFileSync(`/proc/${name}/stat`, 'utf8'));
      const ppid = Number(fields[1]);
      const ticks =
        Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      table.set(Number(name), [ppid, ticks]);
    } catch {
      // the process ended while we read
    }
  }
  return table;
}

/** A process and all its descendants (pids), from a processTable(). */
export function processTree(rootPid, table = processTable()) {
  const children = new Map();
  for (const [pid, [ppid]] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** CPU ms used so far by a process and all its descendants. */
export function treeCpuMs(rootPid, table = processTable()) {
  const ticks = processTree(rootPid, table).reduce(
    (sum, pid) => sum + (table.get(pid)?.[1] ?? 0),
    0,
  );
  return (ticks * 1000) / CLK_TCK;
}

/**
 * The order of an interleaved run: `rounds` rounds, each with every route once, each round
 * starting one route later than the one before (so no route is always first after a pause).
 * Returns [round, route] pairs.
 */
export function interleavedSchedule(routes, rounds) {
  const order = [];
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < routes.length; i++)
      order.push([round, routes[(i + round) % routes.length]]);
  }
  return order;
}

/** How many of `requests` fall in each of `rounds` rounds (the remainder in the first ones). */
export function roundSizes(requests, rounds) {
  return Array.from(
    { length: rounds },
    (_, i) => Math.floor(requests / rounds) + (i < requests % rounds ? 1 : 0),
  );
}

/**
 * The whole machine's CPU ticks so far, from the first line of /proc/stat: `busy` (user, nice,
 * system, irq, softirq), `steal` (time the hypervisor gave our cores to someone else) and `all`
 * (those, idle and iowait).
 */
export function machineTicks(statText = readFileSync('/proc/stat', 'utf8')) {
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = statText
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy, steal, all: busy + steal + idle + iowait };
}

/** A thread's own CPU ticks (utime + stime, not its reaped children's) from its /proc stat line. */
export function threadTicks(statText) {
  const fields = statFields(statText);
  return Number(fields[11]) + Number(fields[12]);
}

/** The CPU ticks of each process's main thread, the one whose id is the pid's. */
function mainThreadTicks(pids) {
  const ticks = new Map();
  for (const pid of pids) {
    try {
      ticks.set(pid, threadTicks(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')));
    } catch {
      // the process ended while we read
    }
  }
  return ticks;
}

/**
 * The ceiling's figures from two readings around a load (pure, so its arithmetic is tested on
 * recorded figures): `machine0/1` from machineTicks(), `main0/1` maps of pid -> main-thread ticks,
 * `wallMs` the load's wall time. Returns how busy the machine was (% of all its cores, and the %
 * stolen by the hypervisor) and the busiest main thread (% of the wall time).
 */
export function ceilingFigures({ machine0, machine1, main0, main1, wallMs, clkTck = CLK_TCK }) {
  const all = Math.max(1, machine1.all - machine0.all);
  const wallTicks = (wallMs * clkTck) / 1000;
  const busiest = Math.max(
    0,
    ...[...main1.keys()].map((pid) => main1.get(pid) - (main0.get(pid) ?? 0)),
  );
  return {
    machineBusyPct: Math.round((100 * (machine1.busy - machine0.busy)) / all),
    stealPct: Math.round((100 * (machine1.steal - machine0.steal)) / all),
    webMainThreadPct: Math.round((100 * busiest) / Math.max(1, wallTicks)),
  };
}

/**
 * Where a load's ceiling is. Runs `load()` and returns its result with ceilingFigures() of the web
 * server's tree. A web server's render runs on its main thread: a main thread near 100 % means one
 * worker's event loop is the limit; a machine near 100 %, the cores.
 */
export async function loadCeiling(webPid, load) {
  const pids = processTree(webPid);
  const machine0 = machineTicks();
  const main0 = mainThreadTicks(pids);
  const t0 = Date.now();
  const result = await load();
  const wallMs = Date.now() - t0;
  const machine1 = machineTicks();
  const main1 = mainThreadTicks(pids);
  return { result, ...ceilingFigures({ machine0, machine1, main0, main1, wallMs }) };
}

const round2 = (x) => +x.toFixed(2);

/**
 * Sends `requests` GETs of `url`, `concurrency` at a time; returns the failures, the wall time and
 * the CPU ms of both process trees (`apiPid` null for a server without an API, the floor app's).
 */
export async function measuredBurst(url, webPid, apiPid, requests, concurrency) {
  let sent = 0;
  let failed = 0;
  const worker = async () => {
    while (sent < requests) {
      sent++;
      try {
        await fetchPage(url);
      } catch {
        failed++;
      }
    }
  };
  const before = processTable();
  const web0 = treeCpuMs(webPid, before);
  const api0 = apiPid ? treeCpuMs(apiPid, before) : 0;
  const t0 = Date.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, requests) }, worker));
  const wallMs = Date.now() - t0;
  const after = processTable();
  return {
    failed,
    wallMs,
    webMs: treeCpuMs(webPid, after) - web0,
    apiMs: apiPid ? treeCpuMs(apiPid, after) - api0 : 0,
  };
}

/**
 * CPU ms per request of every route of `routes` (paths under `base`), `requests` per route sent
 * `concurrency` at a time, interleaved over `rounds` rounds. Per route: web, API and total ms per
 * request over all its requests, req/s over its measured time, and `roundsMs`, the total per
 * request of each round (the spread shows how much the machine moved during the run).
 * `elsewhere` maps a route of `routes` that is served by another server (the peer of
 * scripts/bench-peer.mjs, the floor app of scripts/bench-floor.mjs) to its { url, webPid, apiPid };
 * it is measured in the same rounds.
 */
export async function cpuPerRequestInterleaved(
  base,
  routes,
  webPid,
  apiPid,
  { requests, concurrency, rounds, onRound, elsewhere = new Map() },
) {
  const sizes = roundSizes(requests, rounds);
  const acc = new Map(
    routes.map((route) => [
      route,
      { requests: 0, failed: 0, wallMs: 0, webMs: 0, apiMs: 0, roundsMs: [] },
    ]),
  );
  let lastRound = -1;
  for (const [round, route] of interleavedSchedule(routes, rounds)) {
    if (round !== lastRound) {
      lastRound = round;
      onRound?.(round);
    }
    const n = sizes[round];
    if (n === 0) continue;
    const other = elsewhere.get(route);
    const burst = other
      ? await measuredBurst(other.url, other.webPid, other.apiPid, n, concurrency)
      : await measuredBurst(base + route, webPid, apiPid, n, concurrency);
    const a = acc.get(route);
    a.requests += n;
    a.failed += burst.failed;
    a.wallMs += burst.wallMs;
    a.webMs += burst.webMs;
    a.apiMs += burst.apiMs;
    a.roundsMs.push(round2((burst.webMs + burst.apiMs) / n));
  }
  return routes.map((route) => {
    const a = acc.get(route);
    const webMs = a.webMs / a.requests;
    const apiMs = a.apiMs / a.requests;
    return {
      route,
      requests: a.requests,
      failed: a.failed,
      webMs: round2(webMs),
      apiMs: round2(apiMs),
      totalMs: round2(webMs + apiMs),
      rps: Math.round((a.requests * 1000) / Math.max(1, a.wallMs)),
      roundsMs: a.roundsMs,
    };
  });
}

// ---- Side by side (scripts/bench-ab.mjs) ----

/** The mean of a list of numbers. */
export const mean = (xs) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

/** Two-sided 95 % quantile of Student's t with `df` degrees of freedom (1.96 past 30). */
export function tQuantile95(df) {
  const table = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16,
    2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086,
  ];
  if (df <= table.length) return table[Math.max(1, df) - 1];
  return df <= 30 ? 2.086 - ((df - 20) * (2.086 - 2.042)) / 10 : 1.96;
}

/**
 * The order of a side-by-side run: for every batch, every page, both sides, the side that goes
 * first alternating from batch to batch (so neither always runs right after the other's burst).
 */
export function abSchedule(pages, batches) {
  const order = [];
  for (let batch = 0; batch < batches; batch++) {
    for (const page of pages)
      for (const side of batch % 2 === 0 ? ['a', 'b'] : ['b', 'a']) order.push([batch, page, side]);
  }
  return order;
}

/**
 * B against A from paired per-batch figures: the means, B's change in % of A, and a 95 % interval
 * of that change (mean of the per-batch differences ± Student's t × the standard error; null
 * under 3 batches).
 */
export function pairedChange(a, b) {
  const n = Math.min(a.length, b.length);
  const meanA = mean(a.slice(0, n));
  const meanB = mean(b.slice(0, n));
  const diffs = Array.from({ length: n }, (_, i) => b[i] - a[i]);
  const d = mean(diffs);
  let interval = null;
  if (n >= 3) {
    const sd = Math.sqrt(diffs.reduce((s, x) => s + (x - d) ** 2, 0) / (n - 1));
    const half = (tQuantile95(n - 1) * sd) / Math.sqrt(n);
    interval = [(100 * (d - half)) / meanA, (100 * (d + half)) / meanA];
  }
  return { meanA, meanB, changePct: (100 * d) / meanA, interval };
}
