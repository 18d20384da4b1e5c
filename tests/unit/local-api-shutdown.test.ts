// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '@/contract/service.mjs';

// The local API shuts down gracefully on SIGTERM (issue 29 §2): it stops accepting connections,
// finishes the requests in flight (at most 10 s; before, 2 s), closes idle kept-alive sockets,
// closes the database cleanly and exits 0, and never loses a write it acknowledged.

const root = path.resolve(__dirname, '../..');
let dir = '';
let port = 0;
let api: ChildProcess;
let exited: Promise<number | null>;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(p));
    });
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'xcx-api-shutdown-'));
  port = await freePort();
  api = spawn(process.execPath, ['--import', 'tsx', 'local-api/server.ts'], {
    cwd: root,
    // Demo mode: the seeded accounts' printed password logs in (outside it they have none, issue 28).
    env: {
      ...process.env,
      LOCAL_API_PORT: String(port),
      LOCAL_API_DB: path.join(dir, 'api.sqlite'),
      LOCAL_API_QUIET: '1',
      LOCAL_API_DEMO: '1',
    },
    stdio: 'ignore',
  });
  exited = new Promise((resolve) => api.once('exit', (code) => resolve(code)));
  const started = Date.now();
  while (!(await probe(`http://127.0.0.1:${port}/health`, 1000))) {
    if (Date.now() - started > 150_000) throw new Error('the local API did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}, 180_000);

afterAll(() => {
  if (api.exitCode === null) api.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** One request on its own connection; the body is written by the caller through `req`. */
function open(method: string, urlPath: string, headers: Record<string, string>) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method,
    path: urlPath,
    headers,
    agent: false,
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  return { req, answered };
}

describe('local API shutdown (issue 29 §2)', () => {
  it('a write in flight at SIGTERM is finished, answered and kept; the API exits 0 with the database closed', async () => {
    const login = open('POST', '/v1/auth/login', { 'content-type': 'application/json' });
    login.req.end(JSON.stringify({ phone: '13800000001', password: 'xcx123456' }));
    const token = (JSON.parse((await login.answered).body) as { data: { token: string } }).data
      .token;
    const db = new Database(path.join(dir, 'api.sqlite'), { readonly: true });
    const article = db
      .prepare('SELECT id FROM contents WHERE type = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };
    db.close();

    // A comment whose body is still arriving when the API is told to stop (a phone on a slow network).
    const text = `关机前的评论 ${Date.now()}`;
    const body = Buffer.from(JSON.stringify({ id: article.id, type: 1, content: text }));
    const write = open('POST', '/v1/comment', {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'content-length': String(body.length),
      // The server answers "100 Continue" once it has the request: then it is in flight.
      expect: '100-continue',
    });
    const accepted = new Promise((resolve) => write.req.once('continue', resolve));
    write.req.flushHeaders();
    await accepted;
    write.req.write(body.subarray(0, 10));
    api.kill('SIGTERM');

    // It stops accepting new connections at once.
    const started = Date.now();
    while (await probe(`http://127.0.0.1:${port}/health`, 500)) {
      if (Date.now() - started > 5000) throw new Error('still accepting connections');
      await new Promise((r) => setTimeout(r, 50));
    }
    // The rest of the body comes later than the old 2 s cut, within the 10 s bound.
    await new Promise((r) => setTimeout(r, 3000));
    expect(api.exitCode).toBeNull();
    write.req.end(body.subarray(10));
    const answer = await write.answered;
    expect(answer.status).toBe(200);
    expect(await exited).toBe(0);

    // Closed cleanly: the write-ahead log was checkpointed into the file and removed; the comment is there.
    expect(existsSync(path.join(dir, 'api.sqlite-wal'))).toBe(false);
    const after = new Database(path.join(dir, 'api.sqlite'), { readonly: true });
    expect(after.prepare('SELECT COUNT(*) AS n FROM comments WHERE content = ?').get(text)).toEqual(
      { n: 1 },
    );
    after.close();
  }, 60_000);
});
