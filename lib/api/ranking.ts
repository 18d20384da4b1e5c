import {
  changeFromWire,
  rankChangeText,
  RANKINGS,
  type RankChange,
  type RankingKind,
} from '@/contract/ranking';
import { formatDate } from '@/contract/format/time';
import { api, toPage, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import { camelize, reshapePriceRange, reshapeSeriesName } from './schema';
import {
  RawTestRun,
  RawTestConditions,
  RawRanking,
  RawRankItem,
  RawPublished,
  RawRankBanner,
  RawOverview,
  RawGampTest,
} from '@/contract/api/ranking';

// 排行榜: twelve lists of one shape (banner, tabs, filters, published-day info, ranked rows, chart)
// and the test detail (gamp): the view types the screens use (the raw schemas are in
// contract/api/ranking.ts).

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
  /** The test's day in China time (2026年1月8日), read here for the rows' client code. */
  testedOn: string;
  basis: string;
  basisName: string;
  basisKm: number;
}

export interface RankItem {
  rank: number;
  change: RankChange | undefined;
  /** The change as the row shows it (↑2, ↓1, 新上榜, -): read here, so the row's client code does
   * not carry the rankings' tables. */
  changeText: string | undefined;
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
  testedOn: formatDate(t.tested_at, 'YYYY年M月D日'),
  basis: t.basis,
  basisName: t.basis_name,
  basisKm: t.basis_km,
});

export function reshapeRankItem(r: RawRankItem): RankItem {
  const change = r.change === undefined ? undefined : changeFromWire(r.change);
  return {
    rank: r.rank,
    change,
    changeText: change && rankChangeText(change),
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
  };
}

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
    { ...filters, tab, page },
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
