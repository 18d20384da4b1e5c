import type { RawRecommendedCreator, RawUserCard } from '../../contract/api/user';
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { countOf, nowSeconds } from '../db';
import { HttpError, badRequest } from '../http-error';
import { id, int, listResult, pageRows, str } from '../params';
import type { Ctx } from '../router';
import { CONTENT_SELECT, feedPage } from './content';
import { NOT_PRIVATE_POST } from './ins';
import { publicUser } from './users';

// Relations between users (follow, block), a user's published content and recommended
// creators: what the personal center /user/{id} shows.

/** The `uid` of the request, a user that exists (else 404). */
export function targetUser(ctx: Ctx): number {
  const uid = id(ctx, 'uid');
  if (!ctx.db.prepare('SELECT 1 FROM users WHERE id = ?').get(uid))
    throw new HttpError(404, '用户不存在');
  return uid;
}

function followState(db: Database, viewer: number, uid: number) {
  return {
    uid,
    is_followed: Boolean(
      db.prepare('SELECT 1 FROM follows WHERE user_id = ? AND followed_id = ?').get(viewer, uid),
    ),
    follower_count: countOf(db, 'SELECT COUNT(*) n FROM follows WHERE followed_id = ?', uid),
  };
}

function follow(db: Database, viewer: number, uid: number) {
  if (viewer === uid) throw badRequest('不能关注自己');
  if (db.prepare('SELECT 1 FROM blocks WHERE user_id = ? AND blocked_id = ?').get(viewer, uid)) {
    throw badRequest('你已将对方拉黑，解除拉黑后才能关注');
  }
  // Someone who blocked the viewer is not followed by them.
  if (db.prepare('SELECT 1 FROM blocks WHERE user_id = ? AND blocked_id = ?').get(uid, viewer)) {
    throw new HttpError(403, '由于对方的设置，你无法关注TA');
  }
  db.prepare(
    'INSERT OR IGNORE INTO follows (user_id, followed_id, created_at) VALUES (?, ?, ?)',
  ).run(viewer, uid, nowSeconds());
  return followState(db, viewer, uid);
}

function unfollow(db: Database, viewer: number, uid: number) {
  db.prepare('DELETE FROM follows WHERE user_id = ? AND followed_id = ?').run(viewer, uid);
  return followState(db, viewer, uid);
}

interface UserListRow {
  id: number;
  nickname: string;
  avatar: string;
  intro: string;
  level: number;
  created_at: number;
}

function userCard(env: ApiEnv, db: Database, row: UserListRow, viewer: number | null): RawUserCard {
  return {
    ...publicUser(env, row),
    follower_count: countOf(db, 'SELECT COUNT(*) n FROM follows WHERE followed_id = ?', row.id),
    // A public total: private posts (ins with status 0) are not counted.
    content_count: countOf(
      db,
      `SELECT COUNT(*) n FROM contents c WHERE c.author_id = ? AND ${NOT_PRIVATE_POST}`,
      row.id,
    ),
    is_followed: viewer
      ? Boolean(
          db
            .prepare('SELECT 1 FROM follows WHERE user_id = ? AND followed_id = ?')
            .get(viewer, row.id),
        )
      : false,
  };
}

/**
 * A user's follow list, one page: whom they follow (`following`) or who follows them
 * (`followers`); the caller's own list when no uid is given.
 */
function followList(ctx: Ctx, env: ApiEnv, side: 'following' | 'followers') {
  const uid = ctx.query.has('uid') ? targetUser(ctx) : ctx.user?.id;
  if (!uid) throw new HttpError(401, '请先登录');
  // following: rows where the user follows; followers: rows where the user is followed.
  const [own, other] =
    side === 'following' ? ['user_id', 'followed_id'] : ['followed_id', 'user_id'];
  const { p, rows, total } = pageRows<UserListRow>(
    ctx,
    `SELECT COUNT(*) n FROM follows WHERE ${own} = ?`,
    `SELECT u.id, u.nickname, u.avatar, u.intro, u.level, u.created_at FROM follows f JOIN users u ON u.id = f.${other}
       WHERE f.${own} = ? ORDER BY f.created_at DESC, u.id LIMIT ? OFFSET ?`,
    uid,
  );
  return listResult(
    rows.map((row) => userCard(env, ctx.db, row, ctx.user?.id ?? null)),
    p,
    total,
  );
}

export const relations: Domain = {
  name: 'relations',
  schema: '',
  seed({ db, rng, now }) {
    // Everyone follows a handful of others. The two demo accounts do not follow each other, so
    // following one from the other is a visible first.
    const ids = (db.prepare('SELECT id FROM users').all() as { id: number }[]).map((u) => u.id);
    const insert = db.prepare(
      'INSERT OR IGNORE INTO follows (user_id, followed_id, created_at) VALUES (?, ?, ?)',
    );
    for (const uid of ids) {
      const count = rng.int(2, 7);
      for (let i = 0; i < count; i++) {
        const other = rng.pick(ids);
        if (other === uid || (uid <= 2 && other <= 2)) continue;
        insert.run(uid, other, now - rng.int(1, 200) * 86400);
      }
    }
  },
  routes(r, env) {
    r.post('v1/user-relate/add-followed', (ctx) => follow(ctx.db, ctx.user!.id, targetUser(ctx)), {
      auth: true,
    });
    r.post(
      'v1/user-relate/del-followed',
      (ctx) => unfollow(ctx.db, ctx.user!.id, targetUser(ctx)),
      { auth: true },
    );
    // One endpoint for the follow button: op follow/add/1 or unfollow/del/0; without op it toggles.
    r.post(
      'v3/user/followed-op',
      (ctx) => {
        const uid = targetUser(ctx);
        const op = str(ctx, 'op');
        let add: boolean;
        if (op === '') add = !followState(ctx.db, ctx.user!.id, uid).is_followed;
        else if (['follow', 'add', '1'].includes(op)) add = true;
        else if (['unfollow', 'del', '0'].includes(op)) add = false;
        else throw badRequest('op 参数无效');
        return add ? follow(ctx.db, ctx.user!.id, uid) : unfollow(ctx.db, ctx.user!.id, uid);
      },
      { auth: true },
    );

    // Whom a user follows, and who follows them (the 粉丝 figure's list); the caller's own without uid.
    r.get('v1/user/following', (ctx) => followList(ctx, env, 'following'));
    r.get('v1/user/followers', (ctx) => followList(ctx, env, 'followers'));

    r.post(
      'v1/user/black-add',
      (ctx) => {
        const uid = targetUser(ctx);
        if (uid === ctx.user!.id) throw badRequest('不能拉黑自己');
        ctx.db.transaction(() => {
          ctx.db
            .prepare(
              'INSERT OR IGNORE INTO blocks (user_id, blocked_id, created_at) VALUES (?, ?, ?)',
            )
            .run(ctx.user!.id, uid, nowSeconds());
          // Blocking ends the relation both ways, as on every social platform.
          ctx.db
            .prepare(
              'DELETE FROM follows WHERE (user_id = ? AND followed_id = ?) OR (user_id = ? AND followed_id = ?)',
            )
            .run(ctx.user!.id, uid, uid, ctx.user!.id);
        })();
        return { uid, is_blocked: true };
      },
      { auth: true },
    );

    r.post(
      'v1/user/black-del',
      (ctx) => {
        const uid = targetUser(ctx);
        ctx.db
          .prepare('DELETE FROM blocks WHERE user_id = ? AND blocked_id = ?')
          .run(ctx.user!.id, uid);
        return { uid, is_blocked: false };
      },
      { auth: true },
    );

    r.get(
      'v1/user/black-list',
      (ctx) => {
        const { p, rows, total } = pageRows<UserListRow>(
          ctx,
          'SELECT COUNT(*) n FROM blocks WHERE user_id = ?',
          `SELECT u.id, u.nickname, u.avatar, u.intro, u.level, u.created_at FROM blocks b JOIN users u ON u.id = b.blocked_id
             WHERE b.user_id = ? ORDER BY b.created_at DESC LIMIT ? OFFSET ?`,
          ctx.user!.id,
        );
        return listResult(
          rows.map((row) => publicUser(env, row)),
          p,
          total,
        );
      },
      { auth: true },
    );

    // A user's published content, newest first; type 0 (or none) is everything.
    r.get('v1/users/content', (ctx) => {
      const uid = targetUser(ctx);
      const type = int(ctx, 'type', 0);
      // Private posts (ins with status 0) are listed to their author only.
      const hidePrivate = ctx.user?.id === uid ? '' : ` AND ${NOT_PRIVATE_POST}`;
      const where = (type > 0 ? 'c.author_id = ? AND c.type = ?' : 'c.author_id = ?') + hidePrivate;
      const args = type > 0 ? [uid, type] : [uid];
      return feedPage(
        ctx,
        env,
        `SELECT COUNT(*) n FROM contents c WHERE ${where}`,
        `${CONTENT_SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
        ...args,
      );
    });

    // Creators worth following: the most prolific authors the caller does not follow yet.
    r.get('v1/user/recommend-content-info', (ctx) => {
      const viewer = ctx.user?.id ?? 0;
      const limit = Math.min(20, Math.max(1, int(ctx, 'limit', 6)));
      const rows = ctx.db
        .prepare(
          `SELECT u.id, u.nickname, u.avatar, u.intro, u.level, u.created_at, COUNT(c.id) n FROM users u
           JOIN contents c ON c.author_id = u.id AND ${NOT_PRIVATE_POST}
           WHERE u.id != ? AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.user_id = ? AND f.followed_id = u.id)
             AND NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.user_id = ? AND bl.blocked_id = u.id)
           GROUP BY u.id ORDER BY n DESC, u.id LIMIT ?`,
        )
        .all(viewer, viewer, viewer, limit) as UserListRow[];
      return rows.map((row): RawRecommendedCreator => {
        const latest = ctx.db
          .prepare(
            `SELECT c.id, c.type, c.title FROM contents c WHERE c.author_id = ? AND ${NOT_PRIVATE_POST} ORDER BY c.created_at DESC LIMIT 1`,
          )
          .get(row.id) as { id: number; type: number; title: string } | undefined;
        return { ...userCard(env, ctx.db, row, viewer || null), latest: latest ?? null };
      });
    });
  },
};
