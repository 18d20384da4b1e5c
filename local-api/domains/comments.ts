import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { nowSeconds } from '../db';
import { HttpError, badRequest, notFound } from '../http-error';
import { absMedia, relMedia } from '../media-path';
import { bool, id, int, paging, str, listResult } from '../params';
import type { Ctx } from '../router';
import { COMMENT_LINES, MORE_COMMENT_LINES, REPLY_LINES } from '../seed/text';
import { imageFromRequest, saveUpload, uploadRel } from '../uploads';
import { publicUser } from './users';

// Comments for every content type. The list call is GET v1/comments/{type}/{id}/{sort}:
//   {a} = the content type code (lib/links.ts), {b} = the content id, {c} = `new` (newest first)
//   or `hot` (most liked first).
// Query: page, per-page (default 10), is_all=1 (every reply instead of the first 3),
// last_order (cursor: the `order` of the last item seen; `new` orders by id, `hot` by rank),
// category (0 all, 1 with pictures, 2 by the content's author), comment_id (one thread only,
// with all its replies: deep links to a comment). Status 1 is shown; 0 is hidden by the
// content's author and only the comment's writer and that author still see it.

export const COMMENT_MAX_CHARS = 500;
export const COMMENT_MAX_IMAGES = 3;
const FIRST_REPLIES = 3;
const HOT_MIN_LIKES = 10;
const HOT_LIMIT = 3;

export const REPORT_REASONS = ['垃圾广告', '色情低俗', '人身攻击', '政治敏感', '虚假信息', '引战拉踩', '其他'] as const;

interface CommentRow {
  id: number;
  content_type: number;
  content_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_id: number | null;
  content: string;
  images: string;
  likes: number;
  status: number;
  created_at: number;
  nickname: string;
  avatar: string;
  level: number;
  reply_to_user_id: number | null;
  reply_to_nickname: string | null;
}

const SELECT = `SELECT c.*, u.nickname, u.avatar, u.level,
    rt.user_id AS reply_to_user_id, ru.nickname AS reply_to_nickname
  FROM comments c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN comments rt ON rt.id = c.reply_to_id
  LEFT JOIN users ru ON ru.id = rt.user_id`;

interface Viewer {
  uid: number;
  /** The viewer wrote the content these comments belong to: may hide and show comments. */
  isAuthor: boolean;
}

/**
 * The content a comment is attached to; any content type stored in `contents`. The thread of a
 * private post (ins with status 0) is its author's: for anyone else it does not exist. (A share
 * key opens the post itself, GET v1/ins/{id}, not its thread.)
 */
export function commentTarget(
  db: Database,
  type: number,
  contentId: number,
  ctx?: Pick<Ctx, 'user'>,
): { id: number; type: number; author_id: number } {
  const row = db.prepare('SELECT id, type, author_id FROM contents WHERE id = ? AND type = ?').get(contentId, type) as
    | { id: number; type: number; author_id: number }
    | undefined;
  if (!row) throw notFound();
  const post = db.prepare('SELECT status FROM ins_posts WHERE content_id = ?').get(row.id) as { status: number } | undefined;
  if (post && post.status === 0 && ctx?.user?.id !== row.author_id) throw notFound();
  return row;
}

/** contents.comments counts the visible comments and replies. */
export function recountComments(db: Database, type: number, contentId: number): number {
  const n = (
    db.prepare('SELECT COUNT(*) n FROM comments WHERE content_type = ? AND content_id = ? AND status = 1').get(type, contentId) as {
      n: number;
    }
  ).n;
  db.prepare('UPDATE contents SET comments = ? WHERE id = ?').run(n, contentId);
  return n;
}

/** Hidden, or from someone the viewer blocked: a block hides a user's comments everywhere. */
function visibility(alias: string): string {
  return `(${alias}.status = 1 OR ${alias}.user_id = @uid OR @isAuthor = 1) AND ${alias}.user_id NOT IN (SELECT blocked_id FROM blocks WHERE user_id = @uid)`;
}

function commentView(env: ApiEnv, db: Database, row: CommentRow, viewer: Viewer) {
  return {
    id: row.id,
    content_type: row.content_type,
    content_id: row.content_id,
    parent_id: row.parent_id ?? 0,
    content: row.content,
    images: (JSON.parse(row.images || '[]') as string[]).map((p) => absMedia(env, p)),
    user: publicUser(env, { id: row.user_id, nickname: row.nickname, avatar: row.avatar, level: row.level }),
    reply_to:
      row.reply_to_id && row.reply_to_user_id && row.reply_to_nickname
        ? { id: row.reply_to_id, user_id: row.reply_to_user_id, nickname: row.reply_to_nickname }
        : null,
    likes: row.likes,
    is_liked: viewer.uid
      ? Boolean(db.prepare('SELECT 1 FROM comment_likes WHERE comment_id = ? AND user_id = ?').get(row.id, viewer.uid))
      : false,
    is_mine: viewer.uid === row.user_id,
    can_manage: viewer.isAuthor,
    status: row.status,
    created_at: row.created_at,
  };
}

export type CommentView = ReturnType<typeof commentView>;

function threadView(env: ApiEnv, db: Database, row: CommentRow, viewer: Viewer, all: boolean, order: number) {
  const params = { uid: viewer.uid, isAuthor: viewer.isAuthor ? 1 : 0, root: row.id };
  const replyCount = (
    db.prepare(`SELECT COUNT(*) n FROM comments c WHERE c.parent_id = @root AND ${visibility('c')}`).get(params) as { n: number }
  ).n;
  const replies = db
    .prepare(`${SELECT} WHERE c.parent_id = @root AND ${visibility('c')} ORDER BY c.id ASC ${all ? '' : `LIMIT ${FIRST_REPLIES}`}`)
    .all(params) as CommentRow[];
  return {
    ...commentView(env, db, row, viewer),
    order,
    reply_count: replyCount,
    replies: replies.map((r) => commentView(env, db, r, viewer)),
  };
}

function viewerFor(ctx: Ctx, authorId: number): Viewer {
  const uid = ctx.user?.id ?? 0;
  return { uid, isAuthor: uid !== 0 && uid === authorId };
}

function loadComment(db: Database, commentId: number): CommentRow {
  const row = db.prepare(`${SELECT} WHERE c.id = ?`).get(commentId) as CommentRow | undefined;
  if (!row) throw notFound('评论');
  return row;
}

function commentText(ctx: Ctx, allowEmpty: boolean): string {
  const text = str(ctx, 'content').replace(/\r\n?/g, '\n');
  if (!text && !allowEmpty) throw badRequest('请输入评论内容');
  if (Array.from(text).length > COMMENT_MAX_CHARS) throw badRequest(`评论最多${COMMENT_MAX_CHARS}字`);
  return text;
}

/** Picture URLs of a new comment: at most 3, each one this user uploaded here. */
function commentImages(ctx: Ctx, env: ApiEnv): string[] {
  const raw = ctx.body.images;
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) throw badRequest('图片参数格式错误');
  if (raw.length > COMMENT_MAX_IMAGES) throw badRequest(`最多上传${COMMENT_MAX_IMAGES}张图片`);
  return raw.map((url) => {
    const rel = typeof url === 'string' ? uploadRel(env, url) : null;
    const file = rel?.slice('media/upload/'.length);
    const owned = file && ctx.db.prepare('SELECT 1 FROM comment_uploads WHERE user_id = ? AND file = ?').get(ctx.user!.id, file);
    if (!rel || !owned) throw badRequest('图片无效，请重新上传');
    return rel;
  });
}

const SORTS = ['new', 'hot'] as const;

export const comments: Domain = {
  name: 'comments',
  schema: `
    CREATE TABLE IF NOT EXISTS comments (
      id INTEGER PRIMARY KEY,
      content_type INTEGER NOT NULL,
      content_id INTEGER NOT NULL,
      user_id INTEGER NOT NULL REFERENCES users(id),
      parent_id INTEGER,
      reply_to_id INTEGER,
      content TEXT NOT NULL,
      images TEXT NOT NULL DEFAULT '[]',
      likes INTEGER NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 1,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS comments_target ON comments (content_type, content_id, parent_id, id DESC);
    CREATE INDEX IF NOT EXISTS comments_parent ON comments (parent_id, id);
    CREATE TABLE IF NOT EXISTS comment_likes (
      comment_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
      PRIMARY KEY (comment_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS comment_reports (
      id INTEGER PRIMARY KEY, comment_id INTEGER NOT NULL, user_id INTEGER NOT NULL, reason TEXT NOT NULL,
      created_at INTEGER NOT NULL, UNIQUE (comment_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS comment_uploads (
      id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, file TEXT NOT NULL, mime TEXT NOT NULL, size INTEGER NOT NULL,
      created_at INTEGER NOT NULL
    );
  `,
  seed({ db, rng, now }) {
    const users = (db.prepare('SELECT id FROM users').all() as { id: number }[]).map((u) => u.id);
    const targets = db.prepare('SELECT id, type, created_at FROM contents ORDER BY id').all() as {
      id: number;
      type: number;
      created_at: number;
    }[];
    const lines = [...COMMENT_LINES, ...MORE_COMMENT_LINES];
    const rows: { type: number; cid: number; uid: number; parent: number | null; replyTo: number | null; text: string; images: string[]; likes: number; at: number }[] = [];
    let pic = 0;
    for (const t of targets) {
      // Most readers do not comment: many items have few or none, a few have long threads.
      const roots = rng.chance(0.25) ? 0 : rng.chance(0.15) ? rng.int(8, 16) : rng.int(1, 5);
      for (let i = 0; i < roots; i++) {
        const at = Math.min(now - 60, t.created_at + rng.int(120, Math.max(300, now - t.created_at)));
        const images = rng.chance(0.08) ? Array.from({ length: rng.int(1, 3) }, () => relMedia('cover', `cm${++pic}`)) : [];
        const root = { type: t.type, cid: t.id, uid: rng.pick(users), parent: null, replyTo: null, text: rng.pick(lines), images, likes: rng.chance(0.2) ? rng.int(10, 320) : rng.int(0, 9), at };
        rows.push(root);
        const replies = rng.chance(0.35) ? rng.int(1, 6) : 0;
        for (let j = 0; j < replies; j++) {
          rows.push({ type: t.type, cid: t.id, uid: rng.pick(users), parent: -1, replyTo: j > 0 && rng.chance(0.3) ? -2 : null, text: rng.pick(REPLY_LINES), images: [], likes: rng.int(0, 12), at: at + rng.int(30, Math.max(60, Math.min(86400, now - 30 - at))) });
        }
      }
    }
    // Group each thread behind its root, then insert oldest root first so ids grow with time.
    type Row = (typeof rows)[number];
    const threads: { root: Row; replies: Row[] }[] = [];
    for (const row of rows) {
      if (row.parent === null) threads.push({ root: row, replies: [] });
      else threads[threads.length - 1]!.replies.push(row);
    }
    threads.sort((a, b) => a.root.at - b.root.at);
    const insert = db.prepare(
      'INSERT INTO comments (content_type, content_id, user_id, parent_id, reply_to_id, content, images, likes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const like = db.prepare('INSERT OR IGNORE INTO comment_likes (comment_id, user_id, created_at) VALUES (?, ?, ?)');
    for (const { root, replies } of threads) {
      const rootId = Number(insert.run(root.type, root.cid, root.uid, null, null, root.text, JSON.stringify(root.images), root.likes, root.at).lastInsertRowid);
      // A few of the likes are the demo accounts', so "liked" shows up for them.
      if (root.likes > 0 && rng.chance(0.1)) like.run(rootId, rng.int(1, 2), root.at);
      let last = rootId;
      for (const r of replies.sort((a, b) => a.at - b.at)) {
        last = Number(insert.run(r.type, r.cid, r.uid, rootId, r.replyTo === -2 ? last : null, r.text, '[]', r.likes, r.at).lastInsertRowid);
      }
    }
    db.prepare(
      `UPDATE contents SET comments = (SELECT COUNT(*) FROM comments c WHERE c.content_id = contents.id AND c.content_type = contents.type AND c.status = 1)`,
    ).run();
  },
  routes(r, env) {
    r.get('v1/comments/:a/:b/:c', (ctx) => {
      const type = id(ctx, 'a');
      const target = commentTarget(ctx.db, type, id(ctx, 'b'), ctx);
      const sort = ctx.params.c as (typeof SORTS)[number];
      if (!SORTS.includes(sort)) throw notFound('排序方式');
      const viewer = viewerFor(ctx, target.author_id);
      const params: Record<string, number> = { uid: viewer.uid, isAuthor: viewer.isAuthor ? 1 : 0, type, cid: target.id, author: target.author_id };
      const p = paging(ctx);

      const threadId = int(ctx, 'comment_id', 0);
      if (threadId > 0) {
        let row = loadComment(ctx.db, threadId);
        if (row.parent_id) row = loadComment(ctx.db, row.parent_id);
        const visible = row.status === 1 || row.user_id === viewer.uid || viewer.isAuthor;
        if (row.content_type !== type || row.content_id !== target.id || !visible) throw notFound('评论');
        return listResult([threadView(env, ctx.db, row, viewer, true, row.id)], { page: 1, perPage: p.perPage, offset: 0 }, 1);
      }

      const category = int(ctx, 'category', 0);
      let where = `c.content_type = @type AND c.content_id = @cid AND c.parent_id IS NULL AND ${visibility('c')}`;
      if (category === 1) where += " AND c.images != '[]'";
      else if (category === 2) where += ' AND c.user_id = @author';
      const total = (ctx.db.prepare(`SELECT COUNT(*) n FROM comments c WHERE ${where}`).get(params) as { n: number }).n;

      const lastOrder = int(ctx, 'last_order', 0);
      let rows: CommentRow[];
      let orders: number[];
      if (sort === 'new') {
        // Cursor by id: comments written meanwhile do not shift the next page.
        const cursor = lastOrder > 0 ? ' AND c.id < @last' : '';
        rows = ctx.db
          .prepare(`${SELECT} WHERE ${where}${cursor} ORDER BY c.id DESC LIMIT @limit OFFSET @offset`)
          .all({ ...params, last: lastOrder, limit: p.perPage, offset: lastOrder > 0 ? 0 : p.offset }) as CommentRow[];
        orders = rows.map((row) => row.id);
      } else {
        const offset = lastOrder > 0 ? lastOrder : p.offset;
        rows = ctx.db
          .prepare(`${SELECT} WHERE ${where} ORDER BY c.likes DESC, c.id DESC LIMIT @limit OFFSET @offset`)
          .all({ ...params, limit: p.perPage, offset }) as CommentRow[];
        orders = rows.map((_, i) => offset + i + 1);
      }
      const all = bool(ctx, 'is_all');
      return listResult(
        rows.map((row, i) => threadView(env, ctx.db, row, viewer, all, orders[i]!)),
        p,
        total,
      );
    });

    r.get('v1/hot-comments/:id/:type', (ctx) => {
      const target = commentTarget(ctx.db, id(ctx, 'type'), id(ctx, 'id'), ctx);
      const viewer = viewerFor(ctx, target.author_id);
      const rows = ctx.db
        .prepare(
          `${SELECT} WHERE c.content_type = ? AND c.content_id = ? AND c.parent_id IS NULL AND c.status = 1 AND c.likes >= ?
             AND c.user_id NOT IN (SELECT blocked_id FROM blocks WHERE user_id = ?)
           ORDER BY c.likes DESC, c.id DESC LIMIT ?`,
        )
        .all(target.type, target.id, HOT_MIN_LIKES, viewer.uid, HOT_LIMIT) as CommentRow[];
      return rows.map((row, i) => threadView(env, ctx.db, row, viewer, false, i + 1));
    });

    r.post(
      'v1/comment',
      (ctx) => {
        const target = commentTarget(ctx.db, id(ctx, 'type'), id(ctx, 'id'), ctx);
        const images = commentImages(ctx, env);
        const text = commentText(ctx, images.length > 0);
        const info = ctx.db
          .prepare('INSERT INTO comments (content_type, content_id, user_id, content, images, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(target.type, target.id, ctx.user!.id, text, JSON.stringify(images), nowSeconds());
        recountComments(ctx.db, target.type, target.id);
        const row = loadComment(ctx.db, Number(info.lastInsertRowid));
        return threadView(env, ctx.db, row, viewerFor(ctx, target.author_id), false, row.id);
      },
      { auth: true },
    );

    r.post(
      'v1/reply-comment',
      (ctx) => {
        const answered = loadComment(ctx.db, id(ctx, 'comment_id'));
        const root = answered.parent_id ? loadComment(ctx.db, answered.parent_id) : answered;
        const target = commentTarget(ctx.db, root.content_type, root.content_id, ctx);
        const viewer = viewerFor(ctx, target.author_id);
        if (root.status !== 1 && !viewer.isAuthor && root.user_id !== viewer.uid) throw notFound('评论');
        // Replying to a reply names that reply; replying to the thread itself names nobody.
        let replyTo: number | null = answered.parent_id ? answered.id : null;
        const explicit = int(ctx, 'reply_to_id', 0);
        if (explicit > 0 && explicit !== root.id) {
          const other = loadComment(ctx.db, explicit);
          if (other.parent_id !== root.id) throw badRequest('回复的评论不在该楼层');
          replyTo = other.id;
        }
        const images = commentImages(ctx, env);
        const text = commentText(ctx, images.length > 0);
        const info = ctx.db
          .prepare(
            'INSERT INTO comments (content_type, content_id, user_id, parent_id, reply_to_id, content, images, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(root.content_type, root.content_id, ctx.user!.id, root.id, replyTo, text, JSON.stringify(images), nowSeconds());
        recountComments(ctx.db, root.content_type, root.content_id);
        return commentView(env, ctx.db, loadComment(ctx.db, Number(info.lastInsertRowid)), viewer);
      },
      { auth: true },
    );

    r.post(
      'v1/comment/like',
      (ctx) => {
        const row = loadComment(ctx.db, id(ctx, 'comment_id'));
        const uid = ctx.user!.id;
        const del = bool(ctx, 'del');
        const tx = ctx.db.transaction(() => {
          if (del) {
            const gone = ctx.db.prepare('DELETE FROM comment_likes WHERE comment_id = ? AND user_id = ?').run(row.id, uid).changes;
            if (gone) ctx.db.prepare('UPDATE comments SET likes = MAX(0, likes - 1) WHERE id = ?').run(row.id);
          } else {
            const added = ctx.db
              .prepare('INSERT OR IGNORE INTO comment_likes (comment_id, user_id, created_at) VALUES (?, ?, ?)')
              .run(row.id, uid, nowSeconds()).changes;
            if (added) ctx.db.prepare('UPDATE comments SET likes = likes + 1 WHERE id = ?').run(row.id);
          }
        });
        tx();
        const likes = (ctx.db.prepare('SELECT likes FROM comments WHERE id = ?').get(row.id) as { likes: number }).likes;
        return { comment_id: row.id, likes, is_liked: !del };
      },
      { auth: true },
    );

    r.post(
      'v1/del-comment',
      (ctx) => {
        const row = loadComment(ctx.db, id(ctx, 'comment_id'));
        const type = int(ctx, 'type', 0);
        if (type && type !== row.content_type) throw notFound('评论');
        if (row.user_id !== ctx.user!.id) throw new HttpError(403, '只能删除自己的评论');
        // Deleting a thread's first comment removes its replies with it.
        const ids = [row.id, ...(ctx.db.prepare('SELECT id FROM comments WHERE parent_id = ?').all(row.id) as { id: number }[]).map((x) => x.id)];
        const marks = ids.map(() => '?').join(',');
        ctx.db.transaction(() => {
          ctx.db.prepare(`DELETE FROM comment_likes WHERE comment_id IN (${marks})`).run(...ids);
          ctx.db.prepare(`DELETE FROM comment_reports WHERE comment_id IN (${marks})`).run(...ids);
          ctx.db.prepare(`UPDATE comments SET reply_to_id = NULL WHERE reply_to_id IN (${marks})`).run(...ids);
          ctx.db.prepare(`DELETE FROM comments WHERE id IN (${marks})`).run(...ids);
        })();
        const count = recountComments(ctx.db, row.content_type, row.content_id);
        return { deleted: ids.length, comments: count };
      },
      { auth: true },
    );

    r.post(
      'v1/comment/report',
      (ctx) => {
        const row = loadComment(ctx.db, id(ctx, 'comment_id'));
        // A comment under a private post is not reportable by others: for them it does not exist.
        commentTarget(ctx.db, row.content_type, row.content_id, ctx);
        const reason = str(ctx, 'reason');
        if (!reason) throw badRequest('请选择举报原因');
        if (Array.from(reason).length > 200) throw badRequest('举报原因最多200字');
        if (row.user_id === ctx.user!.id) throw badRequest('不能举报自己的评论');
        const added = ctx.db
          .prepare('INSERT OR IGNORE INTO comment_reports (comment_id, user_id, reason, created_at) VALUES (?, ?, ?, ?)')
          .run(row.id, ctx.user!.id, reason, nowSeconds()).changes;
        if (!added) throw badRequest('你已经举报过这条评论，我们会尽快处理');
        return { reported: true };
      },
      { auth: true },
    );

    r.post(
      'v1/comment-set-status',
      (ctx) => {
        const row = loadComment(ctx.db, id(ctx, 'comment_id'));
        const status = int(ctx, 'status', -1);
        if (status !== 0 && status !== 1) throw badRequest('状态只能是显示(1)或隐藏(0)');
        const target = commentTarget(ctx.db, row.content_type, row.content_id, ctx);
        if (target.author_id !== ctx.user!.id) throw new HttpError(403, '只有作者可以管理评论');
        ctx.db.prepare('UPDATE comments SET status = ? WHERE id = ?').run(status, row.id);
        const count = recountComments(ctx.db, row.content_type, row.content_id);
        return { comment_id: row.id, status, comments: count };
      },
      { auth: true },
    );

    r.post(
      'v1/comment/upload-img',
      (ctx) => {
        const data = imageFromRequest(ctx.body, ctx.raw, String(ctx.headers['content-type'] ?? ''));
        const saved = saveUpload(env, data);
        ctx.db
          .prepare('INSERT INTO comment_uploads (user_id, file, mime, size, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(ctx.user!.id, saved.file, saved.mime, saved.size, nowSeconds());
        return { url: absMedia(env, `media/upload/${saved.file}`), size: saved.size, mime: saved.mime };
      },
      { auth: true },
    );

    r.get(
      'v1/comment/get-upload-imgs',
      (ctx) => {
        const p = paging(ctx);
        const total = (ctx.db.prepare('SELECT COUNT(*) n FROM comment_uploads WHERE user_id = ?').get(ctx.user!.id) as { n: number }).n;
        const rows = ctx.db
          .prepare('SELECT file, mime, size, created_at FROM comment_uploads WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
          .all(ctx.user!.id, p.perPage, p.offset) as { file: string; mime: string; size: number; created_at: number }[];
        return listResult(
          rows.map((row) => ({ url: absMedia(env, `media/upload/${row.file}`), mime: row.mime, size: row.size, created_at: row.created_at })),
          p,
          total,
        );
      },
      { auth: true },
    );
  },
};
