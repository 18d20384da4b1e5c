// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawIdleCard, RawIdleDetail } from '@/contract/api/idle';
import { WRITE_RULES } from '@/local-api/write-limits';
import { scopedTestApi } from '../helpers/local-api';

const api = scopedTestApi();

describe('second-hand market (spec §7 Idle)', () => {
  it('flags every listing priced far below similar ones, and only those', async () => {
    const flagged: number[] = [];
    for (let id = 1; id <= 48; id++) {
      const res = await api.call<RawIdleDetail>('GET', 'v1/idle/detail', { query: { id } });
      expect(res.status).toBe(200);
      const d = res.body.data;
      if (d.price_check.far_below) {
        flagged.push(id);
        expect(d.price).toBeLessThan(d.price_check.median! * 0.75);
        expect(d.price_check.compared).toBeGreaterThanOrEqual(2);
      }
      // A used car is priced below its new price, and what it says about itself adds up.
      expect(d.price).toBeLessThan(d.new_price);
      expect(d.registered_at).toBeLessThan(Date.now() / 1000);
      if (d.soh !== null) expect(d.soh).toBeGreaterThan(80);
    }
    expect(flagged).toEqual([8, 20, 32, 44]);
  });

  it('shows the seller with their listing count, similar listings of the same series, and the number only after login', async () => {
    const d = (await api.call<RawIdleDetail>('GET', 'v1/idle/detail', { query: { id: 1 } })).body
      .data;
    const own = (
      api.db
        .prepare('SELECT COUNT(*) n FROM idle_listings WHERE seller_id = ?')
        .get(d.seller.id) as { n: number }
    ).n;
    expect(d.seller.listing_count).toBe(own);
    const similar = (await api.call<RawIdleCard[]>('GET', 'v1/idle/similar', { query: { id: 1 } }))
      .body.data;
    expect(similar.every((s) => s.series_name === d.series_name && s.id !== 1)).toBe(true);
    expect((await api.call('POST', 'v1/idle/contact', { body: { id: 1 } })).status).toBe(401);
    const token = await api.login();
    const contact = await api.call<{ phone: string; note: string }>('POST', 'v1/idle/contact', {
      token,
      body: { id: 1 },
    });
    expect(contact.body.data.phone).toMatch(/^1\d{10}$/);
    expect(contact.body.data.note).toContain('定金');
    expect((await api.call('GET', 'v1/idle/detail', { query: { id: 9999 } })).status).toBe(404);
  });

  it('masks the seller’s phone in every list and detail answer; the full number is a few a day per account (issue 28, F9)', async () => {
    const { phone } = api.db
      .prepare(
        'SELECT u.phone FROM idle_listings l JOIN users u ON u.id = l.seller_id WHERE l.id = 2',
      )
      .get() as { phone: string };
    const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`;
    const answers = await Promise.all([
      api.call('GET', 'v1/idle/detail', { query: { id: 2 } }),
      api.call('GET', 'v1/idle/index', { query: { 'per-page': 50 } }),
      api.call('GET', 'v1/idle/top'),
      api.call('GET', 'v1/idle/similar', { query: { id: 1 } }),
    ]);
    const sellers = api.db
      .prepare('SELECT DISTINCT u.phone FROM idle_listings l JOIN users u ON u.id = l.seller_id')
      .all() as { phone: string }[];
    for (const res of answers) {
      const text = JSON.stringify(res.body.data);
      expect(sellers.filter((s) => text.includes(s.phone))).toEqual([]);
    }
    expect((answers[0]!.body.data as RawIdleCard).seller_phone).toBe(masked);
    expect(
      (answers[1]!.body.data as { list: RawIdleCard[] }).list.every((c) =>
        /^1\d{2}\*{4}\d{4}$/.test(c.seller_phone),
      ),
    ).toBe(true);

    // A fresh account reveals the full number, up to the daily limit; past it a Chinese 429.
    const { password } = api.db.prepare('SELECT password FROM users WHERE id = 1').get() as {
      password: string;
    };
    api.db
      .prepare(
        "INSERT INTO users (phone, password, nickname, created_at) VALUES ('13700009901', ?, '看车人9901', strftime('%s','now'))",
      )
      .run(password);
    const token = await api.login('13700009901');
    const reveal = () =>
      api.call<{ phone: string }>('POST', 'v1/idle/contact', { token, body: { id: 2 } });
    expect((await reveal()).body.data.phone).toBe(phone);
    for (let i = 1; i < WRITE_RULES.sellerPhone.limit; i++)
      expect((await reveal()).status).toBe(200);
    const over = await reveal();
    expect([over.status, over.body.message]).toEqual([
      429,
      '今天查看卖家电话的次数已达上限，请明天再试',
    ]);
  });
});

describe('team invitation', () => {
  it('joins with the invite fields of the invitation, once', async () => {
    const token = await api.login('13800000002');
    const inv = (
      await api.call<{
        parent_invited_id: number;
        invited_type: number;
        invited_object_id: number;
        team: { member_count: number };
      }>('GET', 'v1/team/invitation', { query: { id: 2 } })
    ).body.data;
    const fields = {
      parent_invited_id: inv.parent_invited_id,
      invited_type: inv.invited_type,
      invited_object_id: inv.invited_object_id,
    };
    const wrong = await api.call('POST', 'v1/team/join', {
      token,
      body: { id: 2, ...fields, invited_object_id: 999 },
    });
    expect(wrong.status).toBe(400);
    const ok = await api.call<{ joined: boolean; team: { member_count: number } }>(
      'POST',
      'v1/team/join',
      { token, body: { id: 2, ...fields } },
    );
    expect(ok.body.data).toMatchObject({
      joined: true,
      team: { member_count: inv.team.member_count + 1 },
    });
    const row = api.db
      .prepare(
        'SELECT parent_invited_id, invited_type, invited_object_id FROM team_members WHERE user_id = 2',
      )
      .get();
    expect(row).toEqual(fields);
    const again = await api.call('POST', 'v1/team/join', { token, body: { id: 2, ...fields } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('你已经是车队成员了');
  });
});
