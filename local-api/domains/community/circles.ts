import type { RawCircleDetail, RawCommunityHome, RawMember } from '../../../contract/api/community';
import type { ApiEnv } from '../../env';
import type { Router } from '../../router';
import { countOf, nowSeconds, setMembership } from '../../db';
import { badRequest, notFound } from '../../http-error';
import { id, int, listResult, pageRows, paging, readerPage, str } from '../../params';
import { CIRCLE_CATEGORIES } from './data';
import { NOT_PRIVATE_POST } from '../ins';
import { postPage } from './posts';
import {
  authorView,
  CIRCLES_BY_MEMBERS,
  circleMembers,
  circleView,
  getCircleRow,
  hotBoardRows,
  POST_SQL,
  postView,
  VISIBLE,
  type CircleRow,
  type PostRow,
} from './views';

/** Joining and leaving a circle (db.ts's setMembership). */
const CIRCLE_MEMBERSHIP = {
  join: 'INSERT OR IGNORE INTO community_members (circle_id, user_id, created_at) VALUES (?, ?, ?)',
  leave: 'DELETE FROM community_members WHERE circle_id = ? AND user_id = ?',
};

const TABS = ['selected', 'new', 'hot'] as const;

export function circleRoutes(r: Router, env: ApiEnv): void {
  r.get('v1/community/home', (ctx): RawCommunityHome => {
    const viewer = ctx.user?.id ?? 0;
    const circles = ctx.db
      .prepare(`SELECT * FROM community_circles ${CIRCLES_BY_MEMBERS} LIMIT 8`)
      .all() as CircleRow[];
    const themes = ctx.db
      .prepare(
        'SELECT t.id, t.title, t.kind, (SELECT COUNT(*) FROM community_posts cp JOIN ins_posts p ON p.content_id = cp.content_id WHERE cp.theme_id = t.id AND p.status = 1) AS posts FROM community_themes t ORDER BY t.kind DESC, t.views DESC LIMIT 8',
      )
      .all() as { id: number; title: string; kind: number; posts: number }[];
    return {
      categories: Object.entries(CIRCLE_CATEGORIES).map(([key, name]) => ({
        id: Number(key),
        name,
        count: countOf(
          ctx.db,
          'SELECT COUNT(*) n FROM community_circles WHERE category_id = ?',
          Number(key),
        ),
      })),
      recommended: circles.map((c) => circleView(env, ctx.db, c, viewer)),
      hot: hotBoardRows(ctx.db, viewer, 5).map((row) => postView(env, ctx.db, row, viewer)),
      themes,
    };
  });

  r.get('v1/circle/list', (ctx) => {
    const p = paging(ctx);
    const category = int(ctx, 'category_id', 0);
    if (category < 0) throw badRequest('分类参数无效');
    if (category > 0 && !CIRCLE_CATEGORIES[category]) throw notFound('圈子分类');
    const where = category > 0 ? 'WHERE category_id = @category' : '';
    const total = countOf(ctx.db, `SELECT COUNT(*) n FROM community_circles ${where}`, {
      category,
    });
    const rows = ctx.db
      .prepare(
        `SELECT * FROM community_circles ${where} ${CIRCLES_BY_MEMBERS} LIMIT @limit OFFSET @offset`,
      )
      .all({ category, limit: p.perPage, offset: p.offset }) as CircleRow[];
    return listResult(
      rows.map((c) => circleView(env, ctx.db, c, ctx.user?.id ?? 0)),
      p,
      total,
    );
  });

  r.get(
    'v1/circle/mine',
    (ctx) =>
      readerPage(
        ctx,
        'SELECT COUNT(*) n FROM community_members WHERE user_id = ?',
        'SELECT c.* FROM community_circles c JOIN community_members m ON m.circle_id = c.id WHERE m.user_id = ? ORDER BY m.created_at DESC, c.id LIMIT ? OFFSET ?',
        (c: CircleRow, uid: number) => circleView(env, ctx.db, c, uid),
      ),
    { auth: true },
  );

  r.get('v1/circle/by-series/:sid', (ctx) => {
    const row = ctx.db
      .prepare('SELECT * FROM community_circles WHERE series_id = ? ORDER BY id LIMIT 1')
      .get(id(ctx, 'sid')) as CircleRow | undefined;
    return row ? circleView(env, ctx.db, row, ctx.user?.id ?? 0) : null;
  });

  r.get('v1/circle/:id', (ctx): RawCircleDetail => {
    const row = getCircleRow(ctx.db, id(ctx));
    const viewer = ctx.user?.id ?? 0;
    const pinned = ctx.db
      .prepare(
        `${POST_SQL} WHERE cp.circle_id = @cid AND cp.is_pinned = 1 AND ${VISIBLE} ORDER BY c.created_at DESC LIMIT 3`,
      )
      .all({ cid: row.id, viewer }) as PostRow[];
    const readAt = viewer
      ? ((
          ctx.db
            .prepare(
              'SELECT read_at FROM community_read_selected WHERE user_id = ? AND circle_id = ?',
            )
            .get(viewer, row.id) as { read_at: number } | undefined
        )?.read_at ?? 0)
      : 0;
    const count = (sql: string, args: Record<string, number>) => countOf(ctx.db, sql, args);
    return {
      ...circleView(env, ctx.db, row, viewer),
      // Public totals leave private posts (ins with status 0) out.
      today_posts: count(
        `SELECT COUNT(*) n FROM community_posts cp JOIN contents c ON c.id = cp.content_id WHERE cp.circle_id = @cid AND c.created_at >= @since AND ${NOT_PRIVATE_POST}`,
        { cid: row.id, since: nowSeconds() - 86400 },
      ),
      unread_selected: count(
        `SELECT COUNT(*) n FROM community_posts cp JOIN contents c ON c.id = cp.content_id WHERE cp.circle_id = @cid AND cp.is_selected = 1 AND c.created_at > @readAt AND ${NOT_PRIVATE_POST}`,
        { cid: row.id, readAt },
      ),
      themes: ctx.db
        .prepare(
          'SELECT id, title AS name FROM community_themes WHERE circle_id = ? OR circle_id IS NULL ORDER BY kind, id',
        )
        .all(row.id) as { id: number; name: string }[],
      blocked_theme_ids: viewer
        ? (
            ctx.db
              .prepare(
                'SELECT theme_id FROM community_topic_blocks WHERE user_id = ? AND circle_id = ? ORDER BY theme_id',
              )
              .all(viewer, row.id) as { theme_id: number }[]
          ).map((x) => x.theme_id)
        : [],
      pinned: pinned.map((p) => postView(env, ctx.db, p, viewer)),
    };
  });

  r.get('v1/circle/:id/posts', (ctx) => {
    const row = getCircleRow(ctx.db, id(ctx));
    const tab = str(ctx, 'tab', 'new') as (typeof TABS)[number];
    if (!TABS.includes(tab)) throw badRequest('标签只能是 selected、new 或 hot');
    // Pinned posts sit above the tabs; a topic the reader blocked in this circle is left out.
    let where =
      'cp.circle_id = @cid AND cp.is_pinned = 0 AND NOT EXISTS (SELECT 1 FROM community_topic_blocks tb WHERE tb.user_id = @viewer AND tb.circle_id = @cid AND tb.theme_id = cp.theme_id)';
    if (tab === 'selected') where += ' AND cp.is_selected = 1';
    return postPage(ctx, env, where, { cid: row.id }, tab);
  });

  r.get('v1/circle/:id/members', (ctx) => {
    const row = getCircleRow(ctx.db, id(ctx));
    const { p, rows, total } = pageRows<
      Parameters<typeof authorView>[1] & { joined_at: number; posts: number }
    >(
      ctx,
      'SELECT COUNT(*) n FROM community_members WHERE circle_id = ?',
      `SELECT u.id, u.nickname, u.avatar, u.intro, u.level, m.created_at AS joined_at,
          (SELECT COUNT(*) FROM community_posts cp JOIN contents c ON c.id = cp.content_id WHERE cp.circle_id = m.circle_id AND c.author_id = u.id AND ${NOT_PRIVATE_POST}) AS posts
         FROM community_members m JOIN users u ON u.id = m.user_id WHERE m.circle_id = ? ORDER BY m.created_at DESC, u.id LIMIT ? OFFSET ?`,
      row.id,
    );
    return listResult(
      rows.map((m): RawMember => ({
        ...authorView(env, m),
        joined_at: m.joined_at,
        posts: m.posts,
      })),
      p,
      total,
    );
  });

  r.post(
    'v1/circle/new/:id/operate/:op',
    (ctx) => {
      const row = getCircleRow(ctx.db, id(ctx));
      const op = ctx.params.op;
      if (op !== 'join' && op !== 'quit') throw badRequest('操作只能是 join 或 quit');
      setMembership(ctx.db, CIRCLE_MEMBERSHIP, row.id, ctx.user!.id, op === 'join');
      return { is_joined: op === 'join', members: circleMembers(ctx.db, row) };
    },
    { auth: true },
  );

  r.post(
    'v4/circle/circle/user-read-selected',
    (ctx) => {
      const row = getCircleRow(ctx.db, id(ctx, 'circle_id'));
      ctx.db
        .prepare(
          'INSERT OR REPLACE INTO community_read_selected (user_id, circle_id, read_at) VALUES (?, ?, ?)',
        )
        .run(ctx.user!.id, row.id, nowSeconds());
      return { circle_id: row.id, unread_selected: 0 };
    },
    { auth: true },
  );

  r.post(
    'v1/common/set-circle-topic-block',
    (ctx) => {
      const row = getCircleRow(ctx.db, id(ctx, 'circle_id'));
      const themeId = id(ctx, 'theme_id');
      if (!ctx.db.prepare('SELECT 1 FROM community_themes WHERE id = ?').get(themeId))
        throw notFound('话题');
      const uid = ctx.user!.id;
      if (int(ctx, 'del', 0) === 1)
        ctx.db
          .prepare(
            'DELETE FROM community_topic_blocks WHERE user_id = ? AND circle_id = ? AND theme_id = ?',
          )
          .run(uid, row.id, themeId);
      else
        ctx.db
          .prepare(
            'INSERT OR IGNORE INTO community_topic_blocks (user_id, circle_id, theme_id) VALUES (?, ?, ?)',
          )
          .run(uid, row.id, themeId);
      const ids = (
        ctx.db
          .prepare(
            'SELECT theme_id FROM community_topic_blocks WHERE user_id = ? AND circle_id = ? ORDER BY theme_id',
          )
          .all(uid, row.id) as { theme_id: number }[]
      ).map((x) => x.theme_id);
      return { blocked_theme_ids: ids };
    },
    { auth: true },
  );
}
