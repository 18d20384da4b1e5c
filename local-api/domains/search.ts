import type { RawHotKeyword, RawSearchUser } from '../../contract/api/search';
import type { Domain } from '../domain';
import { countOf, nowSeconds } from '../db';
import { badRequest, notFound } from '../http-error';
import { int, listResult, paging, str } from '../params';
import type { Ctx } from '../router';
import { chinaDay } from './account';
import { CONTENT_SELECT, feedItem, type ContentRow } from './content';
import { CATEGORIES } from './details';
import { NOT_PRIVATE_POST } from './ins';
import { CONTENT_MATCH, keywordOf, likePattern, searchKindRoutes } from './search-kinds';
import { publicUser } from './users';

/** Content search tabs: which content types each one covers (codes of lib/links.ts). */
const SEARCH_TYPES: Record<string, number[]> = {
  search: [1, 2, 3, 7, 12, 13, 14],
  article: [1],
  video: [2],
  ins: [3],
  vote: [7],
  'number-power': [12],
  'short-news': [13],
  'small-knowledge': [14],
  // The platform's own (原创) articles and videos.
  official: [1, 2],
  // Picture-and-text: articles and 动态 that carry pictures.
  graphic: [1, 3],
};

/** Tabs ordered by views unless asked for the newest (§7: official and graphic, order default hot). */
const HOT_BY_DEFAULT = new Set(['official', 'graphic']);

/** What a tab adds to the match: a category (资讯's `cid`), a narrower type, the tab's own rule. */
function tabFilter(
  ctx: Ctx,
  name: string,
  types: number[],
): { types: number[]; where: string; cid: number } {
  const where: string[] = [];
  let narrowed = types;
  const cid = name === 'article' ? int(ctx, 'cid', 0) : 0;
  if (cid) {
    if (!CATEGORIES.some((c) => c.id === cid)) throw notFound('分类');
    where.push(
      'EXISTS (SELECT 1 FROM content_meta m WHERE m.content_id = c.id AND m.category_id = @cid)',
    );
  }
  if (HOT_BY_DEFAULT.has(name)) {
    const type = int(ctx, 'type', 0);
    if (type) {
      if (!types.includes(type)) throw badRequest('内容类型无效');
      narrowed = [type];
    }
  }
  if (name === 'official')
    where.push(
      'EXISTS (SELECT 1 FROM content_meta m WHERE m.content_id = c.id AND m.is_original = 1)',
    );
  if (name === 'graphic') where.push("(c.cover_path != '' OR c.images != '[]')");
  return { types: narrowed, where: where.map((w) => ` AND ${w}`).join(''), cid };
}

const HOT_SEED = [
  '小米YU7',
  '理想MEGA',
  '固态电池',
  '问界M9',
  '比亚迪汉',
  '特斯拉Model Y',
  '冬季续航',
  '极氪007',
  '小鹏MONA',
  '蔚来换电',
  '城市NOA',
  '以旧换新补贴',
  '800V超充',
  '零跑C10',
  '阿维塔12',
];

export const search: Domain = {
  name: 'search',
  schema: `
    CREATE TABLE IF NOT EXISTS search_keywords (
      keyword TEXT PRIMARY KEY,
      count INTEGER NOT NULL DEFAULT 0,
      first_at INTEGER NOT NULL,
      last_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS search_counted (
      day TEXT NOT NULL, subject TEXT NOT NULL, keyword TEXT NOT NULL, PRIMARY KEY (day, subject, keyword)
    );
  `,
  seed({ db, rng, now }) {
    const insert = db.prepare(
      'INSERT INTO search_keywords (keyword, count, first_at, last_at) VALUES (?, ?, ?, ?)',
    );
    HOT_SEED.forEach((keyword, i) => {
      const first = i < 3 ? now - rng.int(600, 20000) : now - rng.int(3, 60) * 86400;
      insert.run(keyword, rng.int(800, 20000) - i * 40, first, now - rng.int(60, 3600));
    });
  },
  routes(r, env) {
    let sweptDay = '';
    // A keyword counts into 热搜 at most once a day per searcher (a user, else an address), so
    // repeating a search cannot rig the ranking.
    const log = (ctx: Ctx, keyword: string) => {
      const { db } = ctx;
      const now = nowSeconds();
      const day = chinaDay(now);
      if (day !== sweptDay) {
        db.prepare('DELETE FROM search_counted WHERE day < ?').run(day);
        sweptDay = day;
      }
      const subject = ctx.user ? `u${ctx.user.id}` : `a${ctx.address}`;
      if (
        db
          .prepare('INSERT OR IGNORE INTO search_counted (day, subject, keyword) VALUES (?, ?, ?)')
          .run(day, subject, keyword).changes === 0
      ) {
        return;
      }
      db.prepare(
        `INSERT INTO search_keywords (keyword, count, first_at, last_at) VALUES (?, 1, ?, ?)
         ON CONFLICT(keyword) DO UPDATE SET count = count + 1, last_at = excluded.last_at`,
      ).run(keyword, now, now);
    };

    for (const [name, types] of Object.entries(SEARCH_TYPES)) {
      const path = name === 'search' ? 'v1/search' : `v1/search/${name}`;
      r.get(path, (ctx) => {
        const keyword = keywordOf(ctx);
        const p = paging(ctx);
        if (name === 'search' && p.page === 1) log(ctx, keyword);
        const like = likePattern(keyword);
        const filter = tabFilter(ctx, name, types);
        const hot = str(ctx, 'order', HOT_BY_DEFAULT.has(name) ? 'hot' : 'new') === 'hot';
        // Items whose title has the keyword come first (what the reader sees in the card); then
        // by views ("hot") or time.
        const order = `(c.title LIKE @like ESCAPE '\\') DESC, ${hot ? 'c.views DESC' : 'c.created_at DESC'}`;
        // Private posts (ins with status 0) are only for their author and share-key holders.
        const where = `c.type IN (${filter.types.join(',')}) AND ${CONTENT_MATCH}${filter.where} AND ${NOT_PRIVATE_POST}`;
        const args = { like, cid: filter.cid };
        const total = countOf(ctx.db, `SELECT COUNT(*) n FROM contents c WHERE ${where}`, args);
        const rows = ctx.db
          .prepare(`${CONTENT_SELECT} WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
          .all({ ...args, limit: p.perPage, offset: p.offset }) as ContentRow[];
        return listResult(
          rows.map((row) => feedItem(env, row)),
          p,
          total,
        );
      });
    }

    r.get('v1/search/user-like', (ctx) => {
      const keyword = keywordOf(ctx);
      const p = paging(ctx);
      const like = likePattern(keyword);
      const total = countOf(
        ctx.db,
        "SELECT COUNT(*) n FROM users WHERE nickname LIKE ? ESCAPE '\\'",
        like,
      );
      const rows = ctx.db
        .prepare(
          `SELECT u.id, u.nickname, u.avatar, u.intro, u.level,
             (SELECT COUNT(*) FROM follows f WHERE f.followed_id = u.id) AS follower_count
           FROM users u WHERE u.nickname LIKE ? ESCAPE '\\' ORDER BY follower_count DESC, u.id LIMIT ? OFFSET ?`,
        )
        .all(like, p.perPage, p.offset) as {
        id: number;
        nickname: string;
        avatar: string;
        intro: string;
        level: number;
        follower_count: number;
      }[];
      return listResult(
        rows.map((u): RawSearchUser => ({
          ...publicUser(env, u),
          follower_count: u.follower_count,
        })),
        p,
        total,
      );
    });

    searchKindRoutes(r, env);

    r.get('v1/search/hot', (ctx) => {
      const limit = Math.min(20, Math.max(1, int(ctx, 'limit', 10)));
      const day = nowSeconds() - 86400;
      const rows = ctx.db
        .prepare('SELECT keyword, count, first_at FROM search_keywords ORDER BY count DESC LIMIT ?')
        .all(limit) as { keyword: string; count: number; first_at: number }[];
      // isNew=1 marks keywords that first appeared in the last day.
      const markNew = int(ctx, 'isNew', 0) === 1;
      return rows.map((row, i): RawHotKeyword => ({
        rank: i + 1,
        keyword: row.keyword,
        count: row.count,
        is_new: markNew && row.first_at >= day ? 1 : 0,
      }));
    });
  },
};
