import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { nowSeconds } from '../db';
import { badRequest, notFound } from '../http-error';
import { bool, id, int, listResult, paging, str } from '../params';
import { TYPE, getContent } from './content';
import { publicUser } from './users';

// Likes, favourites, rewards (打赏) on content, and following users. Every write changes the
// counters the reads show, once per user (a repeated like is not a second like).

/** Content types that can be liked, favourited and tipped here. */
const INTERACTIVE_TYPES: readonly number[] = [TYPE.article, TYPE.video, TYPE.shortNews, TYPE.smallKnowledge, TYPE.numberPower];

function requireContent(db: Database, objectId: number, type: number) {
  if (!INTERACTIVE_TYPES.includes(type)) throw badRequest('不支持的内容类型');
  const row = getContent(db, objectId, type);
  if (!row) throw notFound();
  return row;
}

/** Sets (or clears) a user's mark in `table` and keeps the content's counter `column` in step. */
function toggle(db: Database, table: 'content_likes' | 'favourites', column: 'likes' | 'favourites', uid: number, objectId: number, type: number, on: boolean) {
  const exists = Boolean(db.prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND object_id = ? AND type = ?`).get(uid, objectId, type));
  if (on && !exists) {
    db.prepare(`INSERT INTO ${table} (user_id, object_id, type, created_at) VALUES (?, ?, ?, ?)`).run(uid, objectId, type, nowSeconds());
    db.prepare(`UPDATE contents SET ${column} = ${column} + 1 WHERE id = ?`).run(objectId);
  } else if (!on && exists) {
    db.prepare(`DELETE FROM ${table} WHERE user_id = ? AND object_id = ? AND type = ?`).run(uid, objectId, type);
    db.prepare(`UPDATE contents SET ${column} = MAX(${column} - 1, 0) WHERE id = ?`).run(objectId);
  }
  return (db.prepare(`SELECT ${column} n FROM contents WHERE id = ?`).get(objectId) as { n: number }).n;
}

function follow(db: Database, uid: number, target: number, on: boolean) {
  if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(target)) throw notFound('用户');
  if (target === uid) throw badRequest('不能关注自己');
  if (on) db.prepare('INSERT OR IGNORE INTO follows (user_id, followed_id, created_at) VALUES (?, ?, ?)').run(uid, target, nowSeconds());
  else db.prepare('DELETE FROM follows WHERE user_id = ? AND followed_id = ?').run(uid, target);
  const followers = (db.prepare('SELECT COUNT(*) n FROM follows WHERE followed_id = ?').get(target) as { n: number }).n;
  return { uid: target, is_followed: on, follower_count: followers };
}

function rewardList(db: Database, env: ApiEnv, objectId: number, type: number, commentId: number, p: ReturnType<typeof paging>) {
  const where = 'r.object_id = ? AND r.type = ? AND r.comment_id = ?';
  const totals = db.prepare(`SELECT COUNT(*) n, COALESCE(SUM(amount), 0) amount FROM rewards r WHERE ${where}`).get(objectId, type, commentId) as {
    n: number;
    amount: number;
  };
  const rows = db
    .prepare(
      `SELECT r.id, r.amount, r.created_at, u.id uid, u.nickname, u.avatar FROM rewards r JOIN users u ON u.id = r.user_id
       WHERE ${where} ORDER BY r.created_at DESC LIMIT ? OFFSET ?`,
    )
    .all(objectId, type, commentId, p.perPage, p.offset) as { id: number; amount: number; created_at: number; uid: number; nickname: string; avatar: string }[];
  return {
    ...listResult(
      rows.map((r) => ({ id: r.id, amount: r.amount, created_at: r.created_at, user: publicUser(env, { id: r.uid, nickname: r.nickname, avatar: r.avatar }) })),
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
  seed({ db, rng }) {
    const users = (db.prepare('SELECT id FROM users WHERE id > 2').all() as { id: number }[]).map((u) => u.id);
    const items = db.prepare('SELECT id, type, created_at FROM contents WHERE type IN (?, ?)').all(TYPE.article, TYPE.video) as {
      id: number;
      type: number;
      created_at: number;
    }[];
    const insert = db.prepare('INSERT INTO rewards (object_id, type, comment_id, user_id, amount, created_at) VALUES (?, ?, 0, ?, ?, ?)');
    for (const item of items) {
      if (!rng.chance(0.35)) continue;
      // Amounts in 电池 (the platform's tip unit), a handful of tippers per piece.
      for (const uid of rng.sample(users, rng.int(1, 12))) {
        insert.run(item.id, item.type, uid, rng.pick([1, 2, 5, 5, 10, 20, 50]), item.created_at + rng.int(600, 5 * 86400));
      }
    }
    // Authors have followers, so follow counts read like a real community.
    const all = (db.prepare('SELECT id FROM users').all() as { id: number }[]).map((u) => u.id);
    const addFollow = db.prepare('INSERT OR IGNORE INTO follows (user_id, followed_id, created_at) VALUES (?, ?, ?)');
    const now = nowSeconds();
    for (const uid of users) {
      for (const target of rng.sample(all, rng.int(2, 8))) if (target !== uid) addFollow.run(uid, target, now - rng.int(1, 300) * 86400);
    }
  },
  routes(r, env) {
    r.post(
      'v1/content/like',
      (ctx) => {
        const objectId = id(ctx);
        const type = int(ctx, 'type', 0);
        requireContent(ctx.db, objectId, type);
        const on = !bool(ctx, 'del');
        return { id: objectId, type, is_liked: on, likes: toggle(ctx.db, 'content_likes', 'likes', ctx.user!.id, objectId, type, on) };
      },
      { auth: true },
    );

    r.post(
      'v1/favourite',
      (ctx) => {
        const objectId = id(ctx);
        const type = int(ctx, 'type', 0);
        requireContent(ctx.db, objectId, type);
        const on = !bool(ctx, 'del');
        return { id: objectId, type, is_favourited: on, favourites: toggle(ctx.db, 'favourites', 'favourites', ctx.user!.id, objectId, type, on) };
      },
      { auth: true },
    );

    r.get('v1/give-reward/list', (ctx) => {
      const objectId = id(ctx, 'object_id');
      const type = int(ctx, 'type', 0);
      requireContent(ctx.db, objectId, type);
      return rewardList(ctx.db, env, objectId, type, Math.max(0, int(ctx, 'comment_id', 0)), paging(ctx));
    });

    r.post(
      'v3/user/followed-op',
      (ctx) => {
        const op = str(ctx, 'op');
        if (op !== 'follow' && op !== 'unfollow') throw badRequest('op 参数无效');
        return follow(ctx.db, ctx.user!.id, id(ctx, 'uid'), op === 'follow');
      },
      { auth: true },
    );
    r.post('v1/user-relate/add-followed', (ctx) => follow(ctx.db, ctx.user!.id, id(ctx, 'uid'), true), { auth: true });
    r.post('v1/user-relate/del-followed', (ctx) => follow(ctx.db, ctx.user!.id, id(ctx, 'uid'), false), { auth: true });
  },
};
