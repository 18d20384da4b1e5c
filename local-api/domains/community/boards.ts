import type {
  RawExploreItem,
  RawGoods,
  RawInteraction,
  RawRankBoard,
  RawRankEntry,
} from '../../../contract/api/community-more';
import { hotRank } from '../../../contract/community-hot';
import type { ApiEnv } from '../../env';
import type { Ctx, Router } from '../../router';
import { countOf, nowSeconds } from '../../db';
import { badRequest, notFound } from '../../http-error';
import { publicUserRow } from '../users';
import { absMedia } from '../../media-path';
import { id, int, listResult, pageRows, paging, str } from '../../params';
import { RANK_BOARDS, RANK_RULES } from './data';
import { postPage } from './posts';
import {
  BOARD_SIZE,
  PERIOD_SECONDS,
  rankChange,
  rankEntries,
  type Period,
  type RankKind,
} from './rank';
import { themeViewById } from './themes-clubs';
import {
  authorView,
  circleView,
  getCircleRow,
  hotBoardRows,
  POST_SQL,
  postView,
  type CircleRow,
  type PostRow,
} from './views';

const KINDS: RankKind[] = ['posts', 'users', 'circles'];

/**
 * The 热度 of each post of the hot board (sorted by hotRank): an index of 1 to 100 against the board's
 * top post, so the figure follows the order and never reads larger than the posts' readership (a post
 * of 901 reads is not at 热度57万).
 */
export function hotBoardHeat(
  rows: Pick<PostRow, 'likes' | 'comments' | 'created_at'>[],
  now: number,
): number[] {
  const ranks = rows.map((r) => hotRank(r.likes, r.comments, r.created_at, now));
  const top = ranks[0] ?? 0;
  return ranks.map((r) => (top > 0 ? Math.max(1, Math.round((100 * r) / top)) : 1));
}

function entries(ctx: Ctx, env: ApiEnv, type: RankKind, period: Period): RawRankEntry[] {
  const viewer = ctx.user?.id ?? 0;
  return rankEntries(ctx.db, type, period, nowSeconds(), viewer).flatMap((e, i): RawRankEntry[] => {
    const base = {
      rank: i + 1,
      change: rankChange(ctx.db, `${type}:${period}`, e.objectId, i + 1),
      score: e.score,
      post: null,
      user: null,
      circle: null,
    };
    if (type === 'posts') {
      const row = ctx.db.prepare(`${POST_SQL} WHERE c.id = ?`).get(e.objectId) as
        PostRow | undefined;
      return row ? [{ ...base, post: postView(env, ctx.db, row, viewer) }] : [];
    }
    if (type === 'users') {
      const u = publicUserRow(ctx.db, e.objectId);
      return u ? [{ ...base, user: authorView(env, u) }] : [];
    }
    const c = ctx.db.prepare('SELECT * FROM community_circles WHERE id = ?').get(e.objectId) as
      CircleRow | undefined;
    return c ? [{ ...base, circle: circleView(env, ctx.db, c, viewer) }] : [];
  });
}

function boardView(i: number): RawRankBoard {
  const b = RANK_BOARDS[i]!;
  // Boards are computed on read: "updated" is the start of the current hour.
  return {
    id: i + 1,
    title: b.title,
    type: b.type,
    period: b.period,
    description: b.description,
    updated_at: Math.floor(nowSeconds() / 3600) * 3600,
  };
}

export function boardRoutes(r: Router, env: ApiEnv): void {
  r.get('v1/community/rank', (ctx) => {
    const type = str(ctx, 'type', 'posts') as RankKind;
    const period = str(ctx, 'period', 'week') as Period;
    if (!KINDS.includes(type)) throw badRequest('榜单类型只能是 posts、users 或 circles');
    if (!(period in PERIOD_SECONDS)) throw badRequest('周期只能是 day、week 或 month');
    return entries(ctx, env, type, period);
  });

  r.get('v1/community/hot-rank', (ctx) => {
    const viewer = ctx.user?.id ?? 0;
    const now = nowSeconds();
    const rows = hotBoardRows(ctx.db, viewer, BOARD_SIZE);
    const heat = hotBoardHeat(rows, now);
    return rows.map((row, i): RawRankEntry => ({
      rank: i + 1,
      change: rankChange(ctx.db, 'hot', row.id, i + 1),
      score: heat[i]!,
      post: postView(env, ctx.db, row, viewer),
      user: null,
      circle: null,
    }));
  });

  r.get('v1/community/rankings', () => RANK_BOARDS.map((_, i) => boardView(i)));

  r.get('v1/community/ranking/:id', (ctx) => {
    const boardId = id(ctx);
    if (boardId > RANK_BOARDS.length) throw notFound('榜单');
    const board = boardView(boardId - 1);
    return { board, entries: entries(ctx, env, board.type, board.period) };
  });

  r.get('v1/community/ranking-document', () => ({ title: '社区榜单规则', sections: RANK_RULES }));

  r.get('v1/community/goods/:id', (ctx) => {
    const circle = getCircleRow(ctx.db, id(ctx));
    const { p, rows, total } = pageRows<{
      id: number;
      name: string;
      price: number;
      reason: string;
      cover: string;
      goods_id: number | null;
      recommends: number;
      user_id: number;
      nickname: string;
      avatar: string;
      intro: string;
      level: number;
    }>(
      ctx,
      'SELECT COUNT(*) n FROM community_goods WHERE circle_id = ?',
      `SELECT g.*, u.nickname, u.avatar, u.intro, u.level FROM community_goods g JOIN users u ON u.id = g.user_id
         WHERE g.circle_id = ? ORDER BY g.recommends DESC, g.id LIMIT ? OFFSET ?`,
      circle.id,
    );
    const goods = rows.map((g): RawGoods => ({
      id: g.id,
      name: g.name,
      price: g.price,
      reason: g.reason,
      cover: absMedia(env, g.cover),
      goods_id: g.goods_id,
      recommends: g.recommends,
      recommender: authorView(env, { ...g, id: g.user_id }),
    }));
    return {
      circle: circleView(env, ctx.db, circle, ctx.user?.id ?? 0),
      goods: listResult(goods, p, total),
    };
  });

  r.get('v1/community/new-car/:id', (ctx) => {
    const circle = getCircleRow(ctx.db, id(ctx));
    // 提车作业: the circle's posts under the 提车作业 topic, or that say they picked up the car.
    const posts = postPage(
      ctx,
      env,
      "cp.circle_id = @cid AND (cp.theme_id = (SELECT id FROM community_themes WHERE title = '提车作业') OR c.body LIKE '%提车%')",
      { cid: circle.id },
      'new',
    );
    return { circle: circleView(env, ctx.db, circle, ctx.user?.id ?? 0), posts };
  });

  r.get('v1/community/strategy', (ctx) => {
    const themeId = int(ctx, 'theme_id', 0);
    if (themeId < 0) throw badRequest('话题参数无效');
    if (themeId > 0) themeViewById(env, ctx.db, themeId, 0);
    return postPage(
      ctx,
      env,
      themeId > 0 ? 'cp.kind = 2 AND cp.theme_id = @tid' : 'cp.kind = 2',
      { tid: themeId },
      'new',
    );
  });

  r.get(
    'v1/community/interaction',
    (ctx) => {
      const kind = str(ctx, 'kind', 'replies');
      const uid = ctx.user!.id;
      const p = paging(ctx);
      const me = ctx.db.prepare('SELECT nickname FROM users WHERE id = ?').get(uid) as {
        nickname: string;
      };
      let sql: string;
      if (kind === 'replies') {
        // Comments on my posts, and replies to my comments, by someone else (and not someone I blocked).
        sql = `SELECT 'r' || k.id AS id, k.user_id AS uid, k.content AS text, k.content_id AS post_id, k.created_at FROM comments k
          JOIN contents c ON c.id = k.content_id AND k.content_type = 3
          WHERE k.user_id != @uid AND k.status = 1 AND (c.author_id = @uid OR k.parent_id IN (SELECT id FROM comments WHERE user_id = @uid) OR k.reply_to_id IN (SELECT id FROM comments WHERE user_id = @uid))`;
      } else if (kind === 'likes') {
        sql = `SELECT 'l' || l.content_id || '-' || l.user_id AS id, l.user_id AS uid, '赞了你的动态' AS text, l.content_id AS post_id, l.created_at FROM ins_likes l
          JOIN contents c ON c.id = l.content_id WHERE c.author_id = @uid AND l.user_id != @uid`;
      } else if (kind === 'mentions') {
        sql = `SELECT 'm' || k.id AS id, k.user_id AS uid, k.content AS text, k.content_id AS post_id, k.created_at FROM comments k
          WHERE k.content_type = 3 AND k.status = 1 AND k.user_id != @uid AND instr(k.content, '@' || @nick) > 0`;
      } else throw badRequest('类型只能是 replies、likes 或 mentions');
      const filtered = `SELECT * FROM (${sql}) x WHERE NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.user_id = @uid AND bl.blocked_id = x.uid)`;
      const args = { uid, nick: me.nickname };
      const total = countOf(ctx.db, `SELECT COUNT(*) n FROM (${filtered})`, args);
      const rows = ctx.db
        .prepare(`${filtered} ORDER BY x.created_at DESC, x.id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...args, limit: p.perPage, offset: p.offset }) as {
        id: string;
        uid: number;
        text: string;
        post_id: number;
        created_at: number;
      }[];
      const list = rows.map((x): RawInteraction => {
        const u = publicUserRow(ctx.db, x.uid)!;
        const post = ctx.db
          .prepare('SELECT id, title FROM contents WHERE id = ?')
          .get(x.post_id) as { id: number; title: string };
        return {
          id: x.id,
          kind: kind as RawInteraction['kind'],
          user: authorView(env, u),
          text: x.text,
          post,
          created_at: x.created_at,
        };
      });
      return listResult(list, p, total);
    },
    { auth: true },
  );

  r.get('v1/community/explore', (ctx) => {
    // Discovery: hot posts, with a circle and a topic woven in after every third post.
    const page = postPage(ctx, env, 'cp.kind = 1', {}, 'hot');
    const viewer = ctx.user?.id ?? 0;
    const circles = ctx.db
      .prepare('SELECT * FROM community_circles ORDER BY id')
      .all() as CircleRow[];
    const themes = (
      ctx.db.prepare('SELECT id FROM community_themes ORDER BY id').all() as { id: number }[]
    ).map((t) => t.id);
    const list: RawExploreItem[] = [];
    page.list.forEach((post, i) => {
      list.push({ kind: 'post', post, circle: null, theme: null });
      if (i % 3 === 2) {
        const k = (page.page - 1) * 4 + Math.floor(i / 3);
        if (k % 2 === 0 && circles.length)
          list.push({
            kind: 'circle',
            post: null,
            circle: circleView(env, ctx.db, circles[(k / 2) % circles.length]!, viewer),
            theme: null,
          });
        else if (themes.length)
          list.push({
            kind: 'theme',
            post: null,
            circle: null,
            theme: themeViewById(env, ctx.db, themes[k % themes.length]!, viewer),
          });
      }
    });
    return { ...page, list };
  });
}
