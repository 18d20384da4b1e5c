import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_PASSWORD } from '@/local-api/auth';
import { RATE_LIMITS } from '@/local-api/rate-limit';
import { solvedBotCheck } from '../helpers/bot-check';
import { scopedTestApi, type TestApi } from '../helpers/local-api';

// Issue 28 against the real local API, for accounts: the password lockout holds against the
// right password too (F1), whether a phone has an account shows neither in the answer nor in the
// time (F7), reset tickets expire, and a deploy's seed has no shared password.

const json = (ip: string) => ({ 'content-type': 'application/json', 'x-real-ip': ip });

async function post(api: TestApi, path: string, body: unknown, ip: string, token?: string) {
  const headers: Record<string, string> = json(ip);
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${api.base}/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: unknown } };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('password lockout (issue 28 F1)', () => {
  const api = scopedTestApi();

  it('while a phone’s failures fill the window, the right password is refused with the same 429 as a wrong one', async () => {
    const phone = '13800000011';
    // Each guess from its own address, as a botnet would: only the per-phone window applies.
    // Past a few failures each guess also needs a solved bot check (auth-challenge-api.test.ts): solved here.
    for (let i = 0; i < RATE_LIMITS.loginPhone.limit; i++) {
      const ip = `10.28.1.${i}`;
      const res = await post(
        api,
        'v1/auth/login',
        { phone, password: `guess-${i}`, ...(await solvedBotCheck(api, ip)) },
        ip,
      );
      expect(res.body.message).toBe('手机号或密码错误');
    }
    const wrong = await post(
      api,
      'v1/auth/login',
      { phone, password: 'guess-x', ...(await solvedBotCheck(api, '10.28.2.1')) },
      '10.28.2.1',
    );
    const right = await post(
      api,
      'v1/auth/login',
      { phone, password: 'xcx123456', ...(await solvedBotCheck(api, '10.28.2.2')) },
      '10.28.2.2',
    );
    expect(wrong.status).toBe(429);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(wrong.body);
    expect(right.body.message).toContain('密码错误次数过多');
    // Another phone is not affected.
    expect(
      (
        await post(
          api,
          'v1/auth/login',
          { phone: '13800000012', password: 'xcx123456' },
          '10.28.2.3',
        )
      ).status,
    ).toBe(200);
  });
});

describe('registered phones cannot be told apart (issue 28 F7)', () => {
  const api = scopedTestApi();

  it('a password login runs one scrypt whether or not the phone has an account, and answers the same', async () => {
    const scrypt = vi.spyOn(crypto, 'scryptSync');
    const known = await post(
      api,
      'v1/auth/login',
      { phone: '13800000013', password: 'wrong-pass' },
      '10.28.3.1',
    );
    const knownHashes = scrypt.mock.calls.length;
    scrypt.mockClear();
    const unknown = await post(
      api,
      'v1/auth/login',
      { phone: '13999990013', password: 'wrong-pass' },
      '10.28.3.2',
    );
    expect(scrypt.mock.calls.length).toBe(knownHashes);
    expect(knownHashes).toBe(1);
    expect(unknown).toEqual(known);
  });

  it('phone-bind-validator answers the same for a registered and an unregistered phone, and is limited', async () => {
    const token = await api.login('13800000014');
    const registered = await api.call('GET', 'v1/common/verify/phone-bind-validator', {
      token,
      query: { phone: '13800000015' },
    });
    const unregistered = await api.call('GET', 'v1/common/verify/phone-bind-validator', {
      token,
      query: { phone: '13999990015' },
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual(unregistered.body);
    let last = registered;
    for (let i = 3; i <= RATE_LIMITS.phoneCheck.limit; i++) {
      last = await api.call('GET', 'v1/common/verify/phone-bind-validator', {
        token,
        query: { phone: `1399999${String(1000 + i)}` },
      });
    }
    expect(last.status).toBe(200);
    const over = await api.call('GET', 'v1/common/verify/phone-bind-validator', {
      token,
      query: { phone: '13999998888' },
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('查询太频繁了，请稍后再试');
  });
});

describe('password reset tickets (issue 28, low)', () => {
  const api = scopedTestApi();

  it('a ticket expires 10 minutes after the code proved the phone', async () => {
    const phone = '13800000016';
    const first = await api.call<{ ticket: string }>('POST', 'v1/user/forget-password-first', {
      body: { phone, code: '123456' },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 2000);
    const late = await api.call('POST', 'v1/user/forget-password-second', {
      body: { phone, ticket: first.body.data.ticket, password: 'newpass1' },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('验证已失效，请重新获取验证码');
    vi.useRealTimers();
    const fresh = await api.call<{ ticket: string }>('POST', 'v1/user/forget-password-first', {
      body: { phone, code: '123456' },
    });
    const ok = await api.call('POST', 'v1/user/forget-password-second', {
      body: { phone, ticket: fresh.body.data.ticket, password: 'newpass1' },
    });
    expect(ok.status).toBe(200);
    // Single use: the same ticket again is refused.
    const again = await api.call('POST', 'v1/user/forget-password-second', {
      body: { phone, ticket: fresh.body.data.ticket, password: 'newpass2' },
    });
    expect(again.status).toBe(400);
  });
});

describe('a deploy’s seed and WeChat signing (issue 28, low)', () => {
  const api = scopedTestApi({ demo: false, demoSmsCode: null });

  it('the seeded accounts have no usable password outside demo mode', async () => {
    const res = await post(
      api,
      'v1/auth/login',
      { phone: '13800000001', password: 'xcx123456' },
      '10.28.4.1',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('手机号或密码错误');
    // The owner accounts seeded after the users (domains/owners.ts) have none either.
    expect(
      api.db
        .prepare("SELECT COUNT(*) n FROM users WHERE phone LIKE '138%' AND password != ?")
        .get(NO_PASSWORD),
    ).toEqual({ n: 0 });
    expect(
      (
        api.db.prepare("SELECT COUNT(*) n FROM users WHERE phone LIKE '138%'").get() as {
          n: number;
        }
      ).n,
    ).toBeGreaterThan(100);
  });

  it('without LOCAL_API_WX_TICKET no JS-SDK signature is made', async () => {
    expect(api.env.wx.jsapiTicket).toBe('');
    const res = await api.call('GET', 'v1/share-info', {
      query: { url: 'https://m.xchuxing.com/' },
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('微信分享暂未配置');
  });
});
