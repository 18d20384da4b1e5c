// The wire shapes of the car-lists calls, as the API sends them (snake_case): lib/api/car-lists.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { RawBrand, RawModel, RawSeries } from './car';
import { RawPublished } from './ranking';
import { rawList, unixSeconds } from './schema';

export const RawSeriesTheme = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  tag: z.string(),
});
export type RawSeriesTheme = z.infer<typeof RawSeriesTheme>;

export const RawRecommendList = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  kind: z.string(),
});
export type RawRecommendList = z.infer<typeof RawRecommendList>;

export const RawCarHome = z.object({
  brands: z.array(RawBrand),
  series: z.array(RawSeries),
  themes: z.array(RawSeriesTheme),
  recommend: z.array(RawRecommendList),
});
export type RawCarHome = z.infer<typeof RawCarHome>;

export const RawLaunch = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  launch_at: unixSeconds,
  series: RawSeries,
});
export type RawLaunch = z.infer<typeof RawLaunch>;

const RawRankedSeries = z.extend(RawSeries, { rank: z.number(), sales: z.number() });
export const RawCarRanking = z.extend(rawList(RawRankedSeries), {
  month: z.string(),
  published: RawPublished,
});
export type RawCarRanking = z.infer<typeof RawCarRanking>;

export const RawReasonedSeries = z.extend(RawSeries, { reason: z.string() });
export const RawThemeDetail = z.extend(RawSeriesTheme, { series: z.array(RawReasonedSeries) });
export type RawThemeDetail = z.infer<typeof RawThemeDetail>;
export const RawRecommendDetail = z.extend(RawRecommendList, {
  series: z.array(RawReasonedSeries),
  others: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type RawRecommendDetail = z.infer<typeof RawRecommendDetail>;

export const RawNewCar = z.extend(RawLaunch, { body: z.string(), models: z.array(RawModel) });
export type RawNewCar = z.infer<typeof RawNewCar>;

export const RawSeriesSearchResult = z.extend(RawSeries, { models: z.array(RawModel) });
export type RawSeriesSearchResult = z.infer<typeof RawSeriesSearchResult>;
