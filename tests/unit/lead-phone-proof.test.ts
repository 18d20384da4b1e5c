// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawConsultResult, RawLeadResult } from '@/contract/api/dealer';
import type { RawMyLead } from '@/contract/api/leads';
import { beijingPick, chinaDay } from '../helpers/car-services';
import { codeLogin, type ListBody, scopedTestApi, type TestApi } from '../helpers/local-api';

// A lead's phone is one somebody proved: the signed-in account's own phone, or the phone's SMS code
// (demo code 123456). Each proven phone files at most 5 leads a day, and whoever later proves the
// phone (an SMS login) sees and may withdraw every lead filed with it.

function askPrice(api: TestApi, token: string | undefined, body: Record<string, unknown>) {
  const { series_id } = beijingPick(api);
  return api.call<RawLeadResult>('POST', 'v1/dealer/dealer/receive', {
    token,
    body: { id: series_id, type: 1, name: '周先生', city_code: '110100', consent: 1, ...body },
  });
}

function consult(api: TestApi, token: string | undefined, body: Record<string, unknown>) {
  const { series_id } = beijingPick(api);
  return api.call<RawConsultResult>('POST', 'v1/dealer/dealer/create-consult', {
    token,
    body: { consult_type: 1, series_id, name: '孙八', city_code: '110100', consent: 1, ...body },
  });
}

async function myLeads(api: TestApi, token: string): Promise<RawMyLead[]> {
  const res = await api.call<ListBody<RawMyLead>>('GET', 'v1/user/leads', {
    token,
    query: { 'per-page': 50 },
  });
  expect(res.status).toBe(200);
  return res.body.data.list;
}

describe('a signed-in caller files leads only with a phone proven to be theirs', () => {
  const api = scopedTestApi();

  it('询底价 with another phone needs that phone’s SMS code', async () => {
    const token = await codeLogin(api, '13533330001');
    const other = await askPrice(api, token, { phone: '13533339999' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('该手机号不是您账号绑定的手机号，请填写短信验证码');
    expect((await askPrice(api, token, { phone: '13533339999', code: '654321' })).status).toBe(400);
    expect((await askPrice(api, token, { phone: '13533339999', code: '123456' })).status).toBe(200);
    expect((await askPrice(api, token, { phone: '13533330001' })).status).toBe(200);
  });

  it('create-consult proves the phone too', async () => {
    const token = await codeLogin(api, '13533330002');
    const other = await consult(api, token, { phone: '13533338888' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('该手机号不是您账号绑定的手机号，请填写短信验证码');
    expect((await consult(api, token, { phone: '13533338888', code: '123456' })).status).toBe(200);
    expect((await consult(api, token, { phone: '13533330002' })).status).toBe(200);
  });
});

describe('every lead counts against its phone’s daily cap', () => {
  const api = scopedTestApi();

  it('a phone files 5 leads a day, consults included; a failed code spends none of them', async () => {
    const token = await codeLogin(api, '13533330003');
    expect((await askPrice(api, undefined, { phone: '13533330003', code: '000000' })).status).toBe(
      400,
    );
    for (let i = 0; i < 3; i++)
      expect((await consult(api, token, { phone: '13533330003' })).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await askPrice(api, token, { phone: '13533330003' })).status).toBe(200);
    const sixth = await consult(api, token, { phone: '13533330003' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('该手机号今日提交次数已达上限，请明天再试');
  });
});

describe('whoever proves a phone owns the leads filed with it', () => {
  const api = scopedTestApi();

  it('sees and withdraws leads filed with the phone before the account existed, and by another account', async () => {
    const phone = '13533330004';
    const anonymous = await askPrice(api, undefined, { phone, code: '123456' });
    expect(anonymous.status).toBe(200);
    const someone = await codeLogin(api, '13533330005');
    const byOther = await consult(api, someone, { phone, code: '123456' });
    expect(byOther.status).toBe(200);

    const owner = await codeLogin(api, phone);
    const ids = (await myLeads(api, owner)).map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining([anonymous.body.data.id, byOther.body.data.id]));
    for (const id of ids)
      expect(
        (await api.call('POST', 'v1/user/lead-withdraw', { token: owner, body: { id } })).status,
      ).toBe(200);
    expect((await myLeads(api, owner)).every((l) => l.withdrawn_at !== null)).toBe(true);
    // A third account that proved neither sees none of them and cannot withdraw them.
    const stranger = await codeLogin(api, '13533330006');
    expect(await myLeads(api, stranger)).toEqual([]);
    expect(
      (
        await api.call('POST', 'v1/user/lead-withdraw', {
          token: stranger,
          body: { id: anonymous.body.data.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('an activity sign-up carries a proven phone, and belongs to whoever proves it', () => {
  const api = scopedTestApi();
  const FORM = {
    name: '王磊',
    province: '110000',
    city: '110100',
    district: '110103',
    area_text: '北京市 北京 朝阳区',
    address: '望京SOHO T1 12层',
  };

  async function openActivity(): Promise<number> {
    const res = await api.call<{ id: number }>('POST', 'v1/activity/create-activity', {
      token: await api.login(),
      body: {
        title: '周末车友交流会',
        summary: '聊聊用车心得',
        city: '北京',
        address: '朝阳区望京SOHO',
        starts_at: Math.floor(Date.now() / 1000) + 3 * 86400,
        capacity: 10,
      },
    });
    expect(res.status).toBe(200);
    return res.body.data.id;
  }

  it('another phone needs its SMS code; the account’s own does not', async () => {
    const id = await openActivity();
    const mine = await codeLogin(api, '13533340001');
    const other = await api.call('POST', 'v1/activity/sign', {
      token: mine,
      body: { id, ...FORM, phone: '13533349999' },
    });
    expect([other.status, other.body.message]).toEqual([
      400,
      '该手机号不是您账号绑定的手机号，请填写短信验证码',
    ]);
    expect(
      (
        await api.call('POST', 'v1/activity/sign', {
          token: mine,
          body: { id, ...FORM, phone: '13533349999', code: '000000' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', 'v1/activity/sign', {
          token: mine,
          body: { id, ...FORM, phone: '13533340001' },
        })
      ).status,
    ).toBe(200);
  });

  it('the phone’s owner sees and cancels a sign-up another account filed with their proven phone', async () => {
    const id = await openActivity();
    const filer = await codeLogin(api, '13533340002');
    const phone = '13533340003';
    const signed = await api.call<{ id: number }>('POST', 'v1/activity/sign', {
      token: filer,
      body: { id, ...FORM, phone, code: '123456' },
    });
    expect(signed.status).toBe(200);
    const owner = await codeLogin(api, phone);
    expect(
      (
        await api.call('GET', 'v1/activity/registration', {
          token: owner,
          query: { id: signed.body.data.id },
        })
      ).status,
    ).toBe(200);
    const cancelled = await api.call<{ status: number }>('POST', 'v1/activity/cancel', {
      token: owner,
      body: { id: signed.body.data.id },
    });
    expect([cancelled.status, cancelled.body.data.status]).toEqual([200, 3]);
    const stranger = await codeLogin(api, '13533340004');
    expect(
      (
        await api.call('GET', 'v1/activity/registration', {
          token: stranger,
          query: { id: signed.body.data.id },
        })
      ).status,
    ).toBe(404);
  });

  it('a phone signs up for 5 activities and leads a day together; the sixth is refused, with any account', async () => {
    const phone = '13533340005';
    const ids = await Promise.all(Array.from({ length: 5 }, () => openActivity()));
    const tokens = await Promise.all(
      ['13533340006', '13533340007', '13533340008', '13533340009'].map((p) => codeLogin(api, p)),
    );
    const signUp = (token: string, id: number) =>
      api.call('POST', 'v1/activity/sign', { token, body: { id, ...FORM, phone, code: '123456' } });
    for (let i = 0; i < 3; i++) expect((await signUp(tokens[i]!, ids[i]!)).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await askPrice(api, undefined, { phone, code: '123456' })).status).toBe(200);
    const sixth = await signUp(tokens[3]!, ids[4]!);
    expect([sixth.status, sixth.body.message]).toEqual([
      429,
      '该手机号今日提交次数已达上限，请明天再试',
    ]);
  });
});

function bookDrive(api: TestApi, token: string, body: Record<string, unknown>) {
  const { model_id, dealer_id } = beijingPick(api);
  return api.call<{ id: number; phone: string }>('POST', 'v1/dealer/dealer-drive/create', {
    token,
    body: {
      model_id,
      dealer_id,
      name: '周九',
      drive_date: chinaDay(2),
      drive_time: '13:00-15:00',
      consent: 1,
      ...body,
    },
  });
}

describe('a test-drive booking carries a proven phone', () => {
  const api = scopedTestApi();
  const book = (token: string, body: Record<string, unknown>) => bookDrive(api, token, body);

  it('books and edits with another phone only with that phone’s SMS code', async () => {
    const token = await codeLogin(api, '13533350001');
    const other = await book(token, { phone: '13533359999' });
    expect([other.status, other.body.message]).toEqual([
      400,
      '该手机号不是您账号绑定的手机号，请填写短信验证码',
    ]);
    expect((await book(token, { phone: '13533359999', code: '654321' })).status).toBe(400);
    expect((await book(token, { phone: '13533359999', code: '123456' })).status).toBe(200);
    const own = await book(token, { phone: '13533350001' });
    expect(own.status).toBe(200);

    const { model_id, dealer_id } = beijingPick(api);
    const edit = (body: Record<string, unknown>) =>
      api.call<{ phone: string }>('POST', 'v1/dealer/dealer-drive/edit', {
        token,
        body: {
          id: own.body.data.id,
          model_id,
          dealer_id,
          name: '周九',
          drive_date: chinaDay(2),
          drive_time: '15:00-17:00',
          consent: 1,
          ...body,
        },
      });
    const unproven = await edit({ phone: '13533358888' });
    expect([unproven.status, unproven.body.message]).toEqual([
      400,
      '该手机号不是您账号绑定的手机号，请填写短信验证码',
    ]);
    const proven = await edit({ phone: '13533358888', code: '123456' });
    expect([proven.status, proven.body.data.phone]).toEqual([200, '13533358888']);
    // Changing the time and keeping the phone the booking proved asks no code again.
    const kept = await edit({ phone: '13533358888', drive_time: '13:00-15:00' });
    expect([kept.status, kept.body.data.phone]).toEqual([200, '13533358888']);
  });
});

describe('a test-drive booking counts against its phone’s daily cap', () => {
  const api = scopedTestApi();
  const book = (token: string, body: Record<string, unknown>) => bookDrive(api, token, body);

  it('a phone books 5 drives and leads a day together; the sixth is refused', async () => {
    const token = await codeLogin(api, '13533350002');
    for (let i = 0; i < 3; i++)
      expect((await book(token, { phone: '13533350002' })).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await askPrice(api, token, { phone: '13533350002' })).status).toBe(200);
    const sixth = await book(token, { phone: '13533350002' });
    expect([sixth.status, sixth.body.message]).toEqual([
      429,
      '该手机号今日提交次数已达上限，请明天再试',
    ]);
  });
});
