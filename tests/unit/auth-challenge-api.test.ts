// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@/local-api/rate-limit';
import { botAnswer } from '../helpers/bot-check';
import { scopedTestApi, type TestApi } from '../helpers/local-api';

// The bot check before SMS codes and password logins (issue 27 §6), against the real local API:
// under the threshold no challenge; past it a send without a solved challenge is refused in
// Chinese and one with the solution passes. The challenge is drawn and checked by the API.

async function call(api: TestApi, method: string, path: string, ip: string, body?: unknown) {
  const res = await fetch(`${api.base}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-real-ip': ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { message: string; data: Record<string, unknown> },
  };
}

const required = async (api: TestApi, ip: string, phone: string, scene = 'sms') =>
  (await call(api, 'GET', `v1/auth/is-geetest?phone=${phone}&scene=${scene}`, ip)).body.data
    .is_geetest;

async function challenge(api: TestApi, ip: string) {
  const res = await call(api, 'GET', 'v1/geetest', ip);
  expect(res.status).toBe(200);
  return res.body.data as { challenge: string; image: string; expires_in: number };
}

describe('the bot check before SMS codes', () => {
  const api = scopedTestApi();

  it('no challenge under the threshold; past 3 codes a phone must solve one, and a solved one passes once', async () => {
    const phone = '13927270001';
    // Each from its own address; the second and third meet the one-a-minute limit, and still count
    // (every code asked for does).
    for (let i = 0; i < RATE_LIMITS.botSms.limit; i++) {
      expect(await required(api, `10.27.1.${i}`, phone)).toBe(false);
      await call(api, 'POST', 'v1/captcha', `10.27.1.${i}`, { phone });
    }
    expect(await required(api, '10.27.1.9', phone)).toBe(true);
    const bare = await call(api, 'POST', 'v1/captcha', '10.27.1.9', { phone });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('请先完成安全验证');

    const wrong = await challenge(api, '10.27.1.9');
    const rightAnswer = botAnswer(api, wrong.challenge);
    const badAnswer = await call(api, 'POST', 'v1/captcha', '10.27.1.9', {
      phone,
      geetest_challenge: wrong.challenge,
      geetest_validate: '-1',
    });
    expect(badAnswer.body.message).toBe('安全验证未通过，请重试');
    // One try per challenge: the right answer after a wrong one is refused too.
    const reused = await call(api, 'POST', 'v1/captcha', '10.27.1.9', {
      phone,
      geetest_challenge: wrong.challenge,
      geetest_validate: rightAnswer,
    });
    expect(reused.body.message).toBe('安全验证未通过，请重试');

    // A solved challenge passes the check (the send then meets the ordinary limits, here the minute's).
    const c = await challenge(api, '10.27.1.9');
    expect(c.image).toMatch(/^data:image\/png;base64,/);
    const solved = await call(api, 'POST', 'v1/captcha', '10.27.1.9', {
      phone,
      geetest_challenge: c.challenge,
      geetest_validate: botAnswer(api, c.challenge),
    });
    expect(solved.body.message).not.toMatch(/安全验证/);
    const other = '13927270002';
    const c2 = await challenge(api, '10.27.2.1');
    // Another phone from a fresh address needs no check at all.
    expect(await required(api, '10.27.2.1', other)).toBe(false);
    expect(
      (
        await call(api, 'POST', 'v1/captcha', '10.27.2.1', {
          phone: other,
          geetest_challenge: c2.challenge,
          geetest_validate: 'x',
        })
      ).status,
    ).toBe(200);
  });

  it('past 3 codes from one address, a new phone from it needs the check too, and passes with it', async () => {
    const ip = '10.27.3.1';
    for (let i = 0; i < RATE_LIMITS.botSms.limit; i++)
      expect((await call(api, 'POST', 'v1/captcha', ip, { phone: `1392727010${i}` })).status).toBe(
        200,
      );
    expect(await required(api, ip, '13927270199')).toBe(true);
    expect((await call(api, 'POST', 'v1/captcha', ip, { phone: '13927270199' })).body.message).toBe(
      '请先完成安全验证',
    );
    const c = await challenge(api, ip);
    const ok = await call(api, 'POST', 'v1/captcha', ip, {
      phone: '13927270199',
      geetest_challenge: c.challenge,
      geetest_validate: botAnswer(api, c.challenge),
    });
    expect(ok.status).toBe(200);
  });

  it('a password login past 3 failures for the phone needs the check, and the right password passes with it', async () => {
    const phone = '13800000027';
    for (let i = 0; i < RATE_LIMITS.botLogin.limit; i++) {
      expect(await required(api, `10.27.4.${i}`, phone, 'login')).toBe(false);
      expect(
        (
          await call(api, 'POST', 'v1/auth/login', `10.27.4.${i}`, {
            phone,
            password: 'wrong-pass',
          })
        ).status,
      ).toBe(400);
    }
    expect(await required(api, '10.27.4.9', phone, 'login')).toBe(true);
    const bare = await call(api, 'POST', 'v1/auth/login', '10.27.4.9', {
      phone,
      password: 'xcx123456',
    });
    expect(bare.body.message).toBe('请先完成安全验证');
    const c = await challenge(api, '10.27.4.9');
    const ok = await call(api, 'POST', 'v1/auth/login', '10.27.4.9', {
      phone,
      password: 'xcx123456',
      geetest_challenge: c.challenge,
      geetest_validate: botAnswer(api, c.challenge),
    });
    expect(ok.status).toBe(200);
  });
});
