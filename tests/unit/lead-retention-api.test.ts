// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulePurge } from '@/local-api/domains/account-data/purge';
import { sweepExpiredLeads } from '@/local-api/domains/lead-retention';
import { CONSENT_TERMS, LEAD_RETENTION_DAYS } from '@/contract/lead-consent';
import { beijingPick, chinaDay } from '../helpers/car-services';
import { scopedTestApi } from '../helpers/local-api';

// The keeping time the lead forms state (contract/lead-consent.ts), enforced by the local API's sweep
// (local-api/domains/lead-retention.ts): with the API's clock moved past it, a lead's number is in no
// table any more, its owner's lists and data export no longer show it, and a lead inside the period
// is kept whole.

// No fixed demo code: a lead's phone is proved by a code the API really issued (and keeps).
const api = scopedTestApi({ demoSmsCode: null });

afterEach(() => vi.useRealTimers());

const DAY = 86400;
const start = Date.now();

/** Sets the API's clock (Date, which nowSeconds and the rate limits read) to `seconds` after the start. */
function at(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start + seconds * 1000);
}

async function code(phone: string, type: 'login' | 'lead'): Promise<string> {
  const res = await api.call('POST', 'v1/captcha', { body: { phone, type } });
  expect(res.status, res.body.message).toBe(200);
  return (
    api.db
      .prepare('SELECT code FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1')
      .get(phone) as {
      code: string;
    }
  ).code;
}

async function login(phone: string): Promise<string> {
  const res = await api.call<{ token: string }>('POST', 'v1/auth/fast-login', {
    body: { phone, code: await code(phone, 'login') },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.token;
}

/** A series sold in some city, with that city: a lead there reaches at least one store. */
const sold = () =>
  api.db
    .prepare(
      'SELECT ds.series_id, d.city_code FROM dealer_series ds JOIN dealers d ON d.id = ds.dealer_id ORDER BY ds.series_id, d.id LIMIT 1',
    )
    .get() as { series_id: number; city_code: string };

async function lead(phone: string, opts: { token?: string; code?: string }): Promise<number> {
  const s = sold();
  const res = await api.call<{ id: number }>('POST', 'v1/dealer/dealer/receive', {
    token: opts.token,
    body: {
      id: s.series_id,
      type: 1,
      name: '李女士',
      phone,
      code: opts.code,
      city_code: s.city_code,
      consent: 1,
    },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.id;
}

/** Every `table.column` of the database whose value holds `text`. */
function tablesHolding(text: string): string[] {
  const tables = api.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  return tables.flatMap(({ name }) =>
    (api.db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[])
      .filter(
        (c) =>
          api.db
            .prepare(`SELECT 1 FROM "${name}" WHERE CAST("${c.name}" AS TEXT) LIKE ? LIMIT 1`)
            .get(`%${text}%`) !== undefined,
      )
      .map((c) => `${name}.${c.name}`),
  );
}

async function exported(token: string) {
  const res = await fetch(`${api.base}/v1/user/data-export?format=json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    leads: { id: number; phone: string }[];
    consents: { kind: string; id: number }[];
  };
}

describe('lead retention', () => {
  it('the forms state the figure the sweep uses', () => {
    expect(LEAD_RETENTION_DAYS).toBe(90);
    for (const kind of ['discount', 'consult', 'drive'] as const)
      expect(CONSENT_TERMS[kind].retention).toContain(`自提交起保存${LEAD_RETENTION_DAYS}天`);
  });

  it('past the keeping time a lead names nobody in any table and leaves its owner’s lists and export; a lead inside it is kept', async () => {
    const stranger = '13955500001';
    const owner = '13955500002';
    // Day 0: an anonymous lead proved by its SMS code, and an account's lead with its own phone.
    at(0);
    const strangerLead = await lead(stranger, { code: await code(stranger, 'lead') });
    at(61);
    let token = await login(owner);
    const oldLead = await lead(owner, { token });
    // Day 60: the account's second lead.
    at(60 * DAY);
    token = await login(owner);
    const newLead = await lead(owner, { token });
    expect(tablesHolding(stranger).sort()).toEqual([
      'dealer_leads.phone',
      'lead_consents.phone',
      'sms_codes.phone',
    ]);
    expect((await exported(token)).leads.map((l) => l.id)).toEqual([newLead, oldLead]);

    // A minute short of 90 days nothing goes.
    at(LEAD_RETENTION_DAYS * DAY - 60);
    expect(sweepExpiredLeads(api.db)).toEqual({ leads: 0, drives: 0, consents: 0, codes: 0 });
    expect(tablesHolding(stranger)).toHaveLength(3);

    // Past 90 days, the sweep that runs at the API's start (and hourly) clears both day-0 leads.
    at(LEAD_RETENTION_DAYS * DAY + 120);
    const lines: string[] = [];
    schedulePurge(api.db, (line) => lines.push(line))();
    expect(lines).toEqual([
      `[local-api] past the ${LEAD_RETENTION_DAYS}-day keeping time: 2 lead(s), 0 test drive(s), 2 consent record(s) anonymised, 1 lead code(s) deleted`,
    ]);
    expect(tablesHolding(stranger)).toEqual([]);
    const row = (id: number) =>
      api.db.prepare('SELECT name, phone, user_id FROM dealer_leads WHERE id = ?').get(id);
    expect(row(strangerLead)).toEqual({ name: '', phone: '', user_id: null });
    expect(row(oldLead)).toEqual({ name: '', phone: '', user_id: null });
    expect(row(newLead)).toMatchObject({ name: '李女士', phone: owner });
    expect(
      api.db
        .prepare(
          "SELECT ref_id, phone FROM lead_consents WHERE kind = 'discount' AND ref_id IN (?, ?, ?) ORDER BY ref_id",
        )
        .all(strangerLead, oldLead, newLead),
    ).toEqual([
      { ref_id: strangerLead, phone: '' },
      { ref_id: oldLead, phone: '' },
      { ref_id: newLead, phone: owner },
    ]);

    // The owner's 我的询价, 授权记录 and data export list only the lead inside the period.
    token = await login(owner);
    const mine = await api.call<{ list: { id: number }[] }>('GET', 'v1/user/leads', { token });
    expect(mine.body.data.list.map((l) => l.id)).toEqual([newLead]);
    const consents = await api.call<{ list: { ref_id: number }[] }>('GET', 'v1/user/consents', {
      token,
    });
    expect(consents.body.data.list.map((c) => c.ref_id)).toEqual([newLead]);
    const data = await exported(token);
    expect(data.leads.map((l) => [l.id, l.phone])).toEqual([[newLead, owner]]);
    expect(data.consents.filter((c) => c.kind === 'lead').map((c) => c.id)).toEqual([newLead]);

    // Once swept, nothing is left to sweep.
    expect(sweepExpiredLeads(api.db)).toEqual({ leads: 0, drives: 0, consents: 0, codes: 0 });
  });

  it('a test drive past the keeping time stays the account’s booking, without the name and number the store had', async () => {
    const phone = '13955500003';
    at(0);
    const token = await login(phone);
    const { model_id, dealer_id } = beijingPick(api);
    const booked = await api.call<{ id: number }>('POST', 'v1/dealer/dealer-drive/create', {
      token,
      body: {
        model_id,
        dealer_id,
        name: '赵先生',
        phone,
        drive_date: chinaDay(1),
        drive_time: '09:00-11:00',
        consent: 1,
      },
    });
    expect(booked.status, booked.body.message).toBe(200);
    const id = booked.body.data.id;
    at(LEAD_RETENTION_DAYS * DAY + 120);
    expect(sweepExpiredLeads(api.db)).toMatchObject({ drives: 1, consents: 1 });
    expect(
      api.db
        .prepare('SELECT name, phone, user_id IS NOT NULL mine FROM drive_orders WHERE id = ?')
        .get(id),
    ).toEqual({ name: '', phone: '', mine: 1 });
    expect(
      api.db
        .prepare("SELECT phone, user_id FROM lead_consents WHERE kind = 'drive' AND ref_id = ?")
        .get(id),
    ).toEqual({ phone: '', user_id: null });
  });
});
