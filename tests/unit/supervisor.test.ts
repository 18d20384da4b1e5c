// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FETCH_BLOCKED_PORTS, portProblem, probe } from '@/contract/service.mjs';

// `npm start`'s supervisor (scripts/start.mjs) recovers by itself (issue 29 §1): once it believes
// the local API down it keeps probing, and tells the web app as soon as the API answers. The web
// app here is a stand-in (WEB_NODE names the binary start.mjs runs the web server with) that
// prints every message the supervisor sends it; the local API is the real one, on a fresh file.

const root = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGCONT');
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A web server stand-in: answers `--version`, prints its start state and each IPC message as a line. */
function fakeWeb(dir: string): string {
  const file = path.join(dir, 'fake-web');
  writeFileSync(
    file,
    `#!/usr/bin/env node
if (process.argv.includes('--version')) { console.log('v0.0.0-fake'); process.exit(0); }
console.log('[fake-web] start WEB_API_DOWN=' + process.env.WEB_API_DOWN);
process.on('message', (m) => console.log('[fake-web] message ' + JSON.stringify(m)));
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1000);
`,
  );
  chmodSync(file, 0o755);
  return file;
}

/** Starts scripts/start.mjs in its own process group; `output()` is what it printed so far. */
function startSupervisor(env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    env: { ...process.env, START_NO_BUILD: '1', LOCAL_API_QUIET: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => out, exited };
}

async function until<T>(
  what: string,
  read: () => T | undefined | null | false,
  timeoutMs = 60_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the supervisor recovers by itself (issue 29 §1)', () => {
  it('an API that answers only after the start wait: the site starts on the outage view and is told as soon as it answers', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'xcx-supervisor-'));
    dirs.push(dir);
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const sup = startSupervisor({
      LOCAL_API_PORT: String(apiPort),
      LOCAL_API_DB: path.join(dir, 'api.sqlite'),
      PORT: String(webPort),
      WEB_NODE: fakeWeb(dir),
      START_API_WAIT_MS: '1500',
      START_API_PROBE_MS: '200',
    });
    // The API stands still (as on a machine too busy to start it in time) from its first moment.
    const apiPid = Number(
      await until('the API pid', () => /local API pid (\d+)/.exec(sup.output())?.[1]),
    );
    process.kill(apiPid, 'SIGSTOP');
    // The web app starts in outage mode from its environment: a message sent before it listens would be lost.
    await until('the web app', () => sup.output().includes('[fake-web] start'));
    expect(sup.output()).toContain('[fake-web] start WEB_API_DOWN=1');
    expect(sup.output()).not.toContain('{"apiUp":true}');

    // It moves again and answers: the supervisor, still probing, says so without any restart.
    process.kill(apiPid, 'SIGCONT');
    await until(
      'the recovery message',
      () => sup.output().includes('[fake-web] message {"apiUp":true}'),
      90_000,
    );
    expect(sup.output()).not.toMatch(/local API exited/);
  }, 180_000);

  it('an API that crashes: the site is told at once, and told again when the restarted API answers', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'xcx-supervisor-'));
    dirs.push(dir);
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const sup = startSupervisor({
      LOCAL_API_PORT: String(apiPort),
      LOCAL_API_DB: path.join(dir, 'api.sqlite'),
      PORT: String(webPort),
      WEB_NODE: fakeWeb(dir),
      START_API_PROBE_MS: '200',
      START_API_RESTART_DELAY: '100',
    });
    await until(
      'the web app',
      () => sup.output().includes('[fake-web] start WEB_API_DOWN=0'),
      90_000,
    );
    const apiPid = Number(/local API pid (\d+)/.exec(sup.output())![1]);
    process.kill(apiPid, 'SIGKILL');
    await until('the outage message', () =>
      sup.output().includes('[fake-web] message {"apiUp":false}'),
    );
    await until(
      'the recovery message',
      () => sup.output().includes('[fake-web] message {"apiUp":true}'),
      90_000,
    );
  }, 240_000);

  it('a port that browsers and fetch refuse is refused at start with a message naming it', async () => {
    const sup = startSupervisor({
      LOCAL_API_PORT: '4190',
      PORT: String(await freePort()),
      WEB_NODE: '/bin/false',
    });
    expect(await sup.exited).toBe(1);
    expect(sup.output()).toContain('LOCAL_API_PORT=4190');
    expect(sup.output()).toContain('blocked ports');

    const web = startSupervisor({
      API_BASE: 'http://127.0.0.1:4000',
      PORT: '6000',
      WEB_NODE: '/bin/false',
    });
    expect(await web.exited).toBe(1);
    expect(web.output()).toContain('PORT=6000');
  }, 60_000);
});

describe('settings are checked at start (lib/env.mjs, local-api/env.ts)', () => {
  it('a bad web setting stops npm start before anything starts, naming the variable and the value', async () => {
    const sup = startSupervisor({
      WEB_GZIP_LEVEL: 'fast',
      WEB_WORKERS: 'two',
      PORT: String(await freePort()),
      WEB_NODE: '/bin/false',
    });
    expect(await sup.exited).toBe(1);
    expect(sup.output()).toContain(
      '[start] WEB_WORKERS must be a whole number of workers, 1 or more, got "two"',
    );
    expect(sup.output()).toContain(
      '[start] WEB_GZIP_LEVEL must be a gzip level from 0 (off) to 9, got "fast"',
    );
    expect(sup.output()).not.toContain('local API pid');
  }, 60_000);

  it('a bad setting of the local API stops it and npm start, which does not restart it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'xcx-supervisor-'));
    dirs.push(dir);
    const sup = startSupervisor({
      LOCAL_API_TOKEN_TTL: '2h',
      LOCAL_API_PORT: String(await freePort()),
      LOCAL_API_DB: path.join(dir, 'api.sqlite'),
      PORT: String(await freePort()),
      WEB_NODE: '/bin/false',
    });
    expect(await sup.exited).toBe(1);
    expect(sup.output()).toContain(
      '[local-api] LOCAL_API_TOKEN_TTL must be a number of seconds, got "2h"',
    );
    expect(sup.output()).toContain('[start] the local API cannot start with these settings');
    expect(sup.output()).not.toMatch(/restarting/);
  }, 90_000);

  it('a bad web setting stops the web server at start', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/web-worker.mjs')], {
      cwd: root,
      env: { ...process.env, WEB_SHUTDOWN_MS: '10s', PORT: '3999' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      '[web] WEB_SHUTDOWN_MS must be a whole number of ms above 0, got "10s"',
    );
  }, 60_000);
});

describe('health probes (contract/service.mjs)', () => {
  it('the Fetch standard blocked ports are known, the ordinary ones pass', () => {
    for (const port of [4190, 6000, 6665, 6669, 10080])
      expect(FETCH_BLOCKED_PORTS.has(port), String(port)).toBe(true);
    expect(portProblem('PORT', 3000)).toBeNull();
    expect(portProblem('PORT', 'abc')).toContain('not a TCP port');
  });

  it('a probe is sent with node:http, so it reaches a service even on a port fetch refuses', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(4190, '127.0.0.1', () => resolve(true));
    });
    if (!listening) return; // 4190 taken on this machine: nothing to show
    try {
      await expect(fetch('http://127.0.0.1:4190/health')).rejects.toThrow();
      expect(await probe('http://127.0.0.1:4190/health')).toBe(true);
    } finally {
      server.close();
    }
  });

  it('a probe says no to a 5xx, to a refused connection and to a server that does not answer in time', async () => {
    const hang = http.createServer(() => undefined);
    const fail = http.createServer((_req, res) => res.writeHead(503).end());
    await Promise.all(
      [hang, fail].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))),
    );
    const url = (s: http.Server) =>
      `http://127.0.0.1:${(s.address() as net.AddressInfo).port}/health`;
    try {
      expect(await probe(url(fail))).toBe(false);
      expect(await probe(url(hang), 300)).toBe(false);
      expect(await probe(`http://127.0.0.1:${await freePort()}/health`)).toBe(false);
    } finally {
      hang.closeAllConnections();
      hang.close();
      fail.close();
    }
  });
});
