// @vitest-environment jsdom
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signToken } from '@/local-api/auth';
import { nowSeconds } from '@/local-api/db';
import { startTestApi, type TestApi } from '../helpers/local-api';
import { ApiError, cleanParams, http as api, installAuthHooks, toPage, type AuthHooks } from '@/lib/api/http';
import { getHomeFeed } from '@/lib/api/home';
import { connectTransport, useAuthStore } from '@/stores/auth';

// The browser transport against real servers: jsdom's location is a local "web app" whose
// /api/* forwards to a real local API (startTestApi) or, for edge cases, answers scripted replies.

/** vitest's jsdom environment exposes its JSDOM instance as a global. */
declare const jsdom: { reconfigure(options: { url: string }): void };

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

type Script = (req: IncomingMessage, res: ServerResponse, seen: Seen) => boolean | Promise<boolean>;

const TTL = 3600;
const GRACE = 600;
let localApi: TestApi;
let web: http.Server;
let origin: string;
let seen: Seen[] = [];
let script: Script | null = null;

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function forward(req: IncomingMessage, res: ServerResponse, path: string) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'content-type']) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const upstream = await fetch(`${localApi.base}${path}`, {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const out: Record<string, string> = { 'content-type': 'application/json' };
  const auth = upstream.headers.get('authorization');
  if (auth) out.authorization = auth;
  res.writeHead(upstream.status, out);
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

beforeAll(async () => {
  localApi = await startTestApi({ token: { secret: 'http-test-secret', ttl: TTL, refreshGrace: GRACE, sessionMax: 30 * 86400 } });
  web = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://web');
    const s: Seen = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers };
    seen.push(s);
    if (script && (await script(req, res, s))) return;
    if (url.pathname.startsWith('/api/')) return forward(req, res, url.pathname.slice(4) + url.search);
    reply(res, 404, { status: 404, message: 'no such page', data: null });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  jsdom.reconfigure({ url: `${origin}/` });
});

afterAll(async () => {
  web.closeAllConnections();
  await new Promise((r) => web.close(r));
  await localApi.close();
});

let hooks: AuthHooks & { token: string | null };
beforeEach(() => {
  seen = [];
  script = null;
  hooks = {
    token: null,
    getToken: () => hooks.token,
    setToken: vi.fn((t: string | null) => {
      hooks.token = t;
    }),
    setUpdating: vi.fn(),
    onUnauthorized: vi.fn(),
  };
  installAuthHooks(hooks);
});

afterEach(() => {
  Cookies.remove('token', { path: '/' });
  delete (window as unknown as { xcxBridge?: unknown }).xcxBridge;
});

const refreshCalls = () => seen.filter((s) => s.method === 'POST' && s.path === '/api/v1/user/verify/refresh-jwt');
/** A real token of user 1 issued `age` seconds ago (stale past TTL/2, expired past TTL). */
const tokenIssuedAgo = (age: number) => signToken(localApi.db, 1, localApi.env.token, nowSeconds() - age);
const until = async (check: () => boolean, ms = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('GET parameters (spec §5)', () => {
  it('GET requests drop empty query parameters but keep 0', () => {
    expect(cleanParams({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x', g: Number.NaN, h: '0' })).toEqual({
      d: 0,
      e: false,
      f: 'x',
      h: '0',
    });
  });

  it('GET requests drop empty query parameters but keep 0, on the wire', async () => {
    script = (_req, res, s) => (s.path === '/api/v1/probe' ? (reply(res, 200, { status: 200, message: 'ok', data: 1 }), true) : false);
    await api.get('v1/probe', { keyword: '', cid: null, is_all: 0, order: undefined, type: 'hot' });
    const q = seen.at(-1)!.query;
    expect([...q.keys()].sort()).toEqual(['is_all', 'type']);
    expect(q.get('is_all')).toBe('0');
  });

  it('POST bodies are sent as given (only GET drops parameters)', async () => {
    script = async (req, res, s) => {
      if (s.path !== '/api/v1/probe') return false;
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      reply(res, 200, { status: 200, message: 'ok', data: JSON.parse(Buffer.concat(chunks).toString()) });
      return true;
    };
    await expect(api.post('v1/probe', { id: 3, del: 0, note: '' })).resolves.toEqual({ id: 3, del: 0, note: '' });
  });

  it('other methods send their query parameters as given, keeping empty and 0', async () => {
    script = (_req, res, s) => (s.path === '/api/v1/probe' ? (reply(res, 200, { status: 200, message: 'ok', data: 1 }), true) : false);
    await (await import('@/lib/api/http')).request('POST', 'v1/probe', { params: { page: 0, keyword: '', skip: undefined } });
    const q = seen.at(-1)!.query;
    expect(seen.at(-1)!.method).toBe('POST');
    expect(q.get('page')).toBe('0');
    expect(q.get('keyword')).toBe('');
    expect(q.has('skip')).toBe(false);
  });

  it('a paged GET without a page size asks for per-page 10 (spec §9)', async () => {
    script = (_req, res, s) => (s.path === '/api/v1/probe' ? (reply(res, 200, { status: 200, message: 'ok', data: 1 }), true) : false);
    await api.get('v1/probe', { page: 2 });
    expect(seen.at(-1)!.query.get('per-page')).toBe('10');
    await api.get('v1/probe', { page: 2, 'per-page': 20 });
    expect(seen.at(-1)!.query.get('per-page')).toBe('20');
    await api.get('v1/probe', { id: 5 });
    expect(seen.at(-1)!.query.has('per-page')).toBe(false);
  });

  it('the home feed asks for 10 per page and the list shape reports more pages', async () => {
    const page = await getHomeFeed('recommend', 1);
    expect(seen.at(-1)!.query.get('per-page')).toBe('10');
    expect(page.list).toHaveLength(10);
    expect(page.perPage).toBe(10);
    expect(page.hasMore).toBe(true);
    expect(toPage({ list: [1], page: 1, per_page: 0, total: 11 }).perPage).toBe(10);
    expect(toPage({ list: [1], page: 2, per_page: 10, total: 20 }).hasMore).toBe(false);
  });
});

describe('headers on every call (spec §7)', () => {
  it('sends Cache-Control no-cache, systerm h5, api-version 4.18.1 and the bearer token', async () => {
    hooks.token = await localApi.login();
    await api.get('v1/home/channels');
    await api.post('v1/home/nothing').catch(() => undefined);
    await api.delete('v1/home/nothing').catch(() => undefined);
    const calls = seen.filter((s) => s.path.startsWith('/api/v1/home/'));
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'DELETE']);
    for (const c of calls) {
      expect(c.headers['cache-control']).toBe('no-cache');
      expect(c.headers.systerm).toBe('h5');
      expect(c.headers['api-version']).toBe('4.18.1');
      expect(c.headers.authorization).toBe(`Bearer ${hooks.token}`);
    }
  });

  it('an anonymous call sends no authorization header', async () => {
    await api.get('v1/home/channels');
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('the browser calls the site origin /api proxy', async () => {
    await api.get('v1/home/channels');
    expect(seen.at(-1)!.path).toBe('/api/v1/home/channels');
  });
});

describe('token refresh (spec §4)', () => {
  it('a 200 carrying an authorization header refreshes the token and the new token replaces the old', async () => {
    const old = tokenIssuedAgo(TTL * 0.75);
    hooks.token = old;
    await expect(api.get('v1/home/check-token')).resolves.toMatchObject({ valid: true });
    await until(() => refreshCalls().length === 1 && hooks.token !== old);
    expect(refreshCalls()[0]!.headers.authorization).toBe(`Bearer ${old}`);
    expect(hooks.setToken).toHaveBeenCalledTimes(1);
    expect(hooks.setUpdating).toHaveBeenNthCalledWith(1, true);
    expect(hooks.setUpdating).toHaveBeenLastCalledWith(false);
    // The new token works and is fresh (no signal); the old one was revoked by the exchange.
    seen = [];
    await expect(api.get('v1/home/check-token')).resolves.toMatchObject({ valid: true });
    expect(refreshCalls()).toHaveLength(0);
    const oldState = await localApi.call('GET', 'v1/home/check-token', { token: old });
    expect(oldState.body.data).toMatchObject({ valid: false });
  });

  it('a fresh token carries no refresh signal and starts no refresh', async () => {
    hooks.token = await localApi.login();
    await api.get('v1/home/check-token');
    await new Promise((r) => setTimeout(r, 50));
    expect(refreshCalls()).toHaveLength(0);
  });

  it('N concurrent responses carrying the signal make exactly one refresh call (single flight)', async () => {
    const old = tokenIssuedAgo(TTL * 0.75);
    hooks.token = old;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // Hold the refresh answer until every response has arrived, so all of them see it in flight.
    script = async (req, res, s) => {
      if (s.path !== '/api/v1/user/verify/refresh-jwt') return false;
      await gate;
      await forward(req, res, '/v1/user/verify/refresh-jwt');
      return true;
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => api.get('v1/home/channels')));
    expect(results).toHaveLength(6);
    await until(() => refreshCalls().length === 1);
    release();
    await until(() => hooks.token !== old);
    await new Promise((r) => setTimeout(r, 50));
    expect(refreshCalls()).toHaveLength(1);
    expect(hooks.setToken).toHaveBeenCalledTimes(1);
  });

  it('responses that arrive after the refresh finished, about the replaced token, start no second refresh', async () => {
    const old = tokenIssuedAgo(TTL * 0.75);
    hooks.token = old;
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((r) => (releaseSlow = r));
    script = async (req, res, s) => {
      if (s.path !== '/api/v1/slow') return false;
      await slowGate;
      reply(res, 200, { status: 200, message: 'ok', data: 'late' }, { authorization: 'refresh' });
      return true;
    };
    const late = api.get('v1/slow');
    await api.get('v1/home/channels');
    await until(() => hooks.token !== old);
    releaseSlow();
    await expect(late).resolves.toBe('late');
    await new Promise((r) => setTimeout(r, 50));
    expect(refreshCalls()).toHaveLength(1);
  });

  it('a 460 request is retried once with the new token', async () => {
    const old = tokenIssuedAgo(TTL + 60); // expired, within the refresh grace
    hooks.token = old;
    const profile = await api.get<{ id: number }>('v1/user/profile');
    expect(profile.id).toBe(1);
    const profileCalls = seen.filter((s) => s.path === '/api/v1/user/profile');
    expect(profileCalls).toHaveLength(2);
    expect(profileCalls[0]!.headers.authorization).toBe(`Bearer ${old}`);
    expect(profileCalls[1]!.headers.authorization).toBe(`Bearer ${hooks.token}`);
    expect(refreshCalls()).toHaveLength(1);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 460 whose retry answers 460 again is retried only once and rejects', async () => {
    hooks.token = tokenIssuedAgo(TTL + 60);
    script = (_req, res, s) =>
      s.path === '/api/v1/always-460'
        ? (reply(res, 460, { status: 460, message: '登录已过期', data: null }, { authorization: 'refresh' }), true)
        : false;
    const err = await api.get('v1/always-460').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(460);
    expect(seen.filter((s) => s.path === '/api/v1/always-460')).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('a 460 without the authorization header does not refresh', async () => {
    hooks.token = await localApi.login();
    script = (_req, res, s) =>
      s.path === '/api/v1/bare-460' ? (reply(res, 460, { status: 460, message: 'x', data: null }), true) : false;
    await expect(api.get('v1/bare-460')).rejects.toMatchObject({ status: 460 });
    expect(refreshCalls()).toHaveLength(0);
  });

  it('a failed refresh clears the token', async () => {
    hooks.token = tokenIssuedAgo(TTL * 0.75);
    script = (_req, res, s) =>
      s.path === '/api/v1/user/verify/refresh-jwt'
        ? (reply(res, 401, { status: 401, message: '登录已失效', data: null }), true)
        : false;
    await api.get('v1/home/channels');
    await until(() => hooks.token === null);
    expect(hooks.setToken).toHaveBeenCalledWith(null);
    expect(hooks.setUpdating).toHaveBeenLastCalledWith(false);
  });

  it('a refresh answer without a new token counts as a failure and clears the token', async () => {
    hooks.token = tokenIssuedAgo(TTL * 0.75);
    script = (_req, res, s) =>
      s.path === '/api/v1/user/verify/refresh-jwt' ? (reply(res, 200, { status: 200, message: 'ok', data: {} }), true) : false;
    await api.get('v1/home/channels');
    await until(() => hooks.token === null);
  });

  it('a call sent with a token a concurrent refresh has replaced is retried, not logged out', async () => {
    const old = tokenIssuedAgo(TTL * 0.75);
    hooks.token = old;
    let releaseProfile!: () => void;
    const profileGate = new Promise<void>((r) => (releaseProfile = r));
    script = async (req, res, s) => {
      // The first profile call reaches the API only after the refresh has revoked its token.
      if (s.path !== '/api/v1/user/profile' || s.headers.authorization !== `Bearer ${old}`) return false;
      await profileGate;
      await forward(req, res, '/v1/user/profile');
      return true;
    };
    const profile = api.get<{ id: number }>('v1/user/profile');
    await api.get('v1/home/channels');
    await until(() => hooks.token !== old);
    releaseProfile();
    await expect(profile).resolves.toMatchObject({ id: 1 });
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.token).not.toBeNull();
  });

  it('with the auth store connected: the cookie gets the new token and the native app is told', async () => {
    const postMessage = vi.fn();
    (window as unknown as { xcxBridge: unknown }).xcxBridge = { postMessage };
    const onUnauthorized = vi.fn();
    connectTransport(onUnauthorized);
    const old = tokenIssuedAgo(TTL * 0.75);
    useAuthStore.getState().setToken(old);
    expect(Cookies.get('token')).toBe(old);
    await api.get('v1/home/channels');
    await until(() => useAuthStore.getState().token !== old);
    const fresh = useAuthStore.getState().token!;
    expect(fresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Cookies.get('token')).toBe(fresh);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'token', token: fresh }));
    expect(useAuthStore.getState().updating).toBe(false);
    useAuthStore.getState().setToken(null);
  });
});

describe('errors (spec §8)', () => {
  it('a 401 calls onUnauthorized and rejects with the body', async () => {
    hooks.token = tokenIssuedAgo(TTL + GRACE + 60); // beyond the grace: the API answers 401
    const err = await api.get('v1/user/profile').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, body: { status: 401, message: '请先登录', data: null } });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an anonymous 401 calls onUnauthorized too', async () => {
    await expect(api.get('v1/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('any other error rejects with an ApiError whose body is the response body', async () => {
    const err = await api.post('v1/auth/login', { phone: '13800000001', password: 'wrong' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: '手机号或密码错误', body: { status: 400, message: '手机号或密码错误', data: null } });
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('an error without a body rejects with body null', async () => {
    script = (_req, res, s) => (s.path === '/api/v1/empty-500' ? (reply(res, 500, undefined), true) : false);
    const err = await api.get('v1/empty-500').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 500, body: null, message: '请求失败（500）' });
  });

  it('a 404 rejects with the API body', async () => {
    await expect(api.get('v1/does/not/exist')).rejects.toMatchObject({ status: 404, body: { status: 404 } });
  });

  it('an envelope whose status is not 200 rejects with the envelope as body', async () => {
    script = (_req, res, s) =>
      s.path === '/api/v1/soft-error' ? (reply(res, 200, { status: 422, message: '内容违规', data: null }), true) : false;
    await expect(api.get('v1/soft-error')).rejects.toMatchObject({ status: 422, message: '内容违规', body: { status: 422 } });
  });

  it('a network failure rejects with status 0 and body null', async () => {
    script = (req, _res, s) => (s.path === '/api/v1/drop' ? (req.socket.destroy(), true) : false);
    const err = await api.get('v1/drop').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, body: null });
  });

  it("a caller's abort signal cancels the call", async () => {
    script = (_req, _res, s) => s.path === '/api/v1/hang';
    const controller = new AbortController();
    const call = api.get('v1/hang', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ status: 0, body: null });
  });

  it('calls are bounded by a timeout', async () => {
    script = (_req, _res, s) => s.path === '/api/v1/hang';
    const started = Date.now();
    await expect(api.get('v1/hang', undefined, { timeout: 200 })).rejects.toMatchObject({ status: 0 });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
