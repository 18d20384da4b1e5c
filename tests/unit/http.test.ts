// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { answer, browserTransport, GRACE, reply, TTL } from '../helpers/browser-transport';
import { ApiError, cleanParams, toPage, http as api } from '@/lib/api/http';
import { getHomeFeed } from '@/lib/api/home';

// The browser transport (lib/api/http.ts): GET parameters, headers and errors, against a real
// local API behind a local web app (tests/helpers/browser-transport.ts). Token refresh: http-token-refresh.test.ts.

const t = browserTransport();

describe('GET parameters (spec §5)', () => {
  it('GET requests drop empty query parameters but keep 0', () => {
    expect(
      cleanParams({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x', g: Number.NaN, h: '0' }),
    ).toEqual({
      d: 0,
      e: false,
      f: 'x',
      h: '0',
    });
  });

  it('GET requests drop empty query parameters but keep 0, on the wire', async () => {
    t.script = answer('/api/v1/probe', 1);
    await api.get('v1/probe', { keyword: '', cid: null, is_all: 0, order: undefined, type: 'hot' });
    const q = t.seen.at(-1)!.query;
    expect([...q.keys()].sort()).toEqual(['is_all', 'type']);
    expect(q.get('is_all')).toBe('0');
  });

  it('POST bodies are sent as given (only GET drops parameters)', async () => {
    t.script = async (req, res, s) => {
      if (s.path !== '/api/v1/probe') return false;
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      reply(res, 200, {
        status: 200,
        message: 'ok',
        data: JSON.parse(Buffer.concat(chunks).toString()),
      });
      return true;
    };
    await expect(api.post('v1/probe', { id: 3, del: 0, note: '' })).resolves.toEqual({
      id: 3,
      del: 0,
      note: '',
    });
  });

  it('other methods send their query parameters as given, keeping empty and 0', async () => {
    t.script = answer('/api/v1/probe', 1);
    await (
      await import('@/lib/api/http')
    ).request('POST', 'v1/probe', { params: { page: 0, keyword: '', skip: undefined } });
    const q = t.seen.at(-1)!.query;
    expect(t.seen.at(-1)!.method).toBe('POST');
    expect(q.get('page')).toBe('0');
    expect(q.get('keyword')).toBe('');
    expect(q.has('skip')).toBe(false);
  });

  it('a paged GET without a page size asks for per-page 10 (spec §9)', async () => {
    t.script = answer('/api/v1/probe', 1);
    await api.get('v1/probe', { page: 2 });
    expect(t.seen.at(-1)!.query.get('per-page')).toBe('10');
    await api.get('v1/probe', { page: 2, 'per-page': 20 });
    expect(t.seen.at(-1)!.query.get('per-page')).toBe('20');
    await api.get('v1/probe', { id: 5 });
    expect(t.seen.at(-1)!.query.has('per-page')).toBe(false);
  });

  it('the home feed asks for 10 per page and the list shape reports more pages', async () => {
    const page = await getHomeFeed('recommend', 1);
    expect(t.seen.at(-1)!.query.get('per-page')).toBe('10');
    expect(page.list).toHaveLength(10);
    expect(page.perPage).toBe(10);
    expect(page.hasMore).toBe(true);
    expect(toPage({ list: [1], page: 1, per_page: 0, total: 11 }).perPage).toBe(10);
    expect(toPage({ list: [1], page: 2, per_page: 10, total: 20 }).hasMore).toBe(false);
  });
});

describe('headers on every call (spec §7)', () => {
  it('sends Cache-Control no-cache, systerm h5, api-version 4.18.1 and the bearer token', async () => {
    t.hooks.token = await t.localApi.login();
    await api.get('v1/home/channels');
    await api.post('v1/home/nothing').catch(() => undefined);
    await api.delete('v1/home/nothing').catch(() => undefined);
    const calls = t.seen.filter((s) => s.path.startsWith('/api/v1/home/'));
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'DELETE']);
    for (const c of calls) {
      expect(c.headers['cache-control']).toBe('no-cache');
      expect(c.headers.systerm).toBe('h5');
      expect(c.headers['api-version']).toBe('4.18.1');
      expect(c.headers.authorization).toBe(`Bearer ${t.hooks.token}`);
    }
  });

  it('an anonymous call sends no authorization header', async () => {
    await api.get('v1/home/channels');
    expect(t.seen.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('the browser calls the site t.origin /api proxy', async () => {
    await api.get('v1/home/channels');
    expect(t.seen.at(-1)!.path).toBe('/api/v1/home/channels');
  });
});

describe('errors (spec §8)', () => {
  it('a 401 calls onUnauthorized and rejects with the body', async () => {
    t.hooks.token = t.tokenIssuedAgo(TTL + GRACE + 60); // beyond the grace: the API answers 401
    const err = await api.get('v1/user/profile').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 401,
      body: { status: 401, message: '请先登录', data: null },
    });
    expect(t.hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an anonymous 401 calls onUnauthorized too', async () => {
    await expect(api.get('v1/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(t.hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('any other error rejects with an ApiError whose body is the response body', async () => {
    const err = await api
      .post('v1/auth/login', { phone: '13800000001', password: 'wrong' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      message: '手机号或密码错误',
      body: { status: 400, message: '手机号或密码错误', data: null },
    });
    expect(t.hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('an error without a body rejects with body null', async () => {
    t.script = (_req, res, s) =>
      s.path === '/api/v1/empty-500' ? (reply(res, 500, undefined), true) : false;
    const err = await api.get('v1/empty-500').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 500, body: null, message: '请求失败（500）' });
  });

  it('a 404 rejects with the API body', async () => {
    await expect(api.get('v1/does/not/exist')).rejects.toMatchObject({
      status: 404,
      body: { status: 404 },
    });
  });

  it('an envelope whose status is not 200 rejects with the envelope as body', async () => {
    t.script = (_req, res, s) =>
      s.path === '/api/v1/soft-error'
        ? (reply(res, 200, { status: 422, message: '内容违规', data: null }), true)
        : false;
    await expect(api.get('v1/soft-error')).rejects.toMatchObject({
      status: 422,
      message: '内容违规',
      body: { status: 422 },
    });
  });

  it('a network failure rejects with status 0 and body null', async () => {
    t.script = (req, _res, s) => (s.path === '/api/v1/drop' ? (req.socket.destroy(), true) : false);
    const err = await api.get('v1/drop').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, body: null });
  });

  it("a caller's abort signal cancels the call", async () => {
    t.script = (_req, _res, s) => s.path === '/api/v1/hang';
    const controller = new AbortController();
    const call = api.get('v1/hang', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ status: 0, body: null });
  });

  it('calls are bounded by a timeout', async () => {
    t.script = (_req, _res, s) => s.path === '/api/v1/hang';
    const started = Date.now();
    await expect(api.get('v1/hang', undefined, { timeout: 200 })).rejects.toMatchObject({
      status: 0,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
