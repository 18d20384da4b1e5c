// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawLeadResult } from '@/contract/api/dealer';
import type { RawDealerLead, RawMyLead } from '@/contract/api/leads';
import { codeLogin, type ListBody, scopedTestApi } from '../helpers/local-api';

// Issue 30 §6: a 询底价 names who receives the number, may ask for online quotes only, shows the
// quotes that came back in 我的询价, and 撤回授权 stops the dealer seeing (and calling) the number.

const api = scopedTestApi();
const STAFF_PHONE = '13800000003';

/** The demo dealer account's store, a series it sells, and that store's city. */
function staffStore() {
  return api.db
    .prepare(
      `SELECT d.id dealer_id, d.name dealer_name, d.city_code, ds.series_id FROM dealer_staff st JOIN users u ON u.id = st.user_id
       JOIN dealers d ON d.id = st.dealer_id JOIN dealer_series ds ON ds.dealer_id = d.id WHERE u.phone = ? ORDER BY ds.series_id LIMIT 1`,
    )
    .get(STAFF_PHONE) as {
    dealer_id: number;
    dealer_name: string;
    city_code: string;
    series_id: number;
  };
}

async function askPrice(token: string, phone: string, extra: Record<string, unknown> = {}) {
  const store = staffStore();
  const res = await api.call<RawLeadResult>('POST', 'v1/dealer/dealer/receive', {
    token,
    body: {
      id: store.series_id,
      type: 1,
      name: '周先生',
      phone,
      city_code: store.city_code,
      consent: 1,
      ...extra,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function dealerList(): Promise<RawDealerLead[]> {
  const res = await api.call<ListBody<RawDealerLead>>('GET', 'v1/dealer/dealer/leads', {
    token: await api.login(STAFF_PHONE),
    query: { 'per-page': 50 },
  });
  expect(res.status).toBe(200);
  return res.body.data.list;
}

async function myLeads(token: string): Promise<RawMyLead[]> {
  const res = await api.call<ListBody<RawMyLead>>('GET', 'v1/user/leads', { token });
  expect(res.status).toBe(200);
  return res.body.data.list;
}

describe('询底价 names who receives the number (issue 30 §6)', () => {
  it('answers the receiving dealers by name: the chosen store alone, or every store of the city', async () => {
    const token = await codeLogin(api, '13522220001');
    const store = staffStore();
    const chosen = await askPrice(token, '13522220001', { dealer_id: store.dealer_id });
    expect(chosen.dealers).toEqual([{ id: store.dealer_id, name: store.dealer_name }]);
    const all = await askPrice(token, '13522220001');
    expect(all.dealers.length).toBe(all.dealer_count);
    expect(all.dealers.map((d) => d.id)).toContain(store.dealer_id);
  });

  it('lists the lead in 我的询价 with its dealers and the quotes that came back', async () => {
    const token = await codeLogin(api, '13522220002');
    const store = staffStore();
    const lead = await askPrice(token, '13522220002', {
      dealer_id: store.dealer_id,
      online_only: 1,
    });
    const [mine, ...rest] = await myLeads(token);
    expect(rest).toEqual([]);
    expect(mine).toMatchObject({
      id: lead.id,
      online_only: true,
      withdrawn_at: null,
      dealers: [{ id: store.dealer_id, name: store.dealer_name }],
    });
    expect(mine!.series?.id).toBe(store.series_id);
    expect(mine!.quotes).toHaveLength(1);
    expect(mine!.quotes[0]).toMatchObject({
      dealer_id: store.dealer_id,
      dealer_name: store.dealer_name,
    });
    expect(mine!.quotes[0]!.price).toBeGreaterThan(0);
  });

  it('needs a login for 我的询价 and shows nobody else’s leads', async () => {
    expect((await api.call('GET', 'v1/user/leads')).status).toBe(401);
    const owner = await codeLogin(api, '13522220003');
    await askPrice(owner, '13522220003');
    expect(await myLeads(await codeLogin(api, '13522220004'))).toEqual([]);
  });
});

describe('the dealer sees the number only while calls are allowed (issue 30 §6)', () => {
  it('shows the number of a lead that allows calls, and none for 只接受在线报价', async () => {
    const token = await codeLogin(api, '13522220005');
    const store = staffStore();
    const calls = await askPrice(token, '13522220005', { dealer_id: store.dealer_id });
    const online = await askPrice(token, '13522220005', {
      dealer_id: store.dealer_id,
      online_only: 1,
    });
    const list = await dealerList();
    expect(list.find((l) => l.id === calls.id)).toMatchObject({
      phone: '13522220005',
      contact: 'phone',
      name: '周先生',
    });
    expect(list.find((l) => l.id === online.id)).toMatchObject({ phone: null, contact: 'online' });
  });

  it('撤回授权 by the owner hides the number from the dealer; withdrawing again changes nothing', async () => {
    const token = await codeLogin(api, '13522220006');
    const store = staffStore();
    const lead = await askPrice(token, '13522220006', { dealer_id: store.dealer_id });
    const res = await api.call<{ id: number; withdrawn_at: number }>(
      'POST',
      'v1/user/lead-withdraw',
      { token, body: { id: lead.id } },
    );
    expect(res.status).toBe(200);
    const seen = (await dealerList()).find((l) => l.id === lead.id);
    expect(seen).toMatchObject({ phone: null, contact: 'withdrawn', name: '周**' });
    expect(JSON.stringify(seen)).not.toContain('13522220006');
    const again = await api.call<{ withdrawn_at: number }>('POST', 'v1/user/lead-withdraw', {
      token,
      body: { id: lead.id },
    });
    expect(again.body.data.withdrawn_at).toBe(res.body.data.withdrawn_at);
    expect((await myLeads(token)).find((l) => l.id === lead.id)?.withdrawn_at).toBe(
      res.body.data.withdrawn_at,
    );
  });

  it('only the owner can withdraw: anyone else gets 404, a visitor 401, a malformed id 404', async () => {
    const owner = await codeLogin(api, '13522220007');
    const lead = await askPrice(owner, '13522220007', { dealer_id: staffStore().dealer_id });
    const other = await codeLogin(api, '13522220008');
    expect(
      (await api.call('POST', 'v1/user/lead-withdraw', { token: other, body: { id: lead.id } }))
        .status,
    ).toBe(404);
    expect(
      (await api.call('POST', 'v1/user/lead-withdraw', { body: { id: lead.id } })).status,
    ).toBe(401);
    expect(
      (await api.call('POST', 'v1/user/lead-withdraw', { token: other, body: { id: 'abc' } }))
        .status,
    ).toBe(404);
    expect((await dealerList()).find((l) => l.id === lead.id)?.phone).toBe('13522220007');
  });

  it('answers 403 to an account that belongs to no store', async () => {
    const res = await api.call('GET', 'v1/dealer/dealer/leads', {
      token: await codeLogin(api, '13522220009'),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('仅经销商账号可查看线索');
  });
});
