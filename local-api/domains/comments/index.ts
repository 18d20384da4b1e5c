import type { Domain } from '../../domain';
import type { ApiEnv } from '../../env';
import type { Ctx } from '../../router';
import { countOf, nowSeconds } from '../../db';
import { HttpError, badRequest, notFound } from '../../http-error';
import { absMedia } from '../../media-path';
import { bool, id, int, limitText, listResult, pageRows, paging, str } from '../../params';
import { imageFromRequest, saveUpload } from '../../uploads';
import { ipRegion } from '../../ip-region';
import { rememberIpRegion } from '../ip-regions';
import { seedComments } from './seed';
import { earlierSubmit, rememberSubmit, submitKey, SUBMIT_KEYS_SCHEMA } from './submit-keys';
import {
  HOT_LIMIT,
  HOT_MIN_LIKES,
  SELECT,
  commentImages,
  commentTarget,
  commentText,
  commentView,
  loadComment,
  recountComments,
  refuseBlockedCommenter,
  threadView,
  viewerFor,
  visibility,
  type CommentRow,
} from './views';

// Comments for every content type. The list call is GET v1/comments/{type}/{id}/{sort}:
//   {a} = the content type code (lib/links.ts), {b} = the content id, {c} = `new` (newest first)
//   or `hot` (most liked first).
// Query: page, per-page (default 10), is_all=1 (every reply instead of the first 3),
// last_order (cursor: the `order` of the last item seen; `new` orders by id, `hot` by rank),
// category (0 all, 1 with pictures, 2 by the content's author), comment_id (one thread only,
// with all its replies: deep links to a comment). Status 1 is shown; 0 is hidden by the
// content's author and only the comment's writer and that author still see it.

/**
 * Saves the caller's comment (text and pictures from the request) on a content, or as a reply in a
 * thread (`rootId`, naming `replyTo` or nobody), with its submit key and the writer's IP 属地 in one
 * transaction; then recounts the content's comments. Returns the new comment's id.
 */
function insertComment(
  ctx: Ctx,
  env: ApiEnv,
  key: string | null,
  on: { type: number; id: number },
  thread: { rootId: number; replyTo: number | null } | null = null,
): number {
  const images = commentImages(ctx, env);
  const text = commentText(ctx, images.length > 0);
  const region = ipRegion(ctx.address);
  const uid = ctx.user!.id;
  const newId = ctx.db.transaction(() => {
    const info = ctx.db
      .prepare(
        'INSERT INTO comments (content_type, content_id, user_id, parent_id, reply_to_id, content, images, created_at, ip_region) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        on.type,
        on.id,
        uid,
        thread?.rootId ?? null,
        thread?.replyTo ?? null,
        text,
        JSON.stringify(images),
        nowSeconds(),
        region,
      );
    rememberSubmit(ctx.db, uid, key, Number(info.lastInsertRowid));
    rememberIpRegion(ctx.db, uid, region);
    return Number(info.lastInsertRowid);
  })();
  recountComments(ctx.db, on.type, on.id);
  return newId;
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
      created_at INTEGER NOT NULL,
      ip_region TEXT
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
  ${SUBMIT_KEYS_SCHEMA}`,
  seed: seedComments,
  routes(r, env) {
    r.get('v1/comments/:a/:b/:c', (ctx) => {
      const type = id(ctx, 'a');
      const target = commentTarget(ctx.db, type, id(ctx, 'b'), ctx);
      const sort = ctx.params.c as (typeof SORTS)[number];
      if (!SORTS.includes(sort)) throw notFound('排序方式');
      const viewer = viewerFor(ctx, target.author_id);
      const params: Record<string, number> = {
        uid: viewer.uid,
        isAuthor: viewer.isAuthor ? 1 : 0,
        type,
        cid: target.id,
        author: target.author_id,
      };
      const p = paging(ctx);

      const threadId = int(ctx, 'comment_id', 0);
      if (threadId > 0) {
        let row = loadComment(ctx.db, threadId);
        if (row.parent_id) row = loadComment(ctx.db, row.parent_id);
        const visible = row.status === 1 || row.user_id === viewer.uid || viewer.isAuthor;
        if (row.content_type !== type || row.content_id !== target.id || !visible)
          throw notFound('评论');
        return listResult(
          [threadView(env, ctx.db, row, viewer, true, row.id)],
          { page: 1, perPage: p.perPage, offset: 0 },
          1,
        );
      }

      const category = int(ctx, 'category', 0);
      let where = `c.content_type = @type AND c.content_id = @cid AND c.parent_id IS NULL AND ${visibility('c')}`;
      if (category === 1) where += " AND c.images != '[]'";
      else if (category === 2) where += ' AND c.user_id = @author';
      const total = countOf(ctx.db, `SELECT COUNT(*) n FROM comments c WHERE ${where}`, params);

      const lastOrder = int(ctx, 'last_order', 0);
      let rows: CommentRow[];
      let orders: number[];
      if (sort === 'new') {
        // Cursor by id: comments written meanwhile do not shift the next page.
        const cursor = lastOrder > 0 ? ' AND c.id < @last' : '';
        rows = ctx.db
          .prepare(
            `${SELECT} WHERE ${where}${cursor} ORDER BY c.id DESC LIMIT @limit OFFSET @offset`,
          )
          .all({
            ...params,
            last: lastOrder,
            limit: p.perPage,
            offset: lastOrder > 0 ? 0 : p.offset,
          }) as CommentRow[];
        orders = rows.map((row) => row.id);
      } else {
        const offset = lastOrder > 0 ? lastOrder : p.offset;
        rows = ctx.db
          .prepare(
            `${SELECT} WHERE ${where} ORDER BY c.likes DESC, c.id DESC LIMIT @limit OFFSET @offset`,
          )
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
             AND NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.user_id = ? AND bl.blocked_id = c.user_id)
           ORDER BY c.likes DESC, c.id DESC LIMIT ?`,
        )
        .all(target.type, target.id, HOT_MIN_LIKES, viewer.uid, HOT_LIMIT) as CommentRow[];
      return rows.map((row, i) => threadView(env, ctx.db, row, viewer, false, i + 1));
    });

    r.post(
      'v1/comment',
      (ctx) => {
        const target = commentTarget(ctx.db, id(ctx, 'type'), id(ctx, 'id'), ctx);
        refuseBlockedCommenter(ctx.db, target.author_id, ctx.user!.id);
        const key = submitKey(ctx);
        const earlier = earlierSubmit(ctx.db, ctx.user!.id, key);
        if (earlier)
          return threadView(
            env,
            ctx.db,
            loadComment(ctx.db, earlier),
            viewerFor(ctx, target.author_id),
            false,
            earlier,
          );
        const newId = insertComment(ctx, env, key, target);
        const row = loadComment(ctx.db, newId);
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
        if (root.status !== 1 && !viewer.isAuthor && root.user_id !== viewer.uid)
          throw notFound('评论');
        refuseBlockedCommenter(ctx.db, target.author_id, viewer.uid);
        const key = submitKey(ctx);
        const earlier = earlierSubmit(ctx.db, ctx.user!.id, key);
        if (earlier) return commentView(env, ctx.db, loadComment(ctx.db, earlier), viewer);
        // Replying to a reply names that reply; replying to the thread itself names nobody.
        let replyTo: number | null = answered.parent_id ? answered.id : null;
        const explicit = int(ctx, 'reply_to_id', 0);
        if (explicit > 0 && explicit !== root.id) {
          const other = loadComment(ctx.db, explicit);
          if (other.parent_id !== root.id) throw badRequest('回复的评论不在该楼层');
          replyTo = other.id;
        }
        const newId = insertComment(
          ctx,
          env,
          key,
          { type: root.content_type, id: root.content_id },
          { rootId: root.id, replyTo },
        );
        return commentView(env, ctx.db, loadComment(ctx.db, newId), viewer);
      },
      { auth: true },
    );

    r.post(
      'v1/comment/like',
      (ctx) => {
        const row = loadComment(ctx.db, id(ctx, 'comment_id'));
        const uid = ctx.user!.id;
        // A comment is liked only where the caller can see it: not under someone else's private
        // post, not while hidden (its writer and the content's author still see it).
        const target = commentTarget(ctx.db, row.content_type, row.content_id, ctx);
        const root = row.parent_id ? loadComment(ctx.db, row.parent_id) : row;
        if (
          [row, root].some((c) => c.status !== 1 && c.user_id !== uid && target.author_id !== uid)
        )
          throw notFound('评论');
        const del = bool(ctx, 'del');
        const tx = ctx.db.transaction(() => {
          if (del) {
            const gone = ctx.db
              .prepare('DELETE FROM comment_likes WHERE comment_id = ? AND user_id = ?')
              .run(row.id, uid).changes;
            if (gone)
              ctx.db
                .prepare('UPDATE comments SET likes = MAX(0, likes - 1) WHERE id = ?')
                .run(row.id);
          } else {
            const added = ctx.db
              .prepare(
                'INSERT OR IGNORE INTO comment_likes (comment_id, user_id, created_at) VALUES (?, ?, ?)',
              )
              .run(row.id, uid, nowSeconds()).changes;
            if (added)
              ctx.db.prepare('UPDATE comments SET likes = likes + 1 WHERE id = ?').run(row.id);
          }
        });
        tx();
        const likes = (
          ctx.db.prepare('SELECT likes FROM comments WHERE id = ?').get(row.id) as { likes: number }
        ).likes;
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
        const ids = [
          row.id,
          ...(
            ctx.db.prepare('SELECT id FROM comments WHERE parent_id = ?').all(row.id) as {
              id: number;
            }[]
          ).map((x) => x.id),
        ];
        const marks = ids.map(() => '?').join(',');
        ctx.db.transaction(() => {
          ctx.db.prepare(`DELETE FROM comment_likes WHERE comment_id IN (${marks})`).run(...ids);
          ctx.db.prepare(`DELETE FROM comment_reports WHERE comment_id IN (${marks})`).run(...ids);
          ctx.db
            .prepare(`UPDATE comments SET reply_to_id = NULL WHERE reply_to_id IN (${marks})`)
            .run(...ids);
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
        limitText('reportReason', reason);
        if (row.user_id === ctx.user!.id) throw badRequest('不能举报自己的评论');
        const added = ctx.db
          .prepare(
            'INSERT OR IGNORE INTO comment_reports (comment_id, user_id, reason, created_at) VALUES (?, ?, ?, ?)',
          )
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
          .prepare(
            'INSERT INTO comment_uploads (user_id, file, mime, size, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(ctx.user!.id, saved.file, saved.mime, saved.size, nowSeconds());
        return {
          url: absMedia(env, `media/upload/${saved.file}`),
          size: saved.size,
          mime: saved.mime,
        };
      },
      { auth: true },
    );

    r.get(
      'v1/comment/get-upload-imgs',
      (ctx) => {
        const { p, rows, total } = pageRows<{
          file: string;
          mime: string;
          size: number;
          created_at: number;
        }>(
          ctx,
          'SELECT COUNT(*) n FROM comment_uploads WHERE user_id = ?',
          'SELECT file, mime, size, created_at FROM comment_uploads WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
          ctx.user!.id,
        );
        return listResult(
          rows.map((row) => ({
            url: absMedia(env, `media/upload/${row.file}`),
            mime: row.mime,
            size: row.size,
            created_at: row.created_at,
          })),
          p,
          total,
        );
      },
      { auth: true },
    );
  },
};
