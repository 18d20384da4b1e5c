// The rankings' rules, pure so the pages, the local API and the unit tests read the same ones:
// which lists exist with which tabs and filters, how a rank change reads, and which basis a
// range test's 达成率 uses.

import { RANKING_TYPES } from './ranking-types';

/**
 * The ten lists content codes 73 to 82 name, then the two the spec lists among the ranking calls
 * only (battery makers, charging stations): no content code links to them, the hub and its nav do.
 */
const EXTRA_RANKINGS = ['battery', 'station'] as const;
export type RankingKind = (typeof RANKING_TYPES)[number] | (typeof EXTRA_RANKINGS)[number];
export const RANKING_KINDS: readonly RankingKind[] = [...RANKING_TYPES, ...EXTRA_RANKINGS];

export interface RankingMeta {
  name: string;
  /** Tab names in order; `?tab=n` (n > 1) opens the n-th. */
  tabs: readonly string[];
  /** The search params this list accepts, in the order the page shows them. */
  filters: readonly FilterKey[];
  /** The platform endpoint that answers this list. */
  endpoint: string;
  /** What a row is, for the empty state (暂无上榜车型); cars unless said. */
  rows?: string;
}

export type FilterKey =
  | 'month'
  | 'energy'
  | 'level'
  | 'price'
  | 'brand'
  | 'city'
  | 'basis'
  | 'sort'
  | 'group'
  | 'window'
  | 'chem'
  | 'power';

export const RANKINGS: Record<RankingKind, RankingMeta> = {
  sales: {
    name: '销量榜',
    tabs: ['车系', '品牌'],
    filters: ['month', 'city', 'energy', 'level', 'price', 'brand'],
    endpoint: 'v3/ranking/sales',
  },
  hot: {
    name: '热度榜',
    tabs: ['近7日', '近30日'],
    filters: ['energy', 'level', 'price'],
    endpoint: 'v1/ranking/heat',
  },
  community: {
    name: '社区榜',
    tabs: ['车系社群', '车友群'],
    filters: ['energy'],
    endpoint: 'v1/ranking/community',
  },
  endurace: {
    name: '续航榜',
    tabs: ['冬测', '夏测'],
    filters: ['basis', 'sort', 'group'],
    endpoint: 'v3/ranking/endurance',
  },
  smart: {
    name: '智能座舱榜',
    tabs: ['综合', '语音交互', '流畅度'],
    filters: ['energy', 'price'],
    endpoint: 'v3/ranking/smart',
  },
  assist: {
    name: '辅助驾驶榜',
    tabs: ['综合', '高速领航', '城市领航', '自动泊车'],
    filters: ['energy', 'price'],
    endpoint: 'v3/ranking/assist',
  },
  compute: {
    name: '算力榜',
    tabs: ['车系', '芯片'],
    filters: ['energy', 'price'],
    endpoint: 'v3/ranking/compute-power',
  },
  vote: {
    name: '投票榜',
    tabs: ['参与最多', '最新发起'],
    filters: [],
    endpoint: 'v1/ranking/votes',
  },
  charge: {
    name: '充电榜',
    tabs: ['充电速度', '峰值功率'],
    filters: ['window', 'energy'],
    endpoint: 'v3/ranking/charge',
  },
  remark: {
    name: '口碑榜',
    tabs: ['综合口碑', '续航', '智能化', '性价比'],
    filters: ['energy', 'level', 'price'],
    endpoint: 'v1/ranking/remarks',
  },
  battery: {
    name: '动力电池榜',
    tabs: ['当月装车量', '年内累计'],
    filters: ['month', 'chem'],
    endpoint: 'v3/ranking/battery',
    rows: '电池企业',
  },
  station: {
    name: '充电站榜',
    tabs: ['充电站数', '充电桩数'],
    filters: ['month', 'city', 'power'],
    endpoint: 'v3/ranking/charge-station',
    rows: '充电运营商',
  },
};

export function isRankingKind(value: string | undefined): value is RankingKind {
  return value !== undefined && (RANKING_KINDS as readonly string[]).includes(value);
}

/** Fixed filter values (month, level, brand and city are checked against the data). */
export const ENERGY_VALUES = ['纯电', '插混', '增程'] as const;
export const BODY_VALUES = ['轿车', 'SUV', 'MPV'] as const;
/** Price bands in 万元: [key, label, min, max). */
export const PRICE_BANDS: readonly (readonly [string, string, number, number])[] = [
  ['0-10', '10万以下', 0, 10],
  ['10-15', '10-15万', 10, 15],
  ['15-20', '15-20万', 15, 20],
  ['20-30', '20-30万', 20, 30],
  ['30-50', '30-50万', 30, 50],
  ['50+', '50万以上', 50, Infinity],
];
export const SORT_VALUES = [
  ['km', '按实测里程'],
  ['rate', '按达成率'],
] as const;
export const GROUP_VALUES = [
  ['price', '按价格分组'],
  ['level', '按级别分组'],
] as const;

/** The price band a series falls in, by its entry price. */
export function priceBandOf(minPrice: number): string {
  return (PRICE_BANDS.find(([, , lo, hi]) => minPrice >= lo && minPrice < hi) ??
    PRICE_BANDS[0]!)[1];
}

// ---- Rank change: against the previous period's list under the same filters ----

export type RankChange = { kind: 'new' } | { kind: 'same' } | { kind: 'up' | 'down'; n: number };

/** How a row moved: ↑n / ↓n places, 新上榜 when it was not ranked before. Never a percentage. */
export function rankChange(rank: number, previousRank: number | null | undefined): RankChange {
  if (
    previousRank === null ||
    previousRank === undefined ||
    !Number.isFinite(previousRank) ||
    previousRank <= 0
  )
    return { kind: 'new' };
  const d = previousRank - rank;
  if (d === 0) return { kind: 'same' };
  return d > 0 ? { kind: 'up', n: d } : { kind: 'down', n: -d };
}

export function rankChangeText(change: RankChange): string {
  switch (change.kind) {
    case 'new':
      return '新上榜';
    case 'same':
      return '-';
    case 'up':
      return `↑${change.n}`;
    case 'down':
      return `↓${change.n}`;
  }
}

/** The wire form of a change: places moved (positive = up), null = 新上榜. */
export function changeFromWire(change: number | null): RankChange {
  if (change === null) return { kind: 'new' };
  if (change === 0) return { kind: 'same' };
  return change > 0 ? { kind: 'up', n: change } : { kind: 'down', n: -change };
}

export function changeToWire(change: RankChange): number | null {
  return change.kind === 'new'
    ? null
    : change.kind === 'same'
      ? 0
      : change.kind === 'up'
        ? change.n
        : -change.n;
}

// ---- 达成率 (range achievement rate) ----

/**
 * A range result is measured against one basis: the CLTC rated range, or the range the car
 * displayed at the start. Results of different bases are never ranked together.
 */
export const RANGE_BASES = [
  ['cltc', 'CLTC标称续航'],
  ['display', '表显续航'],
] as const;
export type RangeBasis = (typeof RANGE_BASES)[number][0];

export function basisName(basis: RangeBasis): string {
  return RANGE_BASES.find(([k]) => k === basis)?.[1] ?? '';
}

/** 达成率 in percent with one decimal, or null when the basis figure is missing. */
export function achievementRate(measuredKm: number, basisKm: number): number | null {
  if (!Number.isFinite(measuredKm) || !Number.isFinite(basisKm) || basisKm <= 0 || measuredKm < 0)
    return null;
  return Math.round((measuredKm / basisKm) * 1000) / 10;
}

/** Every result of one list must share a basis; a mixed list is a bug, not a ranking. */
export function assertOneBasis(results: readonly { basis: string }[]): void {
  const bases = new Set(results.map((r) => r.basis));
  if (bases.size > 1) throw new Error(`达成率口径混用: ${[...bases].join(', ')}`);
}

export const CHARGE_WINDOWS = [
  ['10-80', '10%-80%'],
  ['30-80', '30%-80%'],
] as const;

/** Battery chemistries the battery list filters by (key, name). */
export const BATTERY_CHEMS = [
  ['lfp', '磷酸铁锂'],
  ['ncm', '三元锂'],
] as const;
/** Charging power classes the station list filters by (key, name). */
export const CHARGER_POWERS = [
  ['dc', '直流快充'],
  ['ac', '交流慢充'],
] as const;

/** Remark rows with fewer reviews than this are flagged 样本较少 (and pulled to the mean). */
export const REMARK_MIN_REVIEWS = 5;

/**
 * The score remark rows are ranked by: the average pulled towards the mean of all reviews by
 * REMARK_MIN_REVIEWS virtual reviews, so 3 reviews at 9.8 do not outrank 300 at 9.1.
 */
export function weightedScore(average: number, count: number, globalMean: number): number {
  if (count <= 0) return 0;
  return (average * count + globalMean * REMARK_MIN_REVIEWS) / (count + REMARK_MIN_REVIEWS);
}

/** The link of a list with some filters changed; tab 1 and empty values are left out. */
export function rankingHref(
  kind: RankingKind,
  params: Record<string, string | number | undefined>,
): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === '' || (k === 'tab' && Number(v) <= 1)) continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return `/ranking/${kind}${s ? `?${s}` : ''}`;
}

// ---- Where a list's numbers come from ----

/**
 * The source of a list's figures, in the words a reader knows: registrations (上险量), makers'
 * wholesale (批发量), makers' own figures, our tests, readers' votes, owners' reviews, what people
 * do on this site, or an industry body's monthly statistics. A sales list is always monthly.
 */
export const RANK_ORIGINS = {
  insured: '上险量',
  wholesale: '批发量',
  maker: '厂商公布',
  tested: '新出行实测',
  vote: '用户投票',
  owner: '车主口碑',
  site: '新出行站内数据',
  industry: '行业月度统计',
} as const;
export type RankOrigin = keyof typeof RANK_ORIGINS;

/** The origin of each list's figures. */
export const RANKING_ORIGIN: Record<RankingKind, RankOrigin> = {
  sales: 'insured',
  hot: 'site',
  community: 'site',
  endurace: 'tested',
  smart: 'tested',
  assist: 'tested',
  compute: 'maker',
  vote: 'vote',
  charge: 'tested',
  remark: 'owner',
  battery: 'industry',
  station: 'industry',
};

// ---- What a test publishes beside its result ----

/** Where a tested car came from: bought by us, lent by the maker, or rented (key, name). */
export const CAR_SOURCES = [
  ['self', '自购'],
  ['maker', '厂家提供'],
  ['rental', '租赁'],
] as const;
export type CarSource = (typeof CAR_SOURCES)[number][0];

export function carSourceName(source: string): string {
  return CAR_SOURCES.find(([k]) => k === source)?.[1] ?? '未注明';
}
