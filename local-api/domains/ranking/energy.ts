import type { Database } from 'better-sqlite3';
import type { RawRanking, RawRankItem } from '../../../contract/api/ranking';
import { BATTERY_CHEMS, CHARGER_POWERS, changeToWire, rankChange } from '../../../contract/ranking';
import type { ApiEnv } from '../../env';
import { absMedia, relMedia } from '../../media-path';
import type { Ctx } from '../../router';
import { CITIES } from '../../seed/cities';
import { createRng } from '../../seed/rng';
import { salesMonths } from '../car-refs';
import { PLAIN_ROW, parseQuery, response, round1 } from './common';

/**
 * The two lists the spec names among the ranking calls only: battery makers' installed capacity
 * (动力电池装车量) and charging operators' public stations and piles, per month. Rows are seeded
 * for the car library's sales months, so the month filter offers the same months as 销量榜.
 *
 * TABLES
 *   rank_battery   month, maker, chem ('lfp'|'ncm'), gwh: capacity installed in new cars that month
 *   rank_stations  month, operator, city_code ('' = national), stations_dc, stations_ac, piles_dc, piles_ac
 */

export const ENERGY_SCHEMA = `
  CREATE TABLE IF NOT EXISTS rank_battery (
    month TEXT NOT NULL, maker TEXT NOT NULL, chem TEXT NOT NULL, gwh REAL NOT NULL, PRIMARY KEY (month, maker, chem)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS rank_stations (
    month TEXT NOT NULL, operator TEXT NOT NULL, city_code TEXT NOT NULL, stations_dc INTEGER NOT NULL, stations_ac INTEGER NOT NULL,
    piles_dc INTEGER NOT NULL, piles_ac INTEGER NOT NULL, PRIMARY KEY (month, operator, city_code)
  ) WITHOUT ROWID;
`;

/** Makers with their share of the national installed capacity (%), LFP part of it, seat, main customers. */
const MAKERS: readonly (readonly [string, number, number, string, string])[] = [
  ['宁德时代', 43.5, 0.66, '福建宁德', '特斯拉、理想、问界、极氪'],
  ['比亚迪', 23.8, 1, '广东深圳', '比亚迪、腾势、方程豹'],
  ['中创新航', 6.9, 0.58, '江苏常州', '广汽埃安、零跑、小鹏'],
  ['国轩高科', 4.6, 0.96, '安徽合肥', '五菱、奇瑞、大众'],
  ['亿纬锂能', 4.1, 0.86, '广东惠州', '小鹏、广汽、江淮'],
  ['蜂巢能源', 2.6, 0.72, '江苏常州', '长城、零跑、吉利'],
  ['欣旺达', 2.5, 0.48, '广东深圳', '理想、极氪、东风'],
  ['正力新能', 1.9, 0.34, '江苏常熟', '零跑、上汽'],
  ['瑞浦兰钧', 1.8, 0.95, '浙江温州', '五菱、上汽、吉利'],
  ['孚能科技', 0.9, 0.08, '江西赣州', '广汽、东风岚图'],
  ['极电新能源', 0.8, 0.9, '浙江杭州', '吉利、银河'],
  ['多氟多', 0.6, 0.62, '河南焦作', '五菱、奇瑞'],
];
/** Operators with their national public stations and piles (at the latest month), DC share of piles. */
const OPERATORS: readonly (readonly [string, number, number, number])[] = [
  ['特来电', 38600, 812000, 0.58],
  ['星星充电', 34200, 756000, 0.36],
  ['云快充', 31800, 694000, 0.52],
  ['小桔充电', 21500, 358000, 0.61],
  ['国家电网', 19800, 172000, 0.83],
  ['蔚景云', 13600, 236000, 0.49],
  ['南方电网', 9800, 118000, 0.74],
  ['汇充电', 8100, 121000, 0.44],
  ['深圳车电网', 6900, 112000, 0.4],
  ['万马爱充', 5200, 96000, 0.38],
  ['蔚来能源', 4100, 28600, 0.86],
  ['特斯拉', 2300, 12400, 0.92],
];
/** Share of the national public charging network per city (%), the same cities as the sales shares. */
const CITY_STATIONS: Record<string, number> = {
  上海: 5.2,
  深圳: 6.1,
  广州: 5.6,
  杭州: 3.9,
  成都: 3.4,
  北京: 4.8,
  重庆: 2.6,
  郑州: 2.2,
  西安: 2.7,
  天津: 2.1,
  苏州: 2.4,
  武汉: 3.1,
  长沙: 1.8,
  南京: 2.3,
  青岛: 1.5,
};

export function seedEnergyRanking(db: Database): void {
  // An rng of its own, so these rows leave the shared seed stream (and every later domain) as it was.
  const rng = createRng(20261126);
  const months = [...salesMonths(db)].reverse(); // oldest first, so the network grows month by month
  const insBattery = db.prepare(
    'INSERT INTO rank_battery (month, maker, chem, gwh) VALUES (?, ?, ?, ?)',
  );
  const insStation = db.prepare(
    'INSERT INTO rank_stations (month, operator, city_code, stations_dc, stations_ac, piles_dc, piles_ac) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const cities = CITIES.filter((c) => CITY_STATIONS[c.name] !== undefined);
  months.forEach((month, i) => {
    // National installed capacity: about 42 GWh a month two years back to about 68 now, low in February.
    const m = Number(month.slice(5));
    const total =
      (42 + (26 * i) / Math.max(1, months.length - 1)) * (m === 2 ? 0.72 : m === 12 ? 1.15 : 1);
    for (const [maker, share, lfp] of MAKERS) {
      const gwh = (total * share * (0.9 + rng.next() * 0.2)) / 100;
      const lfpPart = Math.min(1, Math.max(0, lfp + (rng.next() - 0.5) * 0.06));
      insBattery.run(month, maker, 'lfp', round2(gwh * lfpPart));
      insBattery.run(month, maker, 'ncm', round2(gwh * (1 - lfpPart)));
    }
    // The network grows about 2.5 % a month: the latest month holds the figures above.
    const growth = Math.pow(1.025, i - (months.length - 1));
    for (const [operator, stations, piles, dc] of OPERATORS) {
      const s = stations * growth * (0.98 + rng.next() * 0.04);
      const p = piles * growth * (0.98 + rng.next() * 0.04);
      const row = (code: string, f: number) =>
        insStation.run(
          month,
          operator,
          code,
          Math.round(s * f * Math.min(0.95, dc + 0.1)),
          Math.round(s * f * (1 - Math.min(0.95, dc + 0.1))),
          Math.round(p * f * dc),
          Math.round(p * f * (1 - dc)),
        );
      row('', 1);
      for (const c of cities)
        row(c.code, (CITY_STATIONS[c.name]! / 100) * (0.6 + rng.next() * 0.8));
    }
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const monthName = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5))}月`;
/** Figures of a month are published on the 10th (batteries) or the 15th (stations) of the next. */
function nextMonthDay(month: string, day: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-${day}`;
}
function rankBy<T extends { name: string; n: number }>(rows: T[]): T[] {
  return rows
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name, 'zh-CN'));
}

export function batteryRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'battery');
  const { month, chem } = q.filters;
  const months = salesMonths(ctx.db);
  const prevMonth = months[months.indexOf(month) + 1];
  // Tab 2 sums the year up to the month; its change compares with the year up to the month before.
  const sums = (to: string | undefined) => {
    if (!to) return new Map<string, number>();
    const from = q.tab === 2 ? `${to.slice(0, 4)}-01` : to;
    const rows = ctx.db
      .prepare(
        `SELECT maker, SUM(gwh) g FROM rank_battery WHERE month >= ? AND month <= ? ${chem ? 'AND chem = ?' : ''} GROUP BY maker`,
      )
      .all(...[from, to, ...(chem ? [chem] : [])]) as { maker: string; g: number }[];
    return new Map(rows.map((r) => [r.maker, r.g]));
  };
  const cur = rankBy(MAKERS.map(([name]) => ({ name, n: round2(sums(month).get(name) ?? 0) })));
  const sameYear = prevMonth && prevMonth.slice(0, 4) === month.slice(0, 4);
  const before = new Map(
    rankBy(
      MAKERS.map(([name]) => ({
        name,
        n: sums(q.tab === 2 && !sameYear ? undefined : prevMonth).get(name) ?? 0,
      })),
    ).map((r, i) => [r.name, i + 1]),
  );
  const total = cur.reduce((a, r) => a + r.n, 0);
  const chemName = BATTERY_CHEMS.find(([k]) => k === chem)?.[1] ?? '';
  const items: RawRankItem[] = cur.map((r, i) => {
    const [, , , seat, customers] = MAKERS.find(([name]) => name === r.name)!;
    return {
      rank: i + 1,
      change: changeToWire(rankChange(i + 1, before.get(r.name))),
      title: r.name,
      subtitle: `${seat} · 主要配套：${customers}`,
      href: `/search?keyword=${encodeURIComponent(r.name)}`,
      cover: absMedia(
        env,
        relMedia('logo', `battery-${MAKERS.findIndex(([name]) => name === r.name)}`, r.name),
      ),
      series_id: null,
      value: r.n,
      value_text: `${r.n.toFixed(2)}GWh`,
      ...PLAIN_ROW,
      metrics: [{ label: '占比', value: `${total ? round1((r.n / total) * 100) : 0}%` }],
    };
  });
  const span =
    q.tab === 2
      ? `${Number(month.slice(0, 4))}年1-${Number(month.slice(5))}月累计`
      : monthName(month);
  const published = {
    date: nextMonthDay(month, 10),
    note: `${span}动力电池${chemName}装车量（GWh），排名变化对比${q.tab === 2 ? '上月累计' : '上月'}`,
    source: '数据来源：动力电池装车量月度统计（按装车月份，含乘用车与商用车）',
  };
  const chart = {
    title: `${monthName(month)}前10企业装车量`,
    unit: 'GWh',
    value_name: '装车量',
    ref_name: '',
    points: items.slice(0, 10).map((it) => ({ label: it.title, value: it.value, ref: null })),
  };
  return response('battery', q, published, items, chart);
}

export function stationRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'station');
  const { month, city, power } = q.filters;
  const months = salesMonths(ctx.db);
  const prevMonth = months[months.indexOf(month) + 1];
  const piles = q.tab === 2;
  const col = (kind: 'stations' | 'piles') =>
    power ? `${kind}_${power}` : `${kind}_dc + ${kind}_ac`;
  const read = (m: string | undefined) =>
    m
      ? (ctx.db
          .prepare(
            `SELECT operator name, ${col('stations')} stations, ${col('piles')} piles FROM rank_stations WHERE month = ? AND city_code = ?`,
          )
          .all(m, city) as { name: string; stations: number; piles: number }[])
      : [];
  const rows = rankBy(read(month).map((r) => ({ ...r, n: piles ? r.piles : r.stations })));
  const before = new Map(
    rankBy(read(prevMonth).map((r) => ({ ...r, n: piles ? r.piles : r.stations }))).map((r, i) => [
      r.name,
      i + 1,
    ]),
  );
  const cityName = CITIES.find((c) => c.code === city)?.name ?? '全国';
  const powerName = CHARGER_POWERS.find(([k]) => k === power)?.[1] ?? '';
  const items: RawRankItem[] = rows.map((r, i) => ({
    rank: i + 1,
    change: changeToWire(rankChange(i + 1, before.get(r.name))),
    title: r.name,
    subtitle: `${cityName}公共充电运营商`,
    href: `/search?keyword=${encodeURIComponent(r.name)}`,
    cover: absMedia(
      env,
      relMedia('logo', `station-${OPERATORS.findIndex(([name]) => name === r.name)}`, r.name),
    ),
    series_id: null,
    value: r.n,
    value_text: `${r.n.toLocaleString('zh-CN')}${piles ? '台' : '座'}`,
    ...PLAIN_ROW,
    metrics: piles
      ? [{ label: '充电站', value: `${r.stations.toLocaleString('zh-CN')}座` }]
      : [
          { label: '充电桩', value: `${r.piles.toLocaleString('zh-CN')}台` },
          { label: '站均桩数', value: (r.piles / Math.max(1, r.stations)).toFixed(1) },
        ],
  }));
  const published = {
    date: nextMonthDay(month, 15),
    note: `截至${monthName(month)}底${cityName}${powerName}公共充电${piles ? '桩' : '站'}数量，排名变化对比上月`,
    source: '数据来源：充电基础设施运营商月度统计（公共充电设施，不含私人桩）',
  };
  return response('station', q, published, items, null);
}
