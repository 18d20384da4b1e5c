#!/usr/bin/env node
// `npm run profile:article`: where an article view's server CPU goes (docs/article-cost.md).
// Starts the bundled local API (fresh database, rate limits off) and the production web server as
// `npm start` runs it (scripts/web-runtime.mjs) with `--cpu-prof`, the web server's calls to the API
// passing through a counting relay; warms up, sends PROFILE_REQUESTS (default 400) GETs of the
// article page (the bench's `:article`, or --page PATH) 4 at a time, stops the server and reads
// its .cpuprofile. Prints:
// - the API calls one view makes (method, path, count per view, mean time each);
// - the web server's CPU per view (utime + stime of its process tree, /proc) and the local API's;
// - self time by module (a package of node_modules, a file of the build, Node's internals, the
//   garbage collector) and the top functions by self time, as ms per view.
// Measures and exits 0; `--json FILE` also writes the figures, `--keep FILE` the .cpuprofile (for
// Chrome DevTools' Performance panel).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { treeCpuMs } from './bench-cpu.mjs';
import {
  fetchPage,
  freePort,
  keyPages,
  pickPages,
  root,
  start,
  startLocalApi,
  stopAll,
  waitFor,
} from './bench-lib.mjs';
import { webServerCommand } from './web-runtime.mjs';

const CONCURRENCY = 4;
const WARM = 60;
const TOP = 25;

/** A relay in front of the local API that counts every call the web server makes and its time. */
function countingRelay(apiPort) {
  const calls = new Map();
  let counting = false;
  const server = http.createServer((req, res) => {
    const t0 = process.hrtime.bigint();
    const upstream = http.request(
      { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        up.on('end', () => {
          if (!counting) return;
          const key = `${req.method} ${(req.url ?? '').replace(/\d+/g, 'N')}`;
          const entry = calls.get(key) ?? { count: 0, ms: 0 };
          entry.count++;
          entry.ms += Number(process.hrtime.bigint() - t0) / 1e6;
          calls.set(key, entry);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return {
    server,
    calls,
    count: (on) => {
      counting = on;
    },
  };
}

/** The source map beside a bundled file (the build's chunks, Next's compiled runtime), once each. */
const sourceMaps = new Map();
function sourceMapOf(file) {
  if (!sourceMaps.has(file)) {
    let map = null;
    try {
      if (existsSync(`${file}.map`))
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    sourceMaps.set(file, map);
  }
  return sourceMaps.get(file);
}

/** A source path as a module: a package, a part of Next (its compiled React copies by name), or a project file. */
function moduleOfPath(source) {
  const file = decodeURIComponent(source)
    .replace(/^turbopack:\/\/\/(\[project\]\/)?/, '')
    .replace(/^webpack:\/\/next\/\.\//, 'node_modules/next/')
    .replace(/^(\.\.\/)+/, '');
  const compiled =
    /next\/dist\/compiled\/([^/]+)\/(?:cjs\/)?([^/]+?)(?:\.node)?\.production(?:\.min)?\.js$/.exec(
      file,
    );
  if (compiled) return `${compiled[1]}: ${compiled[2]} (Next's copy)`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (pkg) {
    if (pkg[1] !== 'next') return pkg[1];
    const sub = /^(?:dist\/)?(?:esm\/)?(?:src\/)?(compiled\/[^/]+|[^/]+\/[^/]+)/.exec(pkg[2]);
    return `next/${sub ? sub[1] : pkg[2]}`;
  }
  // Next's own sources named by its runtime's map (src/server/...), not files of this project.
  if (/^src\/(server|shared|client|lib)\//.test(file))
    return `next/${file.replace(/^src\//, '').replace(/\/[^/]+$/, '')}`;
  return file;
}

/**
 * Where a profile node's code lives: through the source map of a bundled file, its original module
 * (a package, a file of the project, a part of Next); else Node's internals or V8's own entries.
 */
function moduleOf({ url, functionName, lineNumber, columnNumber }) {
  if (!url) {
    const where = functionName.startsWith('(') ? functionName : '(native)';
    return { where, at: where };
  }
  if (url.startsWith('node:')) return { where: url, at: `${url}:${lineNumber + 1}` };
  const file = url.replace(/^file:\/\//, '');
  const entry = sourceMapOf(file)?.findEntry(lineNumber, columnNumber);
  const source = entry?.originalSource ?? path.relative(root, file);
  const line = entry?.originalSource ? entry.originalLine : lineNumber;
  const short = decodeURIComponent(source)
    .replace(/^turbopack:\/\/\/(\[project\]\/)?/, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^.*node_modules\//, '');
  return { where: moduleOfPath(source), at: `${short}:${line + 1}` };
}

/**
 * Self time (ms) by function and by module of a .cpuprofile, of the samples taken between
 * `fromEndMs` and `toEndMs` before the profile's end (the measured views, not the start-up).
 */
function summariseProfile(profile, fromEndMs, toEndMs) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const from = profile.endTime - fromEndMs * 1000;
  const to = profile.endTime - toEndMs * 1000;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    self.set(id, (self.get(id) ?? 0) + delta / 1000);
  });
  const functions = new Map();
  const modules = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const frame = byId.get(id).callFrame;
    const { where, at } = moduleOf(frame);
    if (where === '(idle)') continue;
    total += ms;
    const name = `${frame.functionName || '(anonymous)'} ${at}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    modules.set(where, (modules.get(where) ?? 0) + ms);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, functions: sorted(functions), modules: sorted(modules) };
}

const fmt = (x) => x.toFixed(3);

async function main() {
  const { values } = parseArgs({
    options: { page: { type: 'string' }, json: { type: 'string' }, keep: { type: 'string' } },
  });
  const requests = Math.max(40, Number(process.env.PROFILE_REQUESTS) || 400);
  const profDir = mkdtempSync(path.join(os.tmpdir(), 'xcx-article-prof-'));
  const { child: api, port: apiPort, removeDb } = await startLocalApi('profile-article');
  const relay = countingRelay(apiPort);
  const relayPort = await freePort();
  await new Promise((resolve) => relay.server.listen(relayPort, '127.0.0.1', resolve));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const command = webServerCommand({
    extraFlags: ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${profDir}`],
  });
  const web = start(command.bin, command.args, {
    PORT: String(port),
    API_BASE: `http://127.0.0.1:${relayPort}`,
    WEB_WORKERS: '1',
  });
  try {
    await waitFor(`${base}/api/health`);
    const key = await keyPages(base);
    const page = pickPages(values.page ?? ':article', key)?.[0] ?? key.articleRoute;
    console.log(
      `[profile] ${command.label}; ${requests} views of ${page}, ${CONCURRENCY} at a time`,
    );
    for (let i = 0; i < WARM; i++) await fetchPage(base + page);

    relay.count(true);
    const web0 = treeCpuMs(web.pid);
    const api0 = treeCpuMs(api.pid);
    const measureStart = performance.now();
    let sent = 0;
    const worker = async () => {
      while (sent < requests) {
        sent++;
        await fetchPage(base + page);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const webMs = (treeCpuMs(web.pid) - web0) / requests;
    const apiMs = (treeCpuMs(api.pid) - api0) / requests;
    relay.count(false);
    const measureEnd = performance.now();

    const exited = new Promise((resolve) => web.once('exit', resolve));
    web.kill('SIGTERM');
    await exited;
    const exitAt = performance.now();
    const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`the web server wrote no profile in ${profDir}`);
    // The profile covers the server's whole life: only the samples of the measured views count,
    // told by their distance from its end (the exit, timed here too). The sampled split is scaled
    // to what /proc measured for the views, so the per-view figures add up to the web CPU per view.
    const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
    if (values.keep) writeFileSync(values.keep, JSON.stringify(profile));
    const summary = summariseProfile(profile, exitAt - measureStart, exitAt - measureEnd);
    const perView = (ms) => (ms / summary.total) * webMs;

    console.log(`\nCPU per view: web ${fmt(webMs)} ms, local API ${fmt(apiMs)} ms`);
    console.log('\nAPI calls per view (numbers shown as N):');
    for (const [call, { count, ms }] of [...relay.calls].sort((a, b) => b[1].count - a[1].count))
      console.log(`  ${(count / requests).toFixed(2)} × ${call}  (${fmt(ms / count)} ms each)`);
    const ours = summary.modules
      .filter(([m]) => /^(app|components|lib|middleware)[/.]/.test(m))
      .reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `\nOf the web CPU, this project's own files (app, components, lib, middleware): ${fmt(perView(ours))} ms per view`,
    );
    console.log('\nWeb server self time by module, ms per view:');
    for (const [module, ms] of summary.modules.slice(0, TOP))
      console.log(`  ${fmt(perView(ms)).padStart(7)}  ${module}`);
    console.log('\nTop functions by self time, ms per view:');
    for (const [name, ms] of summary.functions.slice(0, TOP))
      console.log(`  ${fmt(perView(ms)).padStart(7)}  ${name}`);
    if (values.json)
      writeFileSync(
        values.json,
        JSON.stringify(
          {
            page,
            requests,
            node: command.label,
            webMs,
            apiMs,
            calls: Object.fromEntries(relay.calls),
            modules: summary.modules.map(([m, ms]) => [m, perView(ms)]),
            functions: summary.functions.slice(0, 100).map(([f, ms]) => [f, perView(ms)]),
          },
          null,
          2,
        ),
      );
  } finally {
    stopAll();
    relay.server.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    removeDb();
    rmSync(profDir, { recursive: true, force: true });
  }
}

await main();
