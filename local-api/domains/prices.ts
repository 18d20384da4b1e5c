import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import { nowSeconds } from '../db';
import { badRequest, HttpError, notFound } from '../http-error';
import { id, str } from '../params';
import { CITIES } from '../seed/cities';
import type { Rng } from '../seed/rng';
import { formatMonth } from '../../contract/format/price';
import { formatDate } from '../../contract/format/time';
import {
  MIN_PRICE_REPORTS,
  type RawMyPriceCar,
  type RawPriceReport,
  type RawPriceSaved,
  type RawSeriesPrices,
  type RawTrimPrice,
} from '../../contract/api/price';
import { modelRef, seriesRef, trimsOfSeries, type TrimRef } from './car-refs';
import { carOf, type OwnedCar } from './owners';

// 成交价 (docs/transaction-prices.md): what owners report they paid for their car, 裸车价 and the
// 落地价 split (购置税, 保险, 上牌, 精品/金融), with the city and month of purchase. A report is
// by an owner of that trim (user_cars, owners.ts), one per owner and trim: a second one replaces
// the first. The figures of a trim are the median and range of the valid reports' 裸车价, for the
// reader's city when it has MIN_PRICE_REPORTS, else nationwide (said so), else none; reports far
// from the 指导价 or from the others (OUTLIER) are left out and counted.

/** The outlier rule, as fractions of the trim's 指导价. */
export const OUTLIER = {
  /** Below this share of 指导价 no dealer sells a new car: a typo, or a price of something else. */
  floor: 0.7,
  /** Above this share it is not a 裸车价 (a 落地价, or a 加价提车 beyond what the site reports). */
  ceiling: 1.05,
  /** Of the reports within those bounds, one farther than this share from their median is left out too. */
  spread: 0.15,
} as const;

/** What a report may say, in 元: 裸车价 at least this... */
const BARE_MIN = 10_000;
/** ...and at most this many times the 指导价 (anything above is a mistyped unit: the form takes 万元). */
const BARE_MAX_TIMES = 3;
/** Each line of the 落地价 split, 元. */
const SPLIT_MAX = 500_000;

interface PriceRow {
  id: number;
  user_id: number;
  series_id: number;
  model_id: number;
  city: string;
  month: string;
  bare_price: number;
  purchase_tax: number;
  insurance: number;
  plate_fee: number;
  extras: number;
  source: string;
  created_at: number;
}

const CITY_NAMES = CITIES.map((c) => c.name);
const cityOfCode = (code: string) => CITIES.find((c) => c.code === code)?.name ?? null;

/** A China-time month, 'YYYY-MM'. */
const chinaMonth = (ts: number) => formatDate(ts, 'YYYY-MM');

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The reports the outlier rule keeps, and how many it leaves out, for a trim of `guideYuan` 指导价. */
export function keptReports<R extends { bare_price: number }>(
  rows: readonly R[],
  guideYuan: number,
): { kept: R[]; excluded: number } {
  const bounded = rows.filter(
    (r) => r.bare_price >= guideYuan * OUTLIER.floor && r.bare_price <= guideYuan * OUTLIER.ceiling,
  );
  if (bounded.length === 0) return { kept: [], excluded: rows.length };
  const mid = median(bounded.map((r) => r.bare_price).sort((a, b) => a - b));
  const kept = bounded.filter((r) => Math.abs(r.bare_price - mid) <= guideYuan * OUTLIER.spread);
  return { kept, excluded: rows.length - kept.length };
}

const landed = (r: PriceRow) =>
  r.bare_price + r.purchase_tax + r.insurance + r.plate_fee + r.extras;

/** One trim's figures for a city (its name; null: nationwide only). */
function trimPrice(
  db: Database,
  trim: Pick<TrimRef, 'id' | 'name' | 'price'>,
  city: string | null,
): RawTrimPrice {
  const rows = db
    .prepare('SELECT * FROM price_reports WHERE model_id = ? ORDER BY month, id')
    .all(trim.id) as PriceRow[];
  const guide = Math.round(trim.price * 10_000);
  const national = keptReports(rows, guide);
  const local = city
    ? keptReports(
        rows.filter((r) => r.city === city),
        guide,
      )
    : { kept: [], excluded: 0 };
  const scope =
    local.kept.length >= MIN_PRICE_REPORTS
      ? 'city'
      : national.kept.length >= MIN_PRICE_REPORTS
        ? 'national'
        : 'none';
  const shown = scope === 'city' ? local : national;
  const base = {
    model_id: trim.id,
    model_name: trim.name,
    guide_price: trim.price,
    scope,
    fallback: city !== null && scope === 'national',
    city_count: local.kept.length,
    count: shown.kept.length,
    excluded: shown.excluded,
  } as const;
  if (scope === 'none')
    return {
      ...base,
      median: null,
      low: null,
      high: null,
      discount: null,
      landed_median: null,
      first_month: null,
      last_month: null,
    };
  const prices = shown.kept.map((r) => r.bare_price).sort((a, b) => a - b);
  const mid = median(prices);
  const months = shown.kept.map((r) => r.month).sort();
  return {
    ...base,
    median: mid,
    low: prices[0]!,
    high: prices[prices.length - 1]!,
    discount: guide - mid,
    landed_median: median(shown.kept.map(landed).sort((a, b) => a - b)),
    first_month: months[0]!,
    last_month: months[months.length - 1]!,
  };
}

/**
 * 购置税 of a new-energy car bought at `at` for `bare` 元: 10 % of the price without VAT (÷1.13);
 * bought in 2024–2025 exempt up to ¥30,000, from 2026 (to 2027) half, the relief capped at ¥15,000
 * (财政部 税务总局 工业和信息化部公告2023年第10号).
 */
export function purchaseTax(bare: number, at: number): number {
  const full = Math.round((bare / 1.13) * 0.1);
  const year = Number(formatDate(at, 'YYYY'));
  if (year <= 2025) return Math.max(0, full - 30_000);
  return full - Math.min(Math.round(full / 2), 15_000);
}

/**
 * The seeded reports: every owner who wrote a review reports its 裸车价; most of the others report
 * too, a little below 指导价 with some scatter, and now and then one types their 落地价 as the
 * 裸车价 (an outlier the figures leave out). Each is of the owner's own car: its trim, their city,
 * the month they bought it (never before the trim launched: owners.ts buys only launched trims).
 */
function seedReports(db: Database, rng: Rng, now: number): void {
  const cars = db
    .prepare('SELECT * FROM user_cars ORDER BY series_id, user_id')
    .all() as OwnedCar[];
  const firstRemark = db.prepare(
    'SELECT price, created_at FROM remarks WHERE user_id = ? AND series_id = ? AND is_follow_up = 0 ORDER BY created_at, id LIMIT 1',
  );
  const insert = db.prepare(
    `INSERT INTO price_reports (user_id, series_id, model_id, city, month, bare_price, purchase_tax, insurance, plate_fee, extras, source, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const car of cars) {
    const model = modelRef(db, car.model_id);
    if (!model) continue;
    const guide = model.price * 10_000;
    const remark = firstRemark.get(car.user_id, car.series_id) as
      { price: number; created_at: number } | undefined;
    let bare: number;
    let at: number;
    let source: string;
    if (remark) {
      bare = Math.round(remark.price * 10_000);
      at = remark.created_at;
      source = 'remark';
    } else {
      if (!rng.chance(0.75)) continue;
      const share = rng.chance(0.05) ? 1.08 + rng.next() * 0.04 : 0.9 + rng.next() * 0.09;
      bare = Math.round((guide * share) / 100) * 100;
      at = Math.min(now - 3600, car.bought_at + rng.int(1, 40) * 86400);
      source = 'form';
    }
    const insurance = Math.round((3000 + guide * 0.018 + rng.int(-500, 500)) / 10) * 10;
    const plate = rng.pick([0, 500, 800, 1200]);
    const extras = rng.pick([0, 0, 0, 1500, 3000, 6000]);
    insert.run(
      car.user_id,
      car.series_id,
      car.model_id,
      car.city,
      chinaMonth(car.bought_at),
      bare,
      purchaseTax(bare, car.bought_at),
      insurance,
      plate,
      extras,
      source,
      at,
    );
  }
}

function reportView(r: PriceRow): RawPriceReport {
  return {
    id: r.id,
    model_id: r.model_id,
    city: r.city,
    month: r.month,
    bare_price: r.bare_price,
    purchase_tax: r.purchase_tax,
    insurance: r.insurance,
    plate_fee: r.plate_fee,
    extras: r.extras,
    created_at: r.created_at,
  };
}

/** A whole number of 元 within [min, max], else a 400 with `message`. */
function yuan(value: unknown, min: number, max: number, message: string): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(message);
  return n;
}

export const prices: Domain = {
  name: 'prices',
  schema: `
    CREATE TABLE IF NOT EXISTS price_reports (
      id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), series_id INTEGER NOT NULL, model_id INTEGER NOT NULL,
      city TEXT NOT NULL, month TEXT NOT NULL, bare_price INTEGER NOT NULL, purchase_tax INTEGER NOT NULL, insurance INTEGER NOT NULL,
      plate_fee INTEGER NOT NULL, extras INTEGER NOT NULL, source TEXT NOT NULL, created_at INTEGER NOT NULL,
      UNIQUE (user_id, model_id)
    );
    CREATE INDEX IF NOT EXISTS price_reports_model ON price_reports (model_id);
  `,
  seed({ db, rng, now }) {
    seedReports(db, rng, now);
  },
  routes(r) {
    // The figures of a series' trims (series_id), or of one trim (model_id), for the reader's city
    // (`city`: its code; an unknown code reads as none, nationwide). A series not yet on sale has none.
    r.get('v1/price/series', (ctx): RawSeriesPrices => {
      const city = cityOfCode(str(ctx, 'city'));
      const modelParam = str(ctx, 'model_id');
      const now = nowSeconds();
      if (modelParam) {
        const model = modelRef(ctx.db, id(ctx, 'model_id'));
        if (!model) throw notFound('车型');
        const series = seriesRef(ctx.db, model.series_id);
        const trim = trimsOfSeries(ctx.db, model.series_id).find((t) => t.id === model.id)!;
        const launched =
          series && series.sale_status !== 3 && trim.sale_status !== 3 && trim.launch_at <= now;
        return {
          series_id: model.series_id,
          city,
          trims: launched ? [trimPrice(ctx.db, trim, city)] : [],
        };
      }
      const seriesId = id(ctx, 'series_id');
      const series = seriesRef(ctx.db, seriesId);
      if (!series) throw notFound('车系');
      if (series.sale_status === 3) return { series_id: seriesId, city, trims: [] };
      const reported = new Set(
        (
          ctx.db
            .prepare('SELECT DISTINCT model_id FROM price_reports WHERE series_id = ?')
            .all(seriesId) as { model_id: number }[]
        ).map((x) => x.model_id),
      );
      // The trims on sale, and the discontinued ones owners reported; cheapest first.
      const trims = trimsOfSeries(ctx.db, seriesId)
        .filter((t) => t.launch_at <= now && (t.sale_status === 1 || reported.has(t.id)))
        .sort((a, b) => a.price - b.price || a.id - b.id);
      return { series_id: seriesId, city, trims: trims.map((t) => trimPrice(ctx.db, t, city)) };
    });

    // What the 晒价格 form starts from: the trim, the user's car of it, and their report if any.
    r.get(
      'v1/price/mine',
      (ctx): RawMyPriceCar => {
        const model = modelRef(ctx.db, id(ctx, 'model_id'));
        if (!model) throw notFound('车型');
        const series = seriesRef(ctx.db, model.series_id)!;
        const trim = trimsOfSeries(ctx.db, model.series_id).find((t) => t.id === model.id)!;
        const car = carOf(ctx.db, ctx.user!.id, model.series_id);
        const own = car && car.model_id === model.id ? car : undefined;
        const other = car && !own ? modelRef(ctx.db, car.model_id) : undefined;
        const row = ctx.db
          .prepare('SELECT * FROM price_reports WHERE user_id = ? AND model_id = ?')
          .get(ctx.user!.id, model.id) as PriceRow | undefined;
        return {
          model: {
            id: model.id,
            name: model.name,
            price: model.price,
            series_id: series.id,
            series_name: series.name,
            launch_month: chinaMonth(trim.launch_at),
          },
          owned_model: other ? { id: other.id, name: other.name } : null,
          car: own ? { city: own.city, month: chinaMonth(own.bought_at) } : null,
          report: row ? reportView(row) : null,
          cities: CITY_NAMES,
          this_month: chinaMonth(nowSeconds()),
        };
      },
      { auth: true },
    );

    // 晒价格: an owner of the trim (403 for anyone else) reports what they paid. One report per
    // owner and trim: a second one replaces the first (`replaced`), so a script of one account can
    // only rewrite its own line; the form rate rule (write-limits.ts) bounds how often.
    r.post(
      'v1/price/report',
      (ctx): RawPriceSaved => {
        const model = modelRef(ctx.db, id(ctx, 'model_id'));
        if (!model) throw notFound('车型');
        const car = carOf(ctx.db, ctx.user!.id, model.series_id);
        if (!car || car.model_id !== model.id)
          throw new HttpError(403, '只有这款车型的车主可以晒价格');
        const trim = trimsOfSeries(ctx.db, model.series_id).find((t) => t.id === model.id)!;
        const guide = Math.round(model.price * 10_000);
        const bare = yuan(
          ctx.body.bare_price,
          BARE_MIN,
          guide * BARE_MAX_TIMES,
          `请填写裸车价（单位：万元，1万至${Math.floor(guide * BARE_MAX_TIMES) / 10_000}万之间）`,
        );
        const split = (name: string, label: string) =>
          yuan(ctx.body[name] ?? 0, 0, SPLIT_MAX, `${label}需在0至${SPLIT_MAX / 10_000}万元之间`);
        const tax = split('purchase_tax', '购置税');
        const insurance = split('insurance', '保险');
        const plate = split('plate_fee', '上牌费');
        const extras = split('extras', '精品/金融费用');
        const city = str(ctx, 'city');
        if (!CITY_NAMES.includes(city)) throw badRequest('请选择购车城市');
        const month = str(ctx, 'month');
        const launchMonth = chinaMonth(trim.launch_at);
        const thisMonth = chinaMonth(nowSeconds());
        if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest('请选择购车月份');
        if (month < launchMonth || month > thisMonth)
          throw badRequest(`购车月份需在该车型上市（${formatMonth(launchMonth)}）之后、本月及以前`);
        const before = ctx.db
          .prepare('SELECT id FROM price_reports WHERE user_id = ? AND model_id = ?')
          .get(ctx.user!.id, model.id) as { id: number } | undefined;
        const values = [city, month, bare, tax, insurance, plate, extras, nowSeconds()];
        if (before) {
          ctx.db
            .prepare(
              "UPDATE price_reports SET city = ?, month = ?, bare_price = ?, purchase_tax = ?, insurance = ?, plate_fee = ?, extras = ?, source = 'form', created_at = ? WHERE id = ?",
            )
            .run(...values, before.id);
          return { id: before.id, replaced: true };
        }
        const info = ctx.db
          .prepare(
            `INSERT INTO price_reports (user_id, series_id, model_id, city, month, bare_price, purchase_tax, insurance, plate_fee, extras, source, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'form', ?)`,
          )
          .run(ctx.user!.id, model.series_id, model.id, ...values);
        return { id: Number(info.lastInsertRowid), replaced: false };
      },
      { auth: true },
    );
  },
};
