// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scopedTestApi, type ListBody } from '../helpers/local-api';

const api = scopedTestApi();

interface Ledger {
  id: number;
  delta: number;
  balance: number;
  kind: string;
  title: string;
  ref_id: number;
}

const balanceOf = (uid: number) =>
  (api.db.prepare('SELECT points FROM users WHERE id = ?').get(uid) as { points: number }).points;
const ledgerSum = (uid: number) =>
  (
    api.db
      .prepare('SELECT COALESCE(SUM(delta), 0) n FROM points_ledger WHERE user_id = ?')
      .get(uid) as { n: number }
  ).n;

/** A fresh account (SMS-code login, demo code), so a test owns its balance. */
async function freshUser(phone: string): Promise<{ token: string; uid: number }> {
  const res = await api.call<{ token: string; user: { id: number } }>(
    'POST',
    'v1/auth/fast-login',
    { body: { phone, code: '123456' } },
  );
  return { token: res.body.data.token, uid: res.body.data.user.id };
}

describe('points shop', () => {
  it('lists at least 20 goods with prices in points, stock and a per-user limit', async () => {
    const res = await api.call<
      ListBody<{ id: number; points_price: number; stock: number; limit_per_user: number }>
    >('GET', 'v1/goods/list', { query: { 'per-page': 50 } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(20);
    expect(res.body.data.list.map((g) => g.id)).toEqual(expect.arrayContaining([1, 2, 20]));
    const bad = await api.call('GET', 'v1/goods/list', { query: { category: '不存在' } });
    expect(bad.status).toBe(400);
  });

  it('answers 404 with a Chinese message for an unknown or malformed goods id', async () => {
    for (const id of ['99999', 'abc', '0']) {
      const res = await api.call('GET', 'v1/goods/detail', { query: { id } });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/不存在/);
    }
  });

  it('a redemption spends the price once, writes the ledger, and the ledger adds up to the balance', async () => {
    const token = await api.login('13800000002');
    const before = balanceOf(2);
    const g = api.db
      .prepare(
        'SELECT id, points_price, stock FROM goods WHERE stock > 5 AND points_price <= ? ORDER BY id LIMIT 1',
      )
      .get(before) as { id: number; points_price: number; stock: number };
    const res = await api.call<{ balance: number; stock: number; order_id: number }>(
      'POST',
      'v1/goods/redeem',
      { token, body: { id: g.id } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.balance).toBe(before - g.points_price);
    expect(res.body.data.stock).toBe(g.stock - 1);
    const ledger = await api.call<ListBody<Ledger>>('GET', 'v1/points/ledger', { token });
    expect(ledger.body.data.list[0]).toMatchObject({
      delta: -g.points_price,
      kind: 'redeem',
      ref_id: res.body.data.order_id,
      balance: before - g.points_price,
    });
    expect(ledgerSum(2)).toBe(balanceOf(2));
  });

  it('20 concurrent redemptions of the last item: exactly one succeeds, the others spend nothing', async () => {
    api.db.prepare('UPDATE goods SET stock = 1, limit_per_user = 0 WHERE id = 3').run();
    const users = await Promise.all(
      Array.from({ length: 20 }, (_, i) => freshUser(`1390000${String(i).padStart(4, '0')}`)),
    );
    for (const u of users) api.db.prepare('UPDATE users SET points = 5000 WHERE id = ?').run(u.uid);
    const results = await Promise.all(
      users.map((u) => api.call('POST', 'v1/goods/redeem', { token: u.token, body: { id: 3 } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const failures = results.filter((r) => r.status !== 200);
    expect(failures.every((r) => r.status === 400 && r.body.message.includes('兑完'))).toBe(true);
    const price = api.db.prepare('SELECT points_price p, stock FROM goods WHERE id = 3').get() as {
      p: number;
      stock: number;
    };
    expect(price.stock).toBe(0);
    const spent = users.map((u) => 5000 - balanceOf(u.uid)).sort((a, b) => b - a);
    expect(spent[0]).toBe(price.p);
    expect(spent.slice(1).every((s) => s === 0)).toBe(true);
  }, 30_000);

  it('redeeming without enough points is a 400 that costs nothing and leaves the stock', async () => {
    const { token, uid } = await freshUser('13900009998');
    const g = api.db
      .prepare(
        'SELECT id, stock FROM goods WHERE stock > 0 AND points_price > 0 ORDER BY id LIMIT 1',
      )
      .get() as { id: number; stock: number };
    const res = await api.call('POST', 'v1/goods/redeem', { token, body: { id: g.id } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/积分不足/);
    expect(balanceOf(uid)).toBe(0);
    expect(
      (api.db.prepare('SELECT stock FROM goods WHERE id = ?').get(g.id) as { stock: number }).stock,
    ).toBe(g.stock);
    expect(
      api.db.prepare('SELECT COUNT(*) n FROM goods_orders WHERE user_id = ?').get(uid),
    ).toEqual({ n: 0 });
  });

  it('the per-user limit is enforced', async () => {
    const { token, uid } = await freshUser('13900009997');
    api.db.prepare('UPDATE users SET points = 9000 WHERE id = ?').run(uid);
    const g = api.db
      .prepare('SELECT id FROM goods WHERE limit_per_user = 1 AND stock > 2 ORDER BY id LIMIT 1')
      .get() as { id: number };
    expect((await api.call('POST', 'v1/goods/redeem', { token, body: { id: g.id } })).status).toBe(
      200,
    );
    const second = await api.call('POST', 'v1/goods/redeem', { token, body: { id: g.id } });
    expect(second.status).toBe(400);
    expect(second.body.message).toMatch(/限兑/);
  }, 15_000);

  it('check-in and a new post are credited to the ledger', async () => {
    const { token, uid } = await freshUser('13900009996');
    const checkin = await api.call<{ earned: number; points: number }>('POST', 'v1/user/checkin', {
      token,
    });
    expect(checkin.status).toBe(200);
    const post = await api.call<{ id: number }>('POST', 'v1/ins', {
      token,
      body: { content: '今天第一次用超充，二十分钟补到百分之八十' },
    });
    expect(post.status).toBe(200);
    const ledger = await api.call<ListBody<Ledger>>('GET', 'v1/points/ledger', { token });
    expect(ledger.body.data.list.map((e) => e.kind)).toEqual(['post', 'checkin']);
    expect(ledger.body.data.list[0]!.ref_id).toBe(post.body.data.id);
    expect(ledgerSum(uid)).toBe(balanceOf(uid));
    const summary = await api.call<{ points: number; earned_total: number; spent_total: number }>(
      'GET',
      'v1/points/summary',
      { token },
    );
    expect(summary.body.data).toMatchObject({
      points: balanceOf(uid),
      earned_total: balanceOf(uid),
      spent_total: 0,
    });
  });

  it('the ledger needs a login', async () => {
    expect((await api.call('GET', 'v1/points/ledger')).status).toBe(401);
    expect((await api.call('POST', 'v1/goods/redeem', { body: { id: 1 } })).status).toBe(401);
  });
});
