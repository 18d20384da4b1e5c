// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signToken } from '@/local-api/auth';
import { nowSeconds } from '@/local-api/db';
import { scopedTestApi, startTestApi } from '../helpers/local-api';

// Issue 8: which sessions a password reset, a phone change and a long refresh chain end.

describe('sessions', () => {
  const api = scopedTestApi({ rateLimitScale: 0 });

  it('a password reset ends every session of the account', async () => {
    const phone = '13800000004';
    const other = await api.login(phone);
    const first = await api.call<{ ticket: string }>('POST', 'v1/user/forget-password-first', {
      body: { phone, code: '123456' },
    });
    await api.call('POST', 'v1/user/forget-password-second', {
      body: { phone, ticket: first.body.data.ticket, password: 'newpass9' },
    });
    expect((await api.call('GET', 'v1/user/profile', { token: other })).status).toBe(401);
    expect(
      (await api.call('GET', 'v1/user/profile', { token: await api.login(phone, 'newpass9') }))
        .status,
    ).toBe(200);
  });

  it('a phone change ends the other sessions and keeps the one that made it', async () => {
    const phone = '13800000005';
    const mine = await api.login(phone);
    const other = await api.login(phone);
    const changed = await api.call('POST', 'v1/user/update-phone-second', {
      token: mine,
      body: { phone: '13700000055', code: '123456', password: 'xcx123456' },
    });
    expect(changed.status).toBe(200);
    expect((await api.call('GET', 'v1/user/profile', { token: other })).status).toBe(401);
    expect((await api.call('GET', 'v1/user/profile', { token: mine })).status).toBe(200);
  });

  it('a refresh chain ends LOCAL_API_SESSION_MAX after its login', async () => {
    const short = await startTestApi({
      token: { ...api.env.token, secret: 'chain', sessionMax: 3600 },
    });
    try {
      const now = nowSeconds();
      // Issued 10 minutes ago by a login two hours ago: within its own lifetime, past the chain's.
      const old = signToken(short.db, 1, short.env.token, now - 600, now - 7200);
      const res = await short.call('POST', 'v1/user/verify/refresh-jwt', { token: old });
      expect(res.status).toBe(401);
      const recent = signToken(short.db, 1, short.env.token, now - 600, now - 600);
      expect(
        (await short.call('POST', 'v1/user/verify/refresh-jwt', { token: recent })).status,
      ).toBe(200);
    } finally {
      await short.close();
    }
  });
});
