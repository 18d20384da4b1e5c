// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword } from '@/local-api/auth';
import { scopedTestApi, type TestApi } from '../helpers/local-api';

// A stolen session cannot keep the account (issue 28 F10): moving the account to another phone
// also proves the owner (the old phone's code or the password), and the old phone is told.
// A deploy's API (no fixed demo code): the codes are read from the table the SMS mock writes.

const lastCode = (api: TestApi, phone: string) =>
  (
    api.db
      .prepare('SELECT code FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1')
      .get(phone) as { code: string }
  ).code;

describe('changing the bound phone', () => {
  const api = scopedTestApi({ demo: false, demoSmsCode: null, rateLimitScale: 10 });

  async function account(phone: string, password: string) {
    api.db
      .prepare('UPDATE users SET password = ? WHERE phone = ?')
      .run(hashPassword(password), phone);
    return api.login(phone, password);
  }
  const codeFor = async (phone: string, token?: string, type = 'bind') => {
    await api.call('POST', 'v1/captcha', {
      token,
      body: type === 'old-phone' ? { type } : { phone, type },
    });
    return lastCode(api, phone);
  };
  const notices = (phone: string) =>
    api.db
      .prepare("SELECT text FROM sms_notices WHERE phone = ? AND kind = 'phone-changed'")
      .all(phone) as { text: string }[];

  it('the new phone’s code alone does not move the account; the owner keeps logging in with the old phone', async () => {
    const token = await account('13800000024', 'owner-pass-1');
    const code = await codeFor('13728280041');
    const res = await api.call('POST', 'v1/user/update-phone-second', {
      token,
      body: { phone: '13728280041', code },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请先验证原手机号或登录密码');
    const wrongPassword = await api.call('POST', 'v1/user/update-phone-second', {
      token,
      body: { phone: '13728280041', code, password: 'nope-nope' },
    });
    expect(wrongPassword.body.message).toBe('登录密码错误');
    expect(
      (
        await api.call('POST', 'v1/auth/login', {
          body: { phone: '13800000024', password: 'owner-pass-1' },
        })
      ).status,
    ).toBe(200);
    expect(notices('13800000024')).toHaveLength(0);
  });

  it('with the old phone’s code the account moves, and the old phone is told', async () => {
    const token = await account('13800000025', 'owner-pass-2');
    const oldCode = await codeFor('13800000025', token, 'old-phone');
    const code = await codeFor('13728280042');
    const res = await api.call<{ phone: string }>('POST', 'v1/user/update-phone-second', {
      token,
      body: { phone: '13728280042', code, old_code: oldCode },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.phone).toBe('137****0042');
    expect(notices('13800000025')).toEqual([{ text: expect.stringContaining('137****0042') }]);
  });

  it('with the password the account moves too; set-phone asks the same', async () => {
    const token = await account('13800000026', 'owner-pass-3');
    const bare = await api.call('POST', 'v1/user/set-phone', {
      token,
      body: { phone: '13728280043', code: await codeFor('13728280043') },
    });
    expect(bare.body.message).toBe('请先验证原手机号或登录密码');
    const code = await codeFor('13728280044');
    const res = await api.call('POST', 'v1/user/set-phone', {
      token,
      body: { phone: '13728280044', code, password: 'owner-pass-3' },
    });
    expect(res.status).toBe(200);
    expect(notices('13800000026')).toHaveLength(1);
  });

  it('the old-phone code needs a login', async () => {
    expect((await api.call('POST', 'v1/captcha', { body: { type: 'old-phone' } })).status).toBe(
      401,
    );
  });
});
