import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { scaled } from '../time-scale';

// A site of its own for a test that needs other settings than the shared one (playwright.config.ts):
// its own `npm start` (scripts/start.mjs) of the same build on free ports.

const root = path.resolve(__dirname, '../..');

// Ports this worker has handed out. A port is free again once its probe closes, so two calls in a
// row may get the same one: a site's web port was once its own API's, and the web server never came
// up (every /api/health answered the API's 404).
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (;;) {
    const s = http.createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const { port } = s.address() as AddressInfo;
    await new Promise((r) => s.close(r));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

export interface Site {
  base: string;
  log: () => string;
  stop: () => void;
}

/**
 * A site of the file's own whose API limits are scaled by `scale` (LOCAL_API_RATE_LIMIT_SCALE), on
 * a fresh database, started before the file's tests and stopped after them. The tests run one after
 * another, on one device profile: the limit is the server's. Call the answer for the site.
 */
export function rateLimitedSite(name: string, scale: string): () => Site {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(() => {
    test.skip(
      test.info().project.name !== 'pixel5',
      'one device is enough: the limit is the server’s',
    );
  });
  let site: Site | undefined;
  test.beforeAll(async () => {
    site = await startSite({
      LOCAL_API_PORT: String(await freePort()),
      LOCAL_API_DB: path.join(os.tmpdir(), `xcx-${name}-${Date.now()}.sqlite`),
      LOCAL_API_RATE_LIMIT_SCALE: scale,
    });
  });
  test.afterAll(() => site?.stop());
  return () => site!;
}

export async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  // Without API_BASE the site starts its own local API: on a port and a database of its own, never
  // the defaults another site (or a developer's `npm start`) may hold.
  const ownApi = env.API_BASE
    ? {}
    : {
        LOCAL_API_PORT: String(await freePort()),
        LOCAL_API_DB: path.join(os.tmpdir(), `xcx-site-${port}-${Date.now()}.sqlite`),
      };
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOCAL_API_QUIET: '1', ...ownApi, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () =>
        fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: scaled(60_000) },
    )
    .toBe(200);
  return {
    base,
    log: () => out,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/**
 * The shared site's API (playwright.config.ts) behind a proxy that fails the calls matching
 * `failing` with the status `statusFor` gives (500 by default: the way a platform API fails one
 * endpoint while the others answer).
 */
export async function failingProxy(
  failing: RegExp,
  statusFor: (url: string) => number = () => 500,
) {
  const target = Number(process.env.E2E_API_PORT ?? 4100);
  const server = http.createServer((req, res) => {
    if (failing.test(req.url ?? '/')) {
      const status = statusFor(req.url ?? '/');
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status, message: '服务器开小差了', data: null }));
      return;
    }
    const up = http.request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
