// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// Every server-side API call of a page carries the visitor's address and device, so the API's
// limits count the visitor and never the web server; a 429 of the API reaches the page as a 429
// (scripts/web-worker.mjs reads the request's state), never a 500.

const STATE_HOOK = Symbol.for('xcx.api-request-state');
type State = { address?: string; device?: string | null; retryAfter?: number | null };
type Hooked = typeof globalThis & { [STATE_HOOK]?: () => State | undefined };

let api: http.Server;
const seen: http.IncomingHttpHeaders[] = [];
let answer: { status: number; headers?: Record<string, string>; body: unknown } = {
  status: 200,
  body: { status: 200, message: 'ok', data: { ok: true } },
};

beforeAll(async () => {
  api = http.createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  process.env.API_BASE = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => {
  api.closeAllConnections();
  api.close();
  delete process.env.API_BASE;
});
afterEach(() => {
  delete (globalThis as Hooked)[STATE_HOOK];
  seen.length = 0;
  answer = { status: 200, body: { status: 200, message: 'ok', data: { ok: true } } };
});

describe('a server call', () => {
  it("carries the request's address and device without being told", async () => {
    const { http: client } = await import('@/lib/api/http');
    (globalThis as Hooked)[STATE_HOOK] = () => ({
      address: '203.0.113.9',
      device: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    await client.get('v1/anything');
    expect(seen[0]!['x-real-ip']).toBe('203.0.113.9');
    expect(seen[0]!['x-device-id']).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('sends what the caller names over the state, and nothing outside a request', async () => {
    const { http: client } = await import('@/lib/api/http');
    (globalThis as Hooked)[STATE_HOOK] = () => ({
      address: '203.0.113.9',
      device: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    await client.get(
      'v1/anything',
      {},
      { address: '198.51.100.1', device: 'BBBBBBBBBBBBBBBBBBBBBB' },
    );
    delete (globalThis as Hooked)[STATE_HOOK];
    await client.get('v1/anything');
    expect(seen[0]!['x-real-ip']).toBe('198.51.100.1');
    expect(seen[0]!['x-device-id']).toBe('BBBBBBBBBBBBBBBBBBBBBB');
    expect(seen[1]!['x-real-ip']).toBeUndefined();
    expect(seen[1]!['x-device-id']).toBeUndefined();
  });

  it('turns a 429 into a rate-limit error and tells the web server how long to wait', async () => {
    const { http: client, ApiError } = await import('@/lib/api/http');
    const { isOutageError, isRateLimitError, RATE_LIMIT_DIGEST } = await import('@/lib/errors');
    const state: State = { address: '203.0.113.9', retryAfter: null };
    (globalThis as Hooked)[STATE_HOOK] = () => state;
    answer = {
      status: 429,
      headers: { 'retry-after': '17' },
      body: { status: 429, message: '搜索太频繁了，请稍后再试', data: null },
    };
    const err = await client.get('v1/search').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as InstanceType<typeof ApiError>).status).toBe(429);
    expect((err as { digest?: string }).digest).toBe(RATE_LIMIT_DIGEST);
    expect(isRateLimitError(err)).toBe(true);
    expect(isOutageError(err)).toBe(false);
    expect(state.retryAfter).toBe(17);
    // A later 429 of the same request with a shorter wait keeps the longer one.
    answer = {
      status: 429,
      headers: { 'retry-after': '3' },
      body: { status: 429, message: '请求太频繁了，请稍后再试', data: null },
    };
    await client.get('v1/search').catch(() => undefined);
    expect(state.retryAfter).toBe(17);
  });
});

describe('pages take their call options from serverCall()', () => {
  const root = path.resolve(__dirname, '../..');
  const files = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return files(rel);
      return /\.tsx?$/.test(e.name) ? [rel] : [];
    });

  it('no server file builds call options from the token alone (they would leave out the address and device)', () => {
    const handMade = ['app', 'components', 'lib']
      .flatMap(files)
      .filter((file) => file !== path.join('lib', 'server', 'request.ts'))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => [file, i + 1, line] as const)
          .filter(([, , line]) => /\{\s*token:\s*[\w.?]+\s*\}/.test(line))
          .map(([f, n, line]) => `${f}:${n}: ${line.trim()}`),
      );
    expect(handMade).toEqual([]);
  });
});
