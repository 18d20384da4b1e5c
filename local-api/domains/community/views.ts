import type { Database } from 'better-sqlite3';
import type { RawCircle, RawPost } from '../../../contract/api/community';
import type { ApiEnv } from '../../env';
import { countOf, nowSeconds, rowOr404, rowsByIds } from '../../db';
import { HOT_RANK_SQL } from '../../../contract/community-hot';
import { absMedia } from '../../media-path';
import { seriesRef } from '../car-refs';
import { publicUser } from '../users';
import { CIRCLE_CATEGORIES } from './data';

// Rows and views shared by the community's routes: one SQL for a post with its circle and theme,
// one rule for what a viewer may see (public, not from someone they blocked, not one they reported).

export const POST_SQL = `SELECT c.id, c.title, c.body, c.images, c.likes, c.comments, c.views, c.created_at, c.author_id,
    u.nickname, u.avatar, u.intro, u.level, cp.circle_id, cp.theme_id, cp.series_id, cp.kind, cp.is_pinned, cp.is_selected,
    cc.name AS circle_name, t.title AS theme_title
  FROM contents c JOIN community_posts cp ON cp.content_id = c.id JOIN ins_posts p ON p.content_id = c.id
  LEFT JOIN users u ON u.id = c.author_id LEFT JOIN community_circles cc ON cc.id = cp.circle_id
  LEFT JOIN community_themes t ON t.id = cp.theme_id`;

/** What `@viewer` may see in any community list: blocking hides a user's posts everywhere. */
export const VISIBLE = `p.status = 1
  AND NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.user_id = @viewer AND bl.blocked_id = c.author_id)
  AND NOT EXISTS (SELECT 1 FROM community_reports rp WHERE rp.user_id = @viewer AND rp.content_id = c.id)`;

/**
 * The posts `clause` (over c, cp and p, with `@viewer` and its own parameters) selects, in the
 * hot order (contract/community-hot.ts), rows offset to offset + limit. SQLite ranks them (HOT_RANK_SQL)
 * and only the rows shown are read whole: every candidate's body and joins would be most of the
 * community home's API time, and even the candidates' four numbers, turned into JS rows to be
 * sorted here, cost a microsecond a row.
 */
export function hotPostRows(
  db: Database,
  clause: string,
  params: Record<string, unknown>,
  offset: number,
  limit: number,
): PostRow[] {
  const ids = (
    db
      .prepare(
        // From the posts table (CROSS JOIN keeps that order): left to itself SQLite walked every
        // content row of the period by time, articles included, and read each wide row (373 µs
        // on the hot board; from the posts, 60-70).
        `SELECT c.id FROM community_posts cp CROSS JOIN contents c ON c.id = cp.content_id JOIN ins_posts p ON p.content_id = c.id WHERE ${clause}
         ORDER BY ${HOT_RANK_SQL} DESC, c.created_at DESC, c.id DESC LIMIT @hotLimit OFFSET @hotOffset`,
      )
      .all({ ...params, hotNow: nowSeconds(), hotLimit: limit, hotOffset: offset }) as {
      id: number;
    }[]
  ).map((row) => row.id);
  return rowsByIds<PostRow>(db, POST_SQL, ids);
}

/** The community's hot board: the posts of the last 30 days in the hot order (the home shows its top five). */
export const hotBoardRows = (db: Database, viewer: number, limit: number): PostRow[] =>
  hotPostRows(
    db,
    `cp.kind = 1 AND c.created_at >= @since AND ${VISIBLE}`,
    { viewer, since: nowSeconds() - 30 * 86400 },
    0,
    limit,
  );

export interface PostRow {
  id: number;
  title: string;
  body: string;
  images: string;
  likes: number;
  comments: number;
  views: number;
  created_at: number;
  author_id: number;
  nickname: string | null;
  avatar: string | null;
  intro: string | null;
  level: number | null;
  circle_id: number;
  theme_id: number | null;
  series_id: number | null;
  kind: number;
  is_pinned: number;
  is_selected: number;
  circle_name: string | null;
  theme_title: string | null;
}

export function postView(env: ApiEnv, db: Database, row: PostRow, viewer: number): RawPost {
  const series = row.series_id ? seriesRef(db, row.series_id) : undefined;
  return {
    id: row.id,
    kind: row.kind,
    title: row.kind === 2 ? row.title : '',
    content: row.body,
    images: (JSON.parse(row.images || '[]') as string[]).map((p) => absMedia(env, p)),
    likes: row.likes,
    comments: row.comments,
    views: row.views,
    is_liked: viewer
      ? Boolean(
          db
            .prepare('SELECT 1 FROM ins_likes WHERE content_id = ? AND user_id = ?')
            .get(row.id, viewer),
        )
      : false,
    is_pinned: row.is_pinned === 1,
    is_selected: row.is_selected === 1,
    is_mine: viewer !== 0 && viewer === row.author_id,
    created_at: row.created_at,
    author: publicUser(env, {
      id: row.author_id,
      nickname: row.nickname ?? '',
      avatar: row.avatar ?? '',
      intro: row.intro ?? '',
      level: row.level ?? 1,
    }),
    circle: row.circle_name ? { id: row.circle_id, name: row.circle_name } : null,
    theme: row.theme_id && row.theme_title ? { id: row.theme_id, name: row.theme_title } : null,
    series: series ? { id: series.id, name: series.name } : null,
  };
}

export interface CircleRow {
  id: number;
  name: string;
  category_id: number;
  series_id: number | null;
  intro: string;
  cover: string;
  icon: string;
  base_members: number;
  created_at: number;
}

export function getCircleRow(db: Database, id: number): CircleRow {
  return rowOr404<CircleRow>(db, '圈子', 'SELECT * FROM community_circles WHERE id = ?', id);
}

/** Circles biggest first, by the members figure circleMembers shows. */
export const CIRCLES_BY_MEMBERS =
  'ORDER BY base_members + (SELECT COUNT(*) FROM community_members m WHERE m.circle_id = community_circles.id) DESC, id';

export function circleMembers(db: Database, row: Pick<CircleRow, 'id' | 'base_members'>): number {
  return (
    row.base_members +
    countOf(db, 'SELECT COUNT(*) n FROM community_members WHERE circle_id = ?', row.id)
  );
}

export function circleView(env: ApiEnv, db: Database, row: CircleRow, viewer: number): RawCircle {
  const series = row.series_id ? seriesRef(db, row.series_id) : undefined;
  return {
    id: row.id,
    name: row.name,
    category_id: row.category_id,
    category_name: CIRCLE_CATEGORIES[row.category_id] ?? '圈子',
    intro: row.intro,
    cover: absMedia(env, row.cover),
    icon: absMedia(env, row.icon),
    members: circleMembers(db, row),
    posts: countOf(
      db,
      'SELECT COUNT(*) n FROM community_posts cp JOIN ins_posts p ON p.content_id = cp.content_id WHERE cp.circle_id = ? AND p.status = 1',
      row.id,
    ),
    is_joined: viewer
      ? Boolean(
          db
            .prepare('SELECT 1 FROM community_members WHERE circle_id = ? AND user_id = ?')
            .get(row.id, viewer),
        )
      : false,
    series: series ? { id: series.id, name: series.name } : null,
  };
}

export function authorView(
  env: ApiEnv,
  row: {
    id: number;
    nickname: string;
    avatar: string;
    intro?: string | null;
    level?: number | null;
  },
) {
  return publicUser(env, {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    intro: row.intro ?? '',
    level: row.level ?? 1,
  });
}
