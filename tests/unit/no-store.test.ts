// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Dynamic data is never cached (spec §7) on the web tier either: the server's calls to the API
// (lib/api/http.ts through lib/api/server-send.ts) and the browser's (axios on fetch) ask with
// cache 'no-store', and the /api proxy (app/api/[...path]/route.ts) fetches with no-store and
// answers no-store when the API said nothing about caching. The local API's own header is pinned
// elsewhere; these tests fail if the web tier stops sending or answering no-store.

interface Seen {
  url: string;
  cache: RequestCache | undefined;
}

/** Replaces the platform fetch with one that records each call's URL and cache mode. */
function recordFetch(
  answer: () => Response = () => Response.json({ status: 200, message: 'ok', data: 1 }),
) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : null;
      seen.push({ url: req ? req.url : String(input), cache: init?.cache ?? req?.cache });
      return answer();
    }),
  );
  return seen;
}

let server: http.Server;
const heard: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    heard.push(req.headers);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 200, message: 'ok', data: 1 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the server calls of lib/api/http.ts', () => {
  it('a read asks the API with Cache-Control no-cache, outside the fetch that Next caches', async () => {
    const seen = recordFetch();
    const { http: api } = await import('@/lib/api/http');
    await expect(api.get('v1/probe', { id: 1 })).resolves.toBe(1);
    expect(heard.at(-1)?.['cache-control']).toBe('no-cache');
    expect(seen).toEqual([]);
  });

  it('a form goes through fetch with cache no-store', async () => {
    const seen = recordFetch();
    const { http: api } = await import('@/lib/api/http');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await api.post('v1/probe', form);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toContain('/v1/probe');
    expect(seen[0]!.cache).toBe('no-store');
  });
});

describe('the browser calls of lib/api/http.ts', () => {
  it('go through fetch with cache no-store', async () => {
    vi.stubGlobal('window', {
      location: { origin: 'https://m.example.cn', href: 'https://m.example.cn/' },
    });
    const seen = recordFetch();
    const { http: api } = await import('@/lib/api/http');
    await api.get('v1/probe', { id: 1 }).catch(() => undefined);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]!.url).toBe('https://m.example.cn/api/v1/probe?id=1');
    expect(seen[0]!.cache).toBe('no-store');
  });
});

describe('the /api proxy (app/api/[...path]/route.ts)', () => {
  const call = async (answer: () => Response) => {
    const seen = recordFetch(answer);
    const { GET } = await import('@/app/api/[...path]/route');
    const res = await GET(new NextRequest('https://m.example.cn/api/v1/probe?id=1'), {
      params: Promise.resolve({ path: ['v1', 'probe'] }),
    });
    return { seen, res };
  };

  it('asks the API with cache no-store', async () => {
    const { seen } = await call(() => Response.json({ status: 200, message: 'ok', data: 1 }));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toMatch(/\/v1\/probe\?id=1$/);
    expect(seen[0]!.cache).toBe('no-store');
  });

  it('answers no-store when the API said nothing about caching', async () => {
    const { res } = await call(
      () =>
        new Response('{"status":200,"message":"ok","data":1}', {
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers no-store when the API cannot be reached', async () => {
    const { res } = await call(() => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
