import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '@/local-api/auth';
import { nowSeconds } from '@/local-api/db';
import { readEnv } from '@/local-api/env';
import { createRateLimiter, RATE_LIMITS } from '@/local-api/rate-limit';
import { startTestApi, type TestApi } from '../helpers/local-api';

// Issue 8 against the real local API: accounts that cannot be taken over, limits that answer
// 429 in Chinese, and bad input that gets a 4xx instead of a 500 or a reset.

const ADDRESS_HEADERS = (ip: string) => ({ 'content-type': 'application/json', 'x-real-ip': ip });

/** The code the API issued to a phone (the SMS gateway is the log; the test reads the table). */
const lastCode = (api: TestApi, phone: string) =>
  (api.db.prepare('SELECT code FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as { code: string }).code;

async function post(api: TestApi, path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(`${api.base}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { message: string; data: unknown } };
}

describe('defaults of a deploy', () => {
  it('no fixed SMS code, no mock third-party logins, real rate limits, no secret in the source', () => {
    const saved = { ...process.env };
    for (const k of ['LOCAL_API_SMS_CODE', 'LOCAL_API_DEMO', 'LOCAL_API_RATE_LIMIT_SCALE', 'LOCAL_API_SECRET']) delete process.env[k];
    try {
      const env = readEnv();
      expect(env.demoSmsCode).toBeNull();
      expect(env.demo).toBe(false);
      expect(env.rateLimitScale).toBe(1);
      expect(env.token.secret).toBe('');
    } finally {
      process.env = saved;
    }
  });

  it('pins the default limits', () => {
    expect(RATE_LIMITS.loginPhone).toMatchObject({ limit: 10, window: 900 });
    expect(RATE_LIMITS.loginAddress).toMatchObject({ limit: 30, window: 60 });
    expect(RATE_LIMITS.smsPhone).toMatchObject({ limit: 1, window: 60 });
    expect(RATE_LIMITS.smsPhoneDaily).toMatchObject({ limit: 10, window: 86400 });
    expect(RATE_LIMITS.write).toMatchObject({ limit: 20, window: 60 });
    expect(RATE_LIMITS.search).toMatchObject({ limit: 60, window: 60 });
  });
});

describe('a deploy (no demo mode)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ demo: false, demoSmsCode: null, token: { ...readEnv().token, secret: '' } });
  });
  afterAll(() => api.close());

  it('generates a random token secret kept with the database; tokens signed with the old source value are refused', async () => {
    expect(api.env.token.secret).toMatch(/^[\w-]{40,}$/);
    const stored = api.db.prepare("SELECT value FROM meta WHERE key = 'token_secret'").get() as { value: string };
    expect(stored.value).toBe(api.env.token.secret);
    const forged = signToken(api.db, 1, { ...api.env.token, secret: 'xinchuxing-local-api-demo-secret' });
    expect((await api.call('GET', 'v1/user/profile', { token: forged })).status).toBe(401);
    expect((await api.call('GET', 'v1/user/profile', { token: await api.login() })).status).toBe(200);
  });

  it('refuses a token whose lifetime is longer than configured, and a signature that is not base64url', async () => {
    const long = signToken(api.db, 1, { ...api.env.token, ttl: api.env.token.ttl * 100 });
    expect((await api.call('GET', 'v1/user/profile', { token: long })).status).toBe(401);
    const good = await api.login();
    const [h, p, sig] = good.split('.');
    // The same bytes in standard base64 (+ / and padding) must not be accepted.
    const std = Buffer.from(sig!, 'base64url').toString('base64');
    expect((await api.call('GET', 'v1/user/profile', { token: `${h}.${p}.${std}` })).status).toBe(401);
  });

  it('the fixed demo code and the mock third-party login do not work', async () => {
    const fast = await api.call('POST', 'v1/auth/fast-login', { body: { phone: '13911112222', code: '123456' } });
    expect(fast.status).toBe(400);
    const third = await api.call('GET', 'v1/user/third/weixinCallback', { query: { code: 'demo-13800000001' } });
    expect(third.status).toBe(400);
    expect(third.body.message).toBe('授权失败，请重试');
  });

  it('one live code per phone, at most 5 wrong guesses, one code a minute per phone', async () => {
    const phone = '13911113333';
    const h = ADDRESS_HEADERS('10.0.0.1');
    expect((await post(api, 'v1/captcha', { phone }, h)).status).toBe(200);
    const first = lastCode(api, phone);
    const again = await post(api, 'v1/captcha', { phone }, h);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('验证码发送太频繁，请60秒后再试');
    // Five wrong guesses kill the code: the right one no longer works after them.
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(first) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await api.call('POST', 'v1/auth/fast-login', { body: { phone, code: wrong } })).status).toBe(400);
    }
    expect((await api.call('POST', 'v1/auth/fast-login', { body: { phone, code: first } })).status).toBe(400);
  });

  it('a new code replaces the old one', async () => {
    const phone = '13911114444';
    const fresh = await startTestApi({ demo: false, demoSmsCode: null, rateLimitScale: 10 });
    try {
      await post(fresh, 'v1/captcha', { phone });
      const old = lastCode(fresh, phone);
      await post(fresh, 'v1/captcha', { phone });
      const current = lastCode(fresh, phone);
      if (old !== current) expect((await fresh.call('POST', 'v1/auth/fast-login', { body: { phone, code: old } })).status).toBe(400);
      expect((await fresh.call('POST', 'v1/auth/fast-login', { body: { phone, code: current } })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('a daily cap of codes per phone, even one a minute apart', () => {
    let t = 0;
    const limit = createRateLimiter(1, () => t);
    const phone = '13911115555';
    const issue = () => {
      limit(RATE_LIMITS.smsPhone, phone);
      limit(RATE_LIMITS.smsPhoneDaily, phone);
    };
    for (let i = 0; i < RATE_LIMITS.smsPhoneDaily.limit; i++) {
      issue();
      t += 61_000;
    }
    expect(issue).toThrowError('该手机号今日获取验证码次数已达上限，请明天再试');
    t += 24 * 60 * 60 * 1000;
    expect(issue).not.toThrow();
  });

  it('password login: failures per phone and attempts per address are limited with a Chinese 429', async () => {
    const h = ADDRESS_HEADERS('10.0.2.1');
    let res = { status: 0, body: { message: '', data: null as unknown } };
    for (let i = 0; i <= RATE_LIMITS.loginPhone.limit; i++) res = await post(api, 'v1/auth/login', { phone: '13800000009', password: 'wrong-pass' }, ADDRESS_HEADERS(`10.0.3.${i}`));
    expect(res.status).toBe(429);
    expect(res.body.message).toContain('密码错误次数过多');
    for (let i = 0; i <= RATE_LIMITS.loginAddress.limit; i++) res = await post(api, 'v1/auth/login', { phone: `1390000${String(1000 + i)}`, password: 'x' }, h);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('登录尝试过于频繁，请稍后再试');
    // Another address still logs in.
    expect((await post(api, 'v1/auth/login', { phone: '13800000001', password: 'xcx123456' }, ADDRESS_HEADERS('10.0.2.2'))).status).toBe(200);
  });
});

describe('sessions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ rateLimitScale: 0 });
  });
  afterAll(() => api.close());

  it('a password reset ends every session of the account', async () => {
    const phone = '13800000004';
    const other = await api.login(phone);
    const first = await api.call<{ ticket: string }>('POST', 'v1/user/forget-password-first', { body: { phone, code: '123456' } });
    await api.call('POST', 'v1/user/forget-password-second', { body: { phone, ticket: first.body.data.ticket, password: 'newpass9' } });
    expect((await api.call('GET', 'v1/user/profile', { token: other })).status).toBe(401);
    expect((await api.call('GET', 'v1/user/profile', { token: await api.login(phone, 'newpass9') })).status).toBe(200);
  });

  it('a phone change ends the other sessions and keeps the one that made it', async () => {
    const phone = '13800000005';
    const mine = await api.login(phone);
    const other = await api.login(phone);
    const changed = await api.call('POST', 'v1/user/update-phone-second', { token: mine, body: { phone: '13700000055', code: '123456' } });
    expect(changed.status).toBe(200);
    expect((await api.call('GET', 'v1/user/profile', { token: other })).status).toBe(401);
    expect((await api.call('GET', 'v1/user/profile', { token: mine })).status).toBe(200);
  });

  it('a refresh chain ends LOCAL_API_SESSION_MAX after its login', async () => {
    const short = await startTestApi({ token: { ...api.env.token, secret: 'chain', sessionMax: 3600 } });
    try {
      const now = nowSeconds();
      // Issued 10 minutes ago by a login two hours ago: within its own lifetime, past the chain's.
      const old = signToken(short.db, 1, short.env.token, now - 600, now - 7200);
      const res = await short.call('POST', 'v1/user/verify/refresh-jwt', { token: old });
      expect(res.status).toBe(401);
      const recent = signToken(short.db, 1, short.env.token, now - 600, now - 600);
      expect((await short.call('POST', 'v1/user/verify/refresh-jwt', { token: recent })).status).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('oracles, private posts and bad input', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ rateLimitScale: 0 });
  });
  afterAll(() => api.close());

  it('forget-password-first answers an unknown phone like a known one', async () => {
    const known = await api.call('POST', 'v1/user/forget-password-first', { body: { phone: '13800000006', code: '123456' } });
    const unknown = await api.call('POST', 'v1/user/forget-password-first', { body: { phone: '13999990000', code: '123456' } });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body.data as object)).toEqual(Object.keys(known.body.data as object));
  });

  it('a private post leaks through neither search suggestions nor likes, favourites and reports of others', async () => {
    const author = await api.login('13800000001');
    const marker = `私密测试${crypto.randomBytes(3).toString('hex')}`;
    const post = await api.call<{ id: number }>('POST', 'v1/ins', { token: author, body: { content: `${marker} 今天提车`, status: 0 } });
    expect(post.status).toBe(200);
    const suggest = await api.call<string[]>('GET', 'v1/search/suggest', { query: { keyword: marker } });
    expect(suggest.body.data.join('')).not.toContain(marker);
    const other = await api.login('13800000002');
    const like = await api.call('POST', 'v1/ins/like', { token: other, body: { id: post.body.data.id } });
    expect(like.status).toBe(404);
    const comment = await api.call<{ id: number }>('POST', 'v1/comment', { token: author, body: { type: 3, id: post.body.data.id, content: '自己的评论' } });
    expect(comment.status).toBe(200);
    const report = await api.call('POST', 'v1/comment/report', { token: other, body: { comment_id: comment.body.data.id, reason: '其他' } });
    expect(report.status).toBe(404);
  });

  it('huge and negative page numbers are clamped, never a 500', async () => {
    for (const page of ['922337203685477580', '-5', '1e308']) {
      for (const path of ['v1/home/index', 'v1/search', 'v1/live', 'v1/comments/1/1/1']) {
        const res = await api.call('GET', path, { query: { page, 'per-page': '999999', keyword: '续航', channel: 'recommend' } });
        expect(res.status, `${path}?page=${page}`).toBeLessThan(500);
      }
    }
  });

  it('an oversized body gets 413 in Chinese, not a reset', async () => {
    const token = await api.login();
    const big = Buffer.alloc(11 * 1024 * 1024, 0x61);
    const url = new URL(`${api.base}/v1/comment`);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: (url as unknown as { port: string }).port, path: url.pathname, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
        (r) => {
          let body = '';
          r.on('data', (c: Buffer) => (body += c.toString()));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Streamed without a content-length: the cap is enforced while reading.
      req.write(big.subarray(0, 6 * 1024 * 1024));
      req.write(big.subarray(6 * 1024 * 1024));
      req.end();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toContain('上传内容过大');
  });

  it('the dealer phone check tells an anonymous caller nothing', async () => {
    const check = await api.call<{ submitted: boolean }>('POST', 'v1/dealer/dealer/phone-check', { body: { phone: '13800000001' } });
    expect(check.body.data).toEqual({ valid: true, submitted: false });
  });
});

describe('writes and searches are limited', () => {
  let api: TestApi;
  afterEach(() => api?.close());

  it('the 21st comment within a minute answers 429 in Chinese', async () => {
    api = await startTestApi();
    const token = await api.login();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.write.limit; i++) {
      statuses.push((await api.call('POST', 'v1/comment', { token, body: { type: 1, id: 1, content: `第${i}条评论，续航很扎实` } })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
    const last = await api.call('POST', 'v1/comment', { token, body: { type: 1, id: 1, content: '再来一条' } });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('发布太频繁了，请稍后再试');
  });

  it('counted searches per address answer 429 past the limit', async () => {
    api = await startTestApi();
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.search.limit; i++) {
      const res = await fetch(`${api.base}/v1/search?keyword=${encodeURIComponent('理想')}`, { headers: { 'x-real-ip': '10.9.9.9' } });
      status = res.status;
    }
    expect(status).toBe(429);
    const other = await fetch(`${api.base}/v1/search?keyword=${encodeURIComponent('理想')}`, { headers: { 'x-real-ip': '10.9.9.8' } });
    expect(other.status).toBe(200);
  });

  it('a scale of 0 turns limits off (the browser tests)', async () => {
    api = await startTestApi({ rateLimitScale: 0 });
    for (let i = 0; i < 70; i++) expect((await api.call('GET', 'v1/search', { query: { keyword: '蔚来' } })).status).toBe(200);
  });
});
