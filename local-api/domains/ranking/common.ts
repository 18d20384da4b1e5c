import type { Database } from 'better-sqlite3';
import type {
  RawRankChart,
  RawRankFilter,
  RawRanking,
  RawRankItem,
} from '../../../contract/api/ranking';
import { formatPriceRange } from '../../../contract/format/number';
import {
  BATTERY_CHEMS,
  BODY_VALUES,
  CHARGER_POWERS,
  CHARGE_WINDOWS,
  ENERGY_VALUES,
  GROUP_VALUES,
  PRICE_BANDS,
  RANGE_BASES,
  RANKINGS,
  SORT_VALUES,
  type FilterKey,
  type RankingKind,
} from '../../../contract/ranking';
import type { ApiEnv } from '../../env';
import { badRequest } from '../../http-error';
import { absMedia } from '../../media-path';
import { listResult, paging, str, type Paging } from '../../params';
import type { Ctx } from '../../router';
import { CITIES } from '../../seed/cities';
import { explain, type PublishedBase } from './methods';
import { keptLibraryRead, salesMonths, seriesFacts, type SeriesFactRef } from '../car-refs';

// What every list shares: filter checking (a bad value is a 400 with a Chinese message, never a
// 500 or a silently different list), series rows shaped like the car library's, and paging.

const SALES_MONTHS = 13;

export type Filters = Partial<Record<FilterKey, string>>;

interface Option {
  value: string;
  name: string;
}

const FILTER_NAME: Record<FilterKey, string> = {
  month: '月份',
  city: '地区',
  energy: '能源',
  level: '级别',
  price: '价格',
  brand: '品牌',
  basis: '达成率口径',
  sort: '排序',
  group: '分组',
  window: '充电区间',
  chem: '材料',
  power: '充电类型',
};
const BAD_FILTER: Record<FilterKey, string> = {
  month: '月份无效，仅支持最近13个月的数据',
  city: '城市无效，请选择支持的城市',
  energy: '能源类型无效，可选：纯电、插混、增程',
  level: '级别无效，请重新选择',
  price: '价格区间无效，请重新选择',
  brand: '品牌不存在，请重新选择',
  basis: '达成率口径无效，可选：CLTC标称续航、表显续航',
  sort: '排序方式无效',
  group: '分组方式无效',
  window: '充电区间无效，可选：10%-80%、30%-80%',
  chem: '电池材料无效，可选：磷酸铁锂、三元锂',
  power: '充电类型无效，可选：直流快充、交流慢充',
};

const all = (name = '全部'): Option => ({ value: '', name });
const pairs = (list: readonly (readonly [string, string])[]): Option[] =>
  list.map(([value, name]) => ({ value, name }));

function optionsOf(db: Database, key: FilterKey): { options: Option[]; fallback: string } {
  switch (key) {
    case 'month': {
      const months = salesMonths(db).slice(0, SALES_MONTHS);
      return {
        options: months.map((m) => ({
          value: m,
          name: `${Number(m.slice(0, 4))}年${Number(m.slice(5))}月`,
        })),
        fallback: months[0] ?? '',
      };
    }
    case 'city':
      return { options: [all('全国'), ...cityOptions(db)], fallback: '' };
    case 'energy':
      return {
        options: [all(), ...ENERGY_VALUES.map((v) => ({ value: v, name: v }))],
        fallback: '',
      };
    case 'level': {
      // The levels alone, not every series' facts.
      const levels = (
        db.prepare('SELECT DISTINCT level FROM car_series').all() as { level: string }[]
      )
        .map((r) => r.level)
        .sort((a, b) => levelOrder(a) - levelOrder(b));
      return {
        options: [
          all(),
          ...BODY_VALUES.map((v) => ({ value: v, name: v === '轿车' ? '全部轿车' : `全部${v}` })),
          ...levels.map((v) => ({ value: v, name: v })),
        ],
        fallback: '',
      };
    }
    case 'price':
      return {
        options: [all(), ...PRICE_BANDS.map(([value, name]) => ({ value, name }))],
        fallback: '',
      };
    case 'brand': {
      const brands = db
        .prepare(
          'SELECT b.id, b.name FROM car_brands b WHERE EXISTS (SELECT 1 FROM car_series s WHERE s.brand_id = b.id AND s.sale_status != 3) ORDER BY b.hot_rank = 0, b.hot_rank, b.letter, b.id',
        )
        .all() as { id: number; name: string }[];
      return {
        options: [all(), ...brands.map((b) => ({ value: String(b.id), name: b.name }))],
        fallback: '',
      };
    }
    case 'basis':
      return { options: pairs(RANGE_BASES), fallback: 'cltc' };
    case 'sort':
      return { options: pairs(SORT_VALUES), fallback: 'rate' };
    case 'group':
      return { options: [all('不分组'), ...pairs(GROUP_VALUES)], fallback: '' };
    case 'window':
      return { options: pairs(CHARGE_WINDOWS), fallback: '10-80' };
    case 'chem':
      return { options: [all(), ...pairs(BATTERY_CHEMS)], fallback: '' };
    case 'power':
      return { options: [all(), ...pairs(CHARGER_POWERS)], fallback: '' };
  }
}

const SIZE_ORDER = ['微型', '小型', '紧凑型', '中型', '中大型', '大型'];
function levelOrder(level: string): number {
  const body = BODY_VALUES.findIndex((b) => level.endsWith(b === '轿车' ? '车' : b));
  const size = SIZE_ORDER.findIndex((s) => level.startsWith(s) && !level.startsWith(`${s}型`));
  return Math.max(0, body) * 10 + size;
}

function cityOptions(db: Database): Option[] {
  const codes = new Set(
    (
      db.prepare('SELECT DISTINCT city_code FROM rank_city_share').all() as { city_code: string }[]
    ).map((r) => r.city_code),
  );
  return CITIES.filter((c) => codes.has(c.code)).map((c) => ({ value: c.code, name: c.name }));
}

export interface ParsedQuery {
  tab: number;
  filters: Required<Filters>;
  /** The filters with their options, for the page to draw. */
  described: RawRankFilter[];
  paging: Paging;
}

/** The tab and filters of a list request, each checked against what the data holds. */
export function parseQuery(ctx: Ctx, kind: RankingKind): ParsedQuery {
  const meta = RANKINGS[kind];
  const tabText = str(ctx, 'tab', '1');
  const tab = /^\d{1,2}$/.test(tabText) ? Number(tabText) : 0;
  if (tab < 1 || tab > meta.tabs.length) throw badRequest('榜单分类无效');
  const filters = {} as Required<Filters>;
  const described: RawRankFilter[] = [];
  for (const key of meta.filters) {
    const { options, fallback } = optionsOf(ctx.db, key);
    const value = str(ctx, key, fallback);
    if (!options.some((o) => o.value === value)) throw badRequest(BAD_FILTER[key]);
    filters[key] = value;
    described.push({ key, name: FILTER_NAME[key], value, options });
  }
  return { tab, filters, described, paging: paging(ctx) };
}

/** Whether a series passes the energy, level, price and brand filters that are set. */
export function seriesMatches(s: SeriesFactRef, f: Filters): boolean {
  if (f.energy && s.energy !== f.energy) return false;
  if (
    f.level &&
    s.level !== f.level &&
    !((BODY_VALUES as readonly string[]).includes(f.level) && s.body === f.level)
  )
    return false;
  if (f.brand && String(s.brand_id) !== f.brand) return false;
  if (f.price) {
    const band = PRICE_BANDS.find(([k]) => k === f.price);
    if (band && !(s.min_price >= band[2] && s.min_price < band[3])) return false;
  }
  return true;
}

/** A ranked row for a series, shaped like the car library's cards (same name, price, picture). */
/** The fields of a ranked row that most boards leave empty. */
export const PLAIN_ROW = {
  metrics: [],
  test: null,
  dist: null,
  badge: '',
  group: '',
} satisfies Partial<RawRankItem>;

export function seriesRow(
  env: ApiEnv,
  s: SeriesFactRef,
  rank: number,
  fields: Pick<RawRankItem, 'value' | 'value_text'> & Partial<RawRankItem>,
): RawRankItem {
  return {
    title: s.name,
    subtitle: `${s.brand_name} · ${s.level} · ${formatPriceRange(s.min_price, s.max_price)}`,
    href: `/series/${s.id}`,
    cover: absMedia(env, s.cover),
    series_id: s.id,
    ...PLAIN_ROW,
    ...fields,
    rank,
  };
}

function pageOf(items: RawRankItem[], p: Paging) {
  return listResult(items.slice(p.offset, p.offset + p.perPage), p, items.length);
}

export function response(
  kind: RankingKind,
  q: ParsedQuery,
  published: PublishedBase,
  items: RawRankItem[],
  chart: RawRankChart | null,
): RawRanking {
  return {
    type: kind,
    tab: q.tab,
    published: explain(kind, q, published, items),
    filters: q.described,
    chart,
    items: pageOf(items, q.paging),
  };
}

/** Series by id, for lists that join other tables on series ids (kept with the facts it is built of). */
export function seriesMap(db: Database): ReadonlyMap<number, Readonly<SeriesFactRef>> {
  return keptLibraryRead(db, 'seriesMap', () => new Map(seriesFacts(db).map((s) => [s.id, s])));
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

export function dateText(unix: number): string {
  const d = new Date((unix + 8 * 3600) * 1000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}
