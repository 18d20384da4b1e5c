import type { Database } from 'better-sqlite3';
import { countOf, rowsByIds } from '../../db';
import type { ApiEnv } from '../../env';
import { absMedia } from '../../media-path';
import { badRequest, notFound } from '../../http-error';
import { id, int, listResult, paging, str } from '../../params';
import type { Router } from '../../router';
import { CONTENT_SELECT, MEDIA_TOKEN, feedItem, type ContentRow } from '../content';
import { carRankingPublished } from '../ranking/methods';
import { carCost } from './cost';
import { seriesRelatedIds } from './related';
import {
  brandItem,
  DAY,
  getModel,
  getSeries,
  IMAGE_CATEGORIES,
  MAX_COMPARE,
  modelItem,
  SERIES_SELECT,
  seriesItem,
  type BrandRow,
  type ModelRow,
  type SeriesRow,
} from './rows';

// The car library's endpoints: brands, series (models, images, sales, related content), models,
// parameter tables, the launch calendar, rankings, themes, recommended lists, new cars, search.

function lastMonthSales(db: Database): Map<number, number> {
  const month = (
    db.prepare('SELECT MAX(month) m FROM car_series_sales').get() as { m: string | null }
  ).m;
  const rows = db
    .prepare('SELECT series_id, sales FROM car_series_sales WHERE month = ?')
    .all(month) as { series_id: number; sales: number }[];
  return new Map(rows.map((r) => [r.series_id, r.sales]));
}

function parseDate(text: string, name: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) throw badRequest(`${name}日期格式应为YYYY-MM-DD`);
  const t = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() / 1000;
  if (!Number.isFinite(t)) throw badRequest(`${name}日期无效`);
  return t;
}

/** Parameter table of some models: the models and one row per parameter, values in model order. */
function parameterTable(env: ApiEnv, db: Database, models: ModelRow[]) {
  const rows = new Map<string, { group: string; name: string; values: string[] }>();
  const order: string[] = [];
  models.forEach((m, i) => {
    const params = db
      .prepare(
        'SELECT group_name, name, value FROM car_model_params WHERE model_id = ? ORDER BY sort',
      )
      .all(m.id) as {
      group_name: string;
      name: string;
      value: string;
    }[];
    for (const p of params) {
      const key = `${p.group_name}\u0000${p.name}`;
      let row = rows.get(key);
      if (!row) {
        row = { group: p.group_name, name: p.name, values: models.map(() => '-') };
        rows.set(key, row);
        order.push(key);
      }
      row.values[i] = p.value;
    }
  });
  const seriesIds = [...new Set(models.map((m) => m.series_id))];
  const series = seriesIds.map((sid) => getSeries(db, sid)).filter((s): s is SeriesRow => !!s);
  return {
    models: models.map((m) => {
      const s = series.find((x) => x.id === m.series_id);
      return {
        ...modelItem(m),
        series_name: s?.name ?? '',
        brand_id: s?.brand_id ?? 0,
        brand_name: s?.brand_name ?? '',
        cover: absMedia(env, s?.cover),
      };
    }),
    params: order.map((key) => rows.get(key)!),
  };
}

function idList(text: string): number[] {
  const ids = text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (ids.some((x) => !/^[1-9]\d{0,9}$/.test(x))) throw badRequest('车型编号无效');
  return [...new Set(ids.map(Number))];
}

export function carRoutes(r: Router, env: ApiEnv): void {
  const brandList = (db: Database) =>
    (
      db
        .prepare(
          'SELECT b.*, (SELECT COUNT(*) FROM car_series s WHERE s.brand_id = b.id) AS series_count FROM car_brands b ORDER BY b.letter, b.id',
        )
        .all() as BrandRow[]
    ).map((b) => brandItem(env, b));

  r.get('v1/car/brand-list', ({ db }) => brandList(db));

  // 用车成本 of a trim in a city (cost.ts).
  r.get('v1/car/cost', carCost);

  r.get('v1/car/hot', ({ db }) => {
    const brands = brandList(db)
      .filter((b) => b.hot_rank > 0)
      .sort((a, b) => a.hot_rank - b.hot_rank);
    const series = (
      db
        .prepare(`${SERIES_SELECT} WHERE s.sale_status = 1 ORDER BY s.hot_rank LIMIT 10`)
        .all() as SeriesRow[]
    ).map((s) => seriesItem(env, s));
    const themes = (
      db.prepare('SELECT * FROM car_themes ORDER BY id').all() as {
        id: number;
        title: string;
        summary: string;
        cover: string;
        tag: string;
      }[]
    ).map((t) => ({ ...t, cover: absMedia(env, t.cover) }));
    const lists = db
      .prepare('SELECT id, title, summary, kind FROM car_recommend ORDER BY id')
      .all();
    return { brands, series, themes, recommend: lists };
  });

  r.get('v1/brand/:id', (ctx) => {
    const b = ctx.db.prepare('SELECT * FROM car_brands WHERE id = ?').get(id(ctx)) as
      BrandRow | undefined;
    if (!b) throw notFound('品牌');
    const series = (
      ctx.db
        .prepare(`${SERIES_SELECT} WHERE s.brand_id = ? ORDER BY s.sale_status, s.hot_rank`)
        .all(b.id) as SeriesRow[]
    ).map((s) => seriesItem(env, s));
    return {
      brand: {
        ...brandItem(env, { ...b, series_count: series.length }),
        description: b.description,
      },
      series,
    };
  });

  r.get('v1/series/:id', (ctx) => {
    const s = getSeries(ctx.db, id(ctx));
    if (!s) throw notFound('车系');
    const counts = ctx.db
      .prepare(
        'SELECT sale_status, COUNT(*) n FROM car_models WHERE series_id = ? GROUP BY sale_status',
      )
      .all(s.id) as { sale_status: number; n: number }[];
    const images = ctx.db
      .prepare('SELECT path FROM car_series_images WHERE series_id = ? ORDER BY sort LIMIT 6')
      .all(s.id) as { path: string }[];
    const imageTotal = countOf(
      ctx.db,
      'SELECT COUNT(*) n FROM car_series_images WHERE series_id = ?',
      s.id,
    );
    const sales = ctx.db
      .prepare(
        'SELECT month, sales FROM car_series_sales WHERE series_id = ? ORDER BY month DESC LIMIT 1',
      )
      .get(s.id) as { month: string; sales: number } | undefined;
    const launch = ctx.db
      .prepare('SELECT id FROM car_launches WHERE series_id = ? ORDER BY launch_at DESC LIMIT 1')
      .get(s.id) as { id: number } | undefined;
    return {
      ...seriesItem(env, s),
      description: s.description,
      model_counts: Object.fromEntries(counts.map((c) => [c.sale_status, c.n])),
      images: images.map((i) => absMedia(env, i.path)),
      image_total: imageTotal,
      last_sales: sales ?? null,
      launch_id: launch?.id ?? null,
    };
  });

  r.get('v1/series/:id/models', (ctx) => {
    const s = getSeries(ctx.db, id(ctx));
    if (!s) throw notFound('车系');
    const rows = ctx.db
      .prepare('SELECT * FROM car_models WHERE series_id = ? ORDER BY year DESC, price, sort')
      .all(s.id) as ModelRow[];
    return rows.map(modelItem);
  });

  r.get('v1/series/:id/images', (ctx) => {
    const s = getSeries(ctx.db, id(ctx));
    if (!s) throw notFound('车系');
    const rows = ctx.db
      .prepare('SELECT id, category, path FROM car_series_images WHERE series_id = ? ORDER BY sort')
      .all(s.id) as { id: number; category: string; path: string }[];
    return {
      series: seriesItem(env, s),
      categories: IMAGE_CATEGORIES.map((name) => ({
        name,
        count: rows.filter((x) => x.category === name).length,
      })),
      list: rows.map((x) => ({ id: x.id, category: x.category, url: absMedia(env, x.path) })),
    };
  });

  r.get('v1/series/:id/sales', (ctx) => {
    const s = getSeries(ctx.db, id(ctx));
    if (!s) throw notFound('车系');
    const rows = ctx.db
      .prepare('SELECT month, sales FROM car_series_sales WHERE series_id = ? ORDER BY month')
      .all(s.id);
    return { series: seriesItem(env, s), list: rows };
  });

  r.get('v1/series/:id/related', (ctx) => {
    const s = getSeries(ctx.db, id(ctx));
    if (!s) throw notFound('车系');
    // The pieces about this series of the catalogue (brand and series), not every title containing its name.
    const ids = seriesRelatedIds(ctx.db, { id: s.id, name: s.name, brand: s.brand_name ?? '' });
    const p = paging(ctx);
    const rows = rowsByIds<ContentRow>(
      ctx.db,
      CONTENT_SELECT,
      ids.slice(p.offset, p.offset + p.perPage),
    );
    return listResult(
      rows.map((row) => feedItem(env, row)),
      p,
      ids.length,
    );
  });

  r.get('v1/model/:id', (ctx) => {
    const m = getModel(ctx.db, id(ctx));
    if (!m) throw notFound('车型');
    const s = getSeries(ctx.db, m.series_id)!;
    const params = ctx.db
      .prepare(
        'SELECT group_name, name, value FROM car_model_params WHERE model_id = ? ORDER BY sort',
      )
      .all(m.id) as { group_name: string; name: string; value: string }[];
    const siblings = (
      ctx.db
        .prepare(
          'SELECT * FROM car_models WHERE series_id = ? AND id != ? ORDER BY year DESC, price',
        )
        .all(s.id, m.id) as ModelRow[]
    ).map(modelItem);
    return {
      ...modelItem(m),
      series: seriesItem(env, s),
      params: params.map((p) => ({ group: p.group_name, name: p.name, value: p.value })),
      siblings,
    };
  });

  r.get('v1/car-v4/parameter', (ctx) => {
    const seriesId = str(ctx, 'series_id');
    const modelIds = str(ctx, 'model_ids');
    let models: ModelRow[];
    if (seriesId) {
      const s = getSeries(ctx.db, id(ctx, 'series_id'));
      if (!s) throw notFound('车系');
      models = ctx.db
        .prepare('SELECT * FROM car_models WHERE series_id = ? ORDER BY year DESC, price, sort')
        .all(s.id) as ModelRow[];
    } else if (modelIds) {
      const ids = idList(modelIds);
      if (ids.length > MAX_COMPARE) throw badRequest(`最多对比${MAX_COMPARE}款车型`);
      models = ids.map((x) => getModel(ctx.db, x)).filter((m): m is ModelRow => !!m);
      if (models.length === 0) throw notFound('车型');
    } else {
      throw badRequest('缺少车系或车型');
    }
    return parameterTable(env, ctx.db, models);
  });

  r.get('v1/car/calendar', (ctx) => {
    const start = parseDate(str(ctx, 'start'), '开始');
    const end = parseDate(str(ctx, 'end'), '结束');
    if (end < start) throw badRequest('结束日期不能早于开始日期');
    // The calendar page loads six months back and six ahead (13 calendar months) at once.
    if (end - start > 400 * DAY) throw badRequest('最多查询400天');
    const rows = ctx.db
      .prepare(
        `SELECT l.id, l.kind, l.title, l.summary, l.cover, l.launch_at, l.series_id FROM car_launches l WHERE l.launch_at >= ? AND l.launch_at < ? ORDER BY l.launch_at`,
      )
      .all(start, end + DAY) as {
      id: number;
      kind: string;
      title: string;
      summary: string;
      cover: string;
      launch_at: number;
      series_id: number;
    }[];
    return rows.map((l) => ({
      ...l,
      cover: absMedia(env, l.cover),
      series: seriesItem(env, getSeries(ctx.db, l.series_id)!),
    }));
  });

  r.get('v1/car/ranking', (ctx) => {
    const type = str(ctx, 'type', 'sales');
    const p = paging(ctx);
    let rows: SeriesRow[];
    const sales = lastMonthSales(ctx.db);
    if (type === 'sales') {
      rows = (ctx.db.prepare(`${SERIES_SELECT} WHERE s.sale_status = 1`).all() as SeriesRow[]).sort(
        (a, b) => (sales.get(b.id) ?? 0) - (sales.get(a.id) ?? 0),
      );
    } else if (type === 'range') {
      rows = ctx.db
        .prepare(
          `${SERIES_SELECT} WHERE s.sale_status = 1 AND s.energy = '纯电' ORDER BY s.max_range DESC, s.hot_rank`,
        )
        .all() as SeriesRow[];
    } else if (type === 'price') {
      rows = ctx.db
        .prepare(`${SERIES_SELECT} WHERE s.sale_status = 1 ORDER BY s.min_price, s.hot_rank`)
        .all() as SeriesRow[];
    } else {
      throw badRequest('排行类型无效');
    }
    const month = (
      ctx.db.prepare('SELECT MAX(month) m FROM car_series_sales').get() as { m: string }
    ).m;
    const page = rows.slice(p.offset, p.offset + p.perPage).map((s, i) => ({
      ...seriesItem(env, s),
      rank: p.offset + i + 1,
      sales: sales.get(s.id) ?? 0,
    }));
    const top = rows[0];
    const figure = !top
      ? ''
      : type === 'sales'
        ? `月销量 ${(sales.get(top.id) ?? 0).toLocaleString('zh-CN')}辆`
        : type === 'range'
          ? `CLTC续航 ${top.max_range}km`
          : `指导价 ${top.min_price}万起`;
    const published = carRankingPublished(type, month, top && { rank: 1, name: top.name, figure });
    return { ...listResult(page, p, rows.length), month, published };
  });

  r.get('v1/car/series-theme/:id', (ctx) => {
    const t = ctx.db.prepare('SELECT * FROM car_themes WHERE id = ?').get(id(ctx)) as
      { id: number; title: string; summary: string; cover: string; tag: string } | undefined;
    if (!t) throw notFound('专题');
    const rows = ctx.db
      .prepare(
        `${SERIES_SELECT.replace('FROM car_series s', ', ts.reason FROM car_theme_series ts JOIN car_series s ON s.id = ts.series_id')} WHERE ts.theme_id = ? ORDER BY ts.sort`,
      )
      .all(t.id) as (SeriesRow & { reason: string })[];
    return {
      ...t,
      cover: absMedia(env, t.cover),
      series: rows.map((s) => ({ ...seriesItem(env, s), reason: s.reason })),
    };
  });

  r.get('v1/car/recommended-series/:id', (ctx) => {
    const l = ctx.db.prepare('SELECT * FROM car_recommend WHERE id = ?').get(id(ctx)) as
      { id: number; title: string; summary: string; kind: string } | undefined;
    if (!l) throw notFound('推荐');
    const rows = ctx.db
      .prepare(
        `${SERIES_SELECT.replace('FROM car_series s', ', rs.reason FROM car_recommend_series rs JOIN car_series s ON s.id = rs.series_id')} WHERE rs.list_id = ? ORDER BY rs.sort`,
      )
      .all(l.id) as (SeriesRow & { reason: string })[];
    const others = ctx.db
      .prepare('SELECT id, title FROM car_recommend WHERE id != ? ORDER BY id')
      .all(l.id);
    return { ...l, series: rows.map((s) => ({ ...seriesItem(env, s), reason: s.reason })), others };
  });

  r.get('v1/car/new-car/:id', (ctx) => {
    const row = ctx.db.prepare('SELECT * FROM car_launches WHERE id = ?').get(id(ctx)) as
      | {
          id: number;
          series_id: number;
          kind: string;
          title: string;
          summary: string;
          body: string;
          cover: string;
          launch_at: number;
          models_at: number;
        }
      | undefined;
    if (!row) throw notFound('新车');
    const { models_at: modelsAt, ...l } = row;
    const s = getSeries(ctx.db, l.series_id)!;
    // The trims this launch introduced: the ones its text counts (共推出N款车型).
    const models = (
      ctx.db
        .prepare('SELECT * FROM car_models WHERE series_id = ? AND launch_at = ? ORDER BY price')
        .all(s.id, modelsAt) as ModelRow[]
    ).map(modelItem);
    return {
      ...l,
      cover: absMedia(env, l.cover),
      body: l.body.split(MEDIA_TOKEN).join(env.mediaBase),
      series: seriesItem(env, s),
      models,
    };
  });

  r.post('v1/car/search', (ctx) => {
    const keyword = str(ctx, 'keyword').slice(0, 40);
    const p = paging(ctx);
    if (!keyword) return listResult([], p, 0);
    const like = `%${keyword.replace(/[%_]/g, '')}%`;
    // A series' name finds it however it is spaced or cased (理想 i8, modely), with or without
    // its brand (特斯拉Model Y); the series so named comes first, then the rest by sale and heat.
    const bare = keyword.replace(/[%_\s]/g, '').toLowerCase();
    if (!bare) return listResult([], p, 0);
    const squeezed = (col: string) => `LOWER(REPLACE(${col}, ' ', ''))`;
    const args = { like, bare, bareLike: `%${bare}%` };
    const where = `WHERE s.name LIKE @like OR b.name LIKE @like OR ${squeezed('s.name')} LIKE @bareLike OR ${squeezed('b.name || s.name')} LIKE @bareLike
        OR s.id IN (SELECT series_id FROM car_models WHERE name LIKE @like)`;
    const named = `(${squeezed('s.name')} = @bare OR ${squeezed('b.name || s.name')} = @bare)`;
    const total = countOf(
      ctx.db,
      `SELECT COUNT(*) n FROM car_series s JOIN car_brands b ON b.id = s.brand_id ${where}`,
      args,
    );
    const rows = ctx.db
      .prepare(
        `${SERIES_SELECT} ${where} ORDER BY ${named} DESC, s.sale_status, s.hot_rank LIMIT @limit OFFSET @offset`,
      )
      .all({ ...args, limit: p.perPage, offset: p.offset }) as SeriesRow[];
    return listResult(
      rows.map((s) => ({
        ...seriesItem(env, s),
        models: (
          ctx.db
            .prepare(
              'SELECT * FROM car_models WHERE series_id = ? AND sale_status != 2 ORDER BY price LIMIT 4',
            )
            .all(s.id) as ModelRow[]
        ).map(modelItem),
      })),
      p,
      total,
    );
  });

  // Lightweight lookups used by pickers: all series of the library, or the models of a series.
  r.get('v1/car/series-list', (ctx) => {
    const brand = int(ctx, 'brand_id', 0);
    const rows = (
      brand
        ? ctx.db
            .prepare(`${SERIES_SELECT} WHERE s.brand_id = ? ORDER BY s.sale_status, s.hot_rank`)
            .all(brand)
        : ctx.db.prepare(`${SERIES_SELECT} ORDER BY s.hot_rank`).all()
    ) as SeriesRow[];
    return rows.map((s) => seriesItem(env, s));
  });
}
