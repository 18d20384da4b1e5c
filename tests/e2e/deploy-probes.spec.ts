import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort } from './own-site';
import { scaled } from '../time-scale';

// A web instance as a load balancer sees it (issue 29 §1-§2; docs/deploy.md): /healthz and
// /readyz, leaving the outage view by itself, and a graceful SIGTERM. The instance is the
// production web server alone (what a deploy runs N of with API_BASE), started by the test with
// an IPC channel, as `npm start` does, in front of a relay to the shared test API that can hold a
// request in flight.

const root = path.resolve(__dirname, '../..');
const UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => {
  test.skip(
    test.info().project.name !== 'pixel5',
    'one device is enough: this is about the server',
  );
});

/** Relays to the test API; `/v1/held` is answered only when `release()` is called. */
async function relay() {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/v1/held')) {
      held.push(res);
      return;
    }
    const upstream = http.request(
      `${API}${req.url}`,
      { method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    heldCount: () => held.length,
    release: () => {
      for (const res of held.splice(0))
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"status":200,"message":"ok","data":{"held":true}}');
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function startInstance(apiBase: string) {
  const port = await freePort();
  // A plain ES module of the web server (Playwright's loader would compile a static import as CommonJS).
  const { webServerCommand } = (await import(
    pathToFileURL(path.join(root, 'scripts/web-runtime.mjs')).href
  )) as {
    webServerCommand: () => { bin: string; args: string[] };
  };
  const cmd = webServerCommand();
  let out = '';
  const child: ChildProcess = spawn(cmd.bin, cmd.args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_BASE: apiBase },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${base}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: scaled(90_000) },
    )
    .toBe(200);
  return { base, child, exited, log: () => out };
}

/** One GET on its own connection (node:http), with the status, headers and body. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(url, { agent: false, headers: { 'user-agent': UA, ...headers } }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    },
  );
}

test('the probes: /healthz answers while the process serves, /readyz while the API answers; both small, uncompressed, never redirected', async ({
  baseURL,
}) => {
  for (const probe of ['/healthz', '/readyz']) {
    // A load balancer's probe has no phone user agent: it is not sent to the desktop site.
    const res = await get(`${baseURL}${probe}`, {
      'user-agent': 'kube-probe/1.30',
      'accept-encoding': 'gzip',
    });
    expect(res.status, probe).toBe(200);
    expect(res.headers['content-encoding'], probe).toBeUndefined();
    expect(res.headers['cache-control'], probe).toBe('no-store');
    expect(JSON.parse(res.body), probe).toMatchObject(
      probe === '/healthz' ? { ok: true } : { ready: true },
    );
    // GET and HEAD only; the public probe names no process (WEB_HEALTHZ_PID is for check:rolling).
    expect(JSON.parse(res.body), probe).not.toHaveProperty('pid');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const other = await fetch(`${baseURL}${probe}`, {
        method,
        headers: { 'user-agent': 'kube-probe/1.30' },
      });
      expect([probe, method, other.status, other.headers.get('allow')]).toEqual([
        probe,
        method,
        405,
        'GET, HEAD',
      ]);
    }
  }
  // A router state header Next cannot parse is the client's mistake.
  const tree = await fetch(`${baseURL}/`, {
    headers: { 'user-agent': UA, rsc: '1', 'next-router-state-tree': '%5B%22x' },
  });
  expect(tree.status).toBe(400);
});

test('an instance whose API does not answer is live but not ready', async () => {
  test.setTimeout(scaled(120_000));
  const site = await startInstance(`http://127.0.0.1:${await freePort()}`);
  try {
    expect((await get(`${site.base}/healthz`)).status).toBe(200);
    expect((await get(`${site.base}/readyz`)).status).toBe(503);
  } finally {
    site.child.kill('SIGKILL');
  }
});

test('an instance told the API is down serves normally again as soon as the API answers, without being told', async () => {
  test.setTimeout(scaled(180_000));
  const api = await relay();
  const site = await startInstance(api.base);
  try {
    expect((await get(`${site.base}/`)).status).toBe(200);
    // The only message it gets: "down" (as when the supervisor's "up" is lost or never sent).
    site.child.send({ apiUp: false });
    await expect
      .poll(async () => (await get(`${site.base}/`)).status, { timeout: scaled(20_000) })
      .toBe(200);
    expect((await get(`${site.base}/readyz`)).status).toBe(200);

    // SIGTERM with a request in flight: /readyz and new connections stop at once, the request
    // still finishes, idle kept-alive sockets are closed, and the process exits 0.
    const inFlight = get(`${site.base}/api/v1/held`);
    await expect.poll(() => api.heldCount()).toBe(1);
    const keepAlive = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      http
        .get(`${site.base}/healthz`, { agent: keepAlive }, (res) => res.resume().on('end', resolve))
        .on('error', reject),
    );
    const idleSocket = Object.values(keepAlive.freeSockets)[0]![0]!;
    const idleClosed = new Promise((resolve) => idleSocket.once('close', resolve));
    site.child.kill('SIGTERM');
    await idleClosed;
    await expect(get(`${site.base}/healthz`)).rejects.toThrow();
    expect(site.child.exitCode).toBeNull();
    api.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { held: true } });
    expect(await site.exited).toBe(0);
  } finally {
    if (site.child.exitCode === null) site.child.kill('SIGKILL');
    api.close();
  }
});
