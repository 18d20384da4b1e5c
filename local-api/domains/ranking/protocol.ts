import type { Database } from 'better-sqlite3';
import type { RawMakerReply, RawTestProtocol, RawTestRun } from '../../../contract/api/ranking';
import { CAR_SOURCES, type CarSource } from '../../../contract/ranking';
import type { TestRow } from './tests';

// What a test publishes beside its result: the protocol, written and dated before
// the test; where the car came from and who paid; the run itself (generated from the stored test,
// so the last row is the tested range); and the maker's reply. Demo data is seeded from each test
// row by its id, deterministically, without drawing from the seed's random stream.

export const PROTOCOL_SCHEMA = `
  CREATE TABLE IF NOT EXISTS rank_test_protocols (
    test_id INTEGER PRIMARY KEY REFERENCES rank_tests(id), published_at INTEGER NOT NULL, route TEXT NOT NULL,
    speeds TEXT NOT NULL, tyres TEXT NOT NULL, preconditioning TEXT NOT NULL, door_openings INTEGER NOT NULL,
    car_source TEXT NOT NULL, payer TEXT NOT NULL, sponsor TEXT, run_step_km INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS rank_test_replies (
    test_id INTEGER PRIMARY KEY REFERENCES rank_tests(id), maker TEXT NOT NULL, body TEXT NOT NULL, replied_at INTEGER NOT NULL
  );
`;

const DAY = 86400;

interface ProtocolRow {
  test_id: number;
  published_at: number;
  route: string;
  speeds: string;
  tyres: string;
  preconditioning: string;
  door_openings: number;
  car_source: CarSource;
  payer: string;
  sponsor: string | null;
  run_step_km: number;
}

/** Who a sponsored test names (a charging operator pays for charge tests, a tyre maker for range tests). */
const SPONSORS: Record<string, string> = {
  endurace: '驰远轮胎',
  charge: '星联充电',
  smart: '声驰音频',
  assist: '图域高精地图',
};

const PAYER: Record<CarSource, string> = {
  self: '新出行自费（购车、能耗与场地费用）',
  maker: '新出行自费（能耗与场地费用）；测试车由厂家借出，测试后归还',
  rental: '新出行自费（租车、能耗与场地费用）',
};

function protocolFor(t: TestRow): ProtocolRow {
  const winter = t.season === '冬测';
  const source = CAR_SOURCES[t.id % 3]![0];
  // A few tests (about one in forty) had a sponsor; a sponsor never sees results before they are published.
  const sponsor = t.id % 40 === 3 ? (SPONSORS[t.kind] ?? null) : null;
  const route =
    t.kind === 'endurace'
      ? `${t.speed}，${t.location}固定环线，每圈约50km`
      : t.kind === 'charge'
        ? `${t.location}，同一台${t.peak_kw > 250 ? '600kW超充桩' : '360kW公共快充桩'}，单车独占`
        : `${t.location}，${t.speed}`;
  return {
    test_id: t.id,
    // Written and published before the car is driven: one to two weeks ahead.
    published_at: t.tested_at - (7 + (t.id % 8)) * DAY,
    route,
    speeds:
      t.kind === 'endurace'
        ? '城市平均约32km/h，快速路约68km/h，高速约108km/h（定速巡航110km/h）'
        : t.speed,
    tyres: `原厂轮胎 ${t.wheel}，冷胎胎压按厂家标准${winter ? '（冬季胎）' : ''}`,
    preconditioning:
      t.kind === 'endurace'
        ? winter
          ? '出发前车辆在室外停放12小时冷透，不预热电池与座舱；出发后空调按设定自动运行'
          : '出发前车辆在室外停放4小时，不预冷座舱'
        : t.kind === 'charge'
          ? '充电前驾驶30分钟并开启导航目的地为充电站，由车辆自动预热电池'
          : '测试前完成系统升级至最新公开版本，不使用厂家提供的测试专用版本',
    door_openings: t.kind === 'endurace' ? (winter ? 4 : 3) : t.kind === 'charge' ? 1 : 0,
    car_source: source,
    payer: sponsor
      ? `${sponsor}赞助测试的场地与能耗费用；测试流程、结果与发布由新出行独立决定`
      : PAYER[source],
    sponsor,
    run_step_km: 5,
  };
}

/** Makers' replies: to a few range and charge tests, a week or three after the result. */
function replyFor(
  t: TestRow,
  brand: string,
): { maker: string; body: string; replied_at: number } | null {
  if (t.kind === 'endurace' && t.id % 3 === 1) {
    const winter = t.season === '冬测';
    return {
      maker: `${brand}官方`,
      body: winter
        ? `感谢新出行公开完整的测试条件。本次测试在${t.temp_c}℃下进行且出发前未预热电池；车主在出发前通过App预约预热，可减少低温下的能耗。我们将在下一次OTA中优化低温能量管理，并欢迎新出行届时复测。`
        : `感谢新出行的测试。本次测试高速段占30%、定速110km/h，与CLTC工况差异较大；城市工况下的实际续航更接近标称值。我们认可本次测试的流程与数据。`,
      replied_at: t.tested_at + (10 + (t.id % 12)) * DAY,
    };
  }
  if (t.kind === 'charge' && t.id % 5 === 2) {
    return {
      maker: `${brand}官方`,
      body: '测试所用充电桩的最大输出电流低于本车的峰值需求，在更高功率的超充站上峰值功率可以更高。测试数据本身无误，感谢新出行注明了充电桩型号。',
      replied_at: t.tested_at + (14 + (t.id % 9)) * DAY,
    };
  }
  return null;
}

/** Each test's protocol, and the maker's reply where one has come by the seed's `now`. */
export function seedProtocols(db: Database, now: number): void {
  const tests = db
    .prepare(
      'SELECT t.*, b.name brand FROM rank_tests t JOIN car_series s ON s.id = t.series_id JOIN car_brands b ON b.id = s.brand_id ORDER BY t.id',
    )
    .all() as (TestRow & { brand: string })[];
  const insProtocol =
    db.prepare(`INSERT INTO rank_test_protocols (test_id, published_at, route, speeds, tyres, preconditioning, door_openings, car_source, payer, sponsor, run_step_km)
    VALUES (@test_id, @published_at, @route, @speeds, @tyres, @preconditioning, @door_openings, @car_source, @payer, @sponsor, @run_step_km)`);
  const insReply = db.prepare(
    'INSERT INTO rank_test_replies (test_id, maker, body, replied_at) VALUES (?, ?, ?, ?)',
  );
  for (const t of tests) {
    insProtocol.run(protocolFor(t));
    const reply = replyFor(t, t.brand);
    if (reply && reply.replied_at <= now)
      insReply.run(t.id, reply.maker, reply.body, reply.replied_at);
  }
}

function protocolRow(db: Database, testId: number): ProtocolRow {
  const row = db.prepare('SELECT * FROM rank_test_protocols WHERE test_id = ?').get(testId) as
    ProtocolRow | undefined;
  // Every seeded test has its protocol; a test without one is a broken seed, not a 404.
  if (!row) throw new Error(`rank_test_protocols: no protocol for test ${testId}`);
  return row;
}

/** The protocol of a test as the page shows it, with the conditions the test row holds. */
export function protocolOf(db: Database, t: TestRow): RawTestProtocol {
  const p = protocolRow(db, t.id);
  return {
    published_at: p.published_at,
    route: p.route,
    speeds: p.speeds,
    hvac: t.ac,
    soc_start: t.soc_start,
    soc_end: t.soc_end,
    ambient_c: t.temp_c,
    load: t.load_desc,
    tyres: p.tyres,
    preconditioning: p.preconditioning,
    door_openings: p.door_openings,
    car_source: p.car_source,
    payer: p.payer,
    sponsor: p.sponsor,
    has_run: t.kind === 'endurace',
  };
}

export function replyOf(db: Database, testId: number): RawMakerReply {
  return (
    (db
      .prepare('SELECT maker, body, replied_at FROM rank_test_replies WHERE test_id = ?')
      .get(testId) as RawMakerReply | undefined) ?? null
  );
}

/** The route's legs in order: share of the distance, average speed, energy per km against the mean. */
const LEGS = [
  { share: 0.4, speed: 32, energy: 0.85 },
  { share: 0.3, speed: 68, energy: 1 },
  { share: 0.3, speed: 108, energy: 1.25 },
] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The run of a range test, one row every `run_step_km` and one at the end: elapsed minutes,
 * distance, SOC, speed, ambient temperature and HVAC power. The legs follow the route mix the
 * stored results split the distance by (城市 = round(40 %), 快速路 = round(30 %), 高速 = the rest),
 * SOC falls with each leg's energy per km, and the last row is the measured range at the end SOC.
 */
export function runOf(db: Database, t: TestRow): Omit<RawTestRun, 'demo'> {
  const p = protocolRow(db, t.id);
  const total = t.measured_km;
  const city = Math.round(total * 0.4);
  const ring = Math.round(total * 0.3);
  const ends = [city, city + ring, total];
  const legAt = (d: number) => (d <= city ? 0 : d <= city + ring ? 1 : 2);
  const legLength = [city, ring, total - city - ring];
  const energyTotal = LEGS.reduce((a, l, i) => a + l.energy * legLength[i]!, 0);
  /** Energy used up to distance d, in the same units as energyTotal. */
  const energyAt = (d: number) => {
    let used = 0;
    let start = 0;
    for (let i = 0; i < 3; i++) {
      used += LEGS[i]!.energy * Math.max(0, Math.min(d, ends[i]!) - start);
      start = ends[i]!;
    }
    return used;
  };
  const minutesAt = (d: number) => {
    let mins = 0;
    let start = 0;
    for (let i = 0; i < 3; i++) {
      mins += (Math.max(0, Math.min(d, ends[i]!) - start) / LEGS[i]!.speed) * 60;
      start = ends[i]!;
    }
    return mins;
  };
  const winter = t.temp_c < 10;
  const totalMinutes = minutesAt(total);
  const distances: number[] = [];
  for (let d = 0; d < total; d += p.run_step_km) distances.push(d);
  distances.push(total);
  const rows = distances.map((d, k) => {
    const minutes = minutesAt(d);
    const soc =
      d === total
        ? t.soc_end
        : t.soc_start - ((t.soc_start - t.soc_end) * energyAt(d)) / energyTotal;
    const leg = legAt(d);
    // Speed wobbles around the leg's mean; the car stands at the start and at the end.
    const speed =
      d === 0 || d === total
        ? 0
        : Math.round(LEGS[leg]!.speed * (0.9 + 0.2 * (((k * 37 + t.id) % 11) / 10)));
    // The day warms by about 3 ℃ towards midday and cools again.
    const ambient = round1(
      t.temp_c + 3 * Math.sin((Math.PI * minutes) / Math.max(1, totalMinutes)),
    );
    const hvac = round1(
      winter
        ? 2.4 + Math.max(0, 22 - ambient) * 0.09 + (k % 3) * 0.1
        : 1 + Math.max(0, ambient - 24) * 0.12 + (k % 3) * 0.05,
    );
    return [Math.round(minutes), d, round1(soc), speed, ambient, hvac];
  });
  return { columns: [...RUN_COLUMNS], rows };
}

/** The run's columns, in the order of each row (and of the CSV). */
const RUN_COLUMNS = [
  '时间(分钟)',
  '里程(km)',
  'SOC(%)',
  '车速(km/h)',
  '环境温度(℃)',
  '空调功率(kW)',
] as const;
