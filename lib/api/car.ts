import { PER_PAGE } from '../constants';
import { checkBrandDetail, checkBrandList, checkCarHome, checkModelDetail, checkModels, checkSeriesDetail } from './checks';
import { api, http, orUndefined, toPage, type CallOptions, type Page, type RawList } from './http';
import { rawList } from './schema';
import { RawFeedItem, reshapeFeedItem, type FeedItem } from './types';

// The car library: brands, series, models, parameters, gallery, sales, launches, rankings.
// Raw API rows (snake_case) are reshaped here, once, into the view types components use.

/** 1 在售, 2 停售, 3 未上市 */
export type SaleStatus = 1 | 2 | 3;
export const SALE_STATUS_TABS: { status: SaleStatus; name: string }[] = [
  { status: 1, name: '在售' },
  { status: 2, name: '停售' },
  { status: 3, name: '未上市' },
];

export interface Brand {
  id: number;
  name: string;
  letter: string;
  country: string;
  logo: string;
  hotRank: number;
  seriesCount: number;
}

export interface SeriesSummary {
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
  minPrice: number;
  maxPrice: number;
  minRange: number;
  maxRange: number;
  saleStatus: SaleStatus;
  launchAt: number;
  hotRank: number;
  score: number;
}

export interface SeriesDetail extends SeriesSummary {
  description: string;
  modelCounts: Partial<Record<SaleStatus, number>>;
  images: string[];
  imageTotal: number;
  lastSales: { month: string; sales: number } | null;
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

export interface ModelParam {
  group: string;
  name: string;
  value: string;
}

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

export interface ParamRow {
  group: string;
  name: string;
  values: string[];
}

export interface ParamTableData {
  models: ParamModel[];
  params: ParamRow[];
}

export interface SeriesImage {
  id: number;
  category: string;
  url: string;
}

export interface SeriesImages {
  series: SeriesSummary;
  categories: { name: string; count: number }[];
  list: SeriesImage[];
}

export interface MonthlySales {
  month: string;
  sales: number;
}

export interface Launch {
  id: number;
  kind: string;
  title: string;
  summary: string;
  cover: string;
  launchAt: number;
  series: SeriesSummary;
}

export interface RankedSeries extends SeriesSummary {
  rank: number;
  sales: number;
}

export type RankingType = 'sales' | 'range' | 'price';

export interface SeriesTheme {
  id: number;
  title: string;
  summary: string;
  cover: string;
  tag: string;
}

export interface ReasonedSeries extends SeriesSummary {
  reason: string;
}

export interface RecommendList {
  id: number;
  title: string;
  summary: string;
  kind: string;
}

export interface CarHome {
  brands: Brand[];
  series: SeriesSummary[];
  themes: SeriesTheme[];
  recommend: RecommendList[];
}

export interface NewCar {
  id: number;
  kind: string;
  title: string;
  summary: string;
  body: string;
  cover: string;
  launchAt: number;
  series: SeriesSummary;
  models: CarModel[];
}

export interface SeriesSearchResult extends SeriesSummary {
  models: CarModel[];
}

// --- raw shapes ---------------------------------------------------------------------------

interface RawBrand {
  id: number;
  name: string;
  letter: string;
  country: string;
  logo: string;
  hot_rank: number;
  series_count: number;
}

interface RawSeries {
  id: number;
  name: string;
  bid: number;
  brand_name: string;
  brand_logo: string;
  cover: string;
  level: string;
  body: string;
  size: string;
  energy: string;
  min_price: number;
  max_price: number;
  min_range: number;
  max_range: number;
  sale_status: SaleStatus;
  launch_at: number;
  hot_rank: number;
  score: number;
}

interface RawModel {
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
}

const brand = (b: RawBrand): Brand => ({
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
  minPrice: s.min_price,
  maxPrice: s.max_price,
  minRange: s.min_range,
  maxRange: s.max_range,
  saleStatus: s.sale_status,
  launchAt: s.launch_at,
  hotRank: s.hot_rank,
  score: s.score,
});

const model = (m: RawModel): CarModel => ({
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

// --- endpoints ----------------------------------------------------------------------------

export async function getBrandList(options?: CallOptions): Promise<Brand[]> {
  return (await api.get(checkBrandList<RawBrand[]>(), 'v1/car/brand-list', undefined, options)).map(brand);
}

export async function getCarHome(options?: CallOptions): Promise<CarHome> {
  const raw = await api.get(checkCarHome<{ brands: RawBrand[]; series: RawSeries[]; themes: SeriesTheme[]; recommend: RecommendList[] }>(), 'v1/car/hot', undefined, options);
  return { brands: raw.brands.map(brand), series: raw.series.map(reshapeSeries), themes: raw.themes, recommend: raw.recommend };
}

export async function getBrand(id: number, options?: CallOptions): Promise<{ brand: Brand & { description: string }; series: SeriesSummary[] } | undefined> {
  const raw = await orUndefined(api.get(checkBrandDetail<{ brand: RawBrand & { description: string }; series: RawSeries[] }>(), `v1/brand/${id}`, undefined, options));
  return raw && { brand: { ...brand(raw.brand), description: raw.brand.description }, series: raw.series.map(reshapeSeries) };
}

export async function getSeries(id: number, options?: CallOptions): Promise<SeriesDetail | undefined> {
  const raw = await orUndefined(
    api.get(
      checkSeriesDetail<RawSeries & { description: string; model_counts: Partial<Record<SaleStatus, number>>; images: string[]; image_total: number; last_sales: MonthlySales | null; launch_id: number | null }>(),
      `v1/series/${id}`,
      undefined,
      options,
    ),
  );
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

export async function getSeriesModels(id: number, options?: CallOptions): Promise<CarModel[] | undefined> {
  const raw = await orUndefined(api.get(checkModels<RawModel[]>(), `v1/series/${id}/models`, undefined, options));
  return raw?.map(model);
}

export async function getSeriesImages(id: number, options?: CallOptions): Promise<SeriesImages | undefined> {
  const raw = await orUndefined(http.get<{ series: RawSeries; categories: SeriesImages['categories']; list: SeriesImage[] }>(`v1/series/${id}/images`, undefined, options));
  return raw && { series: reshapeSeries(raw.series), categories: raw.categories, list: raw.list };
}

export async function getSeriesSales(id: number, options?: CallOptions): Promise<{ series: SeriesSummary; list: MonthlySales[] } | undefined> {
  const raw = await orUndefined(http.get<{ series: RawSeries; list: MonthlySales[] }>(`v1/series/${id}/sales`, undefined, options));
  return raw && { series: reshapeSeries(raw.series), list: raw.list };
}

export async function getSeriesRelated(id: number, page = 1, options?: CallOptions): Promise<Page<FeedItem>> {
  return toPage(await api.get(rawList(RawFeedItem), `v1/series/${id}/related`, { page, 'per-page': PER_PAGE }, options), reshapeFeedItem);
}

export async function getModel(id: number, options?: CallOptions): Promise<ModelDetail | undefined> {
  const raw = await orUndefined(api.get(checkModelDetail<RawModel & { series: RawSeries; params: ModelParam[]; siblings: RawModel[] }>(), `v1/model/${id}`, undefined, options));
  return raw && { ...model(raw), series: reshapeSeries(raw.series), params: raw.params, siblings: raw.siblings.map(model) };
}

type RawParamTable = { models: (RawModel & { series_name: string; brand_id: number; brand_name: string; cover: string })[]; params: ParamRow[] };

function paramTable(raw: RawParamTable): ParamTableData {
  return {
    models: raw.models.map((m) => ({ ...model(m), seriesName: m.series_name, brandId: m.brand_id, brandName: m.brand_name, cover: m.cover })),
    params: raw.params,
  };
}

/** Parameters of every model of a series (type 1 of /car/parameter). */
export async function getSeriesParameters(seriesId: number, options?: CallOptions): Promise<ParamTableData | undefined> {
  const raw = await orUndefined(http.get<RawParamTable>('v1/car-v4/parameter', { series_id: seriesId }, options));
  return raw && paramTable(raw);
}

/** Parameters of the given models, in the given order (type 2 and the comparison). */
export async function getModelParameters(modelIds: number[], options?: CallOptions): Promise<ParamTableData | undefined> {
  const raw = await orUndefined(http.get<RawParamTable>('v1/car-v4/parameter', { model_ids: modelIds.join(',') }, options));
  return raw && paramTable(raw);
}

export async function getCalendar(start: string, end: string, options?: CallOptions): Promise<Launch[]> {
  const raw = await http.get<{ id: number; kind: string; title: string; summary: string; cover: string; launch_at: number; series: RawSeries }[]>('v1/car/calendar', { start, end }, options);
  return raw.map((l) => ({ id: l.id, kind: l.kind, title: l.title, summary: l.summary, cover: l.cover, launchAt: l.launch_at, series: reshapeSeries(l.series) }));
}

export async function getRanking(type: RankingType, page = 1, options?: CallOptions): Promise<Page<RankedSeries> & { month: string }> {
  const raw = await http.get<RawList<RawSeries & { rank: number; sales: number }> & { month: string }>('v1/car/ranking', { type, page, 'per-page': 20 }, options);
  return { ...toPage(raw, (s) => ({ ...reshapeSeries(s), rank: s.rank, sales: s.sales })), month: raw.month };
}

export async function getSeriesTheme(id: number, options?: CallOptions): Promise<(SeriesTheme & { series: ReasonedSeries[] }) | undefined> {
  const raw = await orUndefined(http.get<SeriesTheme & { series: (RawSeries & { reason: string })[] }>(`v1/car/series-theme/${id}`, undefined, options));
  return raw && { ...raw, series: raw.series.map((s) => ({ ...reshapeSeries(s), reason: s.reason })) };
}

export async function getRecommendedSeries(id: number, options?: CallOptions): Promise<(RecommendList & { series: ReasonedSeries[]; others: { id: number; title: string }[] }) | undefined> {
  const raw = await orUndefined(http.get<RecommendList & { series: (RawSeries & { reason: string })[]; others: { id: number; title: string }[] }>(`v1/car/recommended-series/${id}`, undefined, options));
  return raw && { ...raw, series: raw.series.map((s) => ({ ...reshapeSeries(s), reason: s.reason })) };
}

export async function getNewCar(id: number, options?: CallOptions): Promise<NewCar | undefined> {
  const raw = await orUndefined(http.get<Omit<NewCar, 'series' | 'models' | 'launchAt'> & { launch_at: number; series: RawSeries; models: RawModel[] }>(`v1/car/new-car/${id}`, undefined, options));
  return raw && { id: raw.id, kind: raw.kind, title: raw.title, summary: raw.summary, body: raw.body, cover: raw.cover, launchAt: raw.launch_at, series: reshapeSeries(raw.series), models: raw.models.map(model) };
}

/** The spec's car search: a keyword finds series (by series, brand or model name). */
export async function searchCars(keyword: string, page = 1, options?: CallOptions): Promise<Page<SeriesSearchResult>> {
  const raw = await http.post<RawList<RawSeries & { models: RawModel[] }>>(`v1/car/search?per-page=${PER_PAGE}&page=${page}`, { keyword }, options);
  return toPage(raw, (s) => ({ ...reshapeSeries(s), models: s.models.map(model) }));
}
