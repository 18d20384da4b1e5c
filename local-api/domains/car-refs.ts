import type { Database } from 'better-sqlite3';
import type { ApiEnv } from '../env';
import { frozenRows, keptRead } from '../kept-reads';
import { absMedia } from '../media-path';
import type { RawSeriesBrief } from '../../contract/api/dealer';

// The dealer, drive, remark, social and selection domains refer to the car library (domains/cars/)
// by id. Every read of the library's tables from those domains goes through here, so a change of
// the library's schema is fixed in one file.

export interface BrandRef {
  id: number;
  name: string;
  logo: string;
}

export interface SeriesRef {
  id: number;
  name: string;
  brand_id: number;
  brand_name: string;
  cover: string;
  min_price: number;
  max_price: number;
  /** 1 在售, 2 停售, 3 未上市 */
  sale_status: number;
}

export interface ModelRef {
  id: number;
  name: string;
  series_id: number;
  price: number;
}

const SERIES_SQL = `SELECT s.id, s.name, s.brand_id, b.name AS brand_name, s.cover, s.min_price, s.max_price, s.sale_status
  FROM car_series s JOIN car_brands b ON b.id = s.brand_id`;

export function brandRef(db: Database, id: number): BrandRef | undefined {
  return db.prepare('SELECT id, name, logo FROM car_brands WHERE id = ?').get(id) as
    BrandRef | undefined;
}

export function seriesRef(db: Database, id: number): SeriesRef | undefined {
  return db.prepare(`${SERIES_SQL} WHERE s.id = ?`).get(id) as SeriesRef | undefined;
}

export function seriesOfBrand(db: Database, brandId: number): SeriesRef[] {
  return db
    .prepare(`${SERIES_SQL} WHERE s.brand_id = ? ORDER BY s.sale_status, s.hot_rank, s.id`)
    .all(brandId) as SeriesRef[];
}

export function brandByName(db: Database, name: string): BrandRef | undefined {
  return db.prepare('SELECT id, name, logo FROM car_brands WHERE name = ?').get(name) as
    BrandRef | undefined;
}

export function modelRef(db: Database, id: number): ModelRef | undefined {
  return db.prepare('SELECT id, name, series_id, price FROM car_models WHERE id = ?').get(id) as
    ModelRef | undefined;
}

export function modelsOfSeries(db: Database, seriesId: number): ModelRef[] {
  return db
    .prepare(
      'SELECT id, name, series_id, price FROM car_models WHERE series_id = ? AND sale_status != 2 ORDER BY price, id',
    )
    .all(seriesId) as ModelRef[];
}

export interface TrimRef extends ModelRef {
  /** 年款 */
  year: number;
  /** 1 在售, 2 停售, 3 未上市 */
  sale_status: number;
  launch_at: number;
}

/** Every trim of a series, on sale or not, with its 年款 and launch, first launched first. */
export function trimsOfSeries(db: Database, seriesId: number): TrimRef[] {
  return db
    .prepare(
      'SELECT id, name, series_id, price, year, sale_status, launch_at FROM car_models WHERE series_id = ? ORDER BY launch_at, price, id',
    )
    .all(seriesId) as TrimRef[];
}

/**
 * The trims a buyer could buy new at `at`: launched by then, of the lineup then on sale (the trims
 * still on sale when any of them had launched by then, else the discontinued ones of earlier years).
 */
export function trimsOnSaleAt<T extends Pick<TrimRef, 'year' | 'sale_status' | 'launch_at'>>(
  trims: readonly T[],
  at: number,
): T[] {
  const launched = trims.filter((t) => t.launch_at <= at);
  const current = launched.filter((t) => t.sale_status !== 2);
  if (current.length) return current;
  const newest = Math.max(...launched.map((t) => t.year));
  return launched.filter((t) => t.year === newest);
}

/** Series shaped for the web app's cards. */
export function seriesCard(env: ApiEnv, s: SeriesRef): RawSeriesBrief {
  return {
    id: s.id,
    name: s.name,
    brand_id: s.brand_id,
    brand_name: s.brand_name,
    cover: absMedia(env, s.cover),
    min_price: s.min_price,
    max_price: s.max_price,
  };
}

// ---- Rankings (domains/ranking) read the library's facts, models, parameters and sales here ----

export interface SeriesFactRef extends SeriesRef {
  body: string;
  size: string;
  level: string;
  energy: string;
  hot_rank: number;
  max_range: number;
}

/** The library's tables: written by the seed alone, so reads of the whole library are kept (local-api/kept-reads.ts). */
const LIBRARY_TABLES = ['car_brands', 'car_series', 'car_series_sales'] as const;

/** A read of the whole library, kept between requests until a write to one of its tables. */
export const keptLibraryRead = <T>(db: Database, key: string, read: () => T): T =>
  keptRead(db, LIBRARY_TABLES, key, read);

/** Every series of the library with the facts the rankings filter on (kept between requests). */
export function seriesFacts(db: Database): readonly Readonly<SeriesFactRef>[] {
  return keptLibraryRead(db, 'seriesFacts', () =>
    frozenRows(
      db
        .prepare(
          `SELECT s.id, s.name, s.brand_id, b.name AS brand_name, s.cover, s.min_price, s.max_price, s.sale_status,
        s.body, s.size, s.level, s.energy, s.hot_rank, s.max_range
      FROM car_series s JOIN car_brands b ON b.id = s.brand_id ORDER BY s.id`,
        )
        .all() as SeriesFactRef[],
    ),
  );
}

export interface ModelSpecRef extends ModelRef {
  battery_kwh: number;
  range_km: number;
  sale_status: number;
}

/** A series' models on sale (or its upcoming ones when none is on sale), longest range first. */
export function modelSpecsOfSeries(db: Database, seriesId: number): ModelSpecRef[] {
  return db
    .prepare(
      'SELECT id, name, series_id, price, battery_kwh, range_km, sale_status FROM car_models WHERE series_id = ? AND sale_status = 1 ORDER BY range_km DESC, price DESC, id',
    )
    .all(seriesId) as ModelSpecRef[];
}

/** A series' trims on sale at `at` (trimsOnSaleAt: launched by then), longest range first. */
export function modelSpecsOnSaleAt(db: Database, seriesId: number, at: number): ModelSpecRef[] {
  const trims = db
    .prepare(
      'SELECT id, name, series_id, price, battery_kwh, range_km, sale_status, year, launch_at FROM car_models WHERE series_id = ? ORDER BY range_km DESC, price DESC, id',
    )
    .all(seriesId) as (ModelSpecRef & Pick<TrimRef, 'year' | 'launch_at'>)[];
  return trimsOnSaleAt(trims, at);
}

/** One row of a model's parameter table, as the library shows it ('-' when absent). */
export function modelParam(db: Database, modelId: number, name: string): string | undefined {
  return (
    db
      .prepare('SELECT value FROM car_model_params WHERE model_id = ? AND name = ?')
      .get(modelId, name) as { value: string } | undefined
  )?.value;
}

/** The months with sales figures, newest first ('YYYY-MM'). */
export function salesMonths(db: Database): readonly string[] {
  return keptLibraryRead(db, 'salesMonths', () =>
    Object.freeze(
      (
        db.prepare('SELECT DISTINCT month FROM car_series_sales ORDER BY month DESC').all() as {
          month: string;
        }[]
      ).map((r) => r.month),
    ),
  );
}

/** Every series' sales of one month (kept between requests). */
export function salesOfMonth(db: Database, month: string): ReadonlyMap<number, number> {
  return keptLibraryRead(db, `salesOfMonth:${month}`, () => {
    const rows = db
      .prepare('SELECT series_id, sales FROM car_series_sales WHERE month = ?')
      .all(month) as { series_id: number; sales: number }[];
    return new Map(rows.map((r) => [r.series_id, r.sales]));
  });
}

/** One series' monthly sales up to a month, oldest first. */
export function salesTrend(
  db: Database,
  seriesId: number,
  upTo: string,
  months: number,
): { month: string; sales: number }[] {
  const rows = db
    .prepare(
      'SELECT month, sales FROM car_series_sales WHERE series_id = ? AND month <= ? ORDER BY month DESC LIMIT ?',
    )
    .all(seriesId, upTo, months) as { month: string; sales: number }[];
  return rows.reverse();
}

/** One parameter of every on-sale model, with its series (e.g. the chip and its TOPS). */
export function paramOfOnSaleModels(
  db: Database,
  name: string,
): { model_id: number; series_id: number; value: string }[] {
  return db
    .prepare(
      'SELECT m.id model_id, m.series_id, p.value FROM car_models m JOIN car_model_params p ON p.model_id = m.id AND p.name = ? WHERE m.sale_status = 1 ORDER BY m.id',
    )
    .all(name) as { model_id: number; series_id: number; value: string }[];
}

/** Series on sale (1 在售), most popular first: what activities and second-hand listings name. */
export function seriesOnSale(db: Database): (SeriesRef & { launch_at: number })[] {
  return db
    .prepare(
      `${SERIES_SQL.replace('s.sale_status', 's.sale_status, s.launch_at')} WHERE s.sale_status = 1 ORDER BY s.hot_rank, s.id`,
    )
    .all() as (SeriesRef & {
    launch_at: number;
  })[];
}
