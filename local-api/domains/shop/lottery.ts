import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type {
  LotteryStatus,
  RawDraw,
  RawDrawResult,
  RawLottery,
  RawLotterySummary,
  RawPrize,
  RawWinner,
} from '../../../contract/api/lottery';
import {
  chinaDayStart,
  DRAW_TYPE,
  drawMessage,
  prizeForRoll,
  rollFromDigest,
} from '../../../contract/lottery';
import { maskPhone } from '../../../contract/format/phone';
import { countOf, nowSeconds, rowOr404 } from '../../db';
import { atChinaHour } from '../../seed/clock';
import type { ApiEnv } from '../../env';
import { badRequest } from '../../http-error';
import { absMedia, relMedia } from '../../media-path';
import { id, int, listResult, pageRows } from '../../params';
import type { Ctx, Router } from '../../router';
import { createRng, seedSecret } from '../../seed/rng';
import { LOTTERIES, LOTTERY_RULES } from './lottery-data';
import { awardPoints } from './points';

// Lotteries: the server decides each draw (roll from the committed seed, prize band by the
// published odds, stock taken by a conditional UPDATE in the draw's transaction, so a prize with
// one left is won once however many draws race for it). See contract/lottery.ts for the commit–reveal.

export const LOTTERY_SCHEMA = `
  CREATE TABLE IF NOT EXISTS lotteries (
    id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, cover TEXT NOT NULL,
    start_at INTEGER NOT NULL, end_at INTEGER NOT NULL, daily_chances INTEGER NOT NULL,
    seed TEXT NOT NULL, seed_hash TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS lottery_prizes (
    id INTEGER PRIMARY KEY, lottery_id INTEGER NOT NULL REFERENCES lotteries(id), name TEXT NOT NULL,
    kind TEXT NOT NULL, points INTEGER NOT NULL, image TEXT NOT NULL, stock INTEGER NOT NULL CHECK (stock >= 0),
    total INTEGER NOT NULL, odds INTEGER NOT NULL, sort INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS lottery_draws (
    id INTEGER PRIMARY KEY, lottery_id INTEGER NOT NULL REFERENCES lotteries(id), user_id INTEGER NOT NULL REFERENCES users(id),
    nonce INTEGER NOT NULL, roll INTEGER NOT NULL, prize_id INTEGER NOT NULL, won INTEGER NOT NULL, created_at INTEGER NOT NULL,
    UNIQUE (lottery_id, nonce)
  );
  CREATE INDEX IF NOT EXISTS lottery_draws_user ON lottery_draws (lottery_id, user_id, created_at);
`;

/** Thanks cells sit at these grid positions first; the prizes fill the others in order. */
const THANKS_POSITIONS = [1, 5, 3, 7, 0, 2, 4, 6];
const GRID_CELLS = 8;

interface LotteryRow {
  id: number;
  title: string;
  description: string;
  cover: string;
  start_at: number;
  end_at: number;
  daily_chances: number;
  seed: string;
  seed_hash: string;
}

type PrizeRow = RawPrize & { lottery_id: number };

const sha256Hex = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The roll of one draw (contract/lottery.ts): HMAC-SHA256(seed, "lotteryId:nonce:userId"). */
function rollFor(seed: string, lotteryId: number, nonce: number, userId: number): number {
  return rollFromDigest(
    crypto
      .createHmac('sha256', seed)
      .update(drawMessage(lotteryId, nonce, userId))
      .digest(),
  );
}

function statusOf(l: Pick<LotteryRow, 'start_at' | 'end_at'>, now: number): LotteryStatus {
  if (now < l.start_at) return 'upcoming';
  return now < l.end_at ? 'open' : 'ended';
}

function summary(env: ApiEnv, l: LotteryRow, now: number): RawLotterySummary {
  return {
    id: l.id,
    title: l.title,
    cover: absMedia(env, l.cover),
    start_at: l.start_at,
    end_at: l.end_at,
    status: statusOf(l, now),
  };
}

const prizesOf = (db: Database, lotteryId: number) =>
  db
    .prepare('SELECT * FROM lottery_prizes WHERE lottery_id = ? ORDER BY sort')
    .all(lotteryId) as PrizeRow[];

const prizeView = (env: ApiEnv, p: PrizeRow): RawPrize => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  points: p.points,
  image: absMedia(env, p.image),
  stock: p.stock,
  total: p.total,
  odds: p.odds,
});

function gridCells(prizes: PrizeRow[]): number[] {
  const thanks = prizes.find((p) => p.kind === 'thanks')!;
  const real = prizes.filter((p) => p.kind !== 'thanks').slice(0, GRID_CELLS - 1);
  const cells = new Array<number>(GRID_CELLS).fill(0);
  for (const pos of THANKS_POSITIONS.slice(0, GRID_CELLS - real.length)) cells[pos] = thanks.id;
  let k = 0;
  for (let i = 0; i < GRID_CELLS; i++) if (cells[i] === 0) cells[i] = real[k++]!.id;
  return cells;
}

function drawsToday(db: Database, lotteryId: number, userId: number, now: number): number {
  return countOf(
    db,
    'SELECT COUNT(*) n FROM lottery_draws WHERE lottery_id = ? AND user_id = ? AND created_at >= ?',
    lotteryId,
    userId,
    chinaDayStart(now),
  );
}

function findLottery(ctx: Ctx): LotteryRow {
  return rowOr404<LotteryRow>(
    ctx.db,
    '抽奖活动',
    'SELECT * FROM lotteries WHERE id = ?',
    id(ctx, 'limitTimeActivityId'),
  );
}

/** The lottery the home page and the shop feature: the open one that started first. */
export function currentLotterySummary(db: Database, env: ApiEnv): RawLotterySummary | null {
  const now = nowSeconds();
  const row = db
    .prepare('SELECT * FROM lotteries WHERE start_at <= ? AND end_at > ? ORDER BY start_at LIMIT 1')
    .get(now, now) as LotteryRow | undefined;
  return row ? summary(env, row, now) : null;
}

/** One draw, in one transaction: chances, nonce, roll, stock, record, points. */
function performDraw(db: Database, l: LotteryRow, userId: number, now: number) {
  return db.transaction(() => {
    const used = drawsToday(db, l.id, userId, now);
    if (used >= l.daily_chances) throw badRequest('今日抽奖次数已用完，明天再来吧');
    const nonce = (
      db
        .prepare('SELECT COALESCE(MAX(nonce), 0) + 1 n FROM lottery_draws WHERE lottery_id = ?')
        .get(l.id) as { n: number }
    ).n;
    const roll = rollFor(l.seed, l.id, nonce, userId);
    const prizes = prizesOf(db, l.id);
    const thanks = prizes.find((p) => p.kind === 'thanks')!;
    const band = prizeForRoll(prizes, roll) ?? thanks;
    // A band whose stock is gone gives 谢谢参与: stock is never over-issued.
    const won =
      band.kind !== 'thanks' &&
      db
        .prepare('UPDATE lottery_prizes SET stock = stock - 1 WHERE id = ? AND stock > 0')
        .run(band.id).changes === 1;
    const prize = won ? band : thanks;
    const info = db
      .prepare(
        'INSERT INTO lottery_draws (lottery_id, user_id, nonce, roll, prize_id, won, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(l.id, userId, nonce, roll, prize.id, won ? 1 : 0, now);
    const drawId = Number(info.lastInsertRowid);
    if (won && prize.kind === 'points')
      awardPoints(db, userId, 'lottery', {
        amount: prize.points,
        title: `抽奖获得 ${prize.name}`,
        refId: drawId,
        at: now,
      });
    return {
      drawId,
      nonce,
      roll,
      prize: { ...prize, stock: won ? prize.stock - 1 : prize.stock },
      won,
      remaining: l.daily_chances - used - 1,
    };
  })();
}

/** The China-time hours a seeded lottery opens on its first day and closes on its last. */
const LOTTERY_OPENS = 10;
const LOTTERY_CLOSES = 22;

export function seedLotteries(db: Database, now: number, demo: boolean): void {
  // A separate generator, so this domain's demo data does not shift the domains seeded after it.
  const rng = createRng(20261211);
  const insertLottery = db.prepare(
    'INSERT INTO lotteries (id, title, description, cover, start_at, end_at, daily_chances, seed, seed_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertPrize = db.prepare(
    'INSERT INTO lottery_prizes (lottery_id, name, kind, points, image, stock, total, odds, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const readers = (
    db.prepare('SELECT id FROM users WHERE id > 2 ORDER BY id').all() as { id: number }[]
  ).map((u) => u.id);
  LOTTERIES.forEach((s, i) => {
    const lid = i + 1;
    // A lottery opens at 10:00 and closes at 22:00 China time (not at the minute the seed ran).
    const start = atChinaHour(now + s.startDay * 86400, LOTTERY_OPENS);
    const end = atChinaHour(now + s.endDay * 86400, LOTTERY_CLOSES);
    // The ended lottery's seed is public anyway. A running or coming one's is secret until its end:
    // outside demo mode it is random (its seeded draws then differ between installs); in demo mode
    // it is fixed, so every demo seed draws the same prizes.
    const seed = end <= now ? `xcx-lottery-${lid}-2026` : seedSecret(demo, `lottery-${lid}`, 64);
    insertLottery.run(
      lid,
      s.title,
      s.description,
      relMedia('cover', `lottery${lid}`, s.title),
      start,
      end,
      s.dailyChances,
      seed,
      sha256Hex(seed),
    );
    s.prizes.forEach((p, k) =>
      insertPrize.run(
        lid,
        p.name,
        p.kind,
        p.points,
        relMedia('cover', `prize${lid}-${k}`, p.name),
        p.stock,
        p.stock,
        p.odds,
        k,
      ),
    );
    const rest = 10_000 - s.prizes.reduce((sum, p) => sum + p.odds, 0);
    insertPrize.run(
      lid,
      '谢谢参与',
      'thanks',
      0,
      relMedia('cover', `prize${lid}-thanks`, '谢谢参与'),
      0,
      0,
      rest,
      s.prizes.length,
    );
    const row = db.prepare('SELECT * FROM lotteries WHERE id = ?').get(lid) as LotteryRow;
    // Past draws, through the real draw path, on days before today (the demo accounts join the
    // ended lottery so its draws can be checked against the revealed seed).
    const drawers = end <= now ? [1, 2, ...readers] : readers;
    const days = Math.max(1, Math.floor((Math.min(end, now) - start) / 86400));
    for (let n = 0; n < s.seededDraws; n++) {
      // In the day, while people read: between opening time and closing time.
      const at =
        start +
        rng.int(0, days - 1) * 86400 +
        rng.int(600, (LOTTERY_CLOSES - LOTTERY_OPENS) * 3600 - 600);
      if (at >= now - 86400) continue;
      try {
        performDraw(db, row, rng.pick(drawers), Math.min(at, end - 1));
      } catch {
        // That reader had used their chances that day: skip, as the real API would refuse it.
      }
    }
  });
}

export function lotteryRoutes(r: Router, env: ApiEnv): void {
  r.get('v1/draw/draw/current', (ctx) => currentLotterySummary(ctx.db, env));

  r.get('v1/draw/draw/info', (ctx): RawLottery => {
    const l = findLottery(ctx);
    const now = nowSeconds();
    const status = statusOf(l, now);
    const prizes = prizesOf(ctx.db, l.id);
    const remaining = ctx.user
      ? status === 'open'
        ? Math.max(0, l.daily_chances - drawsToday(ctx.db, l.id, ctx.user.id, now))
        : 0
      : null;
    return {
      ...summary(env, l, now),
      description: l.description,
      rules: LOTTERY_RULES(l.daily_chances),
      daily_chances: l.daily_chances,
      remaining_chances: remaining,
      seed_hash: l.seed_hash,
      seed: status === 'ended' ? l.seed : null,
      draws_total: countOf(
        ctx.db,
        'SELECT COUNT(*) n FROM lottery_draws WHERE lottery_id = ?',
        l.id,
      ),
      prizes: prizes.map((p) => prizeView(env, p)),
      cells: gridCells(prizes),
    };
  });

  r.post(
    'v1/draw/draw/draw',
    (ctx): RawDrawResult => {
      const l = findLottery(ctx);
      if (int(ctx, 'type', 0) !== DRAW_TYPE) throw badRequest('抽奖类型不正确');
      const now = nowSeconds();
      const status = statusOf(l, now);
      if (status === 'upcoming') throw badRequest('活动尚未开始，开始后再来抽奖');
      if (status === 'ended') throw badRequest('活动已结束');
      const res = performDraw(ctx.db, l, ctx.user!.id, now);
      const cells = gridCells(prizesOf(ctx.db, l.id));
      const matching = cells.flatMap((pid, i) => (pid === res.prize.id ? [i] : []));
      const draw: RawDraw = {
        id: res.drawId,
        user_id: ctx.user!.id,
        nonce: res.nonce,
        roll: res.roll,
        prize_id: res.prize.id,
        prize_name: res.prize.name,
        won: res.won,
        created_at: now,
      };
      return {
        draw,
        prize: prizeView(env, res.prize),
        cell: matching[res.roll % matching.length] ?? 0,
        remaining_chances: res.remaining,
      };
    },
    { auth: true },
  );

  r.get('v1/draw/draw/winners', (ctx) => {
    const l = findLottery(ctx);
    const { p, rows, total } = pageRows<RawWinner>(
      ctx,
      'SELECT COUNT(*) n FROM lottery_draws WHERE lottery_id = ? AND won = 1',
      'SELECT d.id, u.phone, p.name prize_name, d.created_at FROM lottery_draws d JOIN users u ON u.id = d.user_id JOIN lottery_prizes p ON p.id = d.prize_id WHERE d.lottery_id = ? AND d.won = 1 ORDER BY d.id DESC LIMIT ? OFFSET ?',
      l.id,
    );
    return listResult(
      rows.map((w) => ({ ...w, phone: maskPhone(w.phone) })),
      p,
      total,
    );
  });

  r.get(
    'v1/draw/draw/mine',
    (ctx): RawDraw[] => {
      const l = findLottery(ctx);
      const rows = ctx.db
        .prepare(
          'SELECT d.id, d.user_id, d.nonce, d.roll, d.prize_id, p.name prize_name, d.won, d.created_at FROM lottery_draws d JOIN lottery_prizes p ON p.id = d.prize_id WHERE d.lottery_id = ? AND d.user_id = ? ORDER BY d.id DESC LIMIT 50',
        )
        .all(l.id, ctx.user!.id) as (Omit<RawDraw, 'won'> & { won: number })[];
      return rows.map((d) => ({ ...d, won: d.won === 1 }));
    },
    { auth: true },
  );
}
