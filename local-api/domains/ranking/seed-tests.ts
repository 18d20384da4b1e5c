import type { Database } from 'better-sqlite3';
import { CHINA_OFFSET } from '../../seed/clock';
import { winterRate } from '../../seed/car-energy';
import { relMedia } from '../../media-path';
import type { Rng } from '../../seed/rng';
import {
  modelParam,
  modelSpecsOfSeries,
  modelSpecsOnSaleAt,
  seriesFacts,
  type ModelSpecRef,
} from '../car-refs';
import type { TestRow as StoredTestRow } from './tests';

// Test rows behind the range, charging, cockpit and assisted-driving lists. Figures follow
// published tests of this market: winter BEV tests at −15…−20 °C reach about 40–60 % of the
// CLTC range, summer tests at 31–36 ℃ about 62–72 %; charging speed follows the model's fast-charge power; the
// driving-assistance results follow the chip's compute from the model's parameter table.

const DAY = 86400;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A stored test row as the seed writes it (the table assigns the id). */
type TestRow = Omit<StoredTestRow, 'id'>;

type Result = [
  group: string,
  name: string,
  passes: number,
  runs: number,
  score: number,
  note: string,
];

/** The most recent given month (1-12) before now, at 09:00 China time on a day of it. */
function lastMonthDay(now: number, month: number, day: number): number {
  const d = new Date((now + CHINA_OFFSET) * 1000);
  let year = d.getUTCFullYear();
  if (d.getUTCMonth() + 1 <= month) year -= 1;
  return Date.UTC(year, month - 1, day, 9) / 1000 - CHINA_OFFSET;
}

function wheelOf(db: Database, modelId: number): string {
  const tyre = modelParam(db, modelId, '前轮胎规格') ?? '';
  const rim = /R(\d+)/.exec(tyre)?.[1];
  return rim ? `${rim}英寸（${tyre}）` : '原厂轮毂';
}

function num(text: string | undefined, fallback: number): number {
  const n = Number.parseFloat(text ?? '');
  return Number.isFinite(n) ? n : fallback;
}

export function seedTests(db: Database, rng: Rng, now: number): void {
  const insTest =
    db.prepare(`INSERT INTO rank_tests (kind, series_id, model_id, season, location, temp_c, ac, load_desc, speed, soc_start, soc_end,
      wheel, tested_at, basis, cltc_km, display_km, measured_km, charge_min, peak_kw, avg_kw, full_min, score, summary, images)
    VALUES (@kind, @series_id, @model_id, @season, @location, @temp_c, @ac, @load_desc, @speed, @soc_start, @soc_end,
      @wheel, @tested_at, @basis, @cltc_km, @display_km, @measured_km, @charge_min, @peak_kw, @avg_kw, @full_min, @score, @summary, @images)`);
  const insResult = db.prepare(
    'INSERT INTO rank_test_results (test_id, sort, grp, name, passes, runs, score, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const add = (row: TestRow, results: Result[]) => {
    // Cockpit and assistance scores are the mean of their items (an unsupported scenario scores 0).
    const score =
      row.kind === 'smart' || row.kind === 'assist'
        ? round1(results.reduce((a, r) => a + r[4], 0) / results.length)
        : row.score;
    const testId = Number(insTest.run({ ...row, score }).lastInsertRowid);
    results.forEach(([grp, name, passes, runs, score, note], k) =>
      insResult.run(testId, k + 1, grp, name, passes, runs, round1(score), note),
    );
  };
  const winterAt = lastMonthDay(now, 1, 12);
  const summerAt = lastMonthDay(now, 7, 18);
  const chargeAt = lastMonthDay(now, 10, 10);
  const smartAt = lastMonthDay(now, 9, 5);
  const assistAt = lastMonthDay(now, 8, 3);
  const base = {
    season: '',
    location: '',
    temp_c: 25,
    ac: '',
    load_desc: '2名成人+行李，约160kg',
    speed: '',
    soc_start: 100,
    soc_end: 0,
    basis: 'cltc',
    cltc_km: 0,
    display_km: 0,
    measured_km: 0,
    charge_min: 0,
    peak_kw: 0,
    avg_kw: 0,
    full_min: 0,
    score: 0,
    images: 4,
  };

  // Two measurements never read exactly alike: a result that would repeat another of its window
  // (to the tenth of a minute, to the kW) reads the next tenth up, the next kW down.
  const takenMinutes = new Set<string>();
  const takenPeaks = new Set<string>();
  const distinct = (taken: Set<string>, from: number, value: number, step: number) => {
    let v = value;
    while (taken.has(`${from}:${v}`)) v = Math.round((v + step) * 10) / 10;
    taken.add(`${from}:${v}`);
    return v;
  };

  // A range result repeats no other of its season and basis in km, nor in 达成率 (to the tenth of a
  // percent) while a free one is left within the season's spread (`band`, as shares of the basis):
  // the nearest km, first towards the middle (`step`), then the other way. A season's results nearly
  // fill the tenths of its band, so only the last of them may share a 达成率, never one in a top ten
  // while the band has room.
  const takenRanges = new Set<string>();
  const distinctRange = (
    season: string,
    basis: string,
    km: number,
    basisKm: number,
    step: number,
    band: [number, number],
  ) => {
    const kmKey = (v: number) => `${season}|${basis}|km${v}`;
    const rateKey = (v: number) => `${season}|${basis}|rate${Math.round((v / basisKm) * 1000)}`;
    const inBand = (v: number) => v >= basisKm * band[0] && v <= basisKm * band[1];
    const free = (v: number) => !takenRanges.has(kmKey(v)) && !takenRanges.has(rateKey(v));
    const search = (dir: number) => {
      for (let v = km; inBand(v) || v === km; v += dir) if (free(v)) return v;
      return undefined;
    };
    let v = search(step) ?? search(-step);
    if (v === undefined) for (v = km; takenRanges.has(kmKey(v));) v += step;
    takenRanges.add(kmKey(v));
    takenRanges.add(rateKey(v));
    return v;
  };

  for (const s of seriesFacts(db).filter((x) => x.sale_status === 1)) {
    if (!modelSpecsOfSeries(db, s.id)[0]) continue;
    // Each campaign tests the longest-range trim on sale when it began: never one launched after it.
    const testedTrim = (at: number): ModelSpecRef | undefined =>
      modelSpecsOnSaleAt(db, s.id, at)[0];
    // How well a car is engineered for cold and efficiency: better with price and brand maturity.
    const grade = Math.min(1, 0.25 + s.min_price / 60 + rng.next() * 0.35);

    if (s.energy === '纯电') {
      for (const winter of [true, false]) {
        const model = testedTrim(winter ? winterAt : summerAt);
        if (!model) continue;
        const wheel = wheelOf(db, model.id);
        // Winter: the series' modelled rate at -10 ℃ (car-energy.ts, 0.51-0.68) carried down to
        // 40-60 % at -15…-20 ℃, the better engineered cars a little higher.
        const rate = winter
          ? 0.4 + (winterRate(s) - 0.51) * 0.85 + grade * 0.03 + rng.next() * 0.02
          : 0.62 + grade * 0.07 + rng.next() * 0.03;
        // A quarter of the tests are read against the range the car displayed at the start.
        const display = rng.chance(0.25)
          ? Math.round(
              model.range_km * (winter ? 0.78 + rng.next() * 0.1 : 0.92 + rng.next() * 0.05),
            )
          : 0;
        // Whole km, never rounded below the season's floor: on a 130 km plug-in range one km is
        // nearly a point of 达成率.
        const band: [number, number] = winter ? [0.4, 0.605] : [0.62, 0.725];
        const km = Math.max(Math.round(model.range_km * rate), Math.ceil(model.range_km * band[0]));
        // Read against the displayed range (a quarter of the cars) the share has no season band to keep.
        const measured = distinctRange(
          winter ? '冬测' : '夏测',
          display ? 'display' : 'cltc',
          km,
          display || model.range_km,
          rate < (winter ? 0.5 : 0.67) ? 1 : -1,
          display ? [0, 2] : band,
        );
        const temp = winter ? -rng.int(15, 20) : rng.int(31, 36);
        const city = Math.round(measured * 0.4);
        const ring = Math.round(measured * 0.3);
        add(
          {
            ...base,
            kind: 'endurace',
            series_id: s.id,
            model_id: model.id,
            season: winter ? '冬测' : '夏测',
            location: winter ? '内蒙古牙克石' : '海南琼海',
            temp_c: temp,
            ac: winter ? '空调自动 22℃，座椅加热1挡' : '空调自动 24℃ 制冷',
            speed: '城市40% + 快速路30% + 高速30%（限速120km/h）',
            soc_start: 100,
            soc_end: rng.int(1, 3),
            wheel,
            tested_at: (winter ? winterAt : summerAt) + rng.int(0, 6) * DAY,
            basis: display ? 'display' : 'cltc',
            cltc_km: model.range_km,
            display_km: display,
            measured_km: measured,
            summary: `${model.name}在${winter ? `${temp}℃低温` : `${temp}℃高温`}环境下，从满电开到趴窝共行驶${measured}km。`,
          },
          [
            [
              '分段里程',
              '城市工况',
              0,
              0,
              city,
              `平均车速32km/h，电耗${round1(((model.battery_kwh * 0.97) / measured) * 100 * 0.85)}kWh/100km`,
            ],
            ['分段里程', '快速路工况', 0, 0, ring, '平均车速68km/h'],
            [
              '分段里程',
              '高速工况',
              0,
              0,
              measured - city - ring,
              `平均车速108km/h，电耗${round1(((model.battery_kwh * 0.97) / measured) * 100 * 1.25)}kWh/100km`,
            ],
          ],
        );
      }
    }

    const smart = testedTrim(smartAt);
    if (smart) {
      const cockpit = modelParam(db, smart.id, '车机智能芯片') ?? '';
      add(
        smartRow(
          { ...base, series_id: s.id, model_id: smart.id, wheel: wheelOf(db, smart.id) },
          cockpit,
          rng,
          smartAt,
        ),
        smartResults(cockpit, grade, rng),
      );
    }
    const assisted = testedTrim(assistAt);
    const tops = assisted ? num(modelParam(db, assisted.id, '芯片总算力(TOPS)'), 0) : 0;
    if (assisted && tops > 0)
      add(
        assistRow(
          { ...base, series_id: s.id, model_id: assisted.id, wheel: wheelOf(db, assisted.id) },
          tops,
          rng,
          assistAt,
        ),
        assistResults(tops, s.min_price, rng),
      );

    // Charging: pure-electric cars from 10 %, plug-in and range-extender cars from 30 % (their
    // official window), both to 80 %.
    const model = testedTrim(chargeAt);
    if (!model) continue;
    const wheel = wheelOf(db, model.id);
    const fastKw = num(modelParam(db, model.id, '快充功率(kW)'), 60);
    const from = s.energy === '纯电' ? 10 : 30;
    const peak = distinct(takenPeaks, from, Math.round(fastKw * (0.9 + rng.next() * 0.1)), -1);
    // The peak holds only briefly: the average over the window is 55-67 % of it, so the time is the
    // window's energy at that average (never under the energy at the peak).
    const avgKw = peak * (0.55 + grade * 0.12);
    const avg = Math.round(avgKw);
    const minutes = distinct(
      takenMinutes,
      from,
      round1(((model.battery_kwh * (80 - from)) / 100 / avgKw) * 60),
      0.1,
    );
    const tail = round1(((model.battery_kwh * 0.2) / (avg * 0.35)) * 60);
    add(
      {
        ...base,
        kind: 'charge',
        series_id: s.id,
        model_id: model.id,
        season: '常温',
        location: '上海嘉定测试场',
        temp_c: rng.int(22, 26),
        ac: '空调关闭',
        load_desc: '车内无人，充电前静置2小时',
        speed: '—',
        soc_start: from,
        soc_end: 80,
        wheel,
        tested_at: chargeAt + rng.int(0, 20) * DAY,
        peak_kw: peak,
        avg_kw: avg,
        charge_min: minutes,
        full_min: round1(minutes + tail),
        summary: `使用${peak > 250 ? '超充桩（600kW）' : '公共快充桩（360kW）'}，${from}%充至80%用时${minutes}分钟，峰值功率${peak}kW。`,
        images: 3,
      },
      [
        [
          '充电曲线',
          `${from}%→50%`,
          0,
          0,
          round1(minutes * ((50 - from) / (80 - from)) * 0.85),
          `平均${Math.round(avg * 1.15)}kW`,
        ],
        [
          '充电曲线',
          '50%→80%',
          0,
          0,
          round1(minutes - minutes * ((50 - from) / (80 - from)) * 0.85),
          `平均${Math.round(avg * 0.8)}kW`,
        ],
        ['充电曲线', '80%→100%', 0, 0, tail, `平均${Math.round(avg * 0.35)}kW`],
      ],
    );
  }
}

/** The columns a test row of one car starts from: the shared defaults, the car and its wheels. */
type CarBase = Omit<TestRow, 'kind' | 'tested_at' | 'summary'>;

function smartRow(car: CarBase, cockpit: string, rng: Rng, from: number): TestRow {
  return {
    ...car,
    kind: 'smart',
    season: '常温',
    location: '北京亦庄',
    temp_c: rng.int(18, 24),
    ac: '空调自动 22℃',
    load_desc: '驾驶员1名，副驾测试员1名',
    speed: '驻车与城市道路',
    soc_start: rng.int(70, 90),
    soc_end: rng.int(50, 65),
    tested_at: from + rng.int(0, 25) * DAY,
    summary: `${cockpit || '车机芯片'}平台，测试车机开机、应用启动、语音交互与导航，共${12}项。`,
    score: 0,
  };
}

function smartResults(cockpit: string, grade: number, rng: Rng): Result[] {
  const chip = /8295|9610|Ryzen/.test(cockpit) ? 1 : 0.8;
  const q = (bias = 0) =>
    Math.max(35, Math.min(99, 55 + (grade * 25 + chip * 18) * (0.8 + rng.next() * 0.35) + bias));
  const voice = (name: string, runs: number, bias: number) => {
    const score = q(bias);
    return ['语音交互', name, Math.round((runs * score) / 100), runs, score, ''] as Result;
  };
  const boot = round1(8 + (1 - chip) * 20 + rng.next() * 6);
  return [
    ['流畅度', '冷启动开机', 0, 0, Math.max(40, 100 - boot * 2.2), `用时${boot}秒`],
    ['流畅度', '应用启动', 0, 0, q(), `地图平均${round1(0.8 + (1 - chip) * 3 + rng.next())}秒打开`],
    ['流畅度', '地图缩放帧率', 0, 0, q(-3), `${Math.round(40 + chip * 18)}帧`],
    ['流畅度', '多任务切换', 0, 0, q(-5), '导航+音乐+空调同时操作'],
    voice('唤醒成功率', 20, 2),
    voice('连续对话', 15, -4),
    voice('可见即可说', 15, -6),
    voice('方言识别', 10, -12),
    ['导航与生态', '导航路线规划', 0, 0, q(), ''],
    ['导航与生态', '车道级导航', 0, 0, q(-8), ''],
    ['导航与生态', '手机互联', 0, 0, q(-2), ''],
    ['导航与生态', '应用生态', 0, 0, q(-6), ''],
  ];
}

function assistRow(car: CarBase, tops: number, rng: Rng, from: number): TestRow {
  return {
    ...car,
    kind: 'assist',
    season: '常温',
    location: '广州城区及广深高速',
    temp_c: rng.int(20, 28),
    ac: '空调自动 23℃',
    load_desc: '驾驶员1名，记录员1名',
    speed: '高速≤120km/h，城区≤60km/h',
    soc_start: rng.int(85, 95),
    soc_end: rng.int(30, 50),
    tested_at: from + rng.int(0, 25) * DAY,
    summary: `智驾芯片算力${tops} TOPS，在高速、城区与停车场共12个场景各跑多次，记录一次通过次数。`,
    score: 0,
  };
}

function assistResults(tops: number, price: number, rng: Rng): Result[] {
  // Compute sets what a car can do: below ~80 TOPS there is no city navigation assistance.
  const power = Math.min(1, Math.log10(Math.max(2, tops)) / 3);
  const runsOf = (name: string, group: string, runs: number, difficulty: number): Result => {
    const supported = !(group === '城市领航' && tops < 80);
    if (!supported) return [group, name, 0, 0, 0, '不支持'];
    const p = Math.max(
      0.2,
      Math.min(
        1,
        0.45 + power * 0.5 + Math.min(price, 40) / 400 - difficulty + (rng.next() - 0.5) * 0.12,
      ),
    );
    const passes = Math.round(runs * p);
    return [group, name, passes, runs, (passes / runs) * 100, ''];
  };
  return [
    runsOf('匝道汇入', '高速领航', 10, 0.02),
    runsOf('施工区绕行', '高速领航', 10, 0.12),
    runsOf('大车避让', '高速领航', 10, 0.05),
    runsOf('隧道通行', '高速领航', 10, 0.04),
    runsOf('无保护左转', '城市领航', 10, 0.22),
    runsOf('环岛通行', '城市领航', 10, 0.18),
    runsOf('加塞应对', '城市领航', 10, 0.12),
    runsOf('行人避让', '城市领航', 10, 0.06),
    runsOf('垂直车位', '自动泊车', 8, 0.02),
    runsOf('侧方车位', '自动泊车', 8, 0.1),
    runsOf('斜列车位', '自动泊车', 8, 0.14),
    runsOf('机械车位', '自动泊车', 8, 0.25),
  ];
}

/** Pictures of a test, drawn by the API like every demo image. */
export function testImages(testId: number, count: number, title: string): string[] {
  return Array.from({ length: count }, (_, k) =>
    relMedia('cover', `gamp${testId}-${k + 1}`, `${title} ${k + 1}`),
  );
}
