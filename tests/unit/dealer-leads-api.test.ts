// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@/local-api/rate-limit';
import { beijingPick, oneRow } from '../helpers/car-services';
import { scopedTestApi, type TestApi } from '../helpers/local-api';

// Dealer quotas and leads cannot be squatted (issue 28 F4): an activity sign-up, a discount claim
// and a phone clue need a proven phone (a login, or the SMS code of that phone) and are limited
// per address and per phone. A deploy's API (no fixed demo code) answers here.

const lastCode = (api: TestApi, phone: string) =>
  (api.db.prepare('SELECT code FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as { code: string }).code;

async function post(api: TestApi, path: string, body: unknown, ip: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-real-ip': ip };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${api.base}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { message: string; data: Record<string, unknown> | null } };
}

describe('dealer leads need a proven phone', () => {
  const api = scopedTestApi({ demo: false, demoSmsCode: null, rateLimitScale: 10 });
  const activity = () =>
    oneRow<{ id: number; quota: number }>(api, 'SELECT id, quota FROM dealer_activities WHERE end_at > unixepoch() ORDER BY id DESC LIMIT 1');
  const signs = (id: number) => oneRow<{ n: number }>(api, 'SELECT COUNT(*) n FROM dealer_activity_signs WHERE activity_id = ?', id).n;

  it('an anonymous sign-up with a made-up phone and no code takes no place; with the phone’s code it does', async () => {
    const a = activity();
    const before = signs(a.id);
    const bare = await post(api, 'v1/dealer/dealer-activity/sign', { id: a.id, name: '路人甲', phone: '13928280001' }, '10.28.40.1');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('请填写短信验证码');
    const guessed = await post(api, 'v1/dealer/dealer-activity/sign', { id: a.id, name: '路人甲', phone: '13928280001', code: '000000' }, '10.28.40.1');
    expect(guessed.body.message).toBe('验证码错误或已过期');
    expect(signs(a.id)).toBe(before);
    await post(api, 'v1/captcha', { phone: '13928280001', type: 'lead' }, '10.28.40.1');
    const proven = await post(
      api,
      'v1/dealer/dealer-activity/sign',
      { id: a.id, name: '路人甲', phone: '13928280001', code: lastCode(api, '13928280001') },
      '10.28.40.1',
    );
    expect(proven.status).toBe(200);
    expect(signs(a.id)).toBe(before + 1);
  });

  it('a logged-in account signs up without a code, once per activity whatever phone it gives', async () => {
    const a = activity();
    const token = await api.call<{ token: string }>('POST', 'v1/auth/fast-login', {
      body: { phone: '13928280002', code: await (async () => (await post(api, 'v1/captcha', { phone: '13928280002' }, '10.28.40.2'), lastCode(api, '13928280002')))() },
    });
    const t = token.body.data.token;
    expect((await post(api, 'v1/dealer/dealer-activity/sign', { id: a.id, name: '路人乙', phone: '13928280002' }, '10.28.40.2', t)).status).toBe(200);
    const other = await post(api, 'v1/dealer/dealer-activity/sign', { id: a.id, name: '路人乙', phone: '13928280003' }, '10.28.40.2', t);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('您已报名该活动');
  });

  it('a discount claim needs the code too; an anonymous phone tap records no clue but still gives the number', async () => {
    const { series_id, dealer_id } = beijingPick(api);
    const leads = () => oneRow<{ n: number }>(api, 'SELECT COUNT(*) n FROM dealer_leads').n;
    const before = leads();
    const bare = await post(api, 'v1/dealer/dealer/receive', { id: series_id, type: 1, name: '路人丙', phone: '13928280004' }, '10.28.41.1');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('请填写短信验证码');
    const tap = await post(api, 'v1/dealer/dealer/clue-phone', { dealer_id }, '10.28.41.1');
    expect(tap.status).toBe(200);
    expect(tap.body.data!.phone).toBeTruthy();
    expect(leads()).toBe(before);
  });

  it('leads are limited per address', async () => {
    const a = activity();
    let last = { status: 0, body: { message: '', data: null as Record<string, unknown> | null } };
    for (let i = 0; i <= RATE_LIMITS.leadAddress.limit * 10; i++) {
      last = await post(api, 'v1/dealer/dealer-activity/sign', { id: a.id, name: '刷子', phone: `1392829${String(1000 + i)}`, code: '000000' }, '10.28.42.1');
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('提交太频繁了，请稍后再试');
  });
});
