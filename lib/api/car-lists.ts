import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import * as z from 'zod/mini';
import {
  reshapeBrand,
  reshapeModel,
  reshapeSeries,
  type Brand,
  type CarModel,
  type SeriesSummary,
} from './car';
import { RawPublished } from '@/contract/api/ranking';
import { rawList } from '@/contract/api/schema';
import {
  RawSeriesSearchResult,
  RawNewCar,
  RawLaunch,
  RawRecommendDetail,
  RawReasonedSeries,
  RawRecommendList,
  RawThemeDetail,
  RawSeriesTheme,
  RawCarRanking,
  RawCarHome,
} from '@/contract/api/car-lists';

// Lists built on the car library (car.ts): the library's home, the launch calendar and new-car
// pages, rankings, themes (专题), recommended lists and the car search: view types and endpoints
// (the raw schemas are in contract/api/car-lists.ts).

// ---- view types ----

export type SeriesTheme = RawSeriesTheme;
export type RecommendList = RawRecommendList;

export interface CarHome {
  brands: Brand[];
  series: SeriesSummary[];
  themes: SeriesTheme[];
  recommend: RecommendList[];
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

export interface ReasonedSeries extends SeriesSummary {
  reason: string;
}

export interface NewCar extends Launch {
  body: string;
  models: CarModel[];
}

export interface SeriesSearchResult extends SeriesSummary {
  models: CarModel[];
}

const launch = (l: RawLaunch): Launch => ({
  id: l.id,
  kind: l.kind,
  title: l.title,
  summary: l.summary,
  cover: l.cover,
  launchAt: l.launch_at,
  series: reshapeSeries(l.series),
});
const reasoned = (s: z.infer<typeof RawReasonedSeries>): ReasonedSeries => ({
  ...reshapeSeries(s),
  reason: s.reason,
});

// ---- endpoints ----

export async function getCarHome(options?: CallOptions): Promise<CarHome> {
  const raw = await api.get(RawCarHome, 'v1/car/hot', undefined, options);
  return {
    brands: raw.brands.map(reshapeBrand),
    series: raw.series.map(reshapeSeries),
    themes: raw.themes,
    recommend: raw.recommend,
  };
}

export async function getCalendar(
  start: string,
  end: string,
  options?: CallOptions,
): Promise<Launch[]> {
  return (await api.get(z.array(RawLaunch), 'v1/car/calendar', { start, end }, options)).map(
    launch,
  );
}

export async function getRanking(
  type: RankingType,
  page = 1,
  options?: CallOptions,
): Promise<Page<RankedSeries> & { month: string; published: RawPublished }> {
  const raw = await api.get(
    RawCarRanking,
    'v1/car/ranking',
    { type, page, 'per-page': 20 },
    options,
  );
  return {
    ...toPage(raw, (s) => ({ ...reshapeSeries(s), rank: s.rank, sales: s.sales })),
    month: raw.month,
    published: raw.published,
  };
}

export const getSeriesTheme = (
  id: number,
  options?: CallOptions,
): Promise<(SeriesTheme & { series: ReasonedSeries[] }) | undefined> =>
  getRecord(RawThemeDetail, `v1/car/series-theme/${id}`, undefined, options, (raw) => ({
    ...raw,
    series: raw.series.map(reasoned),
  }));

export const getRecommendedSeries = (
  id: number,
  options?: CallOptions,
): Promise<
  | (RecommendList & { series: ReasonedSeries[]; others: { id: number; title: string }[] })
  | undefined
> =>
  getRecord(RawRecommendDetail, `v1/car/recommended-series/${id}`, undefined, options, (raw) => ({
    ...raw,
    series: raw.series.map(reasoned),
  }));

export const getNewCar = (id: number, options?: CallOptions): Promise<NewCar | undefined> =>
  getRecord(RawNewCar, `v1/car/new-car/${id}`, undefined, options, (raw) => ({
    ...launch(raw),
    body: raw.body,
    models: raw.models.map(reshapeModel),
  }));

/** The spec's car search: a keyword finds series (by series, brand or model name). */
export async function searchCars(
  keyword: string,
  page = 1,
  options?: CallOptions,
): Promise<Page<SeriesSearchResult>> {
  const raw = await api.post(
    rawList(RawSeriesSearchResult),
    `v1/car/search?per-page=${PER_PAGE}&page=${page}`,
    { keyword },
    options,
  );
  return toPage(raw, (s) => ({ ...reshapeSeries(s), models: s.models.map(reshapeModel) }));
}
