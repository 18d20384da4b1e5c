import { PER_PAGE } from '../constants';
import { changeFromWire, RANKINGS, type RankChange, type RankingKind } from '../ranking';
import { api, toPage, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import { getRecord } from './record';
import {
  camelize,
  optionalText,
  rawPriceRange,
  RawRef,
  rawList,
  rawSeriesName,
  reshapePriceRange,
  reshapeSeriesName,
  unixSeconds,
} from './schema';

// 排行榜: twelve lists of one shape (banner, tabs, filters, published-day info, ranked rows, chart)
// and the test detail (gamp). Raw wire schemas first, then the view types the screens use.

export const RawTestConditions = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  season: z.string(),
  location: z.string(),
  temp_c: z.number(),
  ac: z.string(),
  load: z.string(),
  speed: z.string(),
  soc_start: z.number(),
  soc_end: z.number(),
  wheel: z.string(),
  tested_at: unixSeconds,
  basis: z.string(),
  basis_name: z.string(),
  basis_km: z.number(),
});
export type RawTestConditions = z.infer<typeof RawTestConditions>;

const RawMetric = z.object({ label: z.string(), value: z.string() });

export const RawRankItem = z.object({
  rank: z.number(),
  /** Places moved since the last period (positive = up); null = 新上榜; absent for lists without periods. */
  change: z.optional(z.nullable(z.number())),
  title: z.string(),
  subtitle: z.string(),
  href: z.string(),
  cover: z.string(),
  series_id: z.nullable(z.number()),
  value: z.number(),
  value_text: z.string(),
  metrics: z.array(RawMetric),
  test: z.nullable(RawTestConditions),
  /** Remark rows: reviews per star count, 5 stars first. */
  dist: z.nullable(z.array(z.number())),
  badge: optionalText,
  group: optionalText,
});
export type RawRankItem = z.infer<typeof RawRankItem>;

export const RawRankFilter = z.object({
  key: z.string(),
  name: z.string(),
  value: z.string(),
  options: z.array(z.object({ value: z.string(), name: z.string() })),
});
export type RawRankFilter = z.infer<typeof RawRankFilter>;

export const RawRankChart = z.object({
  title: z.string(),
  unit: z.string(),
  value_name: z.string(),
  ref_name: optionalText,
  points: z.array(z.object({ label: z.string(), value: z.number(), ref: z.nullable(z.number()) })),
});
export type RawRankChart = z.infer<typeof RawRankChart>;

/**
 * When a list's figures were published and what they are: `origin` is the source in words
 * (上险量, 新出行实测…, `RANK_ORIGINS`), `period` the month or the test dates they cover, `method`
 * the 榜单说明 in plain Chinese and `example` one row of the list worked through.
 */
export const RawPublished = z.object({
  date: z.string(),
  note: z.string(),
  source: z.string(),
  origin: z.string(),
  period: z.string(),
  method: z.array(z.string()),
  example: z.string(),
});
export type RawPublished = z.infer<typeof RawPublished>;

export const RawRanking = z.object({
  type: z.string(),
  tab: z.number(),
  published: RawPublished,
  filters: z.array(RawRankFilter),
  chart: z.nullable(RawRankChart),
  items: rawList(RawRankItem),
});
export type RawRanking = z.infer<typeof RawRanking>;

export const RawRankBanner = z.object({
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
});
export type RawRankBanner = z.infer<typeof RawRankBanner>;

export const RawOverview = z.array(
  z.object({
    type: z.string(),
    name: z.string(),
    note: z.string(),
    published: RawPublished,
    top: z.array(RawRankItem),
  }),
);
export type RawOverview = z.infer<typeof RawOverview>;

export const RawTestResult = z.object({
  name: z.string(),
  group: z.string(),
  passes: z.number(),
  runs: z.number(),
  score: z.number(),
  note: z.string(),
});
/** A test's protocol, written and dated (published_at) before the test; who provided the car and paid. */
export const RawTestProtocol = z.object({
  published_at: unixSeconds,
  route: z.string(),
  speeds: z.string(),
  hvac: z.string(),
  soc_start: z.number(),
  soc_end: z.number(),
  ambient_c: z.number(),
  load: z.string(),
  tyres: z.string(),
  preconditioning: z.string(),
  door_openings: z.number(),
  car_source: z.string(),
  payer: z.string(),
  sponsor: z.nullable(z.string()),
  /** Whether the test has a run (time, distance, SOC...) to draw and download: range tests. */
  has_run: z.boolean(),
});
export type RawTestProtocol = z.infer<typeof RawTestProtocol>;

/** The maker's reply to a test, or null when it has not answered. */
export const RawMakerReply = z.nullable(
  z.object({ maker: z.string(), body: z.string(), replied_at: unixSeconds }),
);
export type RawMakerReply = z.infer<typeof RawMakerReply>;

/** A test's run: the column names, then one row of numbers per sample, in that order. */
export const RawTestRun = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.number())),
  /** Demo mode: the rows are drawn from the stored results, which the page says. */
  demo: z.boolean(),
});
export type RawTestRun = z.infer<typeof RawTestRun>;

export const RawGampTest = z.object({
  test: RawTestConditions,
  series: z.object({ ...rawSeriesName.shape, cover: z.string(), ...rawPriceRange }),
  model: RawRef,
  score: z.number(),
  summary: z.string(),
  figures: z.array(RawMetric),
  results: z.array(RawTestResult),
  images: z.array(z.string()),
  rank_type: z.string(),
  protocol: RawTestProtocol,
  reply: RawMakerReply,
});
export type RawGampTest = z.infer<typeof RawGampTest>;

// ---- view types ----

export interface TestConditions {
  id: number;
  kind: string;
  title: string;
  season: string;
  location: string;
  tempC: number;
  ac: string;
  load: string;
  speed: string;
  socStart: number;
  socEnd: number;
  wheel: string;
  testedAt: number;
  basis: string;
  basisName: string;
  basisKm: number;
}

export interface RankItem {
  rank: number;
  change: RankChange | undefined;
  title: string;
  subtitle: string;
  href: string;
  cover: string;
  seriesId: number | null;
  value: number;
  valueText: string;
  metrics: { label: string; value: string }[];
  test: TestConditions | null;
  dist: number[] | null;
  badge: string;
  group: string;
}

export interface RankFilter {
  key: string;
  name: string;
  value: string;
  options: { value: string; name: string }[];
}

export interface RankChart {
  title: string;
  unit: string;
  valueName: string;
  refName: string;
  points: { label: string; value: number; ref: number | null }[];
}

export interface Ranking {
  type: RankingKind;
  tab: number;
  published: RawPublished;
  filters: RankFilter[];
  chart: RankChart | null;
  items: Page<RankItem>;
}

export const reshapeTest = (t: RawTestConditions): TestConditions => ({
  id: t.id,
  kind: t.kind,
  title: t.title,
  season: t.season,
  location: t.location,
  tempC: t.temp_c,
  ac: t.ac,
  load: t.load,
  speed: t.speed,
  socStart: t.soc_start,
  socEnd: t.soc_end,
  wheel: t.wheel,
  testedAt: t.tested_at,
  basis: t.basis,
  basisName: t.basis_name,
  basisKm: t.basis_km,
});

export const reshapeRankItem = (r: RawRankItem): RankItem => ({
  rank: r.rank,
  change: r.change === undefined ? undefined : changeFromWire(r.change),
  title: r.title,
  subtitle: r.subtitle,
  href: r.href,
  cover: r.cover,
  seriesId: r.series_id,
  value: r.value,
  valueText: r.value_text,
  metrics: r.metrics,
  test: r.test && reshapeTest(r.test),
  dist: r.dist,
  badge: r.badge,
  group: r.group,
});

/** The search params a list passes on to the API (tab and page are added by the caller). */
export type RankingFilters = Partial<Record<string, string>>;

export async function getRanking(
  kind: RankingKind,
  tab: number,
  filters: RankingFilters,
  page = 1,
  options?: CallOptions,
): Promise<Ranking> {
  const raw = await api.get(
    RawRanking,
    RANKINGS[kind].endpoint,
    { ...filters, tab, page, 'per-page': PER_PAGE },
    options,
  );
  return {
    type: kind,
    tab: raw.tab,
    published: raw.published,
    filters: raw.filters,
    chart: raw.chart && {
      title: raw.chart.title,
      unit: raw.chart.unit,
      valueName: raw.chart.value_name,
      refName: raw.chart.ref_name,
      points: raw.chart.points,
    },
    items: toPage(raw.items, reshapeRankItem),
  };
}

export type RankBanner = RawRankBanner;
export const getRankBanner = (
  kind: RankingKind,
  tab: number,
  options?: CallOptions,
): Promise<RankBanner> =>
  api.get(RawRankBanner, 'v1/ranking/banner', { rankType: kind, rankId: tab }, options);

/** When the figures of a list (under this tab and these filters) were published, with what they count. */
export const getPublishedDay = (
  kind: RankingKind,
  tab: number,
  filters: RankingFilters,
  options?: CallOptions,
): Promise<RawPublished> =>
  api.get(
    RawPublished,
    'v1/ranking/published-day-info',
    { ...filters, rankType: kind, rankId: tab },
    options,
  );

export async function getRankingOverview(options?: CallOptions) {
  const raw = await api.get(RawOverview, 'v1/ranking/overview', undefined, options);
  return raw.map((o) => ({
    type: o.type as RankingKind,
    name: o.name,
    note: o.note,
    published: o.published,
    top: o.top.map(reshapeRankItem),
  }));
}
export type RankOverview = Awaited<ReturnType<typeof getRankingOverview>>;

export async function getGampTest(id: number, options?: CallOptions) {
  const raw = await api.get(RawGampTest, `v1/ranking/gamp/${id}`, undefined, options);
  return {
    test: reshapeTest(raw.test),
    series: {
      ...reshapeSeriesName(raw.series),
      cover: raw.series.cover,
      ...reshapePriceRange(raw.series),
    },
    model: raw.model,
    score: raw.score,
    summary: raw.summary,
    figures: raw.figures,
    results: raw.results,
    images: raw.images,
    rankType: raw.rank_type as RankingKind,
    protocol: camelize(raw.protocol),
    reply: raw.reply && camelize(raw.reply),
  };
}

/** A range test's run (time, distance, SOC, speed, ambient, HVAC power), or undefined when it has none. */
export const getTestRun = (id: number, options?: CallOptions): Promise<TestRun | undefined> =>
  getRecord(RawTestRun, `v1/ranking/gamp/${id}/run`, undefined, options, (raw) => raw);
export type TestRun = RawTestRun;
export type GampTest = Awaited<ReturnType<typeof getGampTest>>;
