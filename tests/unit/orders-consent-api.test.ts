// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawLeadResult } from '@/contract/api/dealer';
import type { RawConsent, RawMyLead } from '@/contract/api/leads';
import type { RawSignUp } from '@/contract/api/orders';
import { CONSENT_REQUIRED_MESSAGE, CONSENT_TERMS, NO_STORE_MESSAGE } from '@/contract/lead-consent';
import { beijingPick, chinaDay } from '../helpers/car-services';
import { codeLogin, type ListBody, scopedTestApi } from '../helpers/local-api';

// A number goes to a store only with the separate consent (the API answers 400 without it), each
// consent is recorded with the stores it named and can be listed and withdrawn by its owner only,
// a city without stores takes no lead, and the user centre's order lists answer the caller's own
// records, with cancel and withdraw for the owner only.

const api = scopedTestApi();

const count = (sql: string, ...args: unknown[]) =>
  (api.db.prepare(sql).get(...args) as { n: number }).n;

function openActivity() {
  return api.db
    .prepare(
      'SELECT a.id, a.dealer_id, d.name dealer_name, d.phone dealer_phone FROM dealer_activities a JOIN dealers d ON d.id = a.dealer_id WHERE a.end_at > unixepoch() ORDER BY a.id LIMIT 1',
    )
    .get() as { id: number; dealer_id: number; dealer_name: string; dealer_phone: string };
}

async function consents(token: string): Promise<RawConsent[]> {
  const res = await api.call<ListBody<RawConsent>>('GET', 'v1/user/consents', {
    token,
    query: { 'per-page': 50 },
  });
  expect(res.status).toBe(200);
  return res.body.data.list;
}

/** A test-drive booking at the Beijing pick's store (consent given; `extra` changes a field). */
function bookDrive(token: string, phone: string, extra: Record<string, unknown> = {}) {
  const { model_id, dealer_id } = beijingPick(api);
  return api.call<{ id: number }>('POST', 'v1/dealer/dealer-drive/create', {
    token,
    body: {
      model_id,
      dealer_id,
      name: '周先生',
      phone,
      drive_date: chinaDay(2),
      drive_time: '13:00-15:00',
      consent: 1,
      ...extra,
    },
  });
}

describe('no number reaches a store without the separate consent', () => {
  it('询底价, 购车咨询, 预约试驾 and a store event answer 400 without it and store nothing', async () => {
    const phone = '13544440001';
    const token = await codeLogin(api, phone);
    const { series_id } = beijingPick(api);
    const leads = count('SELECT COUNT(*) n FROM dealer_leads');
    const drives = count('SELECT COUNT(*) n FROM drive_orders');
    const signs = count('SELECT COUNT(*) n FROM dealer_activity_signs');
    const refusals = [
      await api.call('POST', 'v1/dealer/dealer/receive', {
        token,
        body: { id: series_id, type: 1, name: '周先生', phone, city_code: '110100' },
      }),
      await api.call('POST', 'v1/dealer/dealer/receive', {
        token,
        body: { id: series_id, type: 1, name: '周先生', phone, city_code: '110100', consent: 0 },
      }),
      await api.call('POST', 'v1/dealer/dealer/create-consult', {
        token,
        body: { consult_type: 1, series_id, name: '周先生', phone, city_code: '110100' },
      }),
      await bookDrive(token, phone, { consent: undefined }),
      await api.call('POST', 'v1/dealer/dealer-activity/sign', {
        token,
        body: { id: openActivity().id, name: '周先生', phone },
      }),
    ];
    for (const res of refusals)
      expect([res.status, res.body.message]).toEqual([400, CONSENT_REQUIRED_MESSAGE]);
    expect(count('SELECT COUNT(*) n FROM dealer_leads')).toBe(leads);
    expect(count('SELECT COUNT(*) n FROM drive_orders')).toBe(drives);
    expect(count('SELECT COUNT(*) n FROM dealer_activity_signs')).toBe(signs);
    expect(await consents(token)).toEqual([]);
  });

  it('records each consent with the stores, their numbers, the purpose and the keeping time', async () => {
    const phone = '13544440002';
    const token = await codeLogin(api, phone);
    const { series_id, dealer_id } = beijingPick(api);
    const lead = await api.call<RawLeadResult>('POST', 'v1/dealer/dealer/receive', {
      token,
      body: { id: series_id, type: 1, name: '周先生', phone, city_code: '110100', consent: 1 },
    });
    expect(lead.status).toBe(200);
    const drive = await bookDrive(token, phone);
    expect(drive.status).toBe(200);
    const event = openActivity();
    expect(
      (
        await api.call('POST', 'v1/dealer/dealer-activity/sign', {
          token,
          body: { id: event.id, name: '周先生', phone, consent: 1 },
        })
      ).status,
    ).toBe(200);

    const [signConsent, driveConsent, leadConsent, ...rest] = await consents(token);
    expect(rest).toEqual([]);
    const store = (id: number) =>
      api.db.prepare('SELECT id, name, phone FROM dealers WHERE id = ?').get(id);
    expect(leadConsent).toMatchObject({
      kind: 'discount',
      ref_id: lead.body.data.id,
      purpose: CONSENT_TERMS.discount.purpose,
      retention: CONSENT_TERMS.discount.retention,
      withdrawn_at: null,
    });
    expect(leadConsent!.stores).toEqual(lead.body.data.dealers.map((d) => store(d.id)));
    expect(driveConsent).toMatchObject({
      kind: 'drive',
      ref_id: drive.body.data.id,
      stores: [store(dealer_id)],
    });
    expect(signConsent).toMatchObject({
      kind: 'activity',
      stores: [{ id: event.dealer_id, name: event.dealer_name, phone: event.dealer_phone }],
    });
    expect(signConsent!.retention).toBe(CONSENT_TERMS.activity.retention);
  });

  it('only the owner withdraws a consent (404 for anyone else); withdrawing stops the lead and cancels an open drive', async () => {
    const phone = '13544440003';
    const token = await codeLogin(api, phone);
    const stranger = await codeLogin(api, '13544440004');
    const { series_id, dealer_id } = beijingPick(api);
    const lead = await api.call<RawLeadResult>('POST', 'v1/dealer/dealer/receive', {
      token,
      body: {
        id: series_id,
        type: 1,
        dealer_id,
        name: '周先生',
        phone,
        city_code: '110100',
        consent: 1,
      },
    });
    const drive = await bookDrive(token, phone);
    const [driveConsent, leadConsent] = await consents(token);

    expect(
      (await api.call('POST', 'v1/user/consent-withdraw', { body: { id: leadConsent!.id } }))
        .status,
    ).toBe(401);
    expect(
      (
        await api.call('POST', 'v1/user/consent-withdraw', {
          token: stranger,
          body: { id: leadConsent!.id },
        })
      ).status,
    ).toBe(404);
    expect(await consents(stranger)).toEqual([]);

    const withdrawn = await api.call<RawConsent>('POST', 'v1/user/consent-withdraw', {
      token,
      body: { id: leadConsent!.id },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.withdrawn_at).not.toBeNull();
    const mine = await api.call<ListBody<RawMyLead>>('GET', 'v1/user/leads', { token });
    expect(
      mine.body.data.list.find((l) => l.id === lead.body.data.id)!.withdrawn_at,
    ).not.toBeNull();

    expect(
      (
        await api.call('POST', 'v1/user/consent-withdraw', {
          token,
          body: { id: driveConsent!.id },
        })
      ).status,
    ).toBe(200);
    const order = await api.call<{ status: number }>('GET', 'v1/dealer/dealer-drive/detail', {
      token,
      query: { id: drive.body.data.id },
    });
    expect(order.body.data.status).toBe(4);
  });

  it('withdrawing a store-event consent erases the sign-up and frees its place', async () => {
    const phone = '13544440012';
    const token = await codeLogin(api, phone);
    const event = openActivity();
    expect(
      (
        await api.call('POST', 'v1/dealer/dealer-activity/sign', {
          token,
          body: { id: event.id, name: '周先生', phone, consent: 1 },
        })
      ).status,
    ).toBe(200);
    const [record] = await consents(token);
    expect(record!.kind).toBe('activity');
    expect(count('SELECT COUNT(*) n FROM dealer_activity_signs WHERE id = ?', record!.ref_id)).toBe(
      1,
    );
    expect(
      (await api.call('POST', 'v1/user/consent-withdraw', { token, body: { id: record!.id } }))
        .status,
    ).toBe(200);
    expect(count('SELECT COUNT(*) n FROM dealer_activity_signs WHERE id = ?', record!.ref_id)).toBe(
      0,
    );
    expect(
      (await api.call<ListBody<RawSignUp>>('GET', 'v1/user/sign-ups', { token })).body.data.list,
    ).toEqual([]);
  });

  it('withdrawing a lead in 我的询价 marks its consent withdrawn', async () => {
    const phone = '13544440005';
    const token = await codeLogin(api, phone);
    const { series_id } = beijingPick(api);
    const lead = await api.call<RawLeadResult>('POST', 'v1/dealer/dealer/receive', {
      token,
      body: { id: series_id, type: 1, name: '周先生', phone, city_code: '110100', consent: 1 },
    });
    expect(
      (await api.call('POST', 'v1/user/lead-withdraw', { token, body: { id: lead.body.data.id } }))
        .status,
    ).toBe(200);
    const [record] = await consents(token);
    expect(record!.withdrawn_at).not.toBeNull();
  });
});

describe('a city without stores takes no lead', () => {
  it('哈尔滨 has no store: 询底价 and 购车咨询 answer 400 and nothing is stored', async () => {
    const phone = '13544440006';
    const token = await codeLogin(api, phone);
    const { series_id } = beijingPick(api);
    expect(count("SELECT COUNT(*) n FROM dealers WHERE city_code = '230100'")).toBe(0);
    const before = count('SELECT COUNT(*) n FROM dealer_leads');
    const ask = await api.call('POST', 'v1/dealer/dealer/receive', {
      token,
      body: { id: series_id, type: 1, name: '周先生', phone, city_code: '230100', consent: 1 },
    });
    expect([ask.status, ask.body.message]).toEqual([400, NO_STORE_MESSAGE]);
    const consult = await api.call('POST', 'v1/dealer/dealer/create-consult', {
      token,
      body: { consult_type: 1, series_id, name: '周先生', phone, city_code: '230100', consent: 1 },
    });
    expect([consult.status, consult.body.message]).toEqual([400, NO_STORE_MESSAGE]);
    expect(count('SELECT COUNT(*) n FROM dealer_leads')).toBe(before);
    expect(await consents(token)).toEqual([]);
  });
});

describe('the order lists answer the caller’s own records', () => {
  it('a test drive is cancelled by its owner only, and a completed one cannot be cancelled', async () => {
    const phone = '13544440007';
    const token = await codeLogin(api, phone);
    const stranger = await codeLogin(api, '13544440008');
    const book = () => bookDrive(token, phone, { drive_date: chinaDay(3) });
    const open = (await book()).body.data.id;
    const done = (await book()).body.data.id;
    api.db.prepare('UPDATE drive_orders SET status = 3 WHERE id = ?').run(done);

    expect(
      (
        await api.call('POST', 'v1/dealer/dealer-drive/edit', {
          token: stranger,
          body: { id: open, cancel: 1 },
        })
      ).status,
    ).toBe(404);
    const refused = await api.call('POST', 'v1/dealer/dealer-drive/edit', {
      token,
      body: { id: done, cancel: 1 },
    });
    expect([refused.status, refused.body.message]).toEqual([400, '该预约已结束，无法修改']);
    const cancelled = await api.call<{ status: number; status_name: string }>(
      'POST',
      'v1/dealer/dealer-drive/edit',
      { token, body: { id: open, cancel: 1 } },
    );
    expect(cancelled.body.data).toMatchObject({ status: 4, status_name: '已取消' });

    const list = await api.call<ListBody<{ id: number; status_name: string }>>(
      'GET',
      'v1/dealer/dealer-drive/list',
      { token },
    );
    expect(list.body.data.list.map((o) => [o.id, o.status_name])).toEqual([
      [done, '已完成'],
      [open, '已取消'],
    ]);
    expect(
      (await api.call<ListBody<unknown>>('GET', 'v1/dealer/dealer-drive/list', { token: stranger }))
        .body.data.list,
    ).toEqual([]);
  });

  it('我的报名 lists a store event sign-up with its store, for its owner only', async () => {
    const phone = '13544440009';
    const token = await codeLogin(api, phone);
    const stranger = await codeLogin(api, '13544440010');
    expect((await api.call('GET', 'v1/user/sign-ups')).status).toBe(401);
    const event = openActivity();
    expect(
      (
        await api.call('POST', 'v1/dealer/dealer-activity/sign', {
          token,
          body: { id: event.id, name: '周先生', phone, consent: 1 },
        })
      ).status,
    ).toBe(200);
    const mine = await api.call<ListBody<RawSignUp>>('GET', 'v1/user/sign-ups', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.list).toHaveLength(1);
    expect(mine.body.data.list[0]).toMatchObject({
      kind: 'dealer',
      activity_id: event.id,
      name: '周先生',
      phone,
      cancellable: false,
      store: { id: event.dealer_id, name: event.dealer_name, phone: event.dealer_phone },
    });
    expect(
      (await api.call<ListBody<RawSignUp>>('GET', 'v1/user/sign-ups', { token: stranger })).body
        .data.list,
    ).toEqual([]);
  });

  it('我的二手车 lists the caller’s own listings only', async () => {
    const seller = api.db
      .prepare(
        'SELECT u.phone, COUNT(*) n FROM idle_listings l JOIN users u ON u.id = l.seller_id GROUP BY u.id ORDER BY u.id LIMIT 1',
      )
      .get() as { phone: string; n: number } | undefined;
    expect((await api.call('GET', 'v1/user/idle-listings')).status).toBe(401);
    const stranger = await codeLogin(api, '13544440011');
    expect(
      (await api.call<ListBody<unknown>>('GET', 'v1/user/idle-listings', { token: stranger })).body
        .data.list,
    ).toEqual([]);
    expect(seller).toBeDefined();
    const token = await codeLogin(api, seller!.phone);
    const mine = await api.call<ListBody<{ seller_phone: string }>>(
      'GET',
      'v1/user/idle-listings',
      { token, query: { 'per-page': 50 } },
    );
    expect(mine.body.data.list).toHaveLength(Math.min(seller!.n, 50));
    expect(mine.body.data.list.every((l) => l.seller_phone.includes('****'))).toBe(true);
  });
});
