import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, signToken } from '@/local-api/auth';
import { readEnv } from '@/local-api/env';
import { createRateLimiter, RATE_LIMITS } from '@/local-api/rate-limit';
import { solvedBotCheck } from '../helpers/bot-check';
import { scopedTestApi, startTestApi, type TestApi } from '../helpers/local-api';

// Issue 8 against the real local API, for accounts: a deploy's defaults, tokens that cannot be
// forged, SMS codes and password logins limited with a Chinese 429.

const ADDRESS_HEADERS = (ip: string) => ({ 'content-type': 'application/json', 'x-real-ip': ip });

/** The code the API issued to a phone (the SMS gateway is the log; the test reads the table). */
const lastCode = (api: TestApi, phone: string) =>
  (
    api.db
      .prepare('SELECT code FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1')
      .get(phone) as { code: string }
  ).code;

async function post(
  api: TestApi,
  path: string,
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  const res = await fetch(`${api.base}/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: unknown } };
}

describe('defaults of a deploy', () => {
  it('no fixed SMS code, no mock third-party logins, real rate limits, no secret in the source', () => {
    const saved = { ...process.env };
    for (const k of [
      'LOCAL_API_SMS_CODE',
      'LOCAL_API_DEMO',
      'LOCAL_API_RATE_LIMIT_SCALE',
      'LOCAL_API_SECRET',
    ])
      delete process.env[k];
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
  const api = scopedTestApi({
    demo: false,
    demoSmsCode: null,
    token: { ...readEnv().token, secret: '' },
  });
  // A deploy's seeded accounts have no usable password (account-security-api.test.ts): these
  // tests give the first demo account one, as its owner would by a reset.
  beforeAll(() => {
    api.db
      .prepare("UPDATE users SET password = ? WHERE phone = '13800000001'")
      .run(hashPassword('xcx123456'));
  });

  it('generates a random token secret kept with the database; tokens signed with the old source value are refused', async () => {
    expect(api.env.token.secret).toMatch(/^[\w-]{40,}$/);
    const stored = api.db.prepare("SELECT value FROM meta WHERE key = 'token_secret'").get() as {
      value: string;
    };
    expect(stored.value).toBe(api.env.token.secret);
    const forged = signToken(api.db, 1, {
      ...api.env.token,
      secret: 'xinchuxing-local-api-demo-secret',
    });
    expect((await api.call('GET', 'v1/user/profile', { token: forged })).status).toBe(401);
    expect((await api.call('GET', 'v1/user/profile', { token: await api.login() })).status).toBe(
      200,
    );
  });

  it('refuses a token whose lifetime is longer than configured, and a signature that is not base64url', async () => {
    const long = signToken(api.db, 1, { ...api.env.token, ttl: api.env.token.ttl * 100 });
    expect((await api.call('GET', 'v1/user/profile', { token: long })).status).toBe(401);
    const good = await api.login();
    const [h, p, sig] = good.split('.');
    // The same bytes in standard base64 (+ / and padding) must not be accepted.
    const std = Buffer.from(sig!, 'base64url').toString('base64');
    expect((await api.call('GET', 'v1/user/profile', { token: `${h}.${p}.${std}` })).status).toBe(
      401,
    );
  });

  it('the fixed demo code and the mock third-party login do not work', async () => {
    const fast = await api.call('POST', 'v1/auth/fast-login', {
      body: { phone: '13911112222', code: '123456' },
    });
    expect(fast.status).toBe(400);
    // With the browser's own good state (third-login-api.test.ts), the mock code is still refused.
    const start = await api.call<{ state: string; binding: string }>('GET', 'v1/auth/thirdauth', {
      query: { redirect_uri: `http://${api.env.site.siteHosts[0]}/third/weixin` },
    });
    const { state, binding } = start.body.data;
    const third = await api.call('GET', 'v1/user/third/weixinCallback', {
      query: { code: 'demo-13800000001', state, binding },
    });
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
      expect(
        (await api.call('POST', 'v1/auth/fast-login', { body: { phone, code: wrong } })).status,
      ).toBe(400);
    }
    expect(
      (await api.call('POST', 'v1/auth/fast-login', { body: { phone, code: first } })).status,
    ).toBe(400);
  });

  it('a new code replaces the old one', async () => {
    const phone = '13911114444';
    const fresh = await startTestApi({ demo: false, demoSmsCode: null, rateLimitScale: 10 });
    try {
      await post(fresh, 'v1/captcha', { phone });
      const old = lastCode(fresh, phone);
      await post(fresh, 'v1/captcha', { phone });
      const current = lastCode(fresh, phone);
      if (old !== current)
        expect(
          (await fresh.call('POST', 'v1/auth/fast-login', { body: { phone, code: old } })).status,
        ).toBe(400);
      expect(
        (await fresh.call('POST', 'v1/auth/fast-login', { body: { phone, code: current } })).status,
      ).toBe(200);
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
    // Past a few failures a guess needs a solved bot check too (auth-challenge-api.test.ts): solved here.
    for (let i = 0; i <= RATE_LIMITS.loginPhone.limit; i++) {
      const solved = await solvedBotCheck(api, `10.0.3.${i}`);
      res = await post(
        api,
        'v1/auth/login',
        { phone: '13800000009', password: 'wrong-pass', ...solved },
        ADDRESS_HEADERS(`10.0.3.${i}`),
      );
    }
    expect(res.status).toBe(429);
    expect(res.body.message).toContain('密码错误次数过多');
    for (let i = 0; i <= RATE_LIMITS.loginAddress.limit; i++)
      res = await post(
        api,
        'v1/auth/login',
        { phone: `1390000${String(1000 + i)}`, password: 'x' },
        h,
      );
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('登录尝试过于频繁，请稍后再试');
    // Another address still logs in.
    expect(
      (
        await post(
          api,
          'v1/auth/login',
          { phone: '13800000001', password: 'xcx123456' },
          ADDRESS_HEADERS('10.0.2.2'),
        )
      ).status,
    ).toBe(200);
  });
});
