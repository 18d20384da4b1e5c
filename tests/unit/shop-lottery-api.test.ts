// @vitest-environment node
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawMessage, prizeForRoll, rollFromDigest } from '@/contract/lottery';
import { scopedTestApi } from '../helpers/local-api';

const api = scopedTestApi();

interface Prize {
  id: number;
  name: string;
  kind: string;
  stock: number;
  odds: number;
}
interface Lottery {
  id: number;
  status: string;
  remaining_chances: number | null;
  daily_chances: number;
  seed_hash: string;
  seed: string | null;
  prizes: Prize[];
  cells: number[];
}
interface DrawResult {
  draw: { nonce: number; roll: number; prize_id: number; won: boolean };
  prize: Prize;
  cell: number;
  remaining_chances: number;
}

const info = (id: number | string, token?: string) =>
  api.call<Lottery>('GET', 'v1/draw/draw/info', { token, query: { limitTimeActivityId: id } });
const drawOnce = (id: number, token: string, type = 3) =>
  api.call<DrawResult>('POST', 'v1/draw/draw/draw', {
    token,
    body: { limitTimeActivityId: id, type },
  });

describe('lottery (POST v1/draw/draw/draw {limitTimeActivityId, type: 3})', () => {
  it('publishes prizes with stock and odds adding up to 10000, 8 grid cells, and the seed hash but not the seed while open', async () => {
    const res = await info(1);
    expect(res.status).toBe(200);
    const l = res.body.data;
    expect(l.status).toBe('open');
    expect(l.prizes.reduce((s, p) => s + p.odds, 0)).toBe(10_000);
    expect(l.cells).toHaveLength(8);
    expect(l.seed).toBeNull();
    expect(l.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(l.remaining_chances).toBeNull();
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['9999', 'x1']) expect((await info(id)).status).toBe(404);
  });

  it('a draw returns the prize, its cell and the remaining chances; chances run out with a Chinese 400', async () => {
    const token = await api.login('13800000001');
    const before = (await info(1, token)).body.data;
    expect(before.remaining_chances).toBe(before.daily_chances);
    for (let i = 1; i <= before.daily_chances; i++) {
      const res = await drawOnce(1, token);
      expect(res.status).toBe(200);
      expect(res.body.data.remaining_chances).toBe(before.daily_chances - i);
      expect(before.cells[res.body.data.cell]).toBe(res.body.data.prize.id);
    }
    const over = await drawOnce(1, token);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/次数已用完/);
    expect((await info(1, token)).body.data.remaining_chances).toBe(0);
  });

  it('refuses a wrong draw type, an upcoming and an ended lottery, and anonymous callers', async () => {
    const token = await api.login('13800000002');
    expect((await drawOnce(2, token, 1)).status).toBe(400);
    const upcoming = await drawOnce(4, token);
    expect(upcoming.status).toBe(400);
    expect(upcoming.body.message).toMatch(/尚未开始/);
    const ended = await drawOnce(3, token);
    expect(ended.body.message).toMatch(/已结束/);
    expect(
      (await api.call('POST', 'v1/draw/draw/draw', { body: { limitTimeActivityId: 1, type: 3 } }))
        .status,
    ).toBe(401);
  });

  it('20 concurrent draws on a pool with one prize left give exactly one win', async () => {
    // A pool whose only prize band covers every roll, with one left; 20 chances a day.
    const lid = 90;
    const now = Math.floor(Date.now() / 1000);
    api.db
      .prepare("INSERT INTO lotteries VALUES (?, '测试奖池', '', '', ?, ?, 20, 'test-seed', ?)")
      .run(
        lid,
        now - 60,
        now + 3600,
        crypto.createHash('sha256').update('test-seed').digest('hex'),
      );
    api.db
      .prepare(
        "INSERT INTO lottery_prizes (lottery_id, name, kind, points, image, stock, total, odds, sort) VALUES (?, '最后一台车模', 'goods', 0, '', 1, 1, 10000, 0)",
      )
      .run(lid);
    api.db
      .prepare(
        "INSERT INTO lottery_prizes (lottery_id, name, kind, points, image, stock, total, odds, sort) VALUES (?, '谢谢参与', 'thanks', 0, '', 0, 0, 0, 1)",
      )
      .run(lid);
    const token = await api.login('13800000003');
    const results = await Promise.all(Array.from({ length: 20 }, () => drawOnce(lid, token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.draw.won)).toHaveLength(1);
    expect(
      api.db
        .prepare("SELECT stock FROM lottery_prizes WHERE lottery_id = ? AND kind = 'goods'")
        .get(lid),
    ).toEqual({ stock: 0 });
    expect(new Set(results.map((r) => r.body.data.remaining_chances)).size).toBe(20);
  });

  it('commit–reveal: an ended lottery reveals a seed that hashes to the published hash and reproduces every roll', async () => {
    const l = (await info(3)).body.data;
    expect(l.status).toBe('ended');
    expect(l.seed).not.toBeNull();
    expect(crypto.createHash('sha256').update(l.seed!).digest('hex')).toBe(l.seed_hash);
    const token = await api.login('13800000001');
    const mine = await api.call<{ nonce: number; roll: number; prize_id: number; won: boolean }[]>(
      'GET',
      'v1/draw/draw/mine',
      { token, query: { limitTimeActivityId: 3 } },
    );
    const draws = api.db
      .prepare('SELECT nonce, roll, user_id, prize_id, won FROM lottery_draws WHERE lottery_id = 3')
      .all() as { nonce: number; roll: number; user_id: number; prize_id: number; won: number }[];
    expect(draws.length).toBeGreaterThan(10);
    for (const d of draws) {
      const roll = rollFromDigest(
        crypto
          .createHmac('sha256', l.seed!)
          .update(drawMessage(3, d.nonce, d.user_id))
          .digest(),
      );
      expect(roll).toBe(d.roll);
      if (d.won) expect(prizeForRoll(l.prizes, roll)?.id).toBe(d.prize_id);
    }
    expect(mine.status).toBe(200);
  });

  it('the winners list masks phones like 138****0001', async () => {
    const res = await api.call<{ list: { phone: string }[]; total: number }>(
      'GET',
      'v1/draw/draw/winners',
      { query: { limitTimeActivityId: 3 } },
    );
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const w of res.body.data.list) expect(w.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });

  it('a points prize is credited to the ledger', async () => {
    const lid = 91;
    const now = Math.floor(Date.now() / 1000);
    api.db
      .prepare("INSERT INTO lotteries VALUES (?, '积分池', '', '', ?, ?, 1, 's2', 'h')")
      .run(lid, now - 60, now + 3600);
    api.db
      .prepare(
        "INSERT INTO lottery_prizes (lottery_id, name, kind, points, image, stock, total, odds, sort) VALUES (?, '88 积分', 'points', 88, '', 5, 5, 10000, 0)",
      )
      .run(lid);
    api.db
      .prepare(
        "INSERT INTO lottery_prizes (lottery_id, name, kind, points, image, stock, total, odds, sort) VALUES (?, '谢谢参与', 'thanks', 0, '', 0, 0, 0, 1)",
      )
      .run(lid);
    const token = await api.login('13800000004');
    const res = await drawOnce(lid, token);
    expect(res.body.data.draw.won).toBe(true);
    const ledger = await api.call<{ list: { kind: string; delta: number }[] }>(
      'GET',
      'v1/points/ledger',
      { token },
    );
    expect(ledger.body.data.list[0]).toMatchObject({ kind: 'lottery', delta: 88 });
  });
});

describe('year in review (v4/user/user-report-twenty-five, v4/user/user-blessings)', () => {
  it('counts the caller’s own rows and refuses another user’s report', async () => {
    const token = await api.login('13800000002');
    const uid = 2;
    const res = await api.call<{
      stats: { comments: number; checkin_days: number };
      articles_read: null;
    }>('GET', 'v4/user/user-report-twenty-five', { token, query: { user_id: uid } });
    expect(res.status).toBe(200);
    const from = Math.floor(Date.now() / 1000) - 365 * 86400;
    const comments = (
      api.db
        .prepare('SELECT COUNT(*) n FROM comments WHERE user_id = ? AND created_at >= ?')
        .get(uid, from) as { n: number }
    ).n;
    expect(res.body.data.stats.comments).toBe(comments);
    expect(res.body.data.articles_read).toBeNull();
    const article = api.db
      .prepare('SELECT id FROM contents WHERE type = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };
    expect(
      (
        await api.call('POST', 'v1/comment', {
          token,
          body: { id: article.id, type: 1, content: '冬天续航确实打了八折，热泵很关键' },
        })
      ).status,
    ).toBe(200);
    const after = await api.call<{ stats: { comments: number } }>(
      'GET',
      'v4/user/user-report-twenty-five',
      { token, query: { user_id: uid } },
    );
    expect(after.body.data.stats.comments).toBe(comments + 1);
    expect(
      (await api.call('GET', 'v4/user/user-report-twenty-five', { token, query: { user_id: 1 } }))
        .status,
    ).toBe(403);
    const blessings = await api.call<{ list: { title: string; text: string }[] }>(
      'GET',
      'v4/user/user-blessings',
      { token },
    );
    expect(blessings.body.data.list.length).toBeGreaterThanOrEqual(2);
  });

  it('needs a login', async () => {
    expect((await api.call('GET', 'v4/user/user-report-twenty-five')).status).toBe(401);
  });
});
