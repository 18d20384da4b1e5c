// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawLeadResult } from '@/contract/api/dealer';
import { UNDO_WINDOW_S } from '@/contract/constants';
import { scopedTestApi } from '../helpers/local-api';

// 撤销 (长辈版): a lead or a store event sign-up is taken back within ten minutes by its sender (the
// key its submit answered) or the account that filed it; later, or by anyone else, it is refused.

const api = scopedTestApi();

afterEach(() => vi.useRealTimers());

/** A series sold in some city, with that city: a lead there reaches at least one store. */
function soldSeries() {
  return api.db
    .prepare(
      'SELECT ds.series_id, d.city_code FROM dealer_series ds JOIN dealers d ON d.id = ds.dealer_id ORDER BY ds.series_id, d.id LIMIT 1',
    )
    .get() as { series_id: number; city_code: string };
}

async function sendLead(phone: string, token?: string): Promise<RawLeadResult> {
  const s = soldSeries();
  const res = await api.call<RawLeadResult>('POST', 'v1/dealer/dealer/receive', {
    token,
    body: {
      id: s.series_id,
      type: 1,
      name: '王阿姨',
      phone,
      code: '123456',
      city_code: s.city_code,
      consent: 1,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const leadRows = (id: number) => ({
  lead: api.db.prepare('SELECT COUNT(*) n FROM dealer_leads WHERE id = ?').get(id) as { n: number },
  recipients: api.db
    .prepare('SELECT COUNT(*) n FROM dealer_lead_recipients WHERE lead_id = ?')
    .get(id) as { n: number },
});

const undo = (body: Record<string, unknown>, token?: string) =>
  api.call('POST', 'v1/user/undo', { token, body });

describe('撤销 a lead within ten minutes', () => {
  it('the sender takes a lead back with its key: the lead and the stores’ copies are gone', async () => {
    const lead = await sendLead('13577770001');
    expect(lead.undo_key).toMatch(/^[0-9a-f]{32}$/);
    expect(leadRows(lead.id).recipients.n).toBeGreaterThan(0);
    const res = await undo({ kind: 'lead', id: lead.id, key: lead.undo_key });
    expect(res.status).toBe(200);
    expect(leadRows(lead.id)).toEqual({ lead: { n: 0 }, recipients: { n: 0 } });
    // Once: the same key again finds nothing.
    expect((await undo({ kind: 'lead', id: lead.id, key: lead.undo_key })).status).toBe(404);
  });

  it('is refused after ten minutes, and the lead stays', async () => {
    const lead = await sendLead('13577770002');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (UNDO_WINDOW_S + 5) * 1000);
    const late = await undo({ kind: 'lead', id: lead.id, key: lead.undo_key });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('已超过10分钟，无法撤销');
    expect(leadRows(lead.id).lead.n).toBe(1);
  });

  it('is still accepted just inside the ten minutes', async () => {
    const lead = await sendLead('13577770003');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (UNDO_WINDOW_S - 5) * 1000);
    expect((await undo({ kind: 'lead', id: lead.id, key: lead.undo_key })).status).toBe(200);
  });

  it('only the owner: a wrong key, no key or another account is a 404 and the lead stays', async () => {
    const lead = await sendLead('13577770004');
    expect((await undo({ kind: 'lead', id: lead.id, key: '0'.repeat(32) })).status).toBe(404);
    expect((await undo({ kind: 'lead', id: lead.id })).status).toBe(404);
    const other = await api.login();
    expect((await undo({ kind: 'lead', id: lead.id }, other)).status).toBe(404);
    expect(leadRows(lead.id).lead.n).toBe(1);
  });

  it('the account that filed a lead may take it back without the key', async () => {
    const login = await api.call<{ token: string }>('POST', 'v1/auth/fast-login', {
      body: { phone: '13577770005', code: '123456' },
    });
    const token = login.body.data.token;
    const lead = await sendLead('13577770005', token);
    expect((await undo({ kind: 'lead', id: lead.id }, token)).status).toBe(200);
    expect(leadRows(lead.id).lead.n).toBe(0);
  });

  it('an unknown kind or id is a 404', async () => {
    expect((await undo({ kind: 'order', id: 1, key: 'x' })).status).toBe(404);
    expect((await undo({ kind: 'lead', id: 999999999, key: 'x' })).status).toBe(404);
  });
});

describe('撤销 a store event sign-up within ten minutes', () => {
  /** An event still open with places left. */
  function openEvent() {
    return api.db
      .prepare(
        `SELECT a.id FROM dealer_activities a WHERE a.end_at > strftime('%s', 'now')
         AND (SELECT COUNT(*) FROM dealer_activity_signs s WHERE s.activity_id = a.id) < a.quota ORDER BY a.id LIMIT 1`,
      )
      .get() as { id: number };
  }

  it('frees the place again; after ten minutes it is refused', async () => {
    const event = openEvent();
    const count = () =>
      (
        api.db
          .prepare('SELECT COUNT(*) n FROM dealer_activity_signs WHERE activity_id = ?')
          .get(event.id) as { n: number }
      ).n;
    const before = count();
    const sign = async (phone: string) => {
      const res = await api.call<{ signed: number; id: number; undo_key: string }>(
        'POST',
        'v1/dealer/dealer-activity/sign',
        {
          body: { id: event.id, name: '李大爷', phone, code: '123456', consent: 1 },
        },
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const first = await sign('13577770011');
    expect(count()).toBe(before + 1);
    expect((await undo({ kind: 'sign', id: first.id, key: first.undo_key })).status).toBe(200);
    expect(count()).toBe(before);

    const second = await sign('13577770012');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (UNDO_WINDOW_S + 5) * 1000);
    expect((await undo({ kind: 'sign', id: second.id, key: second.undo_key })).status).toBe(400);
    expect(count()).toBe(before + 1);
  });
});
