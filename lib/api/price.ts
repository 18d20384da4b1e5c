import { api, type CallOptions } from './http';
import { getRecord } from './record';
import {
  RawTrimPrice,
  RawSeriesPrices,
  RawPriceSaved,
  RawPriceReport,
  RawMyPriceCar,
} from '@/contract/api/price';

// 成交价: what owners report they paid for their car (裸车价 and the 落地价 split), summed up per
// trim for the reader's city (docs/transaction-prices.md). Money is in 元 on the wire, except a
// trim's 指导价, which the catalogue keeps in 万元 like every other price of the car library.

// ---- view types ----

export interface TrimPrice {
  modelId: number;
  modelName: string;
  /** 万元 */
  guidePrice: number;
  scope: 'city' | 'national' | 'none';
  fallback: boolean;
  cityCount: number;
  count: number;
  excluded: number;
  /** 元 */
  median: number | null;
  low: number | null;
  high: number | null;
  discount: number | null;
  landedMedian: number | null;
  firstMonth: string | null;
  lastMonth: string | null;
}

export interface SeriesPrices {
  seriesId: number;
  city: string | null;
  trims: TrimPrice[];
}

/** A saved report: what the owner sent, its id and when. */
export interface PriceReport extends PriceReportInput {
  id: number;
  createdAt: number;
}

export interface MyPriceCar {
  model: {
    id: number;
    name: string;
    price: number;
    seriesId: number;
    seriesName: string;
    launchMonth: string;
  };
  ownedModel: { id: number; name: string } | null;
  car: { city: string; month: string } | null;
  report: PriceReport | null;
  cities: string[];
  thisMonth: string;
}

/** The fields of a 晒价格 report, money in 元. */
export interface PriceReportInput {
  modelId: number;
  city: string;
  month: string;
  barePrice: number;
  purchaseTax: number;
  insurance: number;
  plateFee: number;
  extras: number;
}

const trimPrice = (t: RawTrimPrice): TrimPrice => ({
  modelId: t.model_id,
  modelName: t.model_name,
  guidePrice: t.guide_price,
  scope: t.scope,
  fallback: t.fallback,
  cityCount: t.city_count,
  count: t.count,
  excluded: t.excluded,
  median: t.median,
  low: t.low,
  high: t.high,
  discount: t.discount,
  landedMedian: t.landed_median,
  firstMonth: t.first_month,
  lastMonth: t.last_month,
});

const seriesPrices = (r: RawSeriesPrices): SeriesPrices => ({
  seriesId: r.series_id,
  city: r.city,
  trims: r.trims.map(trimPrice),
});

const report = (r: RawPriceReport): PriceReport => ({
  id: r.id,
  modelId: r.model_id,
  city: r.city,
  month: r.month,
  barePrice: r.bare_price,
  purchaseTax: r.purchase_tax,
  insurance: r.insurance,
  plateFee: r.plate_fee,
  extras: r.extras,
  createdAt: r.created_at,
});

const myPriceCar = (r: RawMyPriceCar): MyPriceCar => ({
  model: {
    id: r.model.id,
    name: r.model.name,
    price: r.model.price,
    seriesId: r.model.series_id,
    seriesName: r.model.series_name,
    launchMonth: r.model.launch_month,
  },
  ownedModel: r.owned_model,
  car: r.car,
  report: r.report && report(r.report),
  cities: r.cities,
  thisMonth: r.this_month,
});

// ---- endpoints ----

/** Whose 成交价: every launched trim of a series, or one trim as the series summary has it. */
export type PricesOf = { seriesId: number } | { modelId: number };

/** The 成交价 of a series' trims or of one trim for a city (its code; nationwide without one); undefined when it does not exist. */
export const getPrices = (
  of: PricesOf,
  cityCode: string | undefined,
  options?: CallOptions,
): Promise<SeriesPrices | undefined> =>
  getRecord(
    RawSeriesPrices,
    'v1/price/series',
    'seriesId' in of
      ? { series_id: of.seriesId, city: cityCode }
      : { model_id: of.modelId, city: cityCode },
    options,
    seriesPrices,
  );

/** The signed-in user's car of a trim and their report of it (晒价格); undefined when the trim does not exist. */
export const getMyPriceCar = (
  modelId: number,
  options?: CallOptions,
): Promise<MyPriceCar | undefined> =>
  getRecord(RawMyPriceCar, 'v1/price/mine', { model_id: modelId }, options, myPriceCar);

/** 晒价格: saves the owner's report of their trim (a second one replaces the first). */
export async function submitPriceReport(
  input: PriceReportInput,
): Promise<{ id: number; replaced: boolean }> {
  return api.post(RawPriceSaved, 'v1/price/report', {
    model_id: input.modelId,
    city: input.city,
    month: input.month,
    bare_price: input.barePrice,
    purchase_tax: input.purchaseTax,
    insurance: input.insurance,
    plate_fee: input.plateFee,
    extras: input.extras,
  });
}
