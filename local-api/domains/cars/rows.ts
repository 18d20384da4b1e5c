import type { Database } from 'better-sqlite3';
import type { ApiEnv } from '../../env';
import { absMedia } from '../../media-path';
import type { SaleStatus } from '../../../contract/api/sale-status';
import type { RawBrand, RawModel, RawSeries } from '../../../contract/api/car';

// The car tables' rows and the wire items made from them (typed with lib/api/car.ts's raw
// schemas: the contract is written once). Other domains read these tables through car-refs.ts.

/** A day in seconds (launch dates and calendar ranges are in Unix seconds). */
export const DAY = 86400;
export const IMAGE_CATEGORIES = ['外观', '内饰', '空间'] as const;
/** Most models a parameter or compare request may ask for at once. */
export const MAX_COMPARE = 8;

export interface BrandRow {
  id: number;
  name: string;
  letter: string;
  country: string;
  logo: string;
  hot_rank: number;
  description: string;
  series_count?: number;
}

export interface SeriesRow {
  id: number;
  brand_id: number;
  name: string;
  body: string;
  size: string;
  level: string;
  energy: string;
  min_price: number;
  max_price: number;
  min_range: number;
  max_range: number;
  sale_status: SaleStatus;
  launch_at: number;
  cover: string;
  hot_rank: number;
  score: number;
  description: string;
  brand_name?: string;
  brand_logo?: string;
}

export interface ModelRow {
  id: number;
  series_id: number;
  name: string;
  year: number;
  power_group: string;
  drive: string;
  battery_kwh: number;
  range_km: number;
  price: number;
  sale_status: SaleStatus;
  power_kw: number;
  accel: number;
  launch_at: number;
  sort: number;
}

export const SERIES_SELECT =
  'SELECT s.*, b.name AS brand_name, b.logo AS brand_logo FROM car_series s JOIN car_brands b ON b.id = s.brand_id';

export function brandItem(env: ApiEnv, b: BrandRow): RawBrand {
  return {
    id: b.id,
    name: b.name,
    letter: b.letter,
    country: b.country,
    logo: absMedia(env, b.logo),
    hot_rank: b.hot_rank,
    series_count: b.series_count ?? 0,
  };
}

/** The list item of a series, used by every list of series the API returns. */
export function seriesItem(env: ApiEnv, s: SeriesRow): RawSeries & { title: string } {
  return {
    id: s.id,
    name: s.name,
    title: s.name,
    bid: s.brand_id,
    brand_name: s.brand_name ?? '',
    brand_logo: absMedia(env, s.brand_logo),
    cover: absMedia(env, s.cover),
    level: s.level,
    body: s.body,
    size: s.size,
    energy: s.energy,
    min_price: s.min_price,
    max_price: s.max_price,
    min_range: s.min_range,
    max_range: s.max_range,
    sale_status: s.sale_status,
    launch_at: s.launch_at,
    hot_rank: s.hot_rank,
    score: s.score,
  };
}

export function modelItem(m: ModelRow): RawModel {
  return {
    id: m.id,
    series_id: m.series_id,
    name: m.name,
    year: m.year,
    power_group: m.power_group,
    drive: m.drive,
    battery_kwh: m.battery_kwh,
    range_km: m.range_km,
    price: m.price,
    sale_status: m.sale_status,
    power_kw: m.power_kw,
    accel: m.accel,
    launch_at: m.launch_at,
  };
}

export function getSeries(db: Database, seriesId: number): SeriesRow | undefined {
  return db.prepare(`${SERIES_SELECT} WHERE s.id = ?`).get(seriesId) as SeriesRow | undefined;
}

export function getModel(db: Database, modelId: number): ModelRow | undefined {
  return db.prepare('SELECT * FROM car_models WHERE id = ?').get(modelId) as ModelRow | undefined;
}
