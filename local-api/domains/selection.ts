import type { Database } from 'better-sqlite3';
import { countOf } from '../db';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { absMedia } from '../media-path';
import { int, listResult, paging, str } from '../params';
import type { Ctx } from '../router';
import type { RawSelectionSeries } from '../../contract/api/selection';

// 选车: filter the library's on-sale series by price band, energy, level, range, brand and the
// purchase subsidy (以旧换新 and local subsidies, in 元, kept here per series). The count
// endpoint answers the live "查看N个车系" number; the list endpoint pages the matches.

const ENERGIES = ['纯电', '插混', '增程'] as const;
const LEVELS = ['轿车', 'SUV', 'MPV', '微型', '小型', '紧凑型', '中型', '中大型', '大型'] as const;

const POLICIES = ['以旧换新补贴', '报废更新补贴', '地方消费券', '置换补贴'];

// The answer's shape is the contract the web app reads (lib/api/selection.ts).
type SeriesMatch = RawSelectionSeries;

function list(ctx: Ctx, name: string): string[] {
  return str(ctx, name)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 20);
}

/** The WHERE clause and its arguments for the filters in the query. */
function selectionWhere(ctx: Ctx): { where: string; args: (string | number)[] } {
  const parts = ['s.sale_status = 1'];
  const args: (string | number)[] = [];
  const add = (sql: string, ...values: (string | number)[]) => {
    parts.push(sql);
    args.push(...values);
  };
  const num = (name: string) => {
    const v = Number(str(ctx, name));
    return str(ctx, name) !== '' && Number.isFinite(v) && v >= 0 ? v : null;
  };
  // Price in 万元: a series matches when its price range overlaps the band.
  const pMin = num('price_min');
  const pMax = num('price_max');
  if (pMin !== null) add('s.max_price >= ?', pMin);
  if (pMax !== null) add('s.min_price <= ?', pMax);
  const energies = list(ctx, 'energy').filter((e) => (ENERGIES as readonly string[]).includes(e));
  if (energies.length) add(`s.energy IN (${energies.map(() => '?').join(',')})`, ...energies);
  const levels = list(ctx, 'level').filter((l) => (LEVELS as readonly string[]).includes(l));
  if (levels.length) {
    const marks = levels.map(() => '?').join(',');
    add(`(s.body IN (${marks}) OR s.size IN (${marks}))`, ...levels, ...levels);
  }
  const rMin = num('range_min');
  const rMax = num('range_max');
  if (rMin !== null) add('s.max_range >= ?', rMin);
  if (rMax !== null) add('s.max_range <= ?', rMax);
  const brands = list(ctx, 'brand_id')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (brands.length) add(`s.brand_id IN (${brands.map(() => '?').join(',')})`, ...brands);
  const sMin = num('subsidy_min');
  const sMax = num('subsidy_max');
  if (sMin !== null) add('COALESCE(cs.amount, 0) >= ?', sMin);
  if (sMax !== null) add('COALESCE(cs.amount, 0) <= ?', sMax);
  return { where: parts.join(' AND '), args };
}

const FROM = `FROM car_series s JOIN car_brands b ON b.id = s.brand_id LEFT JOIN car_subsidies cs ON cs.series_id = s.id`;

function countMatches(db: Database, ctx: Ctx): number {
  const { where, args } = selectionWhere(ctx);
  return countOf(db, `SELECT COUNT(*) n ${FROM} WHERE ${where}`, ...args);
}

function matchView(env: ApiEnv, m: SeriesMatch) {
  return { ...m, cover: absMedia(env, m.cover) };
}

export const selection: Domain = {
  name: 'selection',
  schema: `
    CREATE TABLE IF NOT EXISTS car_subsidies (
      series_id INTEGER PRIMARY KEY, amount INTEGER NOT NULL, policy TEXT NOT NULL
    );
  `,
  seed({ db, rng }) {
    const rows = db
      .prepare('SELECT id, energy, min_price FROM car_series WHERE sale_status = 1 ORDER BY id')
      .all() as { id: number; energy: string; min_price: number }[];
    const insert = db.prepare(
      'INSERT INTO car_subsidies (series_id, amount, policy) VALUES (?, ?, ?)',
    );
    for (const s of rows) {
      // Most new-energy series carry some subsidy; pricier ones tend to carry more.
      const amount = rng.chance(0.15)
        ? 0
        : rng.pick(
            s.min_price > 25
              ? [10000, 15000, 20000, 30000]
              : [3000, 5000, 8000, 10000, 15000, 20000],
          );
      insert.run(s.id, amount, amount ? rng.pick(POLICIES) : '');
    }
  },
  routes(r, env) {
    r.get('v1/car/selection/options', ({ db }) => ({
      prices: [
        { name: '10万以下', min: 0, max: 10 },
        { name: '10-15万', min: 10, max: 15 },
        { name: '15-20万', min: 15, max: 20 },
        { name: '20-25万', min: 20, max: 25 },
        { name: '25-30万', min: 25, max: 30 },
        { name: '30-40万', min: 30, max: 40 },
        { name: '40-50万', min: 40, max: 50 },
        { name: '50万以上', min: 50, max: null },
      ],
      energies: ENERGIES,
      levels: LEVELS,
      ranges: [
        { name: '400km以下', min: null, max: 400 },
        { name: '400-550km', min: 400, max: 550 },
        { name: '550-700km', min: 550, max: 700 },
        { name: '700km以上', min: 700, max: null },
      ],
      subsidies: [
        { name: '有补贴', min: 1, max: null },
        { name: '5000元以上', min: 5000, max: null },
        { name: '1万元以上', min: 10000, max: null },
        { name: '2万元以上', min: 20000, max: null },
      ],
      brands: (
        db
          .prepare(
            'SELECT b.id, b.name, b.logo FROM car_brands b WHERE EXISTS (SELECT 1 FROM car_series s WHERE s.brand_id = b.id AND s.sale_status = 1) ORDER BY b.hot_rank = 0, b.hot_rank, b.id',
          )
          .all() as { id: number; name: string; logo: string }[]
      ).map((b) => ({ ...b, logo: absMedia(env, b.logo) })),
    }));

    r.get('v1/car/selection/count', (ctx) => ({ total: countMatches(ctx.db, ctx) }));

    r.get('v1/car/selection/list', (ctx) => {
      const p = paging(ctx);
      const { where, args } = selectionWhere(ctx);
      const order =
        {
          price: 's.min_price ASC',
          subsidy: 'COALESCE(cs.amount, 0) DESC',
          range: 's.max_range DESC',
        }[str(ctx, 'order')] ?? 's.hot_rank ASC';
      const rows = ctx.db
        .prepare(
          `SELECT s.id, s.name, s.brand_id, b.name AS brand_name, s.level, s.energy, s.min_price, s.max_price, s.min_range, s.max_range,
             s.cover, COALESCE(cs.amount, 0) AS subsidy, COALESCE(cs.policy, '') AS policy
           ${FROM} WHERE ${where} ORDER BY ${order}, s.id LIMIT ? OFFSET ?`,
        )
        .all(...args, p.perPage, p.offset) as SeriesMatch[];
      return listResult(
        rows.map((m) => matchView(env, m)),
        p,
        countMatches(ctx.db, ctx),
      );
    });

    // Used by other screens (the series page) to show a series' subsidy.
    r.get('v1/car/selection/subsidy', (ctx) => {
      const row = ctx.db
        .prepare('SELECT amount, policy FROM car_subsidies WHERE series_id = ?')
        .get(int(ctx, 'series_id', 0)) as { amount: number; policy: string } | undefined;
      return row ?? { amount: 0, policy: '' };
    });
  },
};
