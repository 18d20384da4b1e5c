// The wire shapes of the price calls, as the API sends them (snake_case): lib/api/price.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';

/** Fewer valid reports than this show 暂无足够成交价, never a figure. */
export const MIN_PRICE_REPORTS = 3;

export const RawTrimPrice = z.object({
  model_id: z.number(),
  model_name: z.string(),
  /** 指导价, 万元. */
  guide_price: z.number(),
  /** 'city': the figures are of the reader's city; 'national': of every city; 'none': too few anywhere. */
  scope: z.enum(['city', 'national', 'none']),
  /** The reader's city had too few reports, so the figures are nationwide. */
  fallback: z.boolean(),
  /** Valid reports in the reader's city (0 without a city). */
  city_count: z.number(),
  /** Valid reports the figures are of (of the scope; nationwide for 'none'). */
  count: z.number(),
  /** Reports of the scope left out by the outlier rule. */
  excluded: z.number(),
  /** 裸车价 median, lowest and highest, 元 (null below MIN_PRICE_REPORTS). */
  median: z.nullable(z.number()),
  low: z.nullable(z.number()),
  high: z.nullable(z.number()),
  /** 指导价 minus the median, 元 (negative: paid above 指导价). */
  discount: z.nullable(z.number()),
  /** Median 落地价 (裸车价 + 购置税 + 保险 + 上牌 + 精品/金融), 元. */
  landed_median: z.nullable(z.number()),
  /** The purchase months of the counted reports, China time, 'YYYY-MM'. */
  first_month: z.nullable(z.string()),
  last_month: z.nullable(z.string()),
});
export type RawTrimPrice = z.infer<typeof RawTrimPrice>;

export const RawSeriesPrices = z.object({
  series_id: z.number(),
  /** The reader's city by name, when the API knows the code asked for. */
  city: z.nullable(z.string()),
  trims: z.array(RawTrimPrice),
});
export type RawSeriesPrices = z.infer<typeof RawSeriesPrices>;

export const RawPriceReport = z.object({
  id: z.number(),
  model_id: z.number(),
  city: z.string(),
  month: z.string(),
  bare_price: z.number(),
  purchase_tax: z.number(),
  insurance: z.number(),
  plate_fee: z.number(),
  extras: z.number(),
  created_at: z.number(),
});
export type RawPriceReport = z.infer<typeof RawPriceReport>;

/** What the 晒价格 form starts from: the trim, the user's car of it (null: not an owner of this trim) and their report. */
export const RawMyPriceCar = z.object({
  model: z.object({
    id: z.number(),
    name: z.string(),
    price: z.number(),
    series_id: z.number(),
    series_name: z.string(),
    launch_month: z.string(),
  }),
  /** The trim of the user's car of this series when it is another trim (report that one instead). */
  owned_model: z.nullable(z.object({ id: z.number(), name: z.string() })),
  car: z.nullable(z.object({ city: z.string(), month: z.string() })),
  report: z.nullable(RawPriceReport),
  /** The cities a report may name. */
  cities: z.array(z.string()),
  /** The latest month a report may name (this month, China time). */
  this_month: z.string(),
});
export type RawMyPriceCar = z.infer<typeof RawMyPriceCar>;

export const RawPriceSaved = z.object({ id: z.number(), replaced: z.boolean() });
export type RawPriceSaved = z.infer<typeof RawPriceSaved>;
