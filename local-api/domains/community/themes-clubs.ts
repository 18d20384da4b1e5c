import type { Database } from 'better-sqlite3';
import type {
  RawClub,
  RawClubCar,
  RawClubDetail,
  RawClubMember,
  RawTheme,
} from '../../../contract/api/community-more';
import type { ApiEnv } from '../../env';
import type { Router } from '../../router';
import { countOf, nowSeconds, rowOr404, setMembership } from '../../db';
import { badRequest } from '../../http-error';
import { absMedia } from '../../media-path';
import { id, int, listResult, pageRows, str } from '../../params';
import { brandRef, seriesRef } from '../car-refs';
import { paintNamed, seriesPicture } from '../../seed/series';
import { postPage } from './posts';
import { authorView } from './views';
import { countView } from '../../views';

export interface ThemeRow {
  id: number;
  kind: number;
  title: string;
  intro: string;
  cover: string;
  rules: string;
  starts_at: number;
  ends_at: number;
  circle_id: number | null;
  views: number;
}

export function themeView(env: ApiEnv, db: Database, row: ThemeRow, viewer: number): RawTheme {
  const circle = row.circle_id
    ? (db.prepare('SELECT id, name FROM community_circles WHERE id = ?').get(row.circle_id) as {
        id: number;
        name: string;
      })
    : null;
  const n = (sql: string, ...args: number[]) => countOf(db, sql, ...args);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    intro: row.intro,
    cover: absMedia(env, row.cover),
    rules: row.rules,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    phase:
      row.kind !== 2
        ? ''
        : nowSeconds() < row.starts_at
          ? '未开始'
          : nowSeconds() > row.ends_at
            ? '已结束'
            : '进行中',
    circle,
    followers: n('SELECT COUNT(*) n FROM community_theme_follows WHERE theme_id = ?', row.id),
    posts: n(
      'SELECT COUNT(*) n FROM community_posts cp JOIN ins_posts p ON p.content_id = cp.content_id WHERE cp.theme_id = ? AND p.status = 1',
      row.id,
    ),
    views: row.views,
    is_followed: viewer
      ? n(
          'SELECT COUNT(*) n FROM community_theme_follows WHERE theme_id = ? AND user_id = ?',
          row.id,
          viewer,
        ) > 0
      : false,
  };
}

function getThemeRow(db: Database, themeId: number): ThemeRow {
  return rowOr404<ThemeRow>(db, '话题', 'SELECT * FROM community_themes WHERE id = ?', themeId);
}

export function themeViewById(
  env: ApiEnv,
  db: Database,
  themeId: number,
  viewer: number,
): RawTheme {
  return themeView(env, db, getThemeRow(db, themeId), viewer);
}

interface ClubRow {
  id: number;
  name: string;
  city: string;
  brand_id: number | null;
  series_id: number | null;
  circle_id: number | null;
  intro: string;
  cover: string;
  base_members: number;
  created_at: number;
}

function getClubRow(db: Database, clubId: number): ClubRow {
  return rowOr404<ClubRow>(db, '车友会', 'SELECT * FROM community_clubs WHERE id = ?', clubId);
}

function clubView(env: ApiEnv, db: Database, row: ClubRow, viewer: number): RawClub {
  const brand = row.brand_id ? brandRef(db, row.brand_id) : undefined;
  const series = row.series_id ? seriesRef(db, row.series_id) : undefined;
  const n = (sql: string, ...args: number[]) => countOf(db, sql, ...args);
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    intro: row.intro,
    cover: absMedia(env, row.cover),
    members:
      row.base_members +
      n('SELECT COUNT(*) n FROM community_club_members WHERE club_id = ?', row.id),
    cars: n('SELECT COUNT(*) n FROM community_club_cars WHERE club_id = ?', row.id),
    is_joined: viewer
      ? n(
          'SELECT COUNT(*) n FROM community_club_members WHERE club_id = ? AND user_id = ?',
          row.id,
          viewer,
        ) > 0
      : false,
    brand: brand ? { id: brand.id, name: brand.name } : null,
    series: series ? { id: series.id, name: series.name } : null,
    created_at: row.created_at,
  };
}

/**
 * A signed-in reader follows a theme or joins a club (`del=1` undoes it; db.ts's setMembership runs
 * `sql`); `answer` is the new state.
 */
function membershipRoute<R extends { id: number }, A>(
  r: Router,
  path: string,
  getRow: (db: Database, id: number) => R,
  sql: { leave: string; join: string },
  answer: (db: Database, row: R, uid: number) => A,
): void {
  r.post(
    path,
    (ctx) => {
      const row = getRow(ctx.db, id(ctx));
      const uid = ctx.user!.id;
      setMembership(ctx.db, sql, row.id, uid, int(ctx, 'del', 0) !== 1);
      return answer(ctx.db, row, uid);
    },
    { auth: true },
  );
}

export function themeClubRoutes(r: Router, env: ApiEnv): void {
  r.get('v1/theme/list', (ctx) => {
    const kind = int(ctx, 'kind', 0);
    if (![0, 1, 2].includes(kind)) throw badRequest('话题类型无效');
    const where = kind ? 'WHERE kind = @kind' : '';
    const { p, rows, total } = pageRows<ThemeRow>(
      ctx,
      `SELECT COUNT(*) n FROM community_themes ${where}`,
      `SELECT * FROM community_themes ${where} ORDER BY kind DESC, views DESC, id LIMIT ? OFFSET ?`,
      { kind },
    );
    return listResult(
      rows.map((t) => themeView(env, ctx.db, t, ctx.user?.id ?? 0)),
      p,
      total,
    );
  });

  r.get('v1/theme/:id', (ctx) => {
    const row = getThemeRow(ctx.db, id(ctx));
    const counted = countView(ctx, 'theme', row.id);
    if (counted)
      ctx.db.prepare('UPDATE community_themes SET views = views + 1 WHERE id = ?').run(row.id);
    return themeView(
      env,
      ctx.db,
      { ...row, views: row.views + (counted ? 1 : 0) },
      ctx.user?.id ?? 0,
    );
  });

  r.get('v1/theme/:id/posts', (ctx) => {
    const row = getThemeRow(ctx.db, id(ctx));
    const sort = str(ctx, 'sort', 'new');
    if (sort !== 'new' && sort !== 'hot') throw badRequest('排序方式只能是 new 或 hot');
    return postPage(ctx, env, 'cp.theme_id = @tid', { tid: row.id }, sort);
  });

  membershipRoute(
    r,
    'v1/theme/follow',
    getThemeRow,
    {
      leave: 'DELETE FROM community_theme_follows WHERE theme_id = ? AND user_id = ?',
      join: 'INSERT OR IGNORE INTO community_theme_follows (theme_id, user_id, created_at) VALUES (?, ?, ?)',
    },
    (db, row, uid) => {
      const v = themeView(env, db, row, uid);
      return { is_followed: v.is_followed, followers: v.followers };
    },
  );

  r.get('v1/club/list', (ctx) => {
    const { p, rows, total } = pageRows<ClubRow>(
      ctx,
      'SELECT COUNT(*) n FROM community_clubs',
      'SELECT * FROM community_clubs ORDER BY base_members + (SELECT COUNT(*) FROM community_club_members m WHERE m.club_id = community_clubs.id) DESC, id LIMIT ? OFFSET ?',
    );
    return listResult(
      rows.map((c) => clubView(env, ctx.db, c, ctx.user?.id ?? 0)),
      p,
      total,
    );
  });

  r.get('v1/club/:id', (ctx): RawClubDetail => {
    const row = getClubRow(ctx.db, id(ctx));
    const circle = row.circle_id
      ? (ctx.db
          .prepare('SELECT id, name FROM community_circles WHERE id = ?')
          .get(row.circle_id) as { id: number; name: string })
      : null;
    return {
      ...clubView(env, ctx.db, row, ctx.user?.id ?? 0),
      notices: ctx.db
        .prepare(
          'SELECT id, title, content, created_at FROM community_club_notices WHERE club_id = ? ORDER BY created_at DESC',
        )
        .all(row.id) as RawClubDetail['notices'],
      events: (
        ctx.db
          .prepare(
            'SELECT id, title, place, starts_at, signups, quota FROM community_club_events WHERE club_id = ? ORDER BY starts_at DESC',
          )
          .all(row.id) as Omit<RawClubDetail['events'][number], 'ended'>[]
      ).map((e) => ({ ...e, ended: e.starts_at < nowSeconds() })),
      circle,
    };
  });

  r.get('v1/club/:id/members', (ctx) => {
    const row = getClubRow(ctx.db, id(ctx));
    const { p, rows, total } = pageRows<
      Parameters<typeof authorView>[1] & { role: string; joined_at: number }
    >(
      ctx,
      'SELECT COUNT(*) n FROM community_club_members WHERE club_id = ?',
      `SELECT u.id, u.nickname, u.avatar, u.intro, u.level, m.role, m.created_at AS joined_at FROM community_club_members m JOIN users u ON u.id = m.user_id
         WHERE m.club_id = ? ORDER BY CASE m.role WHEN '会长' THEN 0 WHEN '管理员' THEN 1 ELSE 2 END, m.created_at LIMIT ? OFFSET ?`,
      row.id,
    );
    return listResult(
      rows.map((m): RawClubMember => ({
        ...authorView(env, m),
        role: m.role,
        joined_at: m.joined_at,
      })),
      p,
      total,
    );
  });

  r.get('v1/club/:id/cars', (ctx) => {
    const row = getClubRow(ctx.db, id(ctx));
    const { p, rows, total } = pageRows<{
      id: number;
      series_id: number;
      color: string;
      mileage: number;
      bought_at: number;
      uid: number;
      nickname: string;
      avatar: string;
      intro: string;
      level: number;
    }>(
      ctx,
      'SELECT COUNT(*) n FROM community_club_cars WHERE club_id = ?',
      `SELECT k.id, k.series_id, k.color, k.mileage, k.bought_at, u.id AS uid, u.nickname, u.avatar, u.intro, u.level
         FROM community_club_cars k JOIN users u ON u.id = k.user_id WHERE k.club_id = ? ORDER BY k.bought_at DESC, k.id LIMIT ? OFFSET ?`,
      row.id,
    );
    return listResult(
      rows.flatMap((k): RawClubCar[] => {
        const s = seriesRef(ctx.db, k.series_id);
        if (!s) return [];
        return [
          {
            id: k.id,
            owner: authorView(env, { ...k, id: k.uid }),
            series: { id: s.id, name: s.name },
            brand_name: s.brand_name,
            cover: absMedia(
              env,
              seriesPicture(s.name, `club-car${k.id}`, 'side', {
                paint: paintNamed(k.color, s.name),
              }),
            ),
            color: k.color,
            mileage: k.mileage,
            bought_at: k.bought_at,
          },
        ];
      }),
      p,
      total,
    );
  });

  membershipRoute(
    r,
    'v1/club/join',
    getClubRow,
    {
      leave:
        "DELETE FROM community_club_members WHERE club_id = ? AND user_id = ? AND role = '会员'",
      join: "INSERT OR IGNORE INTO community_club_members (club_id, user_id, role, created_at) VALUES (?, ?, '会员', ?)",
    },
    (db, row, uid) => {
      const v = clubView(env, db, row, uid);
      return { is_joined: v.is_joined, members: v.members };
    },
  );
}
