import type { Database } from 'better-sqlite3';
import { relMedia } from '../../media-path';
import { createRng, type Rng } from '../../seed/rng';
import { BRANDS } from '../../seed/catalog';
import { HOT_BRANDS, SERIES_FACTS, type SeriesFact } from '../../seed/car-facts';
import { adasChipOf, modelParams, techOf, type Drive, type ModelSpec } from '../../seed/car-params';
import { firstLetter } from '../../../contract/format/pinyin';
import { formatDate } from '../../../contract/format/time';
import { CHINA_OFFSET } from '../../seed/clock';
import { bodyImageSrc } from '../content';
import { PAINTS } from '../../media-car';
import { GALLERY_VIEWS, factName, paintOf, priceRange, seriesPicture } from '../../seed/series';
import { DAY } from './rows';
import { seedThemes } from './seed-themes';
import {
  batteryAt,
  chargeFrom,
  chargeMinutes,
  highVoltageAt,
  lfpAt,
  peakKwAt,
  rangeAt,
} from '../../seed/car-energy';
import { at, specOf, type SeriesSpec } from '../../seed/car-specs';

// The car catalog's demo data: brands and series from the real catalog (seed/catalog.ts,
// seed/car-facts.ts), their model years and trims with full parameter tables, gallery images,
// 24 months of sales, launches, themes and recommended lists.

const TRIM_NAMES = ['标准版', '长续航版', 'Pro', 'Max', '智驾版', 'Ultra', '性能版', '旗舰版'];

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Chinese guide prices end in 8 or 9: 23.58万, 17.99万. */
function guidePrice(n: number, rng: Rng): number {
  const cents = Math.round(n * 10) / 10;
  return Math.round((cents + (rng.chance(0.5) ? 0.08 : 0.09)) * 100) / 100;
}

/** The month of an instant in China time (a launch on 1 September at 06:09 in Beijing is September, not UTC's August). */
function monthLabel(t: number): string {
  return formatDate(t, 'YYYY.MM');
}

interface SeededModel {
  spec: ModelSpec;
  name: string;
  powerGroup: string;
  status: number;
  launchAt: number;
}

/** Brands whose pure-electric cars from 20万 up the class rules once put on 800V (see classDraws). */
const CLASS_HIGH_VOLTAGE = new Set(['小鹏', '极氪', '小米', '智界', '理想', '保时捷', '埃安']);

/**
 * The library's seed stream draws per trim by size class (an AWD pick, a motor split, a platform
 * pick, a six-seat pick); the figures now come from the series record, but the draws are taken in
 * the same places so the ids, counts and dates seeded after each trim stay put.
 */
function classDraws(
  fact: SeriesFact,
  rng: Rng,
  tier: number,
  price: number,
): { awdPick: boolean | null; sixPick: boolean | null } {
  const small = fact.size === '微型' || fact.size === '小型';
  const canAwd = !small && fact.size !== '紧凑型';
  const awdPick = canAwd && tier < 0.99 && tier > 0.5 ? rng.chance(0.5) : null;
  if (canAwd && (tier >= 0.99 || awdPick)) rng.next();
  if (fact.energy === '纯电' && price >= 20 && (CLASS_HIGH_VOLTAGE.has(fact.brand) || price >= 30))
    rng.next();
  const sixPick = fact.body === 'SUV' && fact.size === '中大型' ? rng.chance(0.3) : null;
  return { awdPick, sixPick };
}

/** Curb weight from the record: length, battery, drive and a range extender or engine, kg. */
function curbWeight(
  s: SeriesSpec,
  battery: number,
  awd: boolean,
  ev: boolean,
  body: string,
): number {
  const kg =
    400 +
    (s.length - 2900) * 0.6 +
    battery * 5.5 +
    (awd ? 110 : 0) +
    (ev ? 0 : 250) +
    (body === 'MPV' ? 200 : 0);
  return Math.max(650, Math.round(kg / 5) * 5);
}

/** The trims of one model year, spread over the series' price range and its published record (car-specs.ts). */
function buildYear(
  fact: SeriesFact,
  rng: Rng,
  year: number,
  count: number,
  status: number,
  launchAt: number,
  priceShift: number,
): SeededModel[] {
  const rec = specOf(fact.name);
  const ev = fact.energy === '纯电';
  const out: SeededModel[] = [];
  for (let i = 0; i < count; i++) {
    const tier = count === 1 ? 0.5 : i / (count - 1);
    let price = fact.min + (fact.max - fact.min) * tier + priceShift;
    // The ends of the current year's lineup are the series' published guide prices.
    price =
      count > 1 && priceShift === 0 && i === 0
        ? fact.min
        : count > 1 && priceShift === 0 && i === count - 1
          ? fact.max
          : guidePrice(price, rng);
    const { awdPick, sixPick } = classDraws(fact, rng, tier, price);
    // Drive: the record's base drive; the top trim (and upper ones by the draw) take the four-wheel one it offers.
    const awdOffered = rec.drives.length > 1;
    const drive: Drive =
      awdOffered && (tier >= 0.99 || (tier > 0.5 && awdPick === true))
        ? rec.drives[1]!
        : rec.drives[0]!;
    // Power and 0-100 pair up: a two-drive series' base drive has the base figures, its four-wheel drive the top ones.
    const t = awdOffered ? (drive === rec.drives[1] ? 1 : 0) : tier;
    const kw = Math.round(at(rec.powerKw, t));
    const accel = Math.round(at(rec.accel, t) * 10) / 10;
    const frontKw = drive === '前驱' ? kw : drive === '四驱' ? Math.round(kw * 0.42) : 0;
    const rearKw = kw - frontKw;
    const battery = batteryAt(rec, tier);
    const range = rangeAt(rec, tier);
    const weight = curbWeight(rec, battery, drive === '四驱', ev, fact.body);
    const fastKw = peakKwAt(rec, tier);
    const from = chargeFrom(fact.energy);
    const seats =
      rec.seats.length === 1
        ? rec.seats[0]!
        : sixPick === true || (sixPick === null && tier >= 0.99)
          ? rec.seats[rec.seats.length - 1]!
          : rec.seats[0]!;
    const combinedDraw = ev ? 0 : rng.next();
    const spec: ModelSpec = {
      brand: fact.brand,
      series: fact.name,
      body: fact.body,
      size: fact.size,
      energy: fact.energy,
      year,
      drive,
      tier,
      price,
      battery,
      range,
      combined: ev ? 0 : rec.combined + (combinedDraw < 0.5 ? 0 : -10 * Math.round(tier * 3)),
      frontKw,
      rearKw,
      torque: Math.round(kw * (1.7 + rng.next() * 0.4)),
      weight,
      accel,
      topSpeed: Math.min(fact.min >= 80 ? 260 : 250, Math.round((100 + kw * 0.35) / 5) * 5),
      length: rec.length,
      width: rec.width,
      height: rec.height,
      wheelbase: rec.wheelbase,
      seats,
      doors: rec.doors,
      fastKw,
      fastFrom: from,
      fastHours:
        fastKw > 0 ? Math.round((chargeMinutes(battery, fastKw, from) / 60) * 100) / 100 : 0,
      highVoltage: highVoltageAt(rec, tier),
      lfp: lfpAt(rec, tier),
      lidar: rec.lidar,
      lidarAll: rec.lidarAll,
      launch: monthLabel(launchAt),
    };
    const trim =
      TRIM_NAMES[
        Math.min(
          TRIM_NAMES.length - 1,
          Math.round(tier * (TRIM_NAMES.length - 3)) + (drive === '四驱' ? 2 : 0),
        )
      ]!;
    const driveName = ev ? drive : drive === '四驱' ? '四驱' : '';
    const name = ev
      ? `${year}款 ${range}km ${driveName}${trim}`
      : `${year}款 ${fact.energy === '插混' ? 'DM ' : '增程 '}${range}km ${driveName}${trim}`;
    const powerGroup = ev
      ? `${drive} · ${battery}kWh`
      : `${fact.size === '大型' || fact.size === '中大型' ? '1.5T' : '1.5L'} ${fact.energy}${drive === '四驱' ? ' 四驱' : ''} · ${battery}kWh`;
    out.push({ spec, name, powerGroup, status, launchAt });
  }
  return out;
}

/** Names are unique within a series: two trims (or a later trim of the same 年款) can land on one range and trim name. */
function uniqueNames(models: SeededModel[]): void {
  const seen = new Map<string, number>();
  for (const m of models) {
    const n = (seen.get(m.name) ?? 0) + 1;
    seen.set(m.name, n);
    if (n > 1) m.name = `${m.name} ${['', '', '进阶版', '尊享版', '特别版'][n] ?? `型${n}`}`;
  }
}

/** The 年款 of a trim launched at `at`: its year in China time, the next one from September on. */
function modelYearOf(at: number): number {
  const d = new Date((at + CHINA_OFFSET) * 1000);
  return d.getUTCFullYear() + (d.getUTCMonth() >= 8 ? 1 : 0);
}

const HOT_SERIES = [
  'Model Y',
  '小米SU7',
  '问界M9',
  '理想L6',
  '宋PLUS DM-i',
  '秦PLUS DM-i',
  '海鸥',
  '极氪007',
  '小米YU7',
  '问界M8',
  '零跑C10',
  'Model 3',
  '小鹏MONA M03',
  '海豹',
  '理想L9',
  '智界R7',
  '银河E5',
  '元PLUS',
  '小鹏P7+',
  '乐道L60',
];

function seriesLevel(f: SeriesFact): string {
  return `${f.size}${f.body === '轿车' ? '车' : f.body}`;
}

function seriesDescription(f: SeriesFact, status: number): string {
  const lead = status === 3 ? '即将上市的' : status === 2 ? '已停售的' : '';
  const pos = `${lead}${f.brand}${seriesLevel(f)}，${f.energy === '纯电' ? '纯电动' : f.energy === '插混' ? '插电混动' : '增程式'}驱动`;
  const tech = techOf(f.brand);
  return `${f.name}是${pos}，官方指导价${f.min.toFixed(2)}-${f.max.toFixed(2)}万元。车机搭载${tech.os}，辅助驾驶为${tech.adas}，主打${f.body === 'MPV' ? '大空间家庭出行' : f.body === 'SUV' ? '家用空间与智能化' : '操控与续航'}。`;
}

export function seedCars(db: Database, now: number): void {
  const rng = createRng(8081);
  const insBrand = db.prepare(
    'INSERT INTO car_brands (id, name, letter, country, logo, hot_rank, description) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insSeries = db.prepare(
    `INSERT INTO car_series (id, brand_id, name, body, size, level, energy, min_price, max_price, min_range, max_range, sale_status, launch_at, cover, hot_rank, score, description)
     VALUES (@id, @brand_id, @name, @body, @size, @level, @energy, @min_price, @max_price, @min_range, @max_range, @sale_status, @launch_at, @cover, @hot_rank, @score, @description)`,
  );
  const insImage = db.prepare(
    'INSERT INTO car_series_images (series_id, category, path, sort) VALUES (?, ?, ?, ?)',
  );
  const insModel = db.prepare(
    `INSERT INTO car_models (id, series_id, name, year, power_group, drive, battery_kwh, range_km, price, sale_status, power_kw, accel, launch_at, sort)
     VALUES (@id, @series_id, @name, @year, @power_group, @drive, @battery_kwh, @range_km, @price, @sale_status, @power_kw, @accel, @launch_at, @sort)`,
  );
  const insParam = db.prepare(
    'INSERT INTO car_model_params (model_id, sort, group_name, name, value) VALUES (?, ?, ?, ?, ?)',
  );
  const insSales = db.prepare(
    'INSERT INTO car_series_sales (series_id, month, sales) VALUES (?, ?, ?)',
  );
  const insLaunch = db.prepare(
    'INSERT INTO car_launches (series_id, kind, title, summary, body, cover, launch_at, models_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );

  // Brand order follows catalog.ts so brand ids stay stable when facts are added.
  const brandIds = new Map<string, number>();
  BRANDS.forEach((b, i) => {
    const bid = i + 1;
    brandIds.set(b.name, bid);
    const hot = HOT_BRANDS.indexOf(b.name) + 1;
    insBrand.run(
      bid,
      b.name,
      firstLetter(b.name),
      b.country,
      relMedia('logo', `brand${bid}`, b.name),
      hot,
      `${b.name}，${b.country}新能源汽车品牌。`,
    );
  });

  // Series ids: catalog order first (so catalog series keep their ids), then the extra facts.
  const facts = [...SERIES_FACTS].sort((a, b) => {
    const ai = BRANDS.findIndex((x) => x.name === a.brand) * 100 + orderIn(a);
    const bi = BRANDS.findIndex((x) => x.name === b.brand) * 100 + orderIn(b);
    return ai - bi;
  });
  function orderIn(f: SeriesFact): number {
    const list = BRANDS.find((x) => x.name === f.brand)?.series ?? [];
    const i = list.indexOf(f.name);
    return i >= 0 ? i : 50 + SERIES_FACTS.indexOf(f);
  }

  // The 24 full months before the one the seed runs in, as months of China time (not the server's).
  const months: string[] = [];
  const nowDate = new Date((now + CHINA_OFFSET) * 1000);
  for (let k = 24; k >= 1; k--) {
    const d = new Date(Date.UTC(nowDate.getUTCFullYear(), nowDate.getUTCMonth() - k, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }

  let modelId = 0;
  const ranked = facts.map((f) => {
    const h = HOT_SERIES.findIndex(
      (n) => n === f.name || `${f.brand}${f.name}` === n || n.endsWith(f.name),
    );
    return { f, hot: h >= 0 ? h : 100 + rng.int(0, 200) };
  });
  const hotOrder = [...ranked].sort((a, b) => a.hot - b.hot).map((x) => x.f);

  facts.forEach((f, i) => {
    const sid = i + 1;
    const status = f.status;
    const hotRank = hotOrder.indexOf(f) + 1;
    // Launch of the current generation: on-sale series between 4 and 36 months ago,
    // discontinued ones long ago, upcoming ones in the next 10-150 days.
    const seriesLaunch =
      status === 3
        ? now + rng.int(10, 150) * DAY
        : status === 2
          ? now - rng.int(3 * 365, 5 * 365) * DAY
          : now - rng.int(120, 36 * 30) * DAY;
    const models: SeededModel[] = [];
    // A trim's 年款 is its launch year, or the next one from September on (never before it).
    if (status === 3) {
      models.push(
        ...buildYear(f, rng, modelYearOf(seriesLaunch), rng.int(2, 3), 3, seriesLaunch, 0),
      );
    } else if (status === 2) {
      const stopLaunch = ((count: number) => [count, now - rng.int(700, 900) * DAY] as const)(
        rng.int(2, 4),
      );
      models.push(
        ...buildYear(f, rng, modelYearOf(stopLaunch[1]), stopLaunch[0], 2, stopLaunch[1], 0),
      );
    } else {
      const oldLaunch = now - rng.int(420, 640) * DAY;
      const curLaunch = Math.max(seriesLaunch, now - rng.int(60, 330) * DAY);
      const curYear = modelYearOf(curLaunch);
      models.push(
        ...buildYear(
          f,
          rng,
          Math.min(modelYearOf(oldLaunch), curYear - 1),
          rng.int(1, 2),
          2,
          oldLaunch,
          round1((f.max - f.min) * 0.1),
        ),
      );
      models.push(...buildYear(f, rng, curYear, rng.int(2, 3), 1, curLaunch, 0));
      if (rng.chance(0.35)) {
        const upcoming = rng.chance(0.5);
        const at = upcoming ? now + rng.int(7, 90) * DAY : now - rng.int(5, 50) * DAY;
        models.push(
          ...buildYear(f, rng, modelYearOf(at), 1, upcoming ? 3 : 1, at, 0).map((m) => ({
            ...m,
            spec: { ...m.spec, tier: 1 },
          })),
        );
      }
    }
    uniqueNames(models);
    const onSale = models.filter((m) => m.status === (status === 1 ? 1 : status));
    const prices = onSale.map((m) => m.spec.price);
    const ranges = onSale.map((m) => m.spec.range);
    insSeries.run({
      id: sid,
      brand_id: brandIds.get(f.brand)!,
      name: f.name,
      body: f.body,
      size: f.size,
      level: seriesLevel(f),
      energy: f.energy,
      min_price: Math.min(...prices),
      max_price: Math.max(...prices),
      min_range: Math.min(...ranges),
      max_range: Math.max(...ranges),
      sale_status: status,
      launch_at: seriesLaunch,
      cover: seriesPicture(f.name, `series${sid}`, 'side'),
      hot_rank: hotRank,
      score: status === 3 ? 0 : round1(7.4 + rng.next() * 2.1),
      description: seriesDescription(f, status),
    });
    // Gallery: exterior angles and details, then the cockpit, then the seats; the first shots
    // in the launch colour, later exterior ones in the other paints the series is sold in.
    const imageCount = rng.int(6, 12);
    const own = paintOf(f.name);
    for (let k = 0, shot = { 外观: 0, 内饰: 0, 空间: 0 }; k < imageCount; k++) {
      const cat =
        k < Math.ceil(imageCount / 2) ? '外观' : k < Math.ceil(imageCount * 0.8) ? '内饰' : '空间';
      const views = GALLERY_VIEWS[cat];
      const n = shot[cat]++;
      const paint = cat === '外观' && n >= 3 ? (own + n) % PAINTS.length : own;
      insImage.run(
        sid,
        cat,
        seriesPicture(f.name, `series${sid}g${k + 1}`, views[n % views.length], { paint }),
        k + 1,
      );
    }
    models.forEach((m, k) => {
      modelId++;
      insModel.run({
        id: modelId,
        series_id: sid,
        name: m.name,
        year: m.spec.year,
        power_group: m.powerGroup,
        drive: m.spec.drive,
        battery_kwh: m.spec.battery,
        range_km: m.spec.range,
        price: m.spec.price,
        sale_status: m.status,
        power_kw: m.spec.frontKw + m.spec.rearKw,
        accel: m.spec.accel,
        launch_at: m.launchAt,
        sort: k + 1,
      });
      modelParams(m.spec).forEach(([group, name, value], n) =>
        insParam.run(modelId, n + 1, group, name, value),
      );
    });

    // Monthly sales: popular series sell tens of thousands, the tail a few hundred; Jan/Feb dip
    // (Spring Festival), the year end peaks; nothing before launch.
    if (status !== 3) {
      const base = Math.round(42000 / Math.pow(hotRank, 0.75)) + rng.int(100, 900);
      let level = base * (0.7 + rng.next() * 0.3);
      months.forEach((month, k) => {
        const [y, mo] = month.split('-').map(Number) as [number, number];
        const monthStart = Date.UTC(y, mo - 1, 1) / 1000 - CHINA_OFFSET;
        if (monthStart + 31 * DAY < seriesLaunch && status === 1) return;
        if (status === 2 && k > 8) return;
        level = Math.max(80, level * (0.94 + rng.next() * 0.14));
        const season = mo === 2 ? 0.62 : mo === 1 ? 0.85 : mo === 12 ? 1.18 : mo >= 9 ? 1.06 : 1;
        const fade = status === 2 ? Math.max(0.1, 1 - k / 9) : 1;
        insSales.run(sid, month, Math.round(level * season * fade));
      });
    }

    // Launch events for the calendar and the new-car pages.
    // Each event names the trims it brought (their launch time), so its page lists and counts them.
    const events: [string, number, number][] = [];
    if (status === 3) {
      events.push([
        '预售',
        Math.min(seriesLaunch - 20 * DAY, now + rng.int(-20, 40) * DAY),
        seriesLaunch,
      ]);
      events.push(['上市', seriesLaunch, seriesLaunch]);
    } else if (status === 1) {
      const latest = models.find((m) => m.status === 1);
      if (latest) events.push(['上市', latest.launchAt, latest.launchAt]);
      const newest = models.find((m) => m.launchAt > (latest?.launchAt ?? 0));
      if (newest)
        events.push([newest.status === 3 ? '改款' : '新增车型', newest.launchAt, newest.launchAt]);
      // A 新增车型 without a trim to show is not announced (the draw is kept: the seed after it stays the same).
      else if (rng.chance(0.3)) rng.int(-80, 80);
    }
    for (const [kind, at, modelsAt] of events) {
      const introduced = models.filter((m) => m.launchAt === modelsAt);
      const lead = f.min.toFixed(2);
      const title =
        kind === '预售'
          ? `${factName(f)}开启预售，预售价${lead}万元起`
          : kind === '上市'
            ? `${factName(f)}正式上市，售价${priceRange(f)}`
            : kind === '改款'
              ? `${introduced[0]!.spec.year}款${f.name}即将上市，配置全面升级`
              : `${f.name}新增车型上市，补齐${f.energy === '纯电' ? '长续航' : '四驱'}版本`;
      const tech = techOf(f.brand);
      const first = introduced[0]?.spec ?? models[0]!.spec;
      const paras = [
        `${monthLabel(at).replace('.', '年')}月，${factName(f)}${kind === '预售' ? '开启预售' : kind === '改款' ? '发布改款车型' : '正式上市'}。这款${f.brand}旗下的${seriesLevel(f)}共推出${introduced.length}款车型。`,
        `动力方面，新车${f.energy === '纯电' ? `搭载${first.battery}kWh电池组，CLTC纯电续航${first.range}km起` : `采用${f.energy}系统，纯电续航${first.range}km，综合续航可达${first.combined}km`}，入门版最大功率${first.frontKw + first.rearKw}kW，官方0-100km/h加速${first.accel.toFixed(1)}秒。`,
        `智能化方面，全系标配${tech.os}车机，高配车型提供${tech.adas}辅助驾驶，搭载${adasChipOf(f.brand, f.name).chip}芯片。`,
        `车身尺寸方面，新车长宽高分别为${first.length}/${first.width}/${first.height}mm，轴距${first.wheelbase}mm，定位${seriesLevel(f)}。`,
        `价格上，${f.name}的定价区间为${f.min.toFixed(2)}-${f.max.toFixed(2)}万元，${f.min < 15 ? '入门价格极具竞争力' : f.min < 30 ? '直面同级合资与新势力对手' : '瞄准高端新能源市场'}。`,
      ];
      const body = paras
        .map(
          (p, k) =>
            `<p>${p}</p>${k === 1 ? `<p><img src="${bodyImageSrc(seriesPicture(f.name, `series${sid}g1`, 'side'))}" alt="${f.name}"></p>` : ''}`,
        )
        .join('\n');
      insLaunch.run(
        sid,
        kind,
        title,
        paras[0]!,
        body,
        seriesPicture(
          f.name,
          `launch${sid}${kind === '预售' ? 'p' : 'l'}`,
          kind === '预售' ? 'front' : 'side',
        ),
        at,
        modelsAt,
      );
    }
  });
  seedThemes(db);
}
