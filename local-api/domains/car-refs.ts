import type { Database } from 'better-sqlite3';
import type { ApiEnv } from '../env';
import { absMedia } from '../media-path';

// The dealer, drive, remark, social and selection domains refer to the car library (domains/cars.ts)
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
  return db.prepare('SELECT id, name, logo FROM car_brands WHERE id = ?').get(id) as BrandRef | undefined;
}

export function seriesRef(db: Database, id: number): SeriesRef | undefined {
  return db.prepare(`${SERIES_SQL} WHERE s.id = ?`).get(id) as SeriesRef | undefined;
}

export function seriesOfBrand(db: Database, brandId: number): SeriesRef[] {
  return db.prepare(`${SERIES_SQL} WHERE s.brand_id = ? ORDER BY s.sale_status, s.hot_rank, s.id`).all(brandId) as SeriesRef[];
}

export function brandByName(db: Database, name: string): BrandRef | undefined {
  return db.prepare('SELECT id, name, logo FROM car_brands WHERE name = ?').get(name) as BrandRef | undefined;
}

export function modelRef(db: Database, id: number): ModelRef | undefined {
  return db.prepare('SELECT id, name, series_id, price FROM car_models WHERE id = ?').get(id) as ModelRef | undefined;
}

export function modelsOfSeries(db: Database, seriesId: number): ModelRef[] {
  return db.prepare('SELECT id, name, series_id, price FROM car_models WHERE series_id = ? AND sale_status != 2 ORDER BY price, id').all(seriesId) as ModelRef[];
}

/** Series shaped for the web app's cards. */
export function seriesCard(env: ApiEnv, s: SeriesRef) {
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

/** Series on sale (1 在售), most popular first: what activities and second-hand listings name. */
export function seriesOnSale(db: Database): (SeriesRef & { launch_at: number })[] {
  return db.prepare(`${SERIES_SQL.replace('s.sale_status', 's.sale_status, s.launch_at')} WHERE s.sale_status = 1 ORDER BY s.hot_rank, s.id`).all() as (SeriesRef & {
    launch_at: number;
  })[];
}
