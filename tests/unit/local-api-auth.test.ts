// @vitest-environment node
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signToken } from '@/local-api/auth';
import { jsapiTicket } from '@/local-api/domains/share';
import { nowSeconds } from '@/local-api/db';
import { startTestApi, type TestApi } from '../helpers/local-api';

// The bundled API's auth contract, over real HTTP on an in-memory database.

const TTL = 3600;
const GRACE = 600;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    token: { secret: 'auth-test-secret', ttl: TTL, refreshGrace: GRACE, sessionMax: 30 * 86400 },
  });
});
afterAll(() => api.close());

const issuedAgo = (age: number, uid = 1) =>
  signToken(api.db, uid, api.env.token, nowSeconds() - age);
const STALE = () => issuedAgo(TTL * 0.75);
const EXPIRED_IN_GRACE = () => issuedAgo(TTL + 60);
const BEYOND_GRACE = () => issuedAgo(TTL + GRACE + 60);

describe('envelope and lists', () => {
  it('every answer is the envelope {status, message, data}', async () => {
    const res = await api.call('GET', 'v1/home/channels');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'status']);
    expect(res.body).toMatchObject({ status: 200, message: 'ok' });
  });

  it('lists are {list, page, per_page, total} with per-page 10 by default', async () => {
    const res = await api.call<{ list: unknown[]; page: number; per_page: number; total: number }>(
      'GET',
      'v1/home/index',
    );
    // The home feed adds whether it is personalised (算法推荐: the reader is told when it is not).
    expect(Object.keys(res.body.data).sort()).toEqual([
      'list',
      'page',
      'per_page',
      'personalised',
      'total',
    ]);
    expect(res.body.data).toMatchObject({ page: 1, per_page: 10 });
    expect(res.body.data.list).toHaveLength(10);
    expect(res.body.data.total).toBeGreaterThan(10);
  });

  it('an empty query parameter counts as absent; page 0 is page 1; per-page is clamped', async () => {
    const empty = await api.call<{ page: number; per_page: number; list: unknown[] }>(
      'GET',
      'v1/home/index',
      {
        query: { channel: '', page: '', 'per-page': '' },
      },
    );
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ page: 1, per_page: 10 });
    const zero = await api.call<{ page: number; per_page: number }>('GET', 'v1/home/index', {
      query: { page: 0, 'per-page': 0 },
    });
    expect(zero.body.data).toMatchObject({ page: 1, per_page: 1 });
    const huge = await api.call<{ per_page: number }>('GET', 'v1/home/index', {
      query: { 'per-page': 1000 },
    });
    expect(huge.body.data.per_page).toBe(50);
    const junk = await api.call<{ page: number }>('GET', 'v1/home/index', {
      query: { page: 'abc' },
    });
    expect(junk.body.data.page).toBe(1);
  });

  it('an unknown channel is a 404 in the envelope', async () => {
    const res = await api.call('GET', 'v1/home/index', { query: { channel: 'nope' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, data: null });
  });

  it('an unknown route is a 404 in the envelope; a wrong method is a 405', async () => {
    const res = await api.call('GET', 'v1/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, data: null });
    expect(res.body.message).toContain('v1/no/such/route');
    const wrong = await api.call('GET', 'v1/auth/login');
    expect(wrong.status).toBe(405);
  });

  it('a malformed JSON body is a 400', async () => {
    const res = await fetch(`${api.base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, data: null });
  });

  it('the health probe answers', async () => {
    expect((await api.call('GET', 'health')).body.data).toEqual({ ok: true });
  });

  it('demo media are SVG images served with nosniff and a locked-down CSP', async () => {
    const res = await fetch(`${api.base}/media/cover/c1.svg?t=${encodeURIComponent('<script>')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg|^<\?xml/);
    expect(svg).not.toContain('<script>');
    expect((await fetch(`${api.base}/media/cover/../../etc.svg`)).status).toBe(404);
  });
});

describe('login', () => {
  it('password login returns a token and the profile', async () => {
    const res = await api.call<{
      token: string;
      user: { id: number; nickname: string; phone: string };
    }>('POST', 'v1/auth/login', {
      body: { phone: '13800000001', password: 'xcx123456' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.token.split('.')).toHaveLength(3);
    expect(res.body.data.user).toMatchObject({ id: 1, nickname: '电车小白', phone: '138****0001' });
  });

  it('a wrong password is 手机号或密码错误, as is an unknown phone', async () => {
    for (const body of [
      { phone: '13800000001', password: 'nope' },
      { phone: '13999999999', password: 'xcx123456' },
    ]) {
      const res = await api.call('POST', 'v1/auth/login', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('手机号或密码错误');
    }
    expect((await api.call('POST', 'v1/auth/login', { body: {} })).status).toBe(400);
  });

  it('SMS captcha rejects a malformed phone', async () => {
    const res = await api.call('POST', 'v1/captcha', { body: { phone: '12345' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请填写正确的手机号');
  });

  it('fast-login with the demo code logs in an existing user', async () => {
    await api.call('POST', 'v1/captcha', { body: { phone: '13800000002' } });
    const res = await api.call<{ user: { id: number } }>('POST', 'v1/auth/fast-login', {
      body: { phone: '13800000002', code: '123456' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(2);
  });

  it('fast-login accepts the code the API logged, once', async () => {
    const loud = await startTestApi({ quiet: false });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const sent = await loud.call<{ sent: boolean; expires_in: number }>('POST', 'v1/captcha', {
        body: { phone: '13711112222' },
      });
      expect(sent.body.data).toEqual({ sent: true, expires_in: 300 });
      const line = log.mock.calls.map((c) => String(c[0])).find((l) => l.includes('13711112222'));
      const code = /: (\d{6})/.exec(line ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const first = await loud.call('POST', 'v1/auth/fast-login', {
        body: { phone: '13711112222', code },
      });
      expect(first.status).toBe(200);
      if (code !== '123456') {
        const again = await loud.call('POST', 'v1/auth/fast-login', {
          body: { phone: '13711112222', code },
        });
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('验证码错误或已过期');
      }
    } finally {
      log.mockRestore();
      await loud.close();
    }
  });

  it('a wrong SMS code is refused', async () => {
    const res = await api.call('POST', 'v1/auth/fast-login', {
      body: { phone: '13800000001', code: '000000' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('验证码错误或已过期');
  });

  it('fast-login with a new phone creates a user who can then be found', async () => {
    const res = await api.call<{ token: string; user: { id: number; nickname: string } }>(
      'POST',
      'v1/auth/fast-login',
      {
        body: { phone: '13655556666', code: '123456' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.nickname).toBe('新出行用户6666');
    const again = await api.call<{ user: { id: number } }>('POST', 'v1/auth/fast-login', {
      body: { phone: '13655556666', code: '123456' },
    });
    expect(again.body.data.user.id).toBe(res.body.data.user.id);
    const profile = await api.call<{ id: number }>('GET', 'v1/user/profile', {
      token: res.body.data.token,
    });
    expect(profile.body.data.id).toBe(res.body.data.user.id);
  });

  it('is-geetest is false', async () => {
    expect((await api.call('GET', 'v1/auth/is-geetest')).body.data).toEqual({ is_geetest: false });
  });
});

describe('token lifetime (foundation issue: refresh signal, 460, 401)', () => {
  it('a fresh token: a plain 200 with no authorization header', async () => {
    const token = await api.login();
    const res = await api.call('GET', 'v1/user/profile', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('authorization')).toBeNull();
  });

  it('past half its lifetime: a 200 carrying the authorization refresh signal', async () => {
    const res = await api.call<{ id: number }>('GET', 'v1/user/profile', { token: STALE() });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(1);
    expect(res.headers.get('authorization')).toBeTruthy();
  });

  it('a short TTL makes the API emit the signal for real as time passes', async () => {
    const short = await startTestApi({
      token: { secret: 's', ttl: 2, refreshGrace: 60, sessionMax: 86400 },
    });
    try {
      const token = await short.login();
      expect(
        (await short.call('GET', 'v1/user/profile', { token })).headers.get('authorization'),
      ).toBeNull();
      await new Promise((r) => setTimeout(r, 2100));
      const later = await short.call('GET', 'v1/user/profile', { token });
      expect([460, 200]).toContain(later.status);
      expect(later.headers.get('authorization')).toBeTruthy();
    } finally {
      await short.close();
    }
  });

  it('expired within the grace: 460 with the signal on login-required routes', async () => {
    const res = await api.call('GET', 'v1/user/profile', { token: EXPIRED_IN_GRACE() });
    expect(res.status).toBe(460);
    expect(res.body).toMatchObject({ status: 460, data: null });
    expect(res.headers.get('authorization')).toBeTruthy();
  });

  it('expired within the grace: anonymous with the signal on public routes', async () => {
    const res = await api.call<{ valid: boolean }>('GET', 'v1/home/check-token', {
      token: EXPIRED_IN_GRACE(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.valid).toBe(false);
    expect(res.headers.get('authorization')).toBeTruthy();
  });

  it('beyond the grace: 401 on login-required routes, plain anonymous on public ones', async () => {
    const token = BEYOND_GRACE();
    const res = await api.call('GET', 'v1/user/profile', { token });
    expect(res.status).toBe(401);
    expect(res.headers.get('authorization')).toBeNull();
    const pub = await api.call<{ valid: boolean }>('GET', 'v1/home/check-token', { token });
    expect(pub.status).toBe(200);
    expect(pub.body.data.valid).toBe(false);
    expect(pub.headers.get('authorization')).toBeNull();
  });

  it('no token or a forged one: 401 on login-required routes', async () => {
    expect((await api.call('GET', 'v1/user/profile')).status).toBe(401);
    const forged = signToken(api.db, 1, { ...api.env.token, secret: 'someone-else' });
    expect((await api.call('GET', 'v1/user/profile', { token: forged })).status).toBe(401);
    expect((await api.call('GET', 'v1/user/profile', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('refresh-jwt exchanges a stale token for a fresh one and revokes the old', async () => {
    const old = STALE();
    const res = await api.call<{ Authorization: string }>('POST', 'v1/user/verify/refresh-jwt', {
      token: old,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const fresh = res.body.data.Authorization;
    expect(fresh.split('.')).toHaveLength(3);
    const ok = await api.call('GET', 'v1/user/profile', { token: fresh });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('authorization')).toBeNull();
    expect((await api.call('GET', 'v1/user/profile', { token: old })).status).toBe(401);
    expect((await api.call('POST', 'v1/user/verify/refresh-jwt', { token: old })).status).toBe(401);
  });

  it('refresh-jwt accepts an expired token within the grace, refuses one beyond it', async () => {
    expect(
      (await api.call('POST', 'v1/user/verify/refresh-jwt', { token: EXPIRED_IN_GRACE() })).status,
    ).toBe(200);
    expect(
      (await api.call('POST', 'v1/user/verify/refresh-jwt', { token: BEYOND_GRACE() })).status,
    ).toBe(401);
    expect((await api.call('POST', 'v1/user/verify/refresh-jwt')).status).toBe(401);
  });

  it('check-token tells a valid token from none', async () => {
    const token = await api.login();
    const yes = await api.call<{ valid: boolean; user: { id: number } }>(
      'GET',
      'v1/home/check-token',
      { token },
    );
    expect(yes.body.data).toMatchObject({ valid: true, user: { id: 1 } });
    const no = await api.call<{ valid: boolean; user: null }>('GET', 'v1/home/check-token');
    expect(no.body.data).toEqual({ valid: false, user: null });
  });

  it('logout revokes the token', async () => {
    const token = await api.login();
    expect((await api.call('DELETE', 'v1/auth', { token })).body.data).toEqual({ logout: true });
    expect((await api.call('GET', 'v1/user/profile', { token })).status).toBe(401);
    const state = await api.call<{ valid: boolean }>('GET', 'v1/home/check-token', { token });
    expect(state.body.data.valid).toBe(false);
  });
});

describe('account changes', () => {
  it('set-phone binds a new phone with a code; a taken phone is refused', async () => {
    const session = await api.call<{ token: string }>('POST', 'v1/auth/fast-login', {
      body: { phone: '13522223333', code: '123456' },
    });
    const token = session.body.data.token;
    // The account has a phone, so binding another is a change: the old phone's code proves the owner.
    const unproven = await api.call('POST', 'v1/user/set-phone', {
      token,
      body: { phone: '13522224444', code: '123456' },
    });
    expect(unproven.body.message).toBe('请先验证原手机号或登录密码');
    const taken = await api.call('POST', 'v1/user/set-phone', {
      token,
      body: { phone: '13800000001', code: '123456', old_code: '123456' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('该手机号已被其他账号绑定');
    const badCode = await api.call('POST', 'v1/user/set-phone', {
      token,
      body: { phone: '13522224444', code: '999999', old_code: '123456' },
    });
    expect(badCode.status).toBe(400);
    const ok = await api.call<{ phone: string }>('POST', 'v1/user/set-phone', {
      token,
      body: { phone: '13522224444', code: '123456', old_code: '123456' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.phone).toBe('135****4444');
    expect(
      (
        await api.call('POST', 'v1/user/set-phone', {
          body: { phone: '13522225555', code: '123456' },
        })
      ).status,
    ).toBe(401);
  });

  it('edit-profile persists the nickname and intro, and validates them', async () => {
    const token = await api.login('13800000002');
    const ok = await api.call<{ nickname: string; intro: string }>('POST', 'v1/user/edit-profile', {
      token,
      body: { nickname: '续航焦虑终结者2', intro: '冬天也不焦虑' },
    });
    expect(ok.body.data).toMatchObject({ nickname: '续航焦虑终结者2', intro: '冬天也不焦虑' });
    const read = await api.call<{ nickname: string }>('GET', 'v1/user', { query: { uid: 2 } });
    expect(read.body.data.nickname).toBe('续航焦虑终结者2');
    expect(
      (await api.call('POST', 'v1/user/edit-profile', { token, body: { nickname: '' } })).body
        .message,
    ).toBe('请填写昵称');
    expect(
      (
        await api.call('POST', 'v1/user/edit-profile', {
          token,
          body: { nickname: '一'.repeat(17) },
        })
      ).status,
    ).toBe(400);
  });

  it('forget-password in two steps: the code gives a ticket, the ticket sets the password', async () => {
    const phone = '13800000003';
    const noCode = await api.call('POST', 'v1/user/forget-password-first', {
      body: { phone, code: '000000' },
    });
    expect(noCode.status).toBe(400);
    // An unknown phone is not told apart (tests/unit/disclosure-api.test.ts): its ticket leads nowhere.
    const unknown = await api.call<{ ticket: string }>('POST', 'v1/user/forget-password-first', {
      body: { phone: '13912345678', code: '123456' },
    });
    expect(unknown.status).toBe(200);
    const nowhere = await api.call('POST', 'v1/user/forget-password-second', {
      body: { phone: '13912345678', ticket: unknown.body.data.ticket, password: 'newpass1' },
    });
    expect(nowhere.status).toBe(400);
    const first = await api.call<{ ticket: string }>('POST', 'v1/user/forget-password-first', {
      body: { phone, code: '123456' },
    });
    const { ticket } = first.body.data;
    expect(ticket).toMatch(/^\d+\.[0-9a-f]{32}$/);
    const forged = await api.call('POST', 'v1/user/forget-password-second', {
      body: { phone, ticket: '0'.repeat(32), password: 'newpass1' },
    });
    expect(forged.status).toBe(400);
    const short = await api.call('POST', 'v1/user/forget-password-second', {
      body: { phone, ticket, password: '123' },
    });
    expect(short.body.message).toBe('密码长度为6-20位');
    const second = await api.call('POST', 'v1/user/forget-password-second', {
      body: { phone, ticket, password: 'newpass1' },
    });
    expect(second.body.data).toEqual({ reset: true });
    expect(
      (await api.call('POST', 'v1/auth/login', { body: { phone, password: 'newpass1' } })).status,
    ).toBe(200);
    expect(
      (await api.call('POST', 'v1/auth/login', { body: { phone, password: 'xcx123456' } })).status,
    ).toBe(400);
    // The ticket is single use: once the password changed it no longer works.
    const replay = await api.call('POST', 'v1/user/forget-password-second', {
      body: { phone, ticket, password: 'hijacked1' },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('验证已失效，请重新获取验证码');
  });
});

describe('share-info (WeChat JS-SDK signature)', () => {
  it('signs jsapi_ticket, noncestr, timestamp and the url without its hash with SHA-1', async () => {
    const url = 'https://m.xchuxing.com/article/12?from=timeline&x=1#comments';
    const before = Math.floor(Date.now() / 1000);
    const res = await api.call<{
      appId: string;
      timestamp: number;
      nonceStr: string;
      signature: string;
    }>('GET', 'v1/share-info', {
      query: { url },
    });
    const { appId, timestamp, nonceStr, signature } = res.body.data;
    expect(appId).toBe(api.env.wx.appId);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(before + 2);
    expect(nonceStr).toMatch(/^\w{8,32}$/);
    const expected = crypto
      .createHash('sha1')
      .update(
        `jsapi_ticket=${jsapiTicket(api.env)}&noncestr=${nonceStr}&timestamp=${timestamp}&url=https://m.xchuxing.com/article/12?from=timeline&x=1`,
      )
      .digest('hex');
    expect(signature).toBe(expected);
  });

  it('a fresh nonce each call; a url that is not http(s) is a 400', async () => {
    const a = await api.call<{ nonceStr: string }>('GET', 'v1/share-info', {
      query: { url: 'https://m.xchuxing.com/' },
    });
    const b = await api.call<{ nonceStr: string }>('GET', 'v1/share-info', {
      query: { url: 'https://m.xchuxing.com/' },
    });
    expect(a.body.data.nonceStr).not.toBe(b.body.data.nonceStr);
    expect(
      (await api.call('GET', 'v1/share-info', { query: { url: 'javascript:alert(1)' } })).status,
    ).toBe(400);
    expect((await api.call('GET', 'v1/share-info')).status).toBe(400);
  });
});
