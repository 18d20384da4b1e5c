import { api, orUndefined, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import * as z from 'zod/mini';
import { reshapePriceRange, reshapeRangeSpan, type PriceRange, type RangeSpan } from './schema';
import { reshapeFeedItem, type FeedItem } from './types';
import { RawFeedItem } from '@/contract/api/types';
import type { SaleStatus } from '@/contract/api/sale-status';
import {
  RawParamTable,
  RawModel,
  RawModelDetail,
  RawModelParam,
  RawSeries,
  RawSeriesSales,
  RawMonthlySales,
  RawSeriesImages,
  RawSeriesDetail,
  RawBrandDetail,
  RawBrand,
} from '@/contract/api/car';
import { getPage } from './page';

// The car library: brands, series, models, parameters, gallery, sales: the camelCase view types
// the screens use, the reshaping and the endpoints (the raw schemas are in contract/api/car.ts). Lists built on these (calendar, rankings, themes,
// new cars, car search) are in car-lists.ts.

// The sale-status labels live in ./car-labels (no zod): client cards import them from there.
export { SALE_STATUS_NAME, SALE_STATUS_TABS } from './car-labels';
export { SALE_STATUS, type SaleStatus } from '@/contract/api/sale-status';

// ---- view types ----

export interface Brand {
  id: number;
  name: string;
  letter: string;
  country: string;
  logo: string;
  hotRank: number;
  seriesCount: number;
}

export interface SeriesSummary extends PriceRange, RangeSpan {
  id: number;
  name: string;
  brandId: number;
  brandName: string;
  brandLogo: string;
  cover: string;
  level: string;
  body: string;
  size: string;
  energy: string;
  saleStatus: SaleStatus;
  launchAt: number;
  hotRank: number;
  score: number;
}

export type MonthlySales = z.infer<typeof RawMonthlySales>;

export interface SeriesDetail extends SeriesSummary {
  description: string;
  /** Models per sale status (keys '1'..'3'). */
  modelCounts: Record<string, number>;
  images: string[];
  imageTotal: number;
  lastSales: MonthlySales | null;
  launchId: number | null;
}

export interface CarModel {
  id: number;
  seriesId: number;
  name: string;
  year: number;
  powerGroup: string;
  drive: string;
  batteryKwh: number;
  rangeKm: number;
  price: number;
  saleStatus: SaleStatus;
  powerKw: number;
  accel: number;
  launchAt: number;
}

export type ModelParam = z.infer<typeof RawModelParam>;

export interface ModelDetail extends CarModel {
  series: SeriesSummary;
  params: ModelParam[];
  siblings: CarModel[];
}

export interface ParamModel extends CarModel {
  seriesName: string;
  brandId: number;
  brandName: string;
  cover: string;
}

export type ParamRow = RawParamTable['params'][number];

export interface ParamTableData {
  models: ParamModel[];
  params: ParamRow[];
}

export type SeriesImage = RawSeriesImages['list'][number];

export interface SeriesImages {
  series: SeriesSummary;
  categories: RawSeriesImages['categories'];
  list: SeriesImage[];
}

// ---- reshaping ----

export const reshapeBrand = (b: RawBrand): Brand => ({
  id: b.id,
  name: b.name,
  letter: b.letter,
  country: b.country,
  logo: b.logo,
  hotRank: b.hot_rank,
  seriesCount: b.series_count,
});

export const reshapeSeries = (s: RawSeries): SeriesSummary => ({
  id: s.id,
  name: s.name,
  brandId: s.bid,
  brandName: s.brand_name,
  brandLogo: s.brand_logo,
  cover: s.cover,
  level: s.level,
  body: s.body,
  size: s.size,
  energy: s.energy,
  ...reshapePriceRange(s),
  ...reshapeRangeSpan(s),
  saleStatus: s.sale_status,
  launchAt: s.launch_at,
  hotRank: s.hot_rank,
  score: s.score,
});

export const reshapeModel = (m: RawModel): CarModel => ({
  id: m.id,
  seriesId: m.series_id,
  name: m.name,
  year: m.year,
  powerGroup: m.power_group,
  drive: m.drive,
  batteryKwh: m.battery_kwh,
  rangeKm: m.range_km,
  price: m.price,
  saleStatus: m.sale_status,
  powerKw: m.power_kw,
  accel: m.accel,
  launchAt: m.launch_at,
});

function paramTable(raw: RawParamTable): ParamTableData {
  return {
    models: raw.models.map((m) => ({
      ...reshapeModel(m),
      seriesName: m.series_name,
      brandId: m.brand_id,
      brandName: m.brand_name,
      cover: m.cover,
    })),
    params: raw.params,
  };
}

// ---- endpoints ----

export async function getBrandList(options?: CallOptions): Promise<Brand[]> {
  return (await api.get(z.array(RawBrand), 'v1/car/brand-list', undefined, options)).map(
    reshapeBrand,
  );
}

export const getBrand = (
  id: number,
  options?: CallOptions,
): Promise<{ brand: Brand & { description: string }; series: SeriesSummary[] } | undefined> =>
  getRecord(RawBrandDetail, `v1/brand/${id}`, undefined, options, (raw) => ({
    brand: { ...reshapeBrand(raw.brand), description: raw.brand.description },
    series: raw.series.map(reshapeSeries),
  }));

export async function getSeries(
  id: number,
  options?: CallOptions,
): Promise<SeriesDetail | undefined> {
  const raw = await orUndefined(api.get(RawSeriesDetail, `v1/series/${id}`, undefined, options));
  return (
    raw && {
      ...reshapeSeries(raw),
      description: raw.description,
      modelCounts: raw.model_counts,
      images: raw.images,
      imageTotal: raw.image_total,
      lastSales: raw.last_sales,
      launchId: raw.launch_id,
    }
  );
}

export async function getSeriesModels(
  id: number,
  options?: CallOptions,
): Promise<CarModel[] | undefined> {
  const raw = await orUndefined(
    api.get(z.array(RawModel), `v1/series/${id}/models`, undefined, options),
  );
  return raw?.map(reshapeModel);
}

export const getSeriesImages = (
  id: number,
  options?: CallOptions,
): Promise<SeriesImages | undefined> =>
  getRecord(RawSeriesImages, `v1/series/${id}/images`, undefined, options, (raw) => ({
    series: reshapeSeries(raw.series),
    categories: raw.categories,
    list: raw.list,
  }));

export const getSeriesSales = (
  id: number,
  options?: CallOptions,
): Promise<{ series: SeriesSummary; list: MonthlySales[] } | undefined> =>
  getRecord(RawSeriesSales, `v1/series/${id}/sales`, undefined, options, (raw) => ({
    series: reshapeSeries(raw.series),
    list: raw.list,
  }));

export async function getSeriesRelated(
  id: number,
  page = 1,
  options?: CallOptions,
): Promise<Page<FeedItem>> {
  return getPage(RawFeedItem, `v1/series/${id}/related`, { page }, options, reshapeFeedItem);
}

export const getModel = (id: number, options?: CallOptions): Promise<ModelDetail | undefined> =>
  getRecord(RawModelDetail, `v1/model/${id}`, undefined, options, (raw) => ({
    ...reshapeModel(raw),
    series: reshapeSeries(raw.series),
    params: raw.params,
    siblings: raw.siblings.map(reshapeModel),
  }));

/** Parameters of every model of a series (type 1 of /car/parameter). */
export const getSeriesParameters = (
  seriesId: number,
  options?: CallOptions,
): Promise<ParamTableData | undefined> =>
  getRecord(RawParamTable, 'v1/car-v4/parameter', { series_id: seriesId }, options, paramTable);

/** Parameters of the given models, in the given order (type 2 and the comparison). */
export const getModelParameters = (
  modelIds: number[],
  options?: CallOptions,
): Promise<ParamTableData | undefined> =>
  getRecord(
    RawParamTable,
    'v1/car-v4/parameter',
    { model_ids: modelIds.join(',') },
    options,
    paramTable,
  );
