// What the benches share: free ports, waiting for a server, child processes stopped on exit, the
// local API on a fresh database, the phone user agent of every measured request, the key pages
// and the not-found page, the first-load JS measure, and the printed table.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const children = [];
/** Starts a child in the repo root (stderr shown), stopped by stopAll() and on Ctrl-C. */
export function start(cmd, args, env) {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}
export function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/**
 * Starts the bundled local API on a free port with a fresh database (`xcx-<name>-<pid>.sqlite` in
 * the temp folder) and waits until it answers; `removeDb()` deletes that database once stopped.
 */
export async function startLocalApi(name, env = {}) {
  const port = await freePort();
  const db = path.join(os.tmpdir(), `xcx-${name}-${process.pid}.sqlite`);
  const removeDb = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  };
  removeDb();
  // Rate limits off (the per-address limits; `env` may set them again): the benches load pages
  // hundreds of times a minute from one address, and past 120 a minute the series page's dealer
  // lookup (a read sent as POST) answered 429, so its dealer section rendered as an error.
  const child = start(process.execPath, ['--import', 'tsx', 'local-api/server.ts'], {
    LOCAL_API_PORT: String(port),
    LOCAL_API_DB: db,
    LOCAL_API_QUIET: '1',
    LOCAL_API_RATE_LIMIT_SCALE: '0',
    ...env,
  });
  await waitFor(`http://127.0.0.1:${port}/health`);
  return { child, port, db, removeDb };
}

/** A page fetched as the phone of every measured request, its body read to the end. */
export const fetchPage = (url) =>
  fetch(url, { headers: { 'user-agent': MOBILE_UA } }).then((res) => res.arrayBuffer());

/** The page every bench measures as the not-found page (layout only). */
export const NOT_FOUND_ROUTE = '/this-page-does-not-exist';

/** Prints rows (the first is the header) with each column padded to its widest cell (CJK-free cells). */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  console.log('');
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, j) => String(cell).padEnd(widths[j])).join(' | '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  }
}

/**
 * (b) of the bench, and the e2e budget check (tests/e2e/js-budget.spec.ts): every <script src> of a
 * page's HTML, fetched from `base` and gzipped (level 9, like a CDN would). noModule scripts are
 * polyfills that phones with module support never download.
 */
export async function firstLoadJs(base, html) {
  const srcs = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
    .map((src) => src.replace(/&amp;/g, '&'));
  const unique = [...new Set(srcs)];
  let raw = 0;
  let gz = 0;
  for (const src of unique) {
    const buf = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { scripts: unique.length, rawBytes: raw, gzipBytes: gz };
}

/** The first id of an API list at `base` (the site's /api proxy), or 1 when there is none. */
async function firstId(base, api) {
  try {
    const body = await (await fetch(`${base}/api/${api}`)).json();
    return body?.data?.list?.[0]?.id ?? 1;
  } catch {
    return 1;
  }
}

/** The key pages, with real ids from the API for the detail pages; `articleRoute` (and the others) name the detail pages among them. */
export async function keyPages(base) {
  const articleRoute = `/article/${await firstId(base, 'v1/home/index?channel=news&page=1&per-page=1')}`;
  const series = `/series/${await firstId(base, 'v1/series/list?page=1&per-page=1')}`;
  const activity = `/activity/${await firstId(base, 'v1/activity/list?state=open&page=1&per-page=1')}`;
  const pages = [
    '/',
    articleRoute,
    '/car',
    series,
    '/ranking/sales',
    '/ranking/endurace',
    '/activity',
    activity,
    '/shop',
    '/community',
    '/community/1',
    '/search',
  ];
  return { pages, articleRoute, seriesRoute: series, activityRoute: activity };
}

/**
 * The pages a bench was asked for (`--pages` of bench:ab, BENCH_PAGES of bench): comma-separated
 * paths, where `:article`, `:series` and `:activity` stand for the key pages' detail pages with their
 * real ids; `null` (nothing asked) when `list` is empty.
 */
export function pickPages(list, key) {
  const named = {
    ':article': key.articleRoute,
    ':series': key.seriesRoute,
    ':activity': key.activityRoute,
  };
  const pages = (list ?? '')
    .split(',')
    .map((p) => named[p.trim()] ?? p.trim())
    .filter(Boolean);
  return pages.length ? pages : null;
}
