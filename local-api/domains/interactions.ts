import type { RawRewardList } from '../../contract/api/content';
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import type { Ctx } from '../router';
import { nowSeconds } from '../db';
import { badRequest, notFound } from '../http-error';
import { bool, id, int, listResult, paging } from '../params';
import { CONTENT_SELECT, TYPE, feedPage, getContent } from './content';
import { publicUser } from './users';

// Likes, favourites and rewards (打赏) on content. Every write changes the counters the reads
// show, once per user (a repeated like is not a second like). Following users is in relations.ts.

/** How long after a piece its seeded tips come, at the most. */
const TIP_DAYS = 5;

/** Content types that can be liked, favourited and tipped here. */
const INTERACTIVE_TYPES: readonly number[] = [
  TYPE.article,
  TYPE.video,
  TYPE.shortNews,
  TYPE.smallKnowledge,
  TYPE.numberPower,
];

function requireContent(db: Database, objectId: number, type: number, uid: number | null) {
  if (!INTERACTIVE_TYPES.includes(type)) throw badRequest('不支持的内容类型');
  const row = getContent(db, objectId, type);
  if (!row) throw notFound();
  // A private post takes no likes or favourites from anyone but its author: for others it does not exist.
  const post = db.prepare('SELECT status FROM ins_posts WHERE content_id = ?').get(objectId) as
    { status: number } | undefined;
  if (post && post.status === 0 && row.author_id !== uid) throw notFound();
  return row;
}

/** The marks a reader sets on content: the call, its table, the counter it keeps and the flag it answers. */
const MARKS = {
  'v1/content/like': { table: 'content_likes', column: 'likes', flag: 'is_liked' },
  'v1/favourite': { table: 'favourites', column: 'favourites', flag: 'is_favourited' },
} as const;

/**
 * A like or favourite call: checks the content it names, sets (with `del`, clears) the caller's mark
 * in `table` and keeps the content's counter `column` in step; answers the flag and the new count
 * (`{ id, type, is_liked, likes }`, `{ id, type, is_favourited, favourites }`).
 */
function toggleMark(ctx: Ctx, { table, column, flag }: (typeof MARKS)[keyof typeof MARKS]) {
  const { db } = ctx;
  const objectId = id(ctx);
  const type = int(ctx, 'type', 0);
  const uid = ctx.user!.id;
  requireContent(db, objectId, type, uid);
  const on = !bool(ctx, 'del');
  const exists = Boolean(
    db
      .prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND object_id = ? AND type = ?`)
      .get(uid, objectId, type),
  );
  if (on && !exists) {
    db.prepare(
      `INSERT INTO ${table} (user_id, object_id, type, created_at) VALUES (?, ?, ?, ?)`,
    ).run(uid, objectId, type, nowSeconds());
    db.prepare(`UPDATE contents SET ${column} = ${column} + 1 WHERE id = ?`).run(objectId);
  } else if (!on && exists) {
    db.prepare(`DELETE FROM ${table} WHERE user_id = ? AND object_id = ? AND type = ?`).run(
      uid,
      objectId,
      type,
    );
    db.prepare(`UPDATE contents SET ${column} = MAX(${column} - 1, 0) WHERE id = ?`).run(objectId);
  }
  return {
    id: objectId,
    type,
    [flag]: on,
    [column]: (
      db.prepare(`SELECT ${column} n FROM contents WHERE id = ?`).get(objectId) as { n: number }
    ).n,
  };
}

function rewardList(
  db: Database,
  env: ApiEnv,
  objectId: number,
  type: number,
  commentId: number,
  p: ReturnType<typeof paging>,
): RawRewardList {
  const where = 'r.object_id = ? AND r.type = ? AND r.comment_id = ?';
  const totals = db
    .prepare(`SELECT COUNT(*) n, COALESCE(SUM(amount), 0) amount FROM rewards r WHERE ${where}`)
    .get(objectId, type, commentId) as {
    n: number;
    amount: number;
  };
  const rows = db
    .prepare(
      `SELECT r.id, r.amount, r.created_at, u.id uid, u.nickname, u.avatar FROM rewards r JOIN users u ON u.id = r.user_id
       WHERE ${where} ORDER BY r.created_at DESC LIMIT ? OFFSET ?`,
    )
    .all(objectId, type, commentId, p.perPage, p.offset) as {
    id: number;
    amount: number;
    created_at: number;
    uid: number;
    nickname: string;
    avatar: string;
  }[];
  return {
    ...listResult(
      rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        created_at: r.created_at,
        user: publicUser(env, { id: r.uid, nickname: r.nickname, avatar: r.avatar }),
      })),
      p,
      totals.n,
    ),
    total_amount: totals.amount,
  };
}

export const interactions: Domain = {
  name: 'interactions',
  schema: `
    CREATE TABLE IF NOT EXISTS content_likes (
      user_id INTEGER NOT NULL REFERENCES users(id), object_id INTEGER NOT NULL, type INTEGER NOT NULL,
      created_at INTEGER NOT NULL, PRIMARY KEY (user_id, object_id, type)
    );
    CREATE TABLE IF NOT EXISTS favourites (
      user_id INTEGER NOT NULL REFERENCES users(id), object_id INTEGER NOT NULL, type INTEGER NOT NULL,
      created_at INTEGER NOT NULL, PRIMARY KEY (user_id, object_id, type)
    );
    CREATE TABLE IF NOT EXISTS rewards (
      id INTEGER PRIMARY KEY, object_id INTEGER NOT NULL, type INTEGER NOT NULL, comment_id INTEGER NOT NULL DEFAULT 0,
      user_id INTEGER NOT NULL REFERENCES users(id), amount INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS rewards_object ON rewards (object_id, type, comment_id, created_at DESC);
  `,
  seed({ db, rng, now }) {
    const users = (db.prepare('SELECT id FROM users WHERE id > 2').all() as { id: number }[]).map(
      (u) => u.id,
    );
    const items = db
      .prepare('SELECT id, type, created_at FROM contents WHERE type IN (?, ?)')
      .all(TYPE.article, TYPE.video) as {
      id: number;
      type: number;
      created_at: number;
    }[];
    const insert = db.prepare(
      'INSERT INTO rewards (object_id, type, comment_id, user_id, amount, created_at) VALUES (?, ?, 0, ?, ?, ?)',
    );
    for (const item of items) {
      if (!rng.chance(0.35)) continue;
      // Amounts in 电池 (the platform's tip unit), a handful of tippers per piece.
      // Within five days of the piece, and before the seed's now: a piece younger than five days
      // has its tips spread over the time it has been up.
      const window = Math.min(TIP_DAYS * 86400, now - 60 - item.created_at);
      for (const uid of rng.sample(users, rng.int(1, 12))) {
        const amount = rng.pick([1, 2, 5, 5, 10, 20, 50]);
        const offset = rng.int(600, TIP_DAYS * 86400);
        if (window <= 0) continue;
        insert.run(
          item.id,
          item.type,
          uid,
          amount,
          item.created_at + Math.round((offset * window) / (TIP_DAYS * 86400)),
        );
      }
    }
  },
  routes(r, env) {
    // Like and favourite: one call each, the same rule over their own table and counter.
    for (const [path, mark] of Object.entries(MARKS))
      r.post(path, (ctx) => toggleMark(ctx, mark), { auth: true });

    // The caller's favourites, newest first; content deleted since then drops out (inner join).
    r.get(
      'v1/favourite/list',
      (ctx) => {
        return feedPage(
          ctx,
          env,
          'SELECT COUNT(*) n FROM favourites f JOIN contents c ON c.id = f.object_id AND c.type = f.type WHERE f.user_id = ?',
          `${CONTENT_SELECT} JOIN favourites f ON f.object_id = c.id AND f.type = c.type
             WHERE f.user_id = ? ORDER BY f.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
          ctx.user!.id,
        );
      },
      { auth: true },
    );

    r.get('v1/give-reward/list', (ctx) => {
      const objectId = id(ctx, 'object_id');
      const type = int(ctx, 'type', 0);
      requireContent(ctx.db, objectId, type, ctx.user?.id ?? null);
      return rewardList(
        ctx.db,
        env,
        objectId,
        type,
        Math.max(0, int(ctx, 'comment_id', 0)),
        paging(ctx),
      );
    });

    // Follows are served by the relations domain (v3/user/followed-op, v1/user-relate/*).
  },
};
