import type { RawSearchRemark, RawSuggestion } from '../../contract/api/search';
import type { ApiEnv } from '../env';
import { badRequest } from '../http-error';
import { listResult, pageRows, str } from '../params';
import type { Ctx, Router } from '../router';
import { COLUMN_HAS_ARTICLES, columnView, type ColumnRow } from './columns';
import { themeView, type ThemeRow } from './community/themes-clubs';
import { IDLE_SELECT, idleCard, type CardRow } from './idle';
import { NOT_PRIVATE_POST } from './ins';
import { remarkView, type RemarkRow } from './remarks';
import { goodsView, type GoodsRow } from './shop/goods';

// The search calls of §7 beyond the content tabs (search.ts): topics, shop goods, used cars,
// owner reviews, columns, related tags, and the typed suggestions. Each matches the keyword the
// way the content search does (a case-insensitive LIKE on the texts the result card shows), so a
// suggestion and the search it opens agree.

/** LIKE pattern with the wildcard characters of the keyword escaped. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const like = (column: string) => `${column} LIKE @like ESCAPE '\\'`;

export function keywordOf(ctx: Ctx): string {
  const keyword = str(ctx, 'keyword');
  if (!keyword) throw badRequest('请输入搜索关键词');
  if (Array.from(keyword).length > 40) throw badRequest('关键词最多40个字');
  return keyword;
}

/** A content row matches when its title or summary has the keyword (the content tabs and 综合). */
export const CONTENT_MATCH = `(${like('c.title')} OR ${like('c.summary')})`;

/** Content types 综合 covers (search.ts SEARCH_TYPES.search); a live (4) is suggested and opened directly. */
const SEARCHED_TYPES = '1, 2, 3, 7, 12, 13, 14';
const LIVE = 4;
const SERIES = 15;
const THEME = 8;
const USER = 19;

/** A keyed list: the rows matching `where` (bound to @like), ordered, as `view` shows them. */
function keywordList<R, V>(
  ctx: Ctx,
  from: string,
  where: string,
  order: string,
  view: (row: R) => V,
) {
  const params = { like: likePattern(keywordOf(ctx)) };
  const { p, rows, total } = pageRows<R>(
    ctx,
    `SELECT COUNT(*) n FROM ${from} WHERE ${where}`,
    `SELECT * FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    params,
  );
  return listResult(rows.map(view), p, total);
}

export function searchKindRoutes(r: Router, env: ApiEnv): void {
  // Topics: 话题 and 话题活动, by title or intro; the title matches first, then the most read.
  r.get('v1/search/theme', (ctx) =>
    keywordList<ThemeRow, ReturnType<typeof themeView>>(
      ctx,
      'community_themes',
      `(${like('title')} OR ${like('intro')})`,
      `${like('title')} DESC, views DESC, id`,
      (row) => themeView(env, ctx.db, row, ctx.user?.id ?? 0),
    ),
  );

  // Shop goods, by title, subtitle or category; in stock first, then the shop's own order.
  r.get('v1/goods/search', (ctx) =>
    keywordList<GoodsRow, ReturnType<typeof goodsView>>(
      ctx,
      'goods',
      `(${like('title')} OR ${like('subtitle')} OR ${like('category')})`,
      'stock = 0, sort, id',
      (row) => goodsView(env, row),
    ),
  );

  // Used cars, by the listing's title, model or series; newest first.
  r.get('v1/garage-sale/search', (ctx) => {
    const from = `(${IDLE_SELECT}) l`;
    return keywordList<CardRow, ReturnType<typeof idleCard>>(
      ctx,
      from,
      `(${like('l.title')} OR ${like('l.model_name')} OR ${like('l.series_name')})`,
      'l.created_at DESC, l.id DESC',
      (row) => idleCard(env, row),
    );
  });

  // Owner reviews, by their title, what the owner likes or dislikes, or the series and brand
  // reviewed; the title matches first, then the most liked.
  r.get('v1/search/remark', (ctx) => {
    const from = `(SELECT r.*, s.name AS series_name, b.name AS brand_name FROM remarks r JOIN car_series s ON s.id = r.series_id JOIN car_brands b ON b.id = s.brand_id) r`;
    const where = `(${like('r.title')} OR ${like('r.series_name')} OR ${like('r.brand_name')} OR ${like('r.satisfied')} OR ${like('r.unsatisfied')})`;
    return keywordList<RemarkRow, RawSearchRemark>(
      ctx,
      from,
      where,
      `${like('r.title')} DESC, r.likes DESC, r.id DESC`,
      (row) => {
        const v = remarkView(env, ctx.db, row, false);
        return { ...v, series: v.series ? { id: v.series.id, name: v.series.name } : null };
      },
    );
  });

  // Columns (专栏), by name or intro; the most followed first.
  r.get('v1/search/ace-column', (ctx) =>
    keywordList<ColumnRow, ReturnType<typeof columnView>>(
      ctx,
      'ace_columns',
      `(${like('name')} OR ${like('intro')}) AND ${COLUMN_HAS_ARTICLES}`,
      'followers DESC, id',
      (row) => columnView(ctx.db, env, row, ctx.user?.id ?? null),
    ),
  );

  // Related tags: the series and topics that the keyword's results are about, most frequent
  // first, each one a keyword the 综合 search finds something for.
  r.get('v1/search/related-tag', (ctx): string[] => {
    const keyword = keywordOf(ctx);
    const rows = ctx.db
      .prepare(
        `SELECT m.series, m.topic FROM contents c JOIN content_meta m ON m.content_id = c.id
         WHERE c.type IN (${SEARCHED_TYPES}) AND ${CONTENT_MATCH} AND ${NOT_PRIVATE_POST} ORDER BY c.views DESC LIMIT 200`,
      )
      .all({ like: likePattern(keyword) }) as { series: string; topic: string }[];
    const counts = new Map<string, number>();
    for (const row of rows)
      for (const tag of [row.series, row.topic])
        if (tag && tag !== keyword) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const finds = ctx.db.prepare(
      `SELECT 1 FROM contents c WHERE c.type IN (${SEARCHED_TYPES}) AND ${CONTENT_MATCH} AND ${NOT_PRIVATE_POST} LIMIT 1`,
    );
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([tag]) => tag)
      .filter((tag) => finds.get({ like: likePattern(tag) }) !== undefined)
      .slice(0, 8);
  });

  // Suggestions while typing, each typed: keywords the 综合 search finds something for, then
  // series, lives, topics, contents and users whose name or title has the keyword (opened directly).
  r.get('v1/search/suggest', (ctx): RawSuggestion[] => {
    const keyword = keywordOf(ctx);
    const params = {
      like: likePattern(keyword),
      prefix: `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    };
    const all = (sql: string) => ctx.db.prepare(sql).all(params) as RawSuggestion[];
    const found = [
      ...all(
        `SELECT 0 AS type, 0 AS id, k.keyword AS title FROM search_keywords k WHERE k.keyword LIKE @prefix ESCAPE '\\'
           AND EXISTS (SELECT 1 FROM contents c WHERE c.type IN (${SEARCHED_TYPES})
             AND (c.title LIKE '%' || k.keyword || '%' OR c.summary LIKE '%' || k.keyword || '%') AND ${NOT_PRIVATE_POST})
         ORDER BY k.count DESC LIMIT 2`,
      ),
      ...all(
        `SELECT ${SERIES} AS type, s.id, s.name AS title FROM car_series s JOIN car_brands b ON b.id = s.brand_id
         WHERE ${like('s.name')} OR ${like('b.name')} ORDER BY ${like('s.name')} DESC, s.hot_rank, s.id LIMIT 2`,
      ),
      ...all(
        `SELECT ${LIVE} AS type, c.id, c.title FROM contents c WHERE c.type = ${LIVE} AND ${like('c.title')} ORDER BY c.created_at DESC LIMIT 1`,
      ),
      ...all(
        `SELECT ${THEME} AS type, t.id, t.title FROM community_themes t WHERE ${like('t.title')} ORDER BY t.views DESC LIMIT 1`,
      ),
      ...all(
        `SELECT c.type, c.id, c.title FROM contents c WHERE c.type IN (${SEARCHED_TYPES}) AND ${like('c.title')} AND ${NOT_PRIVATE_POST}
         ORDER BY c.views DESC LIMIT 4`,
      ),
      ...all(
        `SELECT ${USER} AS type, u.id, u.nickname AS title FROM users u WHERE ${like('u.nickname')} ORDER BY u.level DESC, u.id LIMIT 1`,
      ),
    ];
    const seen = new Set<string>();
    return found
      .filter((s) =>
        seen.has(`${s.type}:${s.title}`) ? false : (seen.add(`${s.type}:${s.title}`), true),
      )
      .slice(0, 10);
  });
}
