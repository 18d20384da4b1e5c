import type { Database } from 'better-sqlite3';
import type { Ctx, Router } from '../../router';
import type { ApiEnv } from '../../env';
import { countOf, nowSeconds, rowOr404 } from '../../db';
import { HttpError, badRequest, notFound } from '../../http-error';
import { id, int, listResult, paging, str } from '../../params';
import { POST_REPORT_REASONS } from '../../../contract/community';
import { seriesRef } from '../car-refs';
import { TYPE } from '../content';
import { getCircleRow, hotPostRows, POST_SQL, postView, VISIBLE, type PostRow } from './views';

// Posts in the community: the ins content (contents type 3) filed into a circle, with a theme and
// a series. POST v1/ins (domains/ins.ts) files a new post through attachToCircle(); delete and
// report live here with the other community rules.

export interface PostPlacement {
  circleId: number;
  themeId: number | null;
  seriesId: number | null;
}

/** Reads and checks circle_id / theme_id / series_id of a new post; null when no circle is given. */
export function readPlacement(ctx: Ctx): PostPlacement | null {
  const circleId = int(ctx, 'circle_id', 0);
  if (circleId === 0 && !ctx.body.circle_id) return null;
  if (circleId <= 0) throw badRequest('请选择圈子');
  getCircleRow(ctx.db, circleId);
  const themeId = int(ctx, 'theme_id', 0) || null;
  if (
    themeId !== null &&
    !ctx.db.prepare('SELECT 1 FROM community_themes WHERE id = ?').get(themeId)
  )
    throw badRequest('话题不存在，请重新选择');
  const seriesId = int(ctx, 'series_id', 0) || null;
  if (seriesId !== null && !seriesRef(ctx.db, seriesId)) throw badRequest('车系不存在，请重新选择');
  return { circleId, themeId, seriesId };
}

export function attachToCircle(db: Database, postId: number, p: PostPlacement): void {
  const circleSeries = (
    db.prepare('SELECT series_id FROM community_circles WHERE id = ?').get(p.circleId) as {
      series_id: number | null;
    }
  ).series_id;
  db.prepare(
    'INSERT INTO community_posts (content_id, circle_id, theme_id, series_id, kind, is_pinned, is_selected) VALUES (?, ?, ?, ?, 1, 0, 0)',
  ).run(postId, p.circleId, p.themeId, p.seriesId ?? circleSeries);
}

/** The community fields of a post (its circle, theme, series...), for GET/POST v1/ins. */
export function communityFields(env: ApiEnv, db: Database, postId: number, viewer: number) {
  // A post its reader reported stays out of their sight, its own page included (it says why).
  const is_reported =
    viewer !== 0 &&
    Boolean(
      db
        .prepare('SELECT 1 FROM community_reports WHERE content_id = ? AND user_id = ?')
        .get(postId, viewer),
    );
  const row = db.prepare(`${POST_SQL} WHERE c.id = ?`).get(postId) as PostRow | undefined;
  if (!row)
    return {
      kind: 1,
      title: '',
      is_pinned: false,
      is_selected: false,
      circle: null,
      theme: null,
      series: null,
      is_reported,
    };
  const v = postView(env, db, row, viewer);
  return {
    kind: v.kind,
    title: v.title,
    is_pinned: v.is_pinned,
    is_selected: v.is_selected,
    circle: v.circle,
    theme: v.theme,
    series: v.series,
    is_reported,
  };
}

/** A page of posts matching `where` (SQL on c/cp/p with @viewer and named args), sorted. */
export function postPage(
  ctx: Ctx,
  env: ApiEnv,
  where: string,
  args: Record<string, unknown>,
  sort: 'new' | 'hot' | 'selected',
) {
  const p = paging(ctx);
  const viewer = ctx.user?.id ?? 0;
  const params = { ...args, viewer };
  const clause = `${where} AND ${VISIBLE}`;
  const total = countOf(
    ctx.db,
    `SELECT COUNT(*) n FROM contents c JOIN community_posts cp ON cp.content_id = c.id JOIN ins_posts p ON p.content_id = c.id WHERE ${clause}`,
    params,
  );
  let rows: PostRow[];
  if (sort === 'hot') {
    // The hot rule (contract/community-hot.ts) is computed in the query, then paged.
    rows = hotPostRows(ctx.db, clause, params, p.offset, p.perPage);
  } else {
    const order =
      sort === 'selected'
        ? 'c.likes + 2 * c.comments DESC, c.id DESC'
        : 'c.created_at DESC, c.id DESC';
    rows = ctx.db
      .prepare(`${POST_SQL} WHERE ${clause} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: p.perPage, offset: p.offset }) as PostRow[];
  }
  return listResult(
    rows.map((r) => postView(env, ctx.db, r, viewer)),
    p,
    total,
  );
}

/** The ins post a call names by `id` (404 when there is none): its id and its author. */
/** A post the caller may act on; a private one (status 0) is missing for all but its author. */
function namedPost(ctx: Ctx): { postId: number; authorId: number } {
  const postId = id(ctx);
  const row = rowOr404<{ author_id: number; status: number | null }>(
    ctx.db,
    '动态',
    'SELECT c.author_id, p.status FROM contents c LEFT JOIN ins_posts p ON p.content_id = c.id WHERE c.id = ? AND c.type = ?',
    postId,
    TYPE.ins,
  );
  if (row.status === 0 && row.author_id !== ctx.user?.id) throw notFound('动态');
  return { postId, authorId: row.author_id };
}

function deletePost(db: Database, postId: number): void {
  const commentIds = (
    db
      .prepare('SELECT id FROM comments WHERE content_type = ? AND content_id = ?')
      .all(TYPE.ins, postId) as { id: number }[]
  ).map((r) => r.id);
  db.transaction(() => {
    if (commentIds.length) {
      const marks = commentIds.map(() => '?').join(',');
      db.prepare(`DELETE FROM comment_likes WHERE comment_id IN (${marks})`).run(...commentIds);
      db.prepare(`DELETE FROM comment_reports WHERE comment_id IN (${marks})`).run(...commentIds);
      db.prepare(`UPDATE comments SET reply_to_id = NULL WHERE id IN (${marks})`).run(
        ...commentIds,
      );
      db.prepare(`DELETE FROM comments WHERE parent_id IS NOT NULL AND id IN (${marks})`).run(
        ...commentIds,
      );
      db.prepare(`DELETE FROM comments WHERE id IN (${marks})`).run(...commentIds);
    }
    for (const table of ['ins_likes', 'ins_posts', 'community_posts', 'community_reports'])
      db.prepare(`DELETE FROM ${table} WHERE content_id = ?`).run(postId);
    for (const table of ['favourites', 'content_likes', 'rewards']) {
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table))
        db.prepare(`DELETE FROM ${table} WHERE object_id = ? AND type = ?`).run(postId, TYPE.ins);
    }
    db.prepare('DELETE FROM contents WHERE id = ?').run(postId);
  })();
}

export function postRoutes(r: Router, env: ApiEnv): void {
  r.get('v1/community/posts', (ctx) => {
    const sort = str(ctx, 'sort', 'hot');
    if (sort !== 'hot' && sort !== 'new') throw badRequest('排序方式只能是 hot 或 new');
    return postPage(ctx, env, 'cp.kind = 1', {}, sort);
  });

  r.post(
    'v1/ins/delete',
    (ctx) => {
      const { postId, authorId } = namedPost(ctx);
      if (authorId !== ctx.user!.id) throw new HttpError(403, '只能删除自己的动态');
      deletePost(ctx.db, postId);
      return { deleted: true };
    },
    { auth: true },
  );

  r.post(
    'v1/ins/report',
    (ctx) => {
      const { postId, authorId } = namedPost(ctx);
      const reason = str(ctx, 'reason');
      if (!(POST_REPORT_REASONS as readonly string[]).includes(reason))
        throw badRequest('请选择举报原因');
      if (authorId === ctx.user!.id) throw badRequest('不能举报自己的动态');
      const added = ctx.db
        .prepare(
          'INSERT OR IGNORE INTO community_reports (content_id, user_id, reason, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(postId, ctx.user!.id, reason, nowSeconds()).changes;
      if (!added) throw badRequest('你已经举报过这条动态，我们会尽快处理');
      return { message: '举报已提交，我们会在24小时内处理，这条动态将不再向你展示' };
    },
    { auth: true },
  );
}
