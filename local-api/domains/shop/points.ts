import type { Database } from 'better-sqlite3';
import type { LedgerKind, RawLedgerEntry, RawPointsSummary } from '../../../contract/api/shop';
import { chinaDayStart } from '../../../contract/lottery';
import { countOf, nowSeconds } from '../../db';
import { badRequest } from '../../http-error';
import { levelFor } from '../../levels';
import { listResult, pageRows } from '../../params';
import type { Router } from '../../router';

// The points ledger: every change of a user's points balance (`users.points`) is one row here,
// with the balance after it, so the ledger always adds up to the balance. Earning goes through
// awardPoints (check-in in the account domain, posts in the ins domain, lottery prizes here);
// spending through spendPoints inside the redemption's transaction. The growth level never drops
// when points are spent: it is raised by earning only.

export const POINTS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS points_ledger (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), delta INTEGER NOT NULL,
    balance INTEGER NOT NULL, kind TEXT NOT NULL, title TEXT NOT NULL, ref_id INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS points_ledger_user ON points_ledger (user_id, id DESC);
`;

/** Points for publishing a post, for at most POST_DAILY_CAP posts a day (China time). */
const POST_POINTS = 10;
const POST_DAILY_CAP = 3;

export type EarnKind = Extract<LedgerKind, 'checkin' | 'post' | 'lottery'>;

const DEFAULT_TITLES: Record<EarnKind, string> = {
  checkin: '每日签到',
  post: '发布动态',
  lottery: '抽奖获得积分',
};

function insertEntry(
  db: Database,
  userId: number,
  delta: number,
  balance: number,
  kind: LedgerKind,
  title: string,
  refId: number,
  at: number,
) {
  db.prepare(
    'INSERT INTO points_ledger (user_id, delta, balance, kind, title, ref_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(userId, delta, balance, kind, title, refId, at);
}

/**
 * Credits points and writes the ledger row, in one transaction (a savepoint inside the caller's).
 * `post` earns POST_POINTS unless the day's cap is reached (then nothing: awarded 0).
 */
export function awardPoints(
  db: Database,
  userId: number,
  kind: EarnKind,
  opts: { amount?: number; title?: string; refId?: number; at?: number } = {},
): { awarded: number; points: number; level: number } {
  return db.transaction(() => {
    const now = opts.at ?? nowSeconds();
    let amount = opts.amount ?? (kind === 'post' ? POST_POINTS : 0);
    if (kind === 'post') {
      const today = countOf(
        db,
        "SELECT COUNT(*) n FROM points_ledger WHERE user_id = ? AND kind = 'post' AND created_at >= ?",
        userId,
        chinaDayStart(now),
      );
      if (today >= POST_DAILY_CAP) amount = 0;
    }
    const u = db.prepare('SELECT points, level FROM users WHERE id = ?').get(userId) as {
      points: number;
      level: number;
    };
    if (amount <= 0) return { awarded: 0, points: u.points, level: u.level };
    const points = u.points + amount;
    const level = Math.max(u.level, levelFor(points));
    db.prepare('UPDATE users SET points = ?, level = ? WHERE id = ?').run(points, level, userId);
    insertEntry(
      db,
      userId,
      amount,
      points,
      kind,
      opts.title ?? DEFAULT_TITLES[kind],
      opts.refId ?? 0,
      now,
    );
    return { awarded: amount, points, level };
  })();
}

/**
 * Debits points inside the caller's transaction; 400 when the balance is short. The conditional
 * UPDATE is the check: two redemptions can never both spend the same points.
 */
export function spendPoints(
  db: Database,
  userId: number,
  amount: number,
  title: string,
  refId: number,
  now: number,
): number {
  if (amount <= 0)
    return (db.prepare('SELECT points FROM users WHERE id = ?').get(userId) as { points: number })
      .points;
  const res = db
    .prepare('UPDATE users SET points = points - ? WHERE id = ? AND points >= ?')
    .run(amount, userId, amount);
  if (res.changes === 0) throw badRequest('积分不足，去签到或发动态赚积分吧');
  const balance = (
    db.prepare('SELECT points FROM users WHERE id = ?').get(userId) as { points: number }
  ).points;
  insertEntry(db, userId, -amount, balance, 'redeem', title, refId, now);
  return balance;
}

/** Seed: every account's starting balance is one opening row, dated when the account was made. */
export function seedOpeningBalances(db: Database): void {
  const rows = db.prepare('SELECT id, points, created_at FROM users WHERE points > 0').all() as {
    id: number;
    points: number;
    created_at: number;
  }[];
  for (const u of rows)
    insertEntry(db, u.id, u.points, u.points, 'opening', '历史积分结转', 0, u.created_at);
}

export function pointsRoutes(r: Router): void {
  r.get(
    'v1/points/summary',
    ({ db, user }): RawPointsSummary => {
      const u = db.prepare('SELECT points, level FROM users WHERE id = ?').get(user!.id) as {
        points: number;
        level: number;
      };
      const sums = db
        .prepare(
          'SELECT COALESCE(SUM(CASE WHEN delta > 0 THEN delta END), 0) earned, COALESCE(-SUM(CASE WHEN delta < 0 THEN delta END), 0) spent FROM points_ledger WHERE user_id = ?',
        )
        .get(user!.id) as { earned: number; spent: number };
      return {
        points: u.points,
        level: u.level,
        earned_total: sums.earned,
        spent_total: sums.spent,
      };
    },
    { auth: true },
  );

  r.get(
    'v1/points/ledger',
    (ctx) => {
      const { p, rows, total } = pageRows<RawLedgerEntry>(
        ctx,
        'SELECT COUNT(*) n FROM points_ledger WHERE user_id = ?',
        'SELECT id, delta, balance, kind, title, ref_id, created_at FROM points_ledger WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
        ctx.user!.id,
      );
      return listResult(rows, p, total);
    },
    { auth: true },
  );
}
