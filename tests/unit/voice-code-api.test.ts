// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '@/local-api/rate-limit';
import { scopedTestApi, type TestApi } from '../helpers/local-api';

// 语音验证码, the bot check's way without the picture (docs/elder-mode.md): the same code as a text,
// read out by a call (the phone gateway is the log here; the test reads the code where the API keeps
// it). No picture stands before it, so its own limits per phone and per address hold a script back.

// No fixed demo code: only the code the call carried logs in.
const api = scopedTestApi({ demoSmsCode: null });

afterEach(() => vi.useRealTimers());

async function post(api: TestApi, path: string, body: unknown, ip: string, token?: string) {
  const res = await fetch(`${api.base}/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-real-ip': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: unknown } };
}

const voice = (phone: string, ip: string, type = 'login') =>
  post(api, 'v1/captcha/voice', { phone, type }, ip);

const codes = (phone: string) =>
  api.db.prepare('SELECT code FROM sms_codes WHERE phone = ? ORDER BY id DESC').all(phone) as {
    code: string;
  }[];

/** Moves the API's clock (Date, which its rate limits and code expiry read) `seconds` on. */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('语音验证码', () => {
  it('pins its limits: a call rings a phone, far fewer than texts', () => {
    expect(RATE_LIMITS.voicePhone).toMatchObject({ limit: 2, window: 3600 });
    expect(RATE_LIMITS.voicePhoneDaily).toMatchObject({ limit: 3, window: 86400 });
    expect(RATE_LIMITS.voiceAddress).toMatchObject({ limit: 10, window: 86400 });
  });

  it('the code read out logs in, once; a wrong one does not', async () => {
    const phone = '13966610001';
    const res = await voice(phone, '10.66.1.1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ called: true, expires_in: 300 });
    const [issued] = codes(phone);
    expect(issued?.code).toMatch(/^\d{6}$/);
    const wrong = String((Number(issued!.code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await post(api, 'v1/auth/fast-login', { phone, code: wrong }, '10.66.1.1')).status,
    ).toBe(400);
    const login = await post(api, 'v1/auth/fast-login', { phone, code: issued!.code }, '10.66.1.1');
    expect(login.status).toBe(200);
    expect((login.body.data as { token: string }).token).toBeTruthy();
    // Used up: the same code a second time is refused.
    expect(
      (await post(api, 'v1/auth/fast-login', { phone, code: issued!.code }, '10.66.1.1')).status,
    ).toBe(400);
  });

  it('the code read out proves a lead’s phone', async () => {
    const phone = '13966610002';
    expect((await voice(phone, '10.66.2.1', 'lead')).status).toBe(200);
    const s = api.db
      .prepare(
        'SELECT ds.series_id, d.city_code FROM dealer_series ds JOIN dealers d ON d.id = ds.dealer_id ORDER BY ds.series_id, d.id LIMIT 1',
      )
      .get() as { series_id: number; city_code: string };
    const lead = await post(
      api,
      'v1/dealer/dealer/receive',
      {
        id: s.series_id,
        type: 1,
        name: '王阿姨',
        phone,
        code: codes(phone)[0]!.code,
        city_code: s.city_code,
        consent: 1,
      },
      '10.66.2.1',
    );
    expect(lead.status).toBe(200);
  });

  it('needs no picture where the texts do', async () => {
    const phone = '13966610003';
    // Past 3 texts an hour the phone's next text needs the solved picture...
    for (let i = 0; i < RATE_LIMITS.botSms.limit; i++)
      await post(api, 'v1/captcha', { phone }, `10.66.3.${i}`);
    const text = await post(api, 'v1/captcha', { phone }, '10.66.3.9');
    expect(text.body.message).toBe('请先完成安全验证');
    // ...a call does not (a minute on: one code a minute per phone, whichever way).
    later(61);
    expect((await voice(phone, '10.66.3.9')).status).toBe(200);
  });

  it('per phone: 2 calls an hour and 3 a day, whichever the address; a refused call places no call', async () => {
    const phone = '13966610004';
    expect((await voice(phone, '10.66.4.1')).status).toBe(200);
    later(61);
    expect((await voice(phone, '10.66.4.2')).status).toBe(200);
    later(61);
    const third = await voice(phone, '10.66.4.3');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('语音验证码请求太频繁，请1小时后再试');
    expect(codes(phone)).toHaveLength(2);
    // An hour on, one more; the day's third is the last.
    later(3600);
    expect((await voice(phone, '10.66.4.4')).status).toBe(200);
    later(61);
    const fourth = await voice(phone, '10.66.4.5');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('该手机号今日语音验证码次数已达上限，请明天再试');
    expect(codes(phone)).toHaveLength(3);
  });

  it('per address: 10 calls a day, to any phones', async () => {
    const ip = '10.66.5.1';
    for (let i = 0; i < RATE_LIMITS.voiceAddress.limit; i++)
      expect((await voice(`1396662${String(i).padStart(4, '0')}`, ip)).status).toBe(200);
    const next = await voice('13966629999', ip);
    expect(next.status).toBe(429);
    expect(next.body.message).toBe('语音验证码请求太频繁，请明天再试');
    expect(codes('13966629999')).toHaveLength(0);
    // Another address may still call that phone.
    expect((await voice('13966629999', '10.66.5.2')).status).toBe(200);
  });

  it('one code a minute per phone, text or call; a call refused so costs none of the phone’s calls', async () => {
    const phone = '13966610006';
    expect((await post(api, 'v1/captcha', { phone }, '10.66.6.1')).status).toBe(200);
    const call = await voice(phone, '10.66.6.1');
    expect(call.status).toBe(429);
    expect(call.body.message).toBe('验证码发送太频繁，请60秒后再试');
    // The refused request used up none of the phone's calls: both of the hour's still ring.
    later(61);
    expect((await voice(phone, '10.66.6.1')).status).toBe(200);
    later(61);
    expect((await voice(phone, '10.66.6.1')).status).toBe(200);
  });

  it('a bad phone is a 400; the own-phone call needs a login and rings the account’s phone', async () => {
    expect((await voice('12345', '10.66.7.1')).status).toBe(400);
    expect((await post(api, 'v1/captcha/voice', { type: 'old-phone' }, '10.66.7.1')).status).toBe(
      401,
    );
    const phone = '13966610007';
    expect((await voice(phone, '10.66.7.2')).status).toBe(200);
    later(61);
    const login = await post(
      api,
      'v1/auth/fast-login',
      { phone, code: codes(phone)[0]!.code },
      '10.66.7.2',
    );
    const token = (login.body.data as { token: string }).token;
    const own = await post(
      api,
      'v1/captcha/voice',
      { type: 'old-phone', phone: '13966619999' },
      '10.66.7.2',
      token,
    );
    expect(own.status).toBe(200);
    expect(codes(phone)).toHaveLength(2);
    expect(codes('13966619999')).toHaveLength(0);
  });
});
