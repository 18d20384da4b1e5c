/**
 * The car catalog: brands, series, models, full parameter tables, gallery images, monthly
 * sales, launches (新车日历 / 新车页), themes (专题) and recommended lists.
 *
 * TABLES (names and columns are a contract: other domains join on them; keep them stable)
 *   car_brands         id, name, letter (pinyin index A–Z without I/U/V, '#'), country,
 *                      logo (relative media path), hot_rank (1.. for hot brands, 0 otherwise),
 *                      description
 *   car_series         id, brand_id → car_brands, name, body ('轿车'|'SUV'|'MPV'),
 *                      size ('微型'|'小型'|'紧凑型'|'中型'|'中大型'|'大型'), level (e.g. '中型SUV'),
 *                      energy ('纯电'|'插混'|'增程'), min_price, max_price (万元, models on sale),
 *                      min_range, max_range (CLTC pure-electric km), sale_status
 *                      (1 在售, 2 停售, 3 未上市), launch_at (Unix s), cover (relative media path),
 *                      hot_rank (1.. by popularity), score (owner rating 0–10), description
 *   car_series_images  id, series_id → car_series, category ('外观'|'内饰'|'空间'), path, sort
 *   car_models         id, series_id → car_series, name (e.g. '2025款 后驱长续航智驾版'), year,
 *                      power_group (e.g. '后驱 · 73.6kWh'), drive ('前驱'|'后驱'|'四驱'),
 *                      battery_kwh, range_km, price (万元), sale_status (1/2/3 as above),
 *                      power_kw, accel (0–100 s), launch_at, sort
 *   car_model_params   model_id → car_models, sort, group_name, name, value ('●' 标配,
 *                      '○' 选配, '-' 无, or a figure); PRIMARY KEY (model_id, sort); rows in
 *                      display order, the same names in the same order for every model
 *   car_series_sales   series_id, month ('YYYY-MM'), sales; the last 24 months
 *   car_launches       id, series_id, kind ('上市'|'预售'|'新增车型'|'改款'), title, summary,
 *                      body (HTML with MEDIA_TOKEN), cover, launch_at (Unix s)
 *   car_themes         id, title, summary, cover, tag; car_theme_series (theme_id, series_id,
 *                      sort, reason)
 *   car_recommend      id, title, summary, kind ('price'|'body'|'energy');
 *                      car_recommend_series (list_id, series_id, sort, reason)
 */
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { absMedia, relMedia } from '../media-path';
import { badRequest, notFound } from '../http-error';
import { id, int, listResult, paging, str } from '../params';
import { createRng, type Rng } from '../seed/rng';
import { BRANDS } from '../seed/catalog';
import { HOT_BRANDS, SERIES_FACTS, type SeriesFact } from '../seed/car-facts';
import { modelParams, techOf, type Drive, type ModelSpec } from '../seed/car-params';
import { firstLetter } from '../../lib/format/pinyin';
import { CONTENT_SELECT, MEDIA_TOKEN, bodyImageSrc, feedItem, type ContentRow } from './content';
import { PAINTS } from '../media-car';
import { GALLERY_VIEWS, factName, paintOf, priceRange, seriesPicture, viewForTopic } from '../seed/series';

export const SALE_STATUS = { onSale: 1, stopped: 2, upcoming: 3 } as const;
export const SALE_STATUS_NAME: Record<number, string> = { 1: '在售', 2: '停售', 3: '未上市' };
export const IMAGE_CATEGORIES = ['外观', '内饰', '空间'] as const;
/** Most models a parameter or compare request may ask for at once. */
export const MAX_COMPARE = 8;

export interface BrandRow {
  id: number;
  name: string;
  letter: string;
  country: string;
  logo: string;
  hot_rank: number;
  description: string;
  series_count?: number;
}

export interface SeriesRow {
  id: number;
  brand_id: number;
  name: string;
  body: string;
  size: string;
  level: string;
  energy: string;
  min_price: number;
  max_price: number;
  min_range: number;
  max_range: number;
  sale_status: number;
  launch_at: number;
  cover: string;
  hot_rank: number;
  score: number;
  description: string;
  brand_name?: string;
  brand_logo?: string;
}

export interface ModelRow {
  id: number;
  series_id: number;
  name: string;
  year: number;
  power_group: string;
  drive: string;
  battery_kwh: number;
  range_km: number;
  price: number;
  sale_status: number;
  power_kw: number;
  accel: number;
  launch_at: number;
  sort: number;
}

export const SERIES_SELECT =
  'SELECT s.*, b.name AS brand_name, b.logo AS brand_logo FROM car_series s JOIN car_brands b ON b.id = s.brand_id';

export function brandItem(env: ApiEnv, b: BrandRow) {
  return {
    id: b.id,
    name: b.name,
    letter: b.letter,
    country: b.country,
    logo: absMedia(env, b.logo),
    hot_rank: b.hot_rank,
    series_count: b.series_count ?? 0,
  };
}

/** The list item of a series, used by every list of series the API returns. */
export function seriesItem(env: ApiEnv, s: SeriesRow) {
  return {
    id: s.id,
    name: s.name,
    title: s.name,
    bid: s.brand_id,
    brand_name: s.brand_name ?? '',
    brand_logo: absMedia(env, s.brand_logo),
    cover: absMedia(env, s.cover),
    level: s.level,
    body: s.body,
    size: s.size,
    energy: s.energy,
    min_price: s.min_price,
    max_price: s.max_price,
    min_range: s.min_range,
    max_range: s.max_range,
    sale_status: s.sale_status,
    launch_at: s.launch_at,
    hot_rank: s.hot_rank,
    score: s.score,
  };
}

export function modelItem(m: ModelRow) {
  return {
    id: m.id,
    series_id: m.series_id,
    name: m.name,
    year: m.year,
    power_group: m.power_group,
    drive: m.drive,
    battery_kwh: m.battery_kwh,
    range_km: m.range_km,
    price: m.price,
    sale_status: m.sale_status,
    power_kw: m.power_kw,
    accel: m.accel,
    launch_at: m.launch_at,
  };
}

export function getSeries(db: Database, seriesId: number): SeriesRow | undefined {
  return db.prepare(`${SERIES_SELECT} WHERE s.id = ?`).get(seriesId) as SeriesRow | undefined;
}

export function getModel(db: Database, modelId: number): ModelRow | undefined {
  return db.prepare('SELECT * FROM car_models WHERE id = ?').get(modelId) as ModelRow | undefined;
}

// ---------------------------------------------------------------------------------------------
// Seed

const SIZE_FIGURES: Record<string, { len: number; wb: number; width: number; weight: number; bat: [number, number]; kw: [number, number]; eff: number }> = {
  微型: { len: 2920, wb: 1940, width: 1493, weight: 700, bat: [17.3, 26.5], kw: [30, 50], eff: 8.2 },
  小型: { len: 3780, wb: 2500, width: 1715, weight: 1160, bat: [30.1, 38.9], kw: [55, 75], eff: 8.4 },
  紧凑型: { len: 4600, wb: 2720, width: 1860, weight: 1560, bat: [51.0, 72.0], kw: [150, 180], eff: 8.0 },
  中型: { len: 4800, wb: 2880, width: 1900, weight: 1800, bat: [64.0, 90.0], kw: [190, 250], eff: 8.1 },
  中大型: { len: 4990, wb: 3000, width: 1960, weight: 2000, bat: [73.6, 101.0], kw: [220, 300], eff: 7.4 },
  大型: { len: 5230, wb: 3150, width: 1999, weight: 2350, bat: [90.0, 116.0], kw: [250, 340], eff: 6.5 },
};

const TRIM_NAMES = ['标准版', '长续航版', 'Pro', 'Max', '智驾版', 'Ultra', '性能版', '旗舰版'];

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Chinese guide prices end in 8 or 9: 23.58万, 17.99万. */
function guidePrice(n: number, rng: Rng): number {
  const cents = Math.round(n * 10) / 10;
  return Math.round((cents + (rng.chance(0.5) ? 0.08 : 0.09)) * 100) / 100;
}

function monthLabel(t: number): string {
  const d = new Date(t * 1000);
  return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}`;
}

interface SeededModel {
  spec: ModelSpec;
  name: string;
  powerGroup: string;
  status: number;
  launchAt: number;
}

/** The trims of one model year, spread over the series' price range. */
function buildYear(fact: SeriesFact, rng: Rng, year: number, count: number, status: number, launchAt: number, priceShift: number): SeededModel[] {
  const fig = SIZE_FIGURES[fact.size]!;
  const ev = fact.energy === '纯电';
  const out: SeededModel[] = [];
  const luxury = fact.min >= 50;
  for (let i = 0; i < count; i++) {
    const tier = count === 1 ? 0.5 : i / (count - 1);
    let price = fact.min + (fact.max - fact.min) * tier + priceShift;
    // The ends of the current year's lineup are the series' published guide prices.
    price = count > 1 && priceShift === 0 && i === 0 ? fact.min : count > 1 && priceShift === 0 && i === count - 1 ? fact.max : guidePrice(price, rng);
    const small = fact.size === '微型' || fact.size === '小型';
    const canAwd = !small && fact.size !== '紧凑型';
    const drive: Drive = canAwd && (tier >= 0.99 || (tier > 0.5 && rng.chance(0.5))) ? '四驱' : small || (fact.size === '紧凑型' && fact.brand !== '大众') ? '前驱' : '后驱';
    const battery = ev
      ? round1(fig.bat[0] + (fig.bat[1] - fig.bat[0]) * Math.min(1, tier * 1.2))
      : round1((fact.energy === '插混' ? 18.3 : 28.4) + tier * (fact.energy === '插混' ? 18 : 24) + (fact.size === '大型' ? 10 : 0));
    let mainKw = Math.round(fig.kw[0] + (fig.kw[1] - fig.kw[0]) * tier);
    if (luxury) mainKw = Math.round(mainKw * 1.3);
    let frontKw = drive === '前驱' ? mainKw : 0;
    const rearKw = drive === '前驱' ? 0 : mainKw;
    if (drive === '四驱') frontKw = Math.round(mainKw * (0.55 + rng.next() * 0.25) + (luxury ? 120 : 0));
    if (fact.energy !== '纯电' && drive === '前驱') frontKw = Math.max(frontKw, 145);
    const kw = frontKw + rearKw;
    const bodyWeight = fig.weight + (fact.body === 'SUV' ? 160 : fact.body === 'MPV' ? 330 : 0);
    const weight = Math.round(bodyWeight + battery * 6 + (drive === '四驱' ? 110 : 0) + (ev ? 0 : 180));
    const accel = Math.max(1.98, Math.round(0.72 * Math.pow(weight / kw, 0.95) * 10) / 10);
    const bodyEff = fact.body === 'SUV' ? 0.9 : fact.body === 'MPV' ? 0.8 : 1;
    const range = ev
      ? Math.round((battery * fig.eff * bodyEff * (drive === '四驱' ? 0.92 : 1)) / 5) * 5
      : Math.round((battery * (fact.energy === '插混' ? 5.8 : 5.4) * bodyEff) / 5) * 5;
    const highV = ev && price >= 20 && (fact.brand === '小鹏' || fact.brand === '极氪' || fact.brand === '小米' || fact.brand === '智界' || fact.brand === '理想' || fact.brand === '保时捷' || fact.brand === '埃安' || price >= 30);
    const fastKw = ev ? (highV ? 400 + Math.round(rng.next() * 10) * 20 : Math.round(battery * 1.6 / 10) * 10 + 40) : 70 + Math.round(battery);
    const seats = fact.body === 'MPV' ? 7 : fact.body === 'SUV' && (fact.size === '大型' || (fact.size === '中大型' && rng.chance(0.3))) ? 6 : fact.size === '微型' ? 4 : 5;
    const length = Math.round(fig.len + (fact.body === 'MPV' ? 150 : 0) + (hashInt(fact.name) % 120) - 60);
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
      combined: ev ? 0 : 1050 + Math.round(rng.next() * 35) * 10,
      frontKw,
      rearKw,
      torque: Math.round(kw * (1.7 + rng.next() * 0.4)),
      weight,
      accel,
      topSpeed: Math.min(fact.min >= 80 ? 260 : 250, Math.round((100 + kw * 0.35) / 5) * 5),
      length,
      width: fig.width + (hashInt(fact.name + 'w') % 40),
      height: fact.body === '轿车' ? 1440 + (hashInt(fact.name + 'h') % 80) : fact.body === 'SUV' ? 1650 + (hashInt(fact.name + 'h') % 150) : 1850 + (hashInt(fact.name + 'h') % 100),
      wheelbase: fig.wb + (fact.body === 'MPV' ? 100 : 0) + (hashInt(fact.name + 'wb') % 80) - 40,
      seats,
      fastKw,
      fastHours: ev ? (highV ? 0.25 : Math.round((battery * 0.5) / fastKw * 100) / 100 + 0.05) : 0.33,
      launch: monthLabel(launchAt),
    };
    const trim = TRIM_NAMES[Math.min(TRIM_NAMES.length - 1, Math.round(tier * (TRIM_NAMES.length - 3)) + (drive === '四驱' ? 2 : 0))]!;
    const driveName = ev ? drive : drive === '四驱' ? '四驱' : '';
    const name = ev ? `${year}款 ${range}km ${driveName}${trim}` : `${year}款 ${fact.energy === '插混' ? 'DM ' : '增程 '}${range}km ${driveName}${trim}`;
    const powerGroup = ev ? `${drive} · ${battery}kWh` : `${fact.size === '大型' || fact.size === '中大型' ? '1.5T' : '1.5L'} ${fact.energy}${drive === '四驱' ? ' 四驱' : ''} · ${battery}kWh`;
    out.push({ spec, name, powerGroup, status, launchAt });
  }
  // Names must be unique within a series year; two trims can land on one range and trim name.
  const seen = new Map<string, number>();
  for (const m of out) {
    const n = (seen.get(m.name) ?? 0) + 1;
    seen.set(m.name, n);
    if (n > 1) m.name = `${m.name} ${['', '', '进阶版', '尊享版', '特别版'][n] ?? `型${n}`}`;
  }
  return out;
}

function hashInt(text: string): number {
  let h = 7;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

const DAY = 86400;

const HOT_SERIES = ['Model Y', '小米SU7', '问界M9', '理想L6', '宋PLUS DM-i', '秦PLUS DM-i', '海鸥', '极氪007', '小米YU7', '问界M8', '零跑C10', 'Model 3', '小鹏MONA M03', '海豹', '理想L9', '智界R7', '银河E5', '元PLUS', '小鹏P7+', '乐道L60'];

function seriesLevel(f: SeriesFact): string {
  return `${f.size}${f.body === '轿车' ? '车' : f.body}`;
}

function seriesDescription(f: SeriesFact, status: number): string {
  const lead = status === 3 ? '即将上市的' : status === 2 ? '已停售的' : '';
  const pos = `${lead}${f.brand}${seriesLevel(f)}，${f.energy === '纯电' ? '纯电动' : f.energy === '插混' ? '插电混动' : '增程式'}驱动`;
  const tech = techOf(f.brand);
  return `${f.name}是${pos}，官方指导价${f.min.toFixed(2)}-${f.max.toFixed(2)}万元。车机搭载${tech.os}，辅助驾驶为${tech.adas}，主打${f.body === 'MPV' ? '大空间家庭出行' : f.body === 'SUV' ? '家用空间与智能化' : '操控与续航'}。`;
}

function seedCars(db: Database, now: number): void {
  const rng = createRng(8081);
  const insBrand = db.prepare('INSERT INTO car_brands (id, name, letter, country, logo, hot_rank, description) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insSeries = db.prepare(
    `INSERT INTO car_series (id, brand_id, name, body, size, level, energy, min_price, max_price, min_range, max_range, sale_status, launch_at, cover, hot_rank, score, description)
     VALUES (@id, @brand_id, @name, @body, @size, @level, @energy, @min_price, @max_price, @min_range, @max_range, @sale_status, @launch_at, @cover, @hot_rank, @score, @description)`,
  );
  const insImage = db.prepare('INSERT INTO car_series_images (series_id, category, path, sort) VALUES (?, ?, ?, ?)');
  const insModel = db.prepare(
    `INSERT INTO car_models (id, series_id, name, year, power_group, drive, battery_kwh, range_km, price, sale_status, power_kw, accel, launch_at, sort)
     VALUES (@id, @series_id, @name, @year, @power_group, @drive, @battery_kwh, @range_km, @price, @sale_status, @power_kw, @accel, @launch_at, @sort)`,
  );
  const insParam = db.prepare('INSERT INTO car_model_params (model_id, sort, group_name, name, value) VALUES (?, ?, ?, ?, ?)');
  const insSales = db.prepare('INSERT INTO car_series_sales (series_id, month, sales) VALUES (?, ?, ?)');
  const insLaunch = db.prepare('INSERT INTO car_launches (series_id, kind, title, summary, body, cover, launch_at) VALUES (?, ?, ?, ?, ?, ?, ?)');

  const year = new Date(now * 1000).getFullYear();
  // Brand order follows catalog.ts so brand ids stay stable when facts are added.
  const brandIds = new Map<string, number>();
  BRANDS.forEach((b, i) => {
    const bid = i + 1;
    brandIds.set(b.name, bid);
    const hot = HOT_BRANDS.indexOf(b.name) + 1;
    insBrand.run(bid, b.name, firstLetter(b.name), b.country, relMedia('logo', `brand${bid}`, b.name), hot, `${b.name}，${b.country}新能源汽车品牌。`);
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

  const months: string[] = [];
  const nowDate = new Date(now * 1000);
  for (let k = 24; k >= 1; k--) {
    const d = new Date(nowDate.getFullYear(), nowDate.getMonth() - k, 1);
    months.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`);
  }

  let modelId = 0;
  const ranked = facts.map((f) => {
    const h = HOT_SERIES.findIndex((n) => n === f.name || `${f.brand}${f.name}` === n || n.endsWith(f.name));
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
      status === 3 ? now + rng.int(10, 150) * DAY : status === 2 ? now - rng.int(3 * 365, 5 * 365) * DAY : now - rng.int(120, 36 * 30) * DAY;
    const models: SeededModel[] = [];
    if (status === 3) {
      models.push(...buildYear(f, rng, year, rng.int(2, 3), 3, seriesLaunch, 0));
    } else if (status === 2) {
      const stopYear = year - 2;
      models.push(...buildYear(f, rng, stopYear, rng.int(2, 4), 2, now - rng.int(700, 900) * DAY, 0));
    } else {
      const oldLaunch = now - rng.int(420, 640) * DAY;
      const curLaunch = Math.max(seriesLaunch, now - rng.int(60, 330) * DAY);
      models.push(...buildYear(f, rng, year - 2, rng.int(1, 2), 2, oldLaunch, round1((f.max - f.min) * 0.1)));
      models.push(...buildYear(f, rng, year - 1, rng.int(2, 3), 1, curLaunch, 0));
      if (rng.chance(0.35)) {
        const upcoming = rng.chance(0.5);
        const at = upcoming ? now + rng.int(7, 90) * DAY : now - rng.int(5, 50) * DAY;
        models.push(...buildYear(f, rng, year, 1, upcoming ? 3 : 1, at, 0).map((m) => ({ ...m, spec: { ...m.spec, tier: 1 } })));
      }
    }
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
      const cat = k < Math.ceil(imageCount / 2) ? '外观' : k < Math.ceil(imageCount * 0.8) ? '内饰' : '空间';
      const views = GALLERY_VIEWS[cat];
      const n = shot[cat]++;
      const paint = cat === '外观' && n >= 3 ? (own + n) % PAINTS.length : own;
      insImage.run(sid, cat, seriesPicture(f.name, `series${sid}g${k + 1}`, views[n % views.length], { paint }), k + 1);
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
      modelParams(m.spec).forEach(([group, name, value], n) => insParam.run(modelId, n + 1, group, name, value));
    });

    // Monthly sales: popular series sell tens of thousands, the tail a few hundred; Jan/Feb dip
    // (Spring Festival), the year end peaks; nothing before launch.
    if (status !== 3) {
      const base = Math.round(42000 / Math.pow(hotRank, 0.75)) + rng.int(100, 900);
      let level = base * (0.7 + rng.next() * 0.3);
      months.forEach((month, k) => {
        const [y, mo] = month.split('-').map(Number) as [number, number];
        const monthStart = new Date(y, mo - 1, 1).getTime() / 1000;
        if (monthStart + 31 * DAY < seriesLaunch && status === 1) return;
        if (status === 2 && k > 8) return;
        level = Math.max(80, level * (0.94 + rng.next() * 0.14));
        const season = mo === 2 ? 0.62 : mo === 1 ? 0.85 : mo === 12 ? 1.18 : mo >= 9 ? 1.06 : 1;
        const fade = status === 2 ? Math.max(0.1, 1 - k / 9) : 1;
        insSales.run(sid, month, Math.round(level * season * fade));
      });
    }

    // Launch events for the calendar and the new-car pages.
    const events: [string, number][] = [];
    if (status === 3) {
      events.push(['预售', Math.min(seriesLaunch - 20 * DAY, now + rng.int(-20, 40) * DAY)]);
      events.push(['上市', seriesLaunch]);
    } else if (status === 1) {
      const latest = models.filter((m) => m.spec.year === year - 1)[0];
      if (latest) events.push(['上市', latest.launchAt]);
      const newest = models.find((m) => m.spec.year === year);
      if (newest) events.push([newest.status === 3 ? '改款' : '新增车型', newest.launchAt]);
      else if (rng.chance(0.3)) events.push(['新增车型', now + rng.int(-80, 80) * DAY]);
    }
    for (const [kind, at] of events) {
      const lead = f.min.toFixed(2);
      const title =
        kind === '预售'
          ? `${factName(f)}开启预售，预售价${lead}万元起`
          : kind === '上市'
            ? `${factName(f)}正式上市，售价${priceRange(f)}`
            : kind === '改款'
              ? `${year}款${f.name}即将上市，配置全面升级`
              : `${f.name}新增车型上市，补齐${f.energy === '纯电' ? '长续航' : '四驱'}版本`;
      const tech = techOf(f.brand);
      const first = onSale[0]?.spec ?? models[0]!.spec;
      const paras = [
        `${monthLabel(at).replace('.', '年')}月，${f.brand}旗下${seriesLevel(f)}${f.name}${kind === '预售' ? '开启预售' : kind === '改款' ? '发布改款车型' : '正式上市'}，共推出${models.filter((m) => m.launchAt === at || kind !== '新增车型').length}款车型。`,
        `动力方面，新车${f.energy === '纯电' ? `搭载${first.battery}kWh电池组，CLTC纯电续航${first.range}km起` : `采用${f.energy}系统，纯电续航${first.range}km，综合续航可达${first.combined}km`}，入门版最大功率${first.frontKw + first.rearKw}kW，官方0-100km/h加速${first.accel.toFixed(1)}秒。`,
        `智能化方面，全系标配${tech.os}车机，高配车型提供${tech.adas}辅助驾驶，搭载${tech.adasChip}芯片。`,
        `车身尺寸方面，新车长宽高分别为${first.length}/${first.width}/${first.height}mm，轴距${first.wheelbase}mm，定位${seriesLevel(f)}。`,
        `价格上，${f.name}的定价区间为${f.min.toFixed(2)}-${f.max.toFixed(2)}万元，${f.min < 15 ? '入门价格极具竞争力' : f.min < 30 ? '直面同级合资与新势力对手' : '瞄准高端新能源市场'}。`,
      ];
      const body = paras.map((p, k) => `<p>${p}</p>${k === 1 ? `<p><img src="${bodyImageSrc(seriesPicture(f.name, `series${sid}g1`, 'side'))}" alt="${f.name}"></p>` : ''}`).join('\n');
      insLaunch.run(sid, kind, title, paras[0]!, body, seriesPicture(f.name, `launch${sid}${kind === '预售' ? 'p' : 'l'}`, kind === '预售' ? 'front' : 'side'), at);
    }
  });
  seedThemes(db);
}

function seedThemes(db: Database): void {
  const all = db.prepare(`${SERIES_SELECT} ORDER BY s.hot_rank`).all() as SeriesRow[];
  const onSale = all.filter((s) => s.sale_status === 1);
  const param = (seriesId: number, name: string) =>
    (db.prepare('SELECT p.value FROM car_model_params p JOIN car_models m ON m.id = p.model_id WHERE m.series_id = ? AND p.name = ? ORDER BY m.price DESC LIMIT 1').get(seriesId, name) as { value: string } | undefined)?.value ?? '-';
  const themes: { title: string; summary: string; tag: string; pick: SeriesRow[]; reason: (s: SeriesRow) => string }[] = [
    {
      title: '冬季续航实测：这些车掉电最少',
      summary: '零下十度实测，热泵空调与电池预热决定冬季续航达成率。',
      tag: '冬季续航',
      pick: onSale.filter((s) => s.energy === '纯电' && param(s.id, '热泵空调') === '●').sort((a, b) => b.max_range - a.max_range).slice(0, 10),
      reason: (s) => `CLTC续航${s.max_range}km，标配热泵空调`,
    },
    {
      title: '城市领航智驾体验：带激光雷达的车型',
      summary: '城区NOA看感知硬件：激光雷达与大算力芯片是门槛。',
      tag: '智驾体验',
      pick: onSale.filter((s) => param(s.id, '激光雷达数量') !== '-').slice(0, 12),
      reason: (s) => `辅助驾驶芯片：${param(s.id, '辅助驾驶芯片')}`,
    },
    {
      title: '超快充：800V高压平台车型盘点',
      summary: '充电十五分钟，续航增加四五百公里。',
      tag: '超快充',
      pick: onSale.filter((s) => param(s.id, '800V高压平台') === '●').slice(0, 12),
      reason: (s) => `最高快充功率${param(s.id, '快充功率(kW)')}kW`,
    },
    {
      title: '二胎家庭看过来：大六座与MPV',
      summary: '第三排能不能坐人、二排能不能躺，一次看清。',
      tag: '家庭出行',
      pick: onSale.filter((s) => s.body === 'MPV' || (s.body === 'SUV' && (s.size === '大型' || s.size === '中大型'))).slice(0, 12),
      reason: (s) => `${s.level}，${param(s.id, '座位数(个)')}座`,
    },
    {
      title: '15万以内的纯电代步车',
      summary: '通勤省钱之选：每公里电费不到一毛。',
      tag: '高性价比',
      pick: onSale.filter((s) => s.energy === '纯电' && s.min_price < 15).slice(0, 12),
      reason: (s) => `指导价${s.min_price.toFixed(2)}万起`,
    },
    {
      title: '不想有里程焦虑？增程与插混推荐',
      summary: '城市用电、长途用油，综合续航一千公里以上。',
      tag: '无焦虑',
      pick: onSale.filter((s) => s.energy !== '纯电').slice(0, 12),
      reason: (s) => `纯电续航${s.max_range}km，综合续航${param(s.id, 'CLTC综合续航(km)')}km`,
    },
  ];
  const insTheme = db.prepare('INSERT INTO car_themes (id, title, summary, cover, tag) VALUES (?, ?, ?, ?, ?)');
  const insThemeSeries = db.prepare('INSERT INTO car_theme_series (theme_id, series_id, sort, reason) VALUES (?, ?, ?, ?)');
  themes.forEach((t, i) => {
    insTheme.run(i + 1, t.title, t.summary, seriesPicture(t.pick[0]?.name ?? '', `theme${i + 1}`, viewForTopic(t.title), { label: t.tag }), t.tag);
    t.pick.forEach((s, k) => insThemeSeries.run(i + 1, s.id, k + 1, t.reason(s)));
  });

  const lists: { title: string; summary: string; kind: string; pick: SeriesRow[] }[] = [
    { title: '10万以内热门新能源', summary: '代步首选，养车成本低', kind: 'price', pick: onSale.filter((s) => s.min_price < 10) },
    { title: '10-20万热门新能源', summary: '家用主力价位，选择最多', kind: 'price', pick: onSale.filter((s) => s.min_price >= 10 && s.min_price < 20) },
    { title: '20-30万热门新能源', summary: '智能化与品质兼顾', kind: 'price', pick: onSale.filter((s) => s.min_price >= 20 && s.min_price < 30) },
    { title: '30-50万热门新能源', summary: '豪华与科技配置拉满', kind: 'price', pick: onSale.filter((s) => s.min_price >= 30 && s.min_price < 50) },
    { title: '50万以上豪华新能源', summary: '旗舰之选', kind: 'price', pick: onSale.filter((s) => s.min_price >= 50) },
    { title: '热门纯电SUV', summary: '空间与续航兼得', kind: 'body', pick: onSale.filter((s) => s.body === 'SUV' && s.energy === '纯电') },
    { title: '热门纯电轿车', summary: '低风阻、长续航', kind: 'body', pick: onSale.filter((s) => s.body === '轿车' && s.energy === '纯电') },
    { title: '热门增程/插混车型', summary: '一车多用，长途无忧', kind: 'energy', pick: onSale.filter((s) => s.energy !== '纯电') },
  ];
  const insList = db.prepare('INSERT INTO car_recommend (id, title, summary, kind) VALUES (?, ?, ?, ?)');
  const insListSeries = db.prepare('INSERT INTO car_recommend_series (list_id, series_id, sort, reason) VALUES (?, ?, ?, ?)');
  lists.forEach((l, i) => {
    insList.run(i + 1, l.title, l.summary, l.kind);
    l.pick.slice(0, 15).forEach((s, k) =>
      insListSeries.run(i + 1, s.id, k + 1, `${s.level} · ${s.energy} · 续航${s.max_range}km`),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Reads

function lastMonthSales(db: Database): Map<number, number> {
  const month = (db.prepare('SELECT MAX(month) m FROM car_series_sales').get() as { m: string | null }).m;
  const rows = db.prepare('SELECT series_id, sales FROM car_series_sales WHERE month = ?').all(month) as { series_id: number; sales: number }[];
  return new Map(rows.map((r) => [r.series_id, r.sales]));
}

function parseDate(text: string, name: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) throw badRequest(`${name}日期格式应为YYYY-MM-DD`);
  const t = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() / 1000;
  if (!Number.isFinite(t)) throw badRequest(`${name}日期无效`);
  return t;
}

/** Parameter table of some models: the models and one row per parameter, values in model order. */
function parameterTable(env: ApiEnv, db: Database, models: ModelRow[]) {
  const rows = new Map<string, { group: string; name: string; values: string[] }>();
  const order: string[] = [];
  models.forEach((m, i) => {
    const params = db.prepare('SELECT group_name, name, value FROM car_model_params WHERE model_id = ? ORDER BY sort').all(m.id) as {
      group_name: string;
      name: string;
      value: string;
    }[];
    for (const p of params) {
      const key = `${p.group_name}\u0000${p.name}`;
      let row = rows.get(key);
      if (!row) {
        row = { group: p.group_name, name: p.name, values: models.map(() => '-') };
        rows.set(key, row);
        order.push(key);
      }
      row.values[i] = p.value;
    }
  });
  const seriesIds = [...new Set(models.map((m) => m.series_id))];
  const series = seriesIds.map((sid) => getSeries(db, sid)).filter((s): s is SeriesRow => !!s);
  return {
    models: models.map((m) => {
      const s = series.find((x) => x.id === m.series_id);
      return { ...modelItem(m), series_name: s?.name ?? '', brand_id: s?.brand_id ?? 0, brand_name: s?.brand_name ?? '', cover: absMedia(env, s?.cover) };
    }),
    params: order.map((key) => rows.get(key)!),
  };
}

function idList(text: string): number[] {
  const ids = text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (ids.some((x) => !/^[1-9]\d{0,9}$/.test(x))) throw badRequest('车型编号无效');
  return [...new Set(ids.map(Number))];
}

export const cars: Domain = {
  name: 'cars',
  schema: `
    CREATE TABLE IF NOT EXISTS car_brands (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, letter TEXT NOT NULL, country TEXT NOT NULL,
      logo TEXT NOT NULL, hot_rank INTEGER NOT NULL DEFAULT 0, description TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE IF NOT EXISTS car_series (
      id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL REFERENCES car_brands(id), name TEXT NOT NULL,
      body TEXT NOT NULL, size TEXT NOT NULL, level TEXT NOT NULL, energy TEXT NOT NULL,
      min_price REAL NOT NULL, max_price REAL NOT NULL, min_range INTEGER NOT NULL, max_range INTEGER NOT NULL,
      sale_status INTEGER NOT NULL, launch_at INTEGER NOT NULL, cover TEXT NOT NULL,
      hot_rank INTEGER NOT NULL, score REAL NOT NULL DEFAULT 0, description TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX IF NOT EXISTS car_series_brand ON car_series (brand_id);
    CREATE TABLE IF NOT EXISTS car_series_images (
      id INTEGER PRIMARY KEY, series_id INTEGER NOT NULL REFERENCES car_series(id),
      category TEXT NOT NULL, path TEXT NOT NULL, sort INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS car_series_images_series ON car_series_images (series_id, sort);
    CREATE TABLE IF NOT EXISTS car_models (
      id INTEGER PRIMARY KEY, series_id INTEGER NOT NULL REFERENCES car_series(id), name TEXT NOT NULL,
      year INTEGER NOT NULL, power_group TEXT NOT NULL, drive TEXT NOT NULL, battery_kwh REAL NOT NULL,
      range_km INTEGER NOT NULL, price REAL NOT NULL, sale_status INTEGER NOT NULL,
      power_kw INTEGER NOT NULL, accel REAL NOT NULL, launch_at INTEGER NOT NULL, sort INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS car_models_series ON car_models (series_id, sort);
    CREATE TABLE IF NOT EXISTS car_model_params (
      model_id INTEGER NOT NULL REFERENCES car_models(id), sort INTEGER NOT NULL,
      group_name TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
      PRIMARY KEY (model_id, sort)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS car_series_sales (
      series_id INTEGER NOT NULL REFERENCES car_series(id), month TEXT NOT NULL, sales INTEGER NOT NULL,
      PRIMARY KEY (series_id, month)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS car_series_sales_month ON car_series_sales (month);
    CREATE TABLE IF NOT EXISTS car_launches (
      id INTEGER PRIMARY KEY, series_id INTEGER NOT NULL REFERENCES car_series(id), kind TEXT NOT NULL,
      title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL, cover TEXT NOT NULL, launch_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS car_launches_time ON car_launches (launch_at);
    CREATE TABLE IF NOT EXISTS car_themes (
      id INTEGER PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, cover TEXT NOT NULL, tag TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS car_theme_series (
      theme_id INTEGER NOT NULL REFERENCES car_themes(id), series_id INTEGER NOT NULL REFERENCES car_series(id),
      sort INTEGER NOT NULL, reason TEXT NOT NULL DEFAULT '', PRIMARY KEY (theme_id, series_id)
    );
    CREATE TABLE IF NOT EXISTS car_recommend (
      id INTEGER PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, kind TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS car_recommend_series (
      list_id INTEGER NOT NULL REFERENCES car_recommend(id), series_id INTEGER NOT NULL REFERENCES car_series(id),
      sort INTEGER NOT NULL, reason TEXT NOT NULL DEFAULT '', PRIMARY KEY (list_id, series_id)
    );
  `,
  seed({ db, now }) {
    seedCars(db, now);
  },
  routes(r, env) {
    const brandList = (db: Database) =>
      (
        db
          .prepare('SELECT b.*, (SELECT COUNT(*) FROM car_series s WHERE s.brand_id = b.id) AS series_count FROM car_brands b ORDER BY b.letter, b.id')
          .all() as BrandRow[]
      ).map((b) => brandItem(env, b));

    r.get('v1/car/brand-list', ({ db }) => brandList(db));

    r.get('v1/car/hot', ({ db }) => {
      const brands = brandList(db)
        .filter((b) => b.hot_rank > 0)
        .sort((a, b) => a.hot_rank - b.hot_rank);
      const series = (db.prepare(`${SERIES_SELECT} WHERE s.sale_status = 1 ORDER BY s.hot_rank LIMIT 10`).all() as SeriesRow[]).map((s) => seriesItem(env, s));
      const themes = (db.prepare('SELECT * FROM car_themes ORDER BY id').all() as { id: number; title: string; summary: string; cover: string; tag: string }[]).map((t) => ({ ...t, cover: absMedia(env, t.cover) }));
      const lists = db.prepare('SELECT id, title, summary, kind FROM car_recommend ORDER BY id').all();
      return { brands, series, themes, recommend: lists };
    });

    r.get('v1/brand/:id', (ctx) => {
      const b = ctx.db.prepare('SELECT * FROM car_brands WHERE id = ?').get(id(ctx)) as BrandRow | undefined;
      if (!b) throw notFound('品牌');
      const series = (ctx.db.prepare(`${SERIES_SELECT} WHERE s.brand_id = ? ORDER BY s.sale_status, s.hot_rank`).all(b.id) as SeriesRow[]).map((s) => seriesItem(env, s));
      return { brand: { ...brandItem(env, { ...b, series_count: series.length }), description: b.description }, series };
    });

    r.get('v1/series/:id', (ctx) => {
      const s = getSeries(ctx.db, id(ctx));
      if (!s) throw notFound('车系');
      const counts = ctx.db.prepare('SELECT sale_status, COUNT(*) n FROM car_models WHERE series_id = ? GROUP BY sale_status').all(s.id) as { sale_status: number; n: number }[];
      const images = ctx.db.prepare('SELECT path FROM car_series_images WHERE series_id = ? ORDER BY sort LIMIT 6').all(s.id) as { path: string }[];
      const imageTotal = (ctx.db.prepare('SELECT COUNT(*) n FROM car_series_images WHERE series_id = ?').get(s.id) as { n: number }).n;
      const sales = ctx.db.prepare('SELECT month, sales FROM car_series_sales WHERE series_id = ? ORDER BY month DESC LIMIT 1').get(s.id) as { month: string; sales: number } | undefined;
      const launch = ctx.db.prepare('SELECT id FROM car_launches WHERE series_id = ? ORDER BY launch_at DESC LIMIT 1').get(s.id) as { id: number } | undefined;
      return {
        ...seriesItem(env, s),
        description: s.description,
        model_counts: Object.fromEntries(counts.map((c) => [c.sale_status, c.n])),
        images: images.map((i) => absMedia(env, i.path)),
        image_total: imageTotal,
        last_sales: sales ?? null,
        launch_id: launch?.id ?? null,
      };
    });

    r.get('v1/series/:id/models', (ctx) => {
      const s = getSeries(ctx.db, id(ctx));
      if (!s) throw notFound('车系');
      const rows = ctx.db.prepare('SELECT * FROM car_models WHERE series_id = ? ORDER BY year DESC, price, sort').all(s.id) as ModelRow[];
      return rows.map(modelItem);
    });

    r.get('v1/series/:id/images', (ctx) => {
      const s = getSeries(ctx.db, id(ctx));
      if (!s) throw notFound('车系');
      const rows = ctx.db.prepare('SELECT id, category, path FROM car_series_images WHERE series_id = ? ORDER BY sort').all(s.id) as { id: number; category: string; path: string }[];
      return {
        series: seriesItem(env, s),
        categories: IMAGE_CATEGORIES.map((name) => ({ name, count: rows.filter((x) => x.category === name).length })),
        list: rows.map((x) => ({ id: x.id, category: x.category, url: absMedia(env, x.path) })),
      };
    });

    r.get('v1/series/:id/sales', (ctx) => {
      const s = getSeries(ctx.db, id(ctx));
      if (!s) throw notFound('车系');
      const rows = ctx.db.prepare('SELECT month, sales FROM car_series_sales WHERE series_id = ? ORDER BY month').all(s.id);
      return { series: seriesItem(env, s), list: rows };
    });

    r.get('v1/series/:id/related', (ctx) => {
      const s = getSeries(ctx.db, id(ctx));
      if (!s) throw notFound('车系');
      const p = paging(ctx);
      const like = `%${s.name.replace(/[%_]/g, '')}%`;
      const total = (ctx.db.prepare('SELECT COUNT(*) n FROM contents WHERE title LIKE ?').get(like) as { n: number }).n;
      const rows = ctx.db.prepare(`${CONTENT_SELECT} WHERE c.title LIKE ? ORDER BY c.created_at DESC LIMIT ? OFFSET ?`).all(like, p.perPage, p.offset) as ContentRow[];
      return listResult(rows.map((row) => feedItem(env, row)), p, total);
    });

    r.get('v1/model/:id', (ctx) => {
      const m = getModel(ctx.db, id(ctx));
      if (!m) throw notFound('车型');
      const s = getSeries(ctx.db, m.series_id)!;
      const params = ctx.db.prepare('SELECT group_name, name, value FROM car_model_params WHERE model_id = ? ORDER BY sort').all(m.id) as { group_name: string; name: string; value: string }[];
      const siblings = (ctx.db.prepare('SELECT * FROM car_models WHERE series_id = ? AND id != ? ORDER BY year DESC, price').all(s.id, m.id) as ModelRow[]).map(modelItem);
      return {
        ...modelItem(m),
        series: seriesItem(env, s),
        params: params.map((p) => ({ group: p.group_name, name: p.name, value: p.value })),
        siblings,
      };
    });

    r.get('v1/car-v4/parameter', (ctx) => {
      const seriesId = str(ctx, 'series_id');
      const modelIds = str(ctx, 'model_ids');
      let models: ModelRow[];
      if (seriesId) {
        const s = getSeries(ctx.db, id(ctx, 'series_id'));
        if (!s) throw notFound('车系');
        models = ctx.db.prepare('SELECT * FROM car_models WHERE series_id = ? ORDER BY year DESC, price, sort').all(s.id) as ModelRow[];
      } else if (modelIds) {
        const ids = idList(modelIds);
        if (ids.length > MAX_COMPARE) throw badRequest(`最多对比${MAX_COMPARE}款车型`);
        models = ids.map((x) => getModel(ctx.db, x)).filter((m): m is ModelRow => !!m);
        if (models.length === 0) throw notFound('车型');
      } else {
        throw badRequest('缺少车系或车型');
      }
      return parameterTable(env, ctx.db, models);
    });

    r.get('v1/car/calendar', (ctx) => {
      const start = parseDate(str(ctx, 'start'), '开始');
      const end = parseDate(str(ctx, 'end'), '结束');
      if (end < start) throw badRequest('结束日期不能早于开始日期');
      // The calendar page loads six months back and six ahead (13 calendar months) at once.
      if (end - start > 400 * DAY) throw badRequest('最多查询400天');
      const rows = ctx.db
        .prepare(`SELECT l.id, l.kind, l.title, l.summary, l.cover, l.launch_at, l.series_id FROM car_launches l WHERE l.launch_at >= ? AND l.launch_at < ? ORDER BY l.launch_at`)
        .all(start, end + DAY) as { id: number; kind: string; title: string; summary: string; cover: string; launch_at: number; series_id: number }[];
      return rows.map((l) => ({ ...l, cover: absMedia(env, l.cover), series: seriesItem(env, getSeries(ctx.db, l.series_id)!) }));
    });

    r.get('v1/car/ranking', (ctx) => {
      const type = str(ctx, 'type', 'sales');
      const p = paging(ctx);
      let rows: SeriesRow[];
      const sales = lastMonthSales(ctx.db);
      if (type === 'sales') {
        rows = (ctx.db.prepare(`${SERIES_SELECT} WHERE s.sale_status = 1`).all() as SeriesRow[]).sort((a, b) => (sales.get(b.id) ?? 0) - (sales.get(a.id) ?? 0));
      } else if (type === 'range') {
        rows = ctx.db.prepare(`${SERIES_SELECT} WHERE s.sale_status = 1 AND s.energy = '纯电' ORDER BY s.max_range DESC, s.hot_rank`).all() as SeriesRow[];
      } else if (type === 'price') {
        rows = ctx.db.prepare(`${SERIES_SELECT} WHERE s.sale_status = 1 ORDER BY s.min_price, s.hot_rank`).all() as SeriesRow[];
      } else {
        throw badRequest('排行类型无效');
      }
      const month = (ctx.db.prepare('SELECT MAX(month) m FROM car_series_sales').get() as { m: string }).m;
      const page = rows.slice(p.offset, p.offset + p.perPage).map((s, i) => ({ ...seriesItem(env, s), rank: p.offset + i + 1, sales: sales.get(s.id) ?? 0 }));
      return { ...listResult(page, p, rows.length), month };
    });

    r.get('v1/car/series-theme/:id', (ctx) => {
      const t = ctx.db.prepare('SELECT * FROM car_themes WHERE id = ?').get(id(ctx)) as { id: number; title: string; summary: string; cover: string; tag: string } | undefined;
      if (!t) throw notFound('专题');
      const rows = ctx.db.prepare(`${SERIES_SELECT.replace('FROM car_series s', ', ts.reason FROM car_theme_series ts JOIN car_series s ON s.id = ts.series_id')} WHERE ts.theme_id = ? ORDER BY ts.sort`).all(t.id) as (SeriesRow & { reason: string })[];
      return { ...t, cover: absMedia(env, t.cover), series: rows.map((s) => ({ ...seriesItem(env, s), reason: s.reason })) };
    });

    r.get('v1/car/recommended-series/:id', (ctx) => {
      const l = ctx.db.prepare('SELECT * FROM car_recommend WHERE id = ?').get(id(ctx)) as { id: number; title: string; summary: string; kind: string } | undefined;
      if (!l) throw notFound('推荐');
      const rows = ctx.db.prepare(`${SERIES_SELECT.replace('FROM car_series s', ', rs.reason FROM car_recommend_series rs JOIN car_series s ON s.id = rs.series_id')} WHERE rs.list_id = ? ORDER BY rs.sort`).all(l.id) as (SeriesRow & { reason: string })[];
      const others = ctx.db.prepare('SELECT id, title FROM car_recommend WHERE id != ? ORDER BY id').all(l.id);
      return { ...l, series: rows.map((s) => ({ ...seriesItem(env, s), reason: s.reason })), others };
    });

    r.get('v1/car/new-car/:id', (ctx) => {
      const l = ctx.db.prepare('SELECT * FROM car_launches WHERE id = ?').get(id(ctx)) as { id: number; series_id: number; kind: string; title: string; summary: string; body: string; cover: string; launch_at: number } | undefined;
      if (!l) throw notFound('新车');
      const s = getSeries(ctx.db, l.series_id)!;
      const models = (ctx.db.prepare('SELECT * FROM car_models WHERE series_id = ? ORDER BY year DESC, price').all(s.id) as ModelRow[]).map(modelItem);
      return { ...l, cover: absMedia(env, l.cover), body: l.body.split(MEDIA_TOKEN).join(env.mediaBase), series: seriesItem(env, s), models };
    });

    r.post('v1/car/search', (ctx) => {
      const keyword = str(ctx, 'keyword').slice(0, 40);
      const p = paging(ctx);
      if (!keyword) return listResult([], p, 0);
      const like = `%${keyword.replace(/[%_]/g, '')}%`;
      const where = `WHERE s.name LIKE ? OR b.name LIKE ? OR s.id IN (SELECT series_id FROM car_models WHERE name LIKE ?)`;
      const total = (ctx.db.prepare(`SELECT COUNT(*) n FROM car_series s JOIN car_brands b ON b.id = s.brand_id ${where}`).get(like, like, like) as { n: number }).n;
      const rows = ctx.db.prepare(`${SERIES_SELECT} ${where} ORDER BY s.sale_status, s.hot_rank LIMIT ? OFFSET ?`).all(like, like, like, p.perPage, p.offset) as SeriesRow[];
      return listResult(
        rows.map((s) => ({
          ...seriesItem(env, s),
          models: (ctx.db.prepare('SELECT * FROM car_models WHERE series_id = ? AND sale_status != 2 ORDER BY price LIMIT 4').all(s.id) as ModelRow[]).map(modelItem),
        })),
        p,
        total,
      );
    });

    // Lightweight lookups used by pickers: all series of the library, or the models of a series.
    r.get('v1/car/series-list', (ctx) => {
      const brand = int(ctx, 'brand_id', 0);
      const rows = (brand ? ctx.db.prepare(`${SERIES_SELECT} WHERE s.brand_id = ? ORDER BY s.sale_status, s.hot_rank`).all(brand) : ctx.db.prepare(`${SERIES_SELECT} ORDER BY s.hot_rank`).all()) as SeriesRow[];
      return rows.map((s) => seriesItem(env, s));
    });
  },
};
