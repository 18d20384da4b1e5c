// The framework's floor: a one-page Next App Router app (scripts/floor-app: a root layout, one
// page rendered per request, one client button) built from this checkout's installed `next`,
// `react` and `react-dom`. `npm run bench` serves it with `next start` on our web server's Node and
// measures it beside our pages (CPU per view, first-load JS, Flight bytes); the JS budget
// (tests/e2e/js-budget.spec.ts) is its first-load JS plus 10 KB. What the framework costs is then
// read off the same machine and the same versions, and moves with a framework upgrade.
//
// The build is cached in `.bench-floor/<key>/` (git-ignored): the key names the Next version and
// hashes the three packages' versions and the floor app's source, so an upgrade or an edit of the
// floor app builds it again, and nothing else does. The build writes `floor.json` there: the
// versions and the floor page's first-load JS, measured the way ours is (bench-lib.mjs, firstLoadJs).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { firstLoadJs, freePort, MOBILE_UA, root, start, waitFor } from './bench-lib.mjs';

/** The floor app's source in the repo. */
export const FLOOR_SRC = path.join(root, 'scripts', 'floor-app');
/** Where floor builds are cached, one folder per key. */
export const FLOOR_CACHE = path.join(root, '.bench-floor');
/** The floor app's one page. */
export const FLOOR_PAGE = '/';
/** The label of the floor's page in the bench's tables and JSON. */
export const FLOOR_LABEL = 'floor /';
/** The packages whose installed versions decide the floor. */
const FLOOR_PACKAGES = ['next', 'react', 'react-dom'];
const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** How much first-load JS (gzip) a key page may load above the floor's. */
export const JS_MARGIN_KB = 10;
/** The first-load JS budget of a key page, in bytes (gzip): the floor's plus JS_MARGIN_KB. */
export const jsBudgetBytes = (floorGzipBytes) => floorGzipBytes + JS_MARGIN_KB * 1024;

/**
 * The cache key of a floor build: `next-<version>-<hash>`, the hash over the three packages'
 * versions and every source file (its path and content), in path order so the listing order does
 * not matter. `versions` maps package name to version; `sources` is [{ file, content }].
 */
export function floorCacheKey(versions, sources) {
  const hash = createHash('sha256');
  for (const name of FLOOR_PACKAGES) {
    if (!versions[name]) throw new Error(`no installed version of ${name}`);
    hash.update(`${name}@${versions[name]}\n`);
  }
  for (const { file, content } of [...sources].sort((a, b) => (a.file < b.file ? -1 : 1)))
    hash.update(`${file}\n${content}\n`);
  return `next-${versions.next}-${hash.digest('hex').slice(0, 12)}`;
}

/** The installed versions of next, react and react-dom, from their package.json in node_modules. */
export function installedVersions(base = root) {
  return Object.fromEntries(
    FLOOR_PACKAGES.map((name) => [
      name,
      JSON.parse(readFileSync(path.join(base, 'node_modules', name, 'package.json'), 'utf8'))
        .version,
    ]),
  );
}

/** Every file of the floor app's source, as [{ file (relative, '/'-separated), content }]. */
function floorSources(dir = FLOOR_SRC) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        file: path.relative(dir, full).split(path.sep).join('/'),
        content: readFileSync(full, 'utf8'),
      };
    });
}

/** The floor build this checkout asks for: its key, folder and versions. */
export function floorTarget() {
  const versions = installedVersions();
  const key = floorCacheKey(versions, floorSources());
  return { key, dir: path.join(FLOOR_CACHE, key), versions };
}

/** Runs a command in the repo root to its end; rejects on a non-zero exit with its output. */
function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (c) => output.push(c));
    child.stderr.on('data', (c) => output.push(c));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${path.basename(args[0] ?? cmd)} exited ${code}:\n${Buffer.concat(output)}`),
          ),
    );
  });
}

/** Starts the floor app built in `dir` with `next start` on `node`, on a free port; resolves once its page answers. */
export async function startFloor(dir, node = process.execPath) {
  const port = await freePort();
  const web = start(node, [NEXT_BIN, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    NEXT_TELEMETRY_DISABLED: '1',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + FLOOR_PAGE);
  return { base, web, port };
}

/**
 * The floor build for the installed versions, built when the cache has none: the source copied
 * into the key's folder, `next build` there, then served once to measure its page's first-load JS,
 * written to `floor.json` last (a folder without it is an interrupted build, built again).
 * Returns { key, dir, versions, firstLoadJs: { scripts, rawBytes, gzipBytes } }.
 */
export async function ensureFloorBuild({ log = () => undefined } = {}) {
  const target = floorTarget();
  const json = path.join(target.dir, 'floor.json');
  const built = () => ({ ...JSON.parse(readFileSync(json, 'utf8')), dir: target.dir });
  if (existsSync(json)) return built();
  mkdirSync(FLOOR_CACHE, { recursive: true });
  // One build at a time (the bench and a browser test may both ask): the others wait, then read it.
  return withLock(`${target.dir}.lock`, () =>
    existsSync(json) ? built() : buildFloor(target, json, log),
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process runs (signal 0 checks without sending anything). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * Runs `fn` holding a lock folder (mkdir is atomic: one process creates it). A lock whose holder
 * has ended (its pid, written inside) is taken over.
 */
async function withLock(lockDir, fn) {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let holder = null;
      try {
        holder = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
      } catch {
        // just created: its pid is not written yet
      }
      if (holder && !alive(holder)) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Builds the floor app in its key's folder, measures its first-load JS and writes `json`. */
async function buildFloor(target, json, log) {
  rmSync(target.dir, { recursive: true, force: true });
  cpSync(FLOOR_SRC, target.dir, { recursive: true });
  log(
    `building the floor app (next ${target.versions.next}) in ${path.relative(root, target.dir)}`,
  );
  await run(process.execPath, [NEXT_BIN, 'build', target.dir]);

  const floor = await startFloor(target.dir);
  let js;
  try {
    const res = await fetch(floor.base + FLOOR_PAGE, { headers: { 'user-agent': MOBILE_UA } });
    if (res.status !== 200) throw new Error(`the floor page answered ${res.status}`);
    js = await firstLoadJs(floor.base, await res.text());
  } finally {
    floor.web.kill('SIGTERM');
  }
  const record = { key: target.key, versions: target.versions, firstLoadJs: js };
  writeFileSync(json, `${JSON.stringify(record, null, 2)}\n`);
  return { ...record, dir: target.dir };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const FLIGHT_PUSH =
  /^\s*(?:\(\s*self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\s*\)|self\.__next_f)\.push\(/;

/**
 * The Flight (RSC) payload a page's HTML carries inline: the bytes (UTF-8, as served before
 * compression) of every inline `<script>` whose code is a `self.__next_f.push(...)`, the HTML's
 * bytes, and the payload's share of them (0-1).
 */
export function flightBytes(html) {
  let flight = 0;
  for (const [, attrs, code] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attrs) || !FLIGHT_PUSH.test(code)) continue;
    flight += Buffer.byteLength(code);
  }
  const htmlBytes = Buffer.byteLength(html);
  return { flightBytes: flight, htmlBytes, share: htmlBytes ? flight / htmlBytes : 0 };
}

const round = (x, digits) => (typeof x === 'number' ? +x.toFixed(digits) : null);
const minus = (a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : null);

/**
 * The floor table's row of one page: its figures, and the derived columns against the floor and
 * the peer. `page` is { route, cpuMs, jsBytes, flightBytes, htmlBytes } (a figure not measured is
 * undefined), `floor` the floor page's { cpuMs, jsBytes }, `peerCpuMs` the CPU per view of the
 * peer's page of the same kind (undefined where the peer has none). KB are 1024 bytes.
 */
export function floorRow(page, floor, peerCpuMs) {
  const jsKb = typeof page.jsBytes === 'number' ? page.jsBytes / 1024 : null;
  const floorJsKb = typeof floor.jsBytes === 'number' ? floor.jsBytes / 1024 : null;
  return {
    route: page.route,
    cpuMs: round(page.cpuMs, 2),
    cpuOverFloorMs: round(minus(page.cpuMs, floor.cpuMs), 2),
    cpuVsPeer:
      typeof page.cpuMs === 'number' && typeof peerCpuMs === 'number' && peerCpuMs > 0
        ? round(page.cpuMs / peerCpuMs, 2)
        : null,
    jsKb: round(jsKb, 1),
    jsOverFloorKb: round(minus(jsKb, floorJsKb), 1),
    flightKb: typeof page.flightBytes === 'number' ? round(page.flightBytes / 1024, 1) : null,
    flightPct:
      typeof page.flightBytes === 'number' && page.htmlBytes > 0
        ? round((100 * page.flightBytes) / page.htmlBytes, 0)
        : null,
  };
}
