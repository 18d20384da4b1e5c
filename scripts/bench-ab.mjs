#!/usr/bin/env node
// `npm run bench:ab`: two production web servers side by side on one local API, to compare two
// builds, two Nodes or two sets of Node flags. On these shared machines the speed moves
// by 20-50 % within the hour, so two bench runs an hour apart cannot tell a 5 % change; here both
// servers live at once and take turns in batches (40 requests, 4 at a time, the side that
// goes first alternating), so both see the same machine. Per page it prints the web server's CPU
// per request of each side (utime + stime of its process tree, /proc/<pid>/stat) and B against A
// with a 95 % interval from the per-batch differences (paired: each batch of A has its batch of B
// next to it). Writes bench-results/ab.json. Measures, never fails on a figure.
//
//   npm run bench:ab -- --b-dir ../other-checkout          (two builds; each folder needs its own `npm run build`)
//   npm run bench:ab -- --b-node /path/to/node             (two Nodes, this build)
//   npm run bench:ab -- --b-flags="--max-old-space-size=384 --max-semi-space-size=48"
//   npm run bench:ab                                        (A against A: the noise floor)
//
// Options: --a-dir / --b-dir (default this checkout), --a-node / --b-node (default what `npm start`
// runs, scripts/web-runtime.mjs), --a-flags / --b-flags (Node flags, replacing the default heap
// flags of scripts/web-heap.mjs; given with `=`, as their value starts with a dash), --batches
// (default 12), --pages (comma-separated paths, where `:article`, `:series` and `:activity` stand for
// the key pages' detail pages; default the bench's key pages and the not-found page).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { abSchedule, mean, measuredBurst, pairedChange } from './bench-cpu.mjs';
import {
  fetchPage,
  freePort,
  keyPages,
  NOT_FOUND_ROUTE,
  pickPages,
  printTable,
  start,
  startLocalApi,
  stopAll,
  waitFor,
} from './bench-lib.mjs';
import { webServerCommand } from './web-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BATCH = 40;
const CONCURRENCY = 4;
const WARM_ROUNDS = 15;

/** One side's web server command (scripts/web-runtime.mjs), from its --x-dir, --x-node and --x-flags. */
function side(name, values) {
  const dir = path.resolve(values[`${name}-dir`] ?? root);
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID')))
    throw new Error(`${dir} has no production build: run \`npm run build\` there first`);
  const flags = values[`${name}-flags`]?.split(/\s+/).filter(Boolean);
  const command = webServerCommand({ node: values[`${name}-node`], flags, dir });
  return { name: name.toUpperCase(), dir, command };
}

const fmt = (x) => x.toFixed(2);
const pct = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} %`;

async function main() {
  const { values } = parseArgs({
    options: {
      'a-dir': { type: 'string' },
      'b-dir': { type: 'string' },
      'a-node': { type: 'string' },
      'b-node': { type: 'string' },
      'a-flags': { type: 'string' },
      'b-flags': { type: 'string' },
      batches: { type: 'string', default: '12' },
      pages: { type: 'string' },
    },
  });
  const batches = Math.max(1, Number(values.batches) || 12);
  const sides = [side('a', values), side('b', values)];
  const { child: api, port: apiPort, removeDb } = await startLocalApi('bench-ab');
  for (const s of sides) {
    s.port = await freePort();
    s.base = `http://127.0.0.1:${s.port}`;
    s.child = start(s.command.bin, s.command.args, {
      PORT: String(s.port),
      LOCAL_API_PORT: String(apiPort),
      WEB_WORKERS: '1',
    });
    console.log(
      `[bench-ab] ${s.name}: ${s.dir}, ${s.command.label}, ${s.command.args.slice(0, -1).join(' ') || 'no flags'}, port ${s.port}`,
    );
  }
  for (const s of sides) await waitFor(`${s.base}/api/health`);
  const key = await keyPages(sides[0].base);
  const pages = pickPages(values.pages, key) ?? [...key.pages, NOT_FOUND_ROUTE];

  for (let round = 0; round < WARM_ROUNDS; round++)
    for (const page of pages)
      for (const s of sides) await fetchPage(s.base + page).catch(() => undefined);

  console.log(
    `[bench-ab] ${pages.length} pages × ${batches} batches × ${BATCH} requests a side (${CONCURRENCY} at a time), sides taking turns...`,
  );
  const figures = new Map(pages.map((p) => [p, { a: [], b: [], apiA: [], apiB: [], failed: 0 }]));
  for (const [batch, page, which] of abSchedule(pages, batches)) {
    const s = which === 'a' ? sides[0] : sides[1];
    const burst = await measuredBurst(s.base + page, s.child.pid, api.pid, BATCH, CONCURRENCY);
    const f = figures.get(page);
    f[which].push(burst.webMs / BATCH);
    f[which === 'a' ? 'apiA' : 'apiB'].push(burst.apiMs / BATCH);
    f.failed += burst.failed;
    if (page === pages[0] && which === 'a')
      console.log(`[bench-ab]   batch ${batch + 1} of ${batches}`);
  }
  stopAll();

  const rows = [];
  const sumA = [];
  const sumB = [];
  for (const [page, f] of figures) {
    rows.push({
      page,
      ...pairedChange(f.a, f.b),
      apiA: mean(f.apiA),
      apiB: mean(f.apiB),
      failed: f.failed,
      batchesA: f.a,
      batchesB: f.b,
    });
    f.a.forEach((x, i) => (sumA[i] = (sumA[i] ?? 0) + x));
    f.b.forEach((x, i) => (sumB[i] = (sumB[i] ?? 0) + x));
  }
  const total = pairedChange(sumA, sumB);

  const table = [
    ['page', 'A web ms/req', 'B web ms/req', 'B vs A (95 % interval)', 'API ms/req A; B'],
  ];
  for (const r of rows) {
    table.push([
      r.page,
      fmt(r.meanA),
      fmt(r.meanB),
      `${pct(r.changePct)}${r.interval ? ` (${pct(r.interval[0])} to ${pct(r.interval[1])})` : ''}`,
      `${fmt(r.apiA)}; ${fmt(r.apiB)}${r.failed ? `; ${r.failed} failed` : ''}`,
    ]);
  }
  table.push([
    'all pages, summed',
    fmt(total.meanA),
    fmt(total.meanB),
    `${pct(total.changePct)}${total.interval ? ` (${pct(total.interval[0])} to ${pct(total.interval[1])})` : ''}`,
    '',
  ]);
  printTable(table);
  const out = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadavg: os.loadavg() },
    batches,
    requestsPerBatch: BATCH,
    sides: sides.map(({ name, dir, command }) => ({
      name,
      dir,
      node: command.bin,
      version: command.version,
      args: command.args,
    })),
    pages: rows,
    total,
  };
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'ab.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log('\n[bench-ab] wrote bench-results/ab.json');
  removeDb();
}

main()
  .then(() => setTimeout(() => process.exit(0), 500).unref())
  .catch((err) => {
    console.error('[bench-ab] could not measure:', err.message ?? err);
    stopAll();
    setTimeout(() => process.exit(1), 500).unref();
  });
