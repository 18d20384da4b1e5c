// The wire shapes of the ranking calls, as the API sends them (snake_case): lib/api/ranking.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { optionalText, rawPriceRange, RawRef, rawList, rawSeriesName, unixSeconds } from './schema';

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

const RawTestResult = z.object({
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
