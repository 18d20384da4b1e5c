// The wire shapes of the car calls, as the API sends them (snake_case): lib/api/car.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { rawPriceRange, rawRangeSpan, unixSeconds } from './schema';
import { RawSaleStatus } from './series-card';

export const RawBrand = z.object({
  id: z.number(),
  name: z.string(),
  letter: z.string(),
  country: z.string(),
  logo: z.string(),
  hot_rank: z.number(),
  series_count: z.number(),
});
export type RawBrand = z.infer<typeof RawBrand>;

/** A series in any list. Prices in 万元 (of the models on sale), ranges in CLTC km. */
export const RawSeries = z.object({
  id: z.number(),
  name: z.string(),
  bid: z.number(),
  brand_name: z.string(),
  brand_logo: z.string(),
  cover: z.string(),
  level: z.string(),
  body: z.string(),
  size: z.string(),
  energy: z.string(),
  ...rawPriceRange,
  ...rawRangeSpan,
  sale_status: RawSaleStatus,
  launch_at: unixSeconds,
  hot_rank: z.number(),
  score: z.number(),
});
export type RawSeries = z.infer<typeof RawSeries>;

export const RawModel = z.object({
  id: z.number(),
  series_id: z.number(),
  name: z.string(),
  year: z.number(),
  power_group: z.string(),
  drive: z.string(),
  battery_kwh: z.number(),
  range_km: z.number(),
  price: z.number(),
  sale_status: RawSaleStatus,
  power_kw: z.number(),
  accel: z.number(),
  launch_at: unixSeconds,
});
export type RawModel = z.infer<typeof RawModel>;

export const RawBrandDetail = z.object({
  brand: z.extend(RawBrand, { description: z.string() }),
  series: z.array(RawSeries),
});
export type RawBrandDetail = z.infer<typeof RawBrandDetail>;

export const RawMonthlySales = z.object({ month: z.string(), sales: z.number() });

export const RawSeriesDetail = z.extend(RawSeries, {
  description: z.string(),
  model_counts: z.record(z.string(), z.number()),
  images: z.array(z.string()),
  image_total: z.number(),
  last_sales: z.nullable(RawMonthlySales),
  launch_id: z.nullable(z.number()),
});
export type RawSeriesDetail = z.infer<typeof RawSeriesDetail>;

export const RawSeriesImages = z.object({
  series: RawSeries,
  categories: z.array(z.object({ name: z.string(), count: z.number() })),
  list: z.array(z.object({ id: z.number(), category: z.string(), url: z.string() })),
});
export type RawSeriesImages = z.infer<typeof RawSeriesImages>;

export const RawSeriesSales = z.object({ series: RawSeries, list: z.array(RawMonthlySales) });
export type RawSeriesSales = z.infer<typeof RawSeriesSales>;

export const RawModelParam = z.object({ group: z.string(), name: z.string(), value: z.string() });

export const RawModelDetail = z.extend(RawModel, {
  series: RawSeries,
  params: z.array(RawModelParam),
  siblings: z.array(RawModel),
});
export type RawModelDetail = z.infer<typeof RawModelDetail>;

export const RawParamTable = z.object({
  models: z.array(
    z.extend(RawModel, {
      series_name: z.string(),
      brand_id: z.number(),
      brand_name: z.string(),
      cover: z.string(),
    }),
  ),
  params: z.array(z.object({ group: z.string(), name: z.string(), values: z.array(z.string()) })),
});
export type RawParamTable = z.infer<typeof RawParamTable>;
