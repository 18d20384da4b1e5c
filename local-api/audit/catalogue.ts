import type { Database } from 'better-sqlite3';
import { CITY_MONTHLY_TEMP_C } from '../../contract/city-climate';
import { monthlyRange } from '../../contract/range-estimate';
import type { Ctx } from '../router';
import { seasonRates } from '../domains/ranking/season';
import { adasChipOf } from '../seed/car-params';
import {
  MAX_400V_KW,
  ANNOUNCED_400V_OVER_250,
  SERIES_SPECS,
  type SeriesSpec,
} from '../seed/car-specs';
import type { AuditRule } from './rule';

// Catalogue rules: every trim is one car's record (local-api/seed/car-specs.ts)
// and every figure derived from it obeys physics: charging within the platform, charge times above
// what the peak power allows, ranges and consumption that agree, estimates under the official range,
// camera-only cars without lidar, seats and doors that fit the body.

interface TrimRow {
  id: number;
  series_id: number;
  series: string;
  body: string;
  energy: string;
  name: string;
  battery_kwh: number;
  range_km: number;
  power_kw: number;
  accel: number;
  drive: string;
  sale_status: number;
}

const trims = (db: Database): TrimRow[] =>
  db
    .prepare(
      `SELECT m.id, m.series_id, s.name series, s.body, s.energy, m.name, m.battery_kwh, m.range_km, m.power_kw, m.accel, m.drive, m.sale_status
       FROM car_models m JOIN car_series s ON s.id = m.series_id ORDER BY m.id`,
    )
    .all() as TrimRow[];

/** One parameter of every trim, by trim id. */
function paramOf(db: Database, name: string): Map<number, string> {
  const rows = db
    .prepare('SELECT model_id, value FROM car_model_params WHERE name = ?')
    .all(name) as { model_id: number; value: string }[];
  return new Map(rows.map((r) => [r.model_id, r.value]));
}

const spec = (series: string): SeriesSpec | undefined => SERIES_SPECS.get(series);
const within = (v: number, [a, b]: [number, number], slack: number) =>
  v >= Math.min(a, b) - slack && v <= Math.max(a, b) + slack;
const label = (t: { series: string; name: string; id: number }) =>
  `${t.series} ${t.name} (#${t.id})`;

/** The most the platform of a trim carries: its record's announced peak, 250 kW on a 400 V-class trim. */
function peakCap(s: SeriesSpec, highVoltage: boolean): number {
  const announced = Math.max(...s.peakKw);
  return highVoltage || ANNOUNCED_400V_OVER_250.includes(s.name)
    ? announced
    : Math.min(announced, MAX_400V_KW);
}

interface ChargeTest {
  id: number;
  series_id: number;
  model_id: number;
  series: string;
  name: string;
  soc_start: number;
  charge_min: number;
  peak_kw: number;
  avg_kw: number;
  full_min: number;
  battery_kwh: number;
  summary: string;
}

const chargeTests = (db: Database): ChargeTest[] =>
  db
    .prepare(
      `SELECT t.id, t.series_id, t.model_id, s.name series, m.name, t.soc_start, t.charge_min, t.peak_kw, t.avg_kw, t.full_min, m.battery_kwh, t.summary
       FROM rank_tests t JOIN car_series s ON s.id = t.series_id JOIN car_models m ON m.id = t.model_id WHERE t.kind = 'charge' ORDER BY t.id`,
    )
    .all() as ChargeTest[];

/** The physical floor of a charge from `from` % to 80 %: that energy at the peak power the whole time, minutes. */
const chargeFloor = (battery: number, from: number, peakKw: number) =>
  ((battery * (80 - from)) / 100 / peakKw) * 60;

export const rules: AuditRule[] = [
  {
    id: 'catalogue.distinct-trims',
    text: 'no two series share a trim with the same battery, range, power and 0-100',
    check(db) {
      const seen = new Map<string, TrimRow>();
      const out: string[] = [];
      for (const t of trims(db)) {
        const key = `${t.battery_kwh}|${t.range_km}|${t.power_kw}|${t.accel}`;
        const other = seen.get(key);
        if (other && other.series_id !== t.series_id)
          out.push(
            `${label(t)} = ${label(other)}: ${t.battery_kwh}kWh ${t.range_km}km ${t.power_kw}kW ${t.accel}s`,
          );
        else if (!other) seen.set(key, t);
      }
      return out;
    },
  },
  {
    id: 'catalogue.trim-in-record',
    text: "every trim's battery, range, drive, seats, lidar and chip lie within its series' published record, and its name quotes its range",
    check(db) {
      const seats = paramOf(db, '座位数(个)');
      const chip = paramOf(db, '辅助驾驶芯片');
      const brands = new Map(
        (
          db
            .prepare(
              'SELECT s.name, b.name brand FROM car_series s JOIN car_brands b ON b.id = s.brand_id',
            )
            .all() as { name: string; brand: string }[]
        ).map((r) => [r.name, r.brand]),
      );
      const lidar = paramOf(db, '激光雷达数量');
      const out: string[] = [];
      for (const t of trims(db)) {
        const s = spec(t.series);
        if (!s) {
          out.push(`${label(t)}: the series has no record`);
          continue;
        }
        const wrong: string[] = [];
        if (!within(t.battery_kwh, s.battery, 0.05))
          wrong.push(`${t.battery_kwh}kWh outside ${s.battery.join('-')}`);
        if (!within(t.range_km, s.range, 2))
          wrong.push(`${t.range_km}km outside ${s.range.join('-')}`);
        if (!t.name.includes(` ${t.range_km}km `))
          wrong.push(`the name does not quote its ${t.range_km}km`);
        if (!(s.drives as string[]).includes(t.drive))
          wrong.push(`${t.drive} not in ${s.drives.join('/')}`);
        if (!s.seats.includes(Number(seats.get(t.id))))
          wrong.push(`${seats.get(t.id)}座 not in ${s.seats.join('/')}`);
        const l = lidar.get(t.id) ?? '-';
        if (l !== '-' && Number(l) !== s.lidar) wrong.push(`${l} lidar, the car has ${s.lidar}`);
        if (l === '-' && s.lidarAll) wrong.push(`no lidar, every trim has ${s.lidar}`);
        const c = chip.get(t.id) ?? '-';
        const own = adasChipOf(brands.get(t.series) ?? '', t.series).chip;
        if (c !== '-' && c !== '地平线征程3' && c !== own)
          wrong.push(`chip ${c}, the car has ${own}`);
        if (wrong.length) out.push(`${label(t)}: ${wrong.join('; ')}`);
      }
      return out;
    },
  },
  {
    id: 'catalogue.power-weight',
    text: 'power and 0-100 lie within the series record and within what the weight allows',
    check(db) {
      const weight = paramOf(db, '整备质量(kg)');
      const out: string[] = [];
      for (const t of trims(db)) {
        const s = spec(t.series);
        const wrong: string[] = [];
        if (s && !within(t.power_kw, s.powerKw, 1))
          wrong.push(`${t.power_kw}kW outside ${s.powerKw.join('-')}`);
        if (s && !within(t.accel, s.accel, 0.05))
          wrong.push(`${t.accel}s outside ${s.accel.join('-')}`);
        // No car beats half of (kg per kW)^0.9 seconds (a 2.2 t car at 760 kW: 1.3 s; the best do 2.0 s).
        const kg = Number(weight.get(t.id));
        if (kg > 0 && t.accel < 0.5 * Math.pow(kg / t.power_kw, 0.9))
          wrong.push(`${t.accel}s is quicker than ${kg}kg at ${t.power_kw}kW allows`);
        if (wrong.length) out.push(`${label(t)}: ${wrong.join('; ')}`);
      }
      return out;
    },
  },
  {
    id: 'catalogue.charge-platform',
    text: "peak DC power stays within the platform: 400 V-class at most 250 kW (unless announced), 800 V at most the maker's figure",
    check(db) {
      const fast = paramOf(db, '快充功率(kW)');
      const hv = paramOf(db, '800V高压平台');
      const out: string[] = [];
      const byId = new Map(trims(db).map((t) => [t.id, t]));
      for (const t of byId.values()) {
        const s = spec(t.series);
        if (!s) continue;
        const high = hv.get(t.id) === '●';
        if (high && !s.volt.includes(800))
          out.push(`${label(t)}: listed on 800V, the car is 400 V-class`);
        const kw = Number(fast.get(t.id));
        if (kw > peakCap(s, high))
          out.push(`${label(t)}: 快充功率 ${kw}kW above ${peakCap(s, high)}kW`);
      }
      for (const c of chargeTests(db)) {
        const s = spec(c.series);
        if (!s) continue;
        const cap = peakCap(s, hv.get(c.model_id) === '●');
        if (c.peak_kw > cap)
          out.push(`charge test #${c.id} ${c.series}: measured peak ${c.peak_kw}kW above ${cap}kW`);
      }
      return out;
    },
  },
  {
    id: 'catalogue.charge-time',
    text: 'a charge never beats its energy at peak power, holds the peak only briefly, and slows after 80 %',
    check(db) {
      const hv = paramOf(db, '800V高压平台');
      const fast = paramOf(db, '快充功率(kW)');
      const hours = paramOf(db, '快充时间(小时)');
      const window = paramOf(db, '电池快充电量范围(%)');
      const out: string[] = [];
      for (const c of chargeTests(db)) {
        const s = spec(c.series);
        const peak = s ? Math.min(c.peak_kw, peakCap(s, hv.get(c.model_id) === '●')) : c.peak_kw;
        const floor = chargeFloor(c.battery_kwh, c.soc_start, peak);
        if (c.charge_min < floor)
          out.push(
            `charge test #${c.id} ${c.series}: ${c.soc_start}-80% in ${c.charge_min}min, ${c.battery_kwh}kWh at ${peak}kW takes ${floor.toFixed(1)}`,
          );
        if (c.avg_kw > 0.85 * c.peak_kw)
          out.push(
            `charge test #${c.id} ${c.series}: average ${c.avg_kw}kW is the peak ${c.peak_kw}kW held throughout`,
          );
        const tailKw = (c.battery_kwh * 0.2) / ((c.full_min - c.charge_min) / 60);
        if (!(tailKw <= 0.5 * c.avg_kw))
          out.push(
            `charge test #${c.id} ${c.series}: 80-100% at ${Math.round(tailKw)}kW, as fast as the main charge`,
          );
      }
      for (const t of trims(db)) {
        const kw = Number(fast.get(t.id));
        const [from] = (window.get(t.id) ?? '10-80').split('-').map(Number);
        const minutes = Number(hours.get(t.id)) * 60;
        if (kw > 0 && minutes + 0.5 < chargeFloor(t.battery_kwh, from!, kw))
          out.push(
            `${label(t)}: 快充${window.get(t.id)}% in ${Math.round(minutes)}min beats ${t.battery_kwh}kWh at ${kw}kW`,
          );
      }
      return out;
    },
  },
  {
    id: 'catalogue.result-ties',
    text: "the test rankings' top tens do not tie: charging on time or peak power, range on km or 达成率",
    check(db) {
      const out: string[] = [];
      const ranges = db
        .prepare(
          `SELECT s.name series, t.season, t.basis, t.measured_km km, ROUND(t.measured_km * 1000.0 / (CASE t.basis WHEN 'display' THEN t.display_km ELSE t.cltc_km END)) rate
           FROM rank_tests t JOIN car_series s ON s.id = t.series_id WHERE t.kind = 'endurace'`,
        )
        .all() as { series: string; season: string; basis: string; km: number; rate: number }[];
      for (const season of ['冬测', '夏测'])
        for (const basis of ['cltc', 'display']) {
          const rows = ranges.filter((r) => r.season === season && r.basis === basis);
          for (const key of ['km', 'rate'] as const) {
            const top = [...rows].sort((a, b) => b[key] - a[key]).slice(0, 10);
            for (let i = 1; i < top.length; i++)
              if (top[i]![key] === top[i - 1]![key])
                out.push(
                  `${season} ${basis} by ${key}: ${top[i - 1]!.series} and ${top[i]!.series} both ${top[i]![key]}`,
                );
          }
        }
      const tests = chargeTests(db);
      for (const from of [10, 30]) {
        const rows = tests.filter((t) => t.soc_start === from);
        for (const [key, asc] of [
          ['charge_min', true],
          ['peak_kw', false],
        ] as const) {
          const top = [...rows]
            .sort((a, b) => (asc ? a[key] - b[key] : b[key] - a[key]))
            .slice(0, 10);
          for (let i = 1; i < top.length; i++)
            if (top[i]![key] === top[i - 1]![key])
              out.push(
                `${from}-80% by ${key}: ${top[i - 1]!.series} and ${top[i]!.series} both ${top[i]![key]}`,
              );
        }
      }
      for (const t of tests)
        if (/\d+%充满/.test(t.summary)) out.push(`charge test #${t.id} ${t.series}: ${t.summary}`);
      return out;
    },
  },
  {
    id: 'catalogue.consumption',
    text: "battery and range agree: kWh/100km is sane and within 15 % of the series' published figures",
    check(db) {
      const shown = paramOf(db, '百公里耗电量(kWh/100km)');
      const out: string[] = [];
      for (const t of trims(db)) {
        if (t.range_km <= 0) continue;
        const kwh = (t.battery_kwh / t.range_km) * 100;
        const ev = t.energy === '纯电';
        const s = spec(t.series);
        const [lo, hi] = ev ? [8, 22] : [11, 28];
        if (kwh < lo || kwh > hi)
          out.push(
            `${label(t)}: ${t.battery_kwh}kWh for ${t.range_km}km is ${kwh.toFixed(1)}kWh/100km`,
          );
        if (s) {
          const published = [0, 1].map((i) => (s.battery[i]! / s.range[i]!) * 100);
          if (kwh < Math.min(...published) / 1.15 || kwh > Math.max(...published) * 1.15)
            out.push(
              `${label(t)}: ${kwh.toFixed(1)}kWh/100km, the car does ${published.map((p) => p.toFixed(1)).join('-')}`,
            );
        }
        const text = shown.get(t.id);
        if (ev && text !== undefined && Math.abs(Number(text) - kwh) > 0.15)
          out.push(`${label(t)}: 百公里耗电量 ${text} for ${kwh.toFixed(1)}`);
      }
      return out;
    },
  },
  {
    id: 'catalogue.range-estimate',
    text: "a trim's range estimate starts from its own CLTC range, never exceeds it, and winter stays below summer",
    check(db) {
      const out: string[] = [];
      const models = db
        .prepare(
          `SELECT m.id, m.series_id, s.name series, m.name, m.range_km FROM car_models m JOIN car_series s ON s.id = m.series_id
           WHERE s.energy = '纯电' AND m.sale_status != 2 ORDER BY m.id`,
        )
        .all() as {
        id: number;
        series_id: number;
        series: string;
        name: string;
        range_km: number;
      }[];
      for (const m of models) {
        const ctx = {
          db,
          query: new URLSearchParams({ series_id: String(m.series_id), model_id: String(m.id) }),
          params: {},
          body: {},
        } as unknown as Ctx;
        const r = seasonRates(ctx);
        if (r.rated_km !== m.range_km)
          out.push(
            `${label(m)}: estimated from ${r.rated_km}km, the trim's CLTC is ${m.range_km}km`,
          );
        if (!r.winter || !r.summer) continue;
        if (r.winter.rate >= r.summer.rate)
          out.push(`${label(m)}: winter rate ${r.winter.rate} not below summer ${r.summer.rate}`);
        const winter = { rate: r.winter.rate, tempC: r.winter.temp_c };
        const summer = { rate: r.summer.rate, tempC: r.summer.temp_c };
        for (const [city, temps] of Object.entries(CITY_MONTHLY_TEMP_C)) {
          const months = monthlyRange(r.rated_km, temps, winter, summer);
          const over = months.find((x) => x.high > m.range_km);
          if (over)
            out.push(
              `${label(m)} in ${city}: ${over.month}月 up to ${over.high}km above the official ${m.range_km}km`,
            );
        }
      }
      return out;
    },
  },
  {
    id: 'catalogue.lidar',
    text: 'camera-only cars (Tesla, …) carry no lidar, and the lidar theme lists only cars that carry one',
    check(db) {
      const lidar = paramOf(db, '激光雷达数量');
      const out: string[] = [];
      for (const t of trims(db)) {
        const s = spec(t.series);
        const l = lidar.get(t.id) ?? '-';
        if (s && s.lidar === 0 && l !== '-' && l !== '0')
          out.push(`${label(t)}: camera-only, listed with ${l} lidar`);
      }
      const themed = db
        .prepare(
          `SELECT s.id, s.name FROM car_theme_series ts JOIN car_themes t ON t.id = ts.theme_id JOIN car_series s ON s.id = ts.series_id WHERE t.title LIKE '%激光雷达%'`,
        )
        .all() as { id: number; name: string }[];
      for (const s of themed) {
        if ((spec(s.name)?.lidar ?? 0) === 0)
          out.push(`${s.name} in the lidar theme, the car is camera-only`);
        const carries = db
          .prepare(
            `SELECT COUNT(*) n FROM car_models m JOIN car_model_params p ON p.model_id = m.id AND p.name = '激光雷达数量' WHERE m.series_id = ? AND m.sale_status = 1 AND p.value NOT IN ('-', '0')`,
          )
          .get(s.id) as { n: number };
        if (carries.n === 0) out.push(`${s.name} in the lidar theme, no trim on sale carries one`);
      }
      // What a launch stage says about the car's sensors.
      const stage = db
        .prepare(
          'SELECT l.series, i.id, i.content FROM live_items i JOIN lives l ON l.content_id = i.live_id WHERE i.content LIKE ?',
        )
        .all('%激光雷达%') as {
        series: string;
        id: number;
        content: string;
      }[];
      for (const i of stage) {
        const s = spec(i.series);
        if (s && s.lidar === 0 && !/不配激光雷达/.test(i.content))
          out.push(`live item #${i.id} ${i.series}: ${i.content}`);
      }
      return out;
    },
  },
  {
    id: 'catalogue.stage-figures',
    text: "a launch stage quotes the car's own published range and peak charging power",
    check(db) {
      const items = db
        .prepare(
          "SELECT l.series, i.id, i.content FROM live_items i JOIN lives l ON l.content_id = i.live_id WHERE i.content LIKE '%续航%'",
        )
        .all() as {
        series: string;
        id: number;
        content: string;
      }[];
      const out: string[] = [];
      for (const i of items) {
        const s = spec(i.series);
        if (!s) continue;
        const km = /续航(?:最高)?(\d+)公里/.exec(i.content)?.[1];
        if (km && !s.range.includes(Number(km)))
          out.push(`live item #${i.id} ${i.series}: ${km}km, the car does ${s.range.join('/')}km`);
        const kw = /(\d+)kW/.exec(i.content)?.[1];
        if (kw && Number(kw) > Math.max(...s.peakKw))
          out.push(
            `live item #${i.id} ${i.series}: ${kw}kW, the car peaks at ${Math.max(...s.peakKw)}kW`,
          );
      }
      return out;
    },
  },
  {
    id: 'catalogue.seats-body',
    text: 'seats and doors agree with the body and with the car (5门6座 only where the car has six seats)',
    check(db) {
      const body = paramOf(db, '车身结构');
      const seats = paramOf(db, '座位数(个)');
      const doors = paramOf(db, '车门数(个)');
      const out: string[] = [];
      for (const t of trims(db)) {
        const s = spec(t.series);
        const text = body.get(t.id) ?? '';
        const m = /^(\d)门(\d)座(.+)$/.exec(text);
        if (!m) {
          out.push(`${label(t)}: 车身结构 "${text}"`);
          continue;
        }
        const [, d, n, kind] = m;
        const wrong: string[] = [];
        if (seats.get(t.id) !== n) wrong.push(`${text} but 座位数 ${seats.get(t.id)}`);
        if (doors.get(t.id) !== d) wrong.push(`${text} but 车门数 ${doors.get(t.id)}`);
        if (
          t.body === 'MPV'
            ? !kind!.includes('MPV')
            : t.body === 'SUV'
              ? !kind!.includes('SUV')
              : !/厢|跑车|旅行/.test(kind!)
        )
          wrong.push(`${text} for a ${t.body}`);
        if (s && !s.seats.includes(Number(n)))
          wrong.push(`${n} seats, the car has ${s.seats.join('/')}`);
        if (s && s.doors !== Number(d)) wrong.push(`${d} doors, the car has ${s.doors}`);
        if (wrong.length) out.push(`${label(t)}: ${wrong.join('; ')}`);
      }
      return out;
    },
  },
  {
    id: 'catalogue.winter-theme',
    text: "the winter-range theme quotes each car's own longest range and a winter figure of its own (no three alike), below the official one",
    check(db) {
      const rows = db
        .prepare(
          `SELECT s.id, s.name, ts.reason FROM car_theme_series ts JOIN car_themes t ON t.id = ts.theme_id JOIN car_series s ON s.id = ts.series_id
           WHERE t.tag = '冬季续航' ORDER BY ts.sort`,
        )
        .all() as { id: number; name: string; reason: string }[];
      const out: string[] = [];
      const byWinter = new Map<number, string[]>();
      for (const r of rows) {
        const winter = Number(/冬季续航约(\d+)km/.exec(r.reason)?.[1]);
        const cltc = Number(/CLTC (\d+)km/.exec(r.reason)?.[1]);
        const longest = (
          db
            .prepare(
              'SELECT MAX(range_km) km FROM car_models WHERE series_id = ? AND sale_status = 1',
            )
            .get(r.id) as { km: number }
        ).km;
        if (cltc !== longest)
          out.push(`${r.name}: CLTC ${cltc}km, its longest trim on sale does ${longest}km`);
        if (!(winter < cltc * 0.75)) out.push(`${r.name}: winter ${winter}km of CLTC ${cltc}km`);
        byWinter.set(winter, [...(byWinter.get(winter) ?? []), r.name]);
      }
      // Two cars may well keep the same winter range; three or more on one figure is a class template.
      for (const [km, names] of byWinter)
        if (names.length >= 3) out.push(`${names.join(', ')} all ${km}km in winter`);
      return out;
    },
  },
];
