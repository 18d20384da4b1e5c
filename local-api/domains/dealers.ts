import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import { nowSeconds } from '../db';
import type { ApiEnv } from '../env';
import { badRequest, notFound } from '../http-error';
import { seriesDisplayName } from '../../lib/format/car-name';
import { FORM_MESSAGES, PHONE_PATTERN } from '../../lib/forms';
import { absMedia, relMedia } from '../media-path';
import { seriesFact, seriesPicture } from '../seed/series';
import { id, int, listResult, paging, str } from '../params';
import type { Ctx } from '../router';
import { CITIES, districtCode } from '../seed/cities';
import type { Rng } from '../seed/rng';
import { paragraphs } from '../seed/text';
import { brandByName, modelRef, seriesCard, seriesOfBrand, seriesRef } from './car-refs';

// Dealers (4S stores, showrooms, delivery centres) in the ten big cities, what they sell and at
// which discount, their photos, sales consultants and activities, and the leads people leave:
// consults (询底价 and friends), discount claims, activity sign-ups and phone clues.

/** Lead-form words and the phone rule: the web app's lib/forms.ts, imported, not copied. */
export const LEAD_MESSAGES = { name: FORM_MESSAGES.name, phone: FORM_MESSAGES.phone } as const;

export function checkLead(body: Record<string, unknown>): { name: string; phone: string } {
  const name = String(body.name ?? '').trim();
  const phone = String(body.phone ?? '').replace(/[\s-]/g, '');
  if (!name || Array.from(name).length > 20) throw badRequest(LEAD_MESSAGES.name);
  if (!PHONE_PATTERN.test(phone)) throw badRequest(LEAD_MESSAGES.phone);
  return { name, phone };
}

/** Consult types of /consult/{type}. */
export const CONSULT_TYPES = [
  { type: 1, name: '询底价', desc: '经销商将在30分钟内为您报出本地最低价' },
  { type: 2, name: '试驾咨询', desc: '顾问为您安排到店或上门试驾时间' },
  { type: 3, name: '金融方案', desc: '首付、月供与低息贷款方案一对一测算' },
  { type: 4, name: '置换补贴', desc: '旧车评估与以旧换新补贴政策解读' },
] as const;

export const ACTIVITY_TYPES: Record<number, string> = { 1: '试驾活动', 2: '团购会', 3: '新车品鉴会', 4: '车主活动' };
export const DEALER_KINDS: Record<number, string> = { 1: '4S店', 2: '城市展厅', 3: '交付中心' };
export const DRIVE_TIMES = ['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'];
export const DRIVE_DAYS = 14;
const SERVICE_PHONE = '400-820-6688';

const AREA_CODES: Record<string, string> = {
  '110100': '010', '310100': '021', '440100': '020', '440300': '0755', '330100': '0571',
  '510100': '028', '420100': '027', '610100': '029', '320100': '025', '500100': '023',
};
const ROADS = ['汽车城路', '中山路', '人民路', '建设路', '世纪大道', '科技路', '机场路', '环城路', '创新大道', '滨江大道', '金融街', '解放路'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['磊', '娜', '伟', '洋', '静', '帆', '敏', '涛', '婷', '强', '雪', '浩', '琳', '鹏', '倩', '杰'];
const PHOTO_TITLES = ['展厅外观', '展厅内景', '交车区', '客户休息区', '售后车间', '超充桩', '洽谈区', '展车实拍', '儿童游乐区'];
const CORE_BRANDS = ['比亚迪', '特斯拉', '理想', '问界', '小米'];
const EXTRA_BRANDS = ['小鹏', '蔚来', '极氪', '零跑', '埃安', '深蓝', '阿维塔', '智己', '岚图', '吉利银河'];

interface DealerRow {
  id: number;
  name: string;
  kind: number;
  city_code: string;
  city: string;
  district: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  hours: string;
  brand_names: string;
  cover: string;
  score: number;
  intro: string;
}

interface DealerSeriesRow {
  series_id: number;
  discount: number;
  promotion: string;
  deadline: number;
}

interface ActivityRow {
  id: number;
  dealer_id: number;
  type: number;
  series_id: number | null;
  title: string;
  summary: string;
  body: string;
  cover: string;
  start_at: number;
  end_at: number;
  quota: number;
  address: string;
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

function dealerCard(env: ApiEnv, row: DealerRow, origin?: { lat: number; lng: number } | null) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    kind_name: DEALER_KINDS[row.kind] ?? '4S店',
    city_code: row.city_code,
    city: row.city,
    district: row.district,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone,
    hours: row.hours,
    brands: row.brand_names.split(','),
    cover: absMedia(env, row.cover),
    score: row.score,
    distance: origin ? Math.round(distanceKm(origin.lat, origin.lng, row.lat, row.lng) * 10) / 10 : null,
  };
}

export function getDealer(db: Database, dealerId: number): DealerRow | undefined {
  return db.prepare('SELECT * FROM dealers WHERE id = ?').get(dealerId) as DealerRow | undefined;
}

export function dealerSells(db: Database, dealerId: number, seriesId: number): DealerSeriesRow | undefined {
  return db
    .prepare('SELECT series_id, discount, promotion, deadline FROM dealer_series WHERE dealer_id = ? AND series_id = ?')
    .get(dealerId, seriesId) as DealerSeriesRow | undefined;
}

export function dealerSummary(env: ApiEnv, db: Database, dealerId: number) {
  const row = getDealer(db, dealerId);
  return row ? dealerCard(env, row) : null;
}

function promotionsOf(env: ApiEnv, db: Database, dealerId: number, seriesId?: number) {
  const rows = db
    .prepare(
      `SELECT series_id, discount, promotion, deadline FROM dealer_series WHERE dealer_id = ?
       ${seriesId ? 'AND series_id = ?' : ''} ORDER BY discount DESC, series_id`,
    )
    .all(...(seriesId ? [dealerId, seriesId] : [dealerId])) as DealerSeriesRow[];
  return rows.flatMap((r) => {
    const s = seriesRef(db, r.series_id);
    return s ? [{ series: seriesCard(env, s), discount: r.discount, promotion: r.promotion, deadline: r.deadline }] : [];
  });
}

function activityCard(env: ApiEnv, db: Database, row: ActivityRow) {
  const signed = (db.prepare('SELECT COUNT(*) n FROM dealer_activity_signs WHERE activity_id = ?').get(row.id) as { n: number }).n;
  return {
    id: row.id,
    dealer_id: row.dealer_id,
    type: row.type,
    type_name: ACTIVITY_TYPES[row.type] ?? '活动',
    series_id: row.series_id,
    title: row.title,
    summary: row.summary,
    cover: absMedia(env, row.cover),
    start_at: row.start_at,
    end_at: row.end_at,
    quota: row.quota,
    signed,
  };
}

function cityOf(code: string) {
  return CITIES.find((c) => c.code === code);
}

/** The city a list is for: `city_code`, else the nearest one to lat/lng, else 北京. */
function cityParam(ctx: Ctx) {
  const code = str(ctx, 'city_code') || str(ctx, 'code');
  if (code) {
    const city = cityOf(code);
    if (!city) throw badRequest('暂不支持该城市');
    return city;
  }
  return CITIES[0]!;
}

function originParam(ctx: Ctx): { lat: number; lng: number } | null {
  const lat = Number(str(ctx, 'lat'));
  const lng = Number(str(ctx, 'lng') || str(ctx, 'lag'));
  if (!str(ctx, 'lat') || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Dealers in a city that sell a series, nearest first when a position is known. */
export function dealersForSeries(env: ApiEnv, db: Database, seriesId: number, cityCode: string, origin: { lat: number; lng: number } | null) {
  const rows = db
    .prepare(
      `SELECT d.*, ds.discount, ds.promotion FROM dealers d JOIN dealer_series ds ON ds.dealer_id = d.id
       WHERE ds.series_id = ? AND d.city_code = ? ORDER BY d.score DESC, d.id`,
    )
    .all(seriesId, cityCode) as (DealerRow & { discount: number; promotion: string })[];
  const cards = rows.map((r) => ({ ...dealerCard(env, r, origin), discount: r.discount, promotion: r.promotion }));
  if (origin) cards.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  return cards;
}

function seedDealer(db: Database, rng: Rng, now: number, city: (typeof CITIES)[number], brand: string, variant: string, n: number): void {
  const brandRow = brandByName(db, brand);
  if (!brandRow) return;
  const districtIndex = (n * 3 + brand.length) % city.districts.length;
  const district = city.districts[districtIndex]!;
  const short = district.replace(/(新区|区|街道)$/, '');
  const names: Record<string, string> = {
    比亚迪: `${city.name}比亚迪${variant}${short}店`,
    特斯拉: `特斯拉${city.name}${short}体验中心`,
    理想: `理想汽车${city.name}${short}零售中心`,
    问界: `问界${city.name}${short}用户中心`,
    小米: `小米汽车${city.name}${short}门店`,
    蔚来: `蔚来中心 ${city.name}${short}`,
    小鹏: `小鹏汽车${city.name}${short}体验中心`,
  };
  const name = names[brand] ?? `${city.name}${brand}${short}授权店`;
  const kind = brand === '比亚迪' || names[brand] === undefined ? 1 : brand === '特斯拉' && n % 2 === 0 ? 3 : 2;
  const area = AREA_CODES[city.code];
  const phone = rng.chance(0.4) || !area ? `400-${rng.int(600, 999)}-${rng.int(1000, 9999)}` : `${area}-${rng.int(5000, 8999)}${rng.int(1000, 9999)}`;
  const address = `${city.name}市${district}${rng.pick(ROADS)}${rng.int(1, 388)}号${rng.chance(0.3) ? `${rng.pick(['万达广场', '汽车城', '国际车城', '科技园'])}${rng.int(1, 9)}号楼` : ''}`;
  const info = db
    .prepare(
      `INSERT INTO dealers (name, kind, city_code, city, district, district_code, address, lat, lng, phone, hours, brand_names, cover, score, intro, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      name,
      kind,
      city.code,
      city.name,
      district,
      districtCode(city.code, districtIndex),
      address,
      Math.round((city.lat + (rng.next() - 0.5) * 0.2) * 1e6) / 1e6,
      Math.round((city.lng + (rng.next() - 0.5) * 0.24) * 1e6) / 1e6,
      phone,
      rng.pick(['09:00-18:00', '09:00-20:00', '09:30-21:00', '10:00-22:00']),
      brand,
      relMedia('cover', `dealer-${city.code}-${n}`, name.slice(0, 10)),
      Math.round((4 + rng.next()) * 10) / 10,
      `${name}是${brand}官方授权的${DEALER_KINDS[kind]}，提供新车销售、试乘试驾、金融置换与售后服务，店内配有${rng.int(2, 8)}个直流快充车位。`,
      now - rng.int(200, 2000) * 86400,
    );
  const dealerId = Number(info.lastInsertRowid);
  // Stores sell what is on sale; discontinued and upcoming series are not in their showrooms.
  const series = seriesOfBrand(db, brandRow.id).filter((s) => s.sale_status === 1);
  const insertSeries = db.prepare('INSERT INTO dealer_series (dealer_id, series_id, discount, promotion, deadline) VALUES (?, ?, ?, ?, ?)');
  for (const s of series) {
    const discount = rng.pick([0, 3000, 5000, 8000, 10000, 12000, 15000, 20000, 30000]);
    const promotion = discount
      ? rng.pick([
          `限时综合优惠${discount}元，置换再享${rng.pick([3000, 5000, 8000])}元补贴`,
          `至高享${discount}元现金优惠，赠送家充桩及安装`,
          `现车充足，综合优惠${discount}元，贷款享${rng.pick([3, 5])}年0息`,
        ])
      : rng.pick(['官方指导价销售，到店试驾赠精美礼品', '享首任车主终身三电质保与免费道路救援']);
    insertSeries.run(dealerId, s.id, discount, promotion, now + rng.int(7, 40) * 86400);
  }
  const insertPhoto = db.prepare('INSERT INTO dealer_photos (dealer_id, image, title, sort) VALUES (?, ?, ?, ?)');
  rng.sample(PHOTO_TITLES, rng.int(5, 9)).forEach((title, i) => {
    insertPhoto.run(dealerId, relMedia('cover', `dealer${dealerId}-photo${i}`, title), title, i);
  });
  const insertSale = db.prepare('INSERT INTO dealer_sales (dealer_id, name, avatar, phone, title, years) VALUES (?, ?, ?, ?, ?, ?)');
  for (let i = 0; i < rng.int(2, 3); i++) {
    const saleName = rng.pick(SURNAMES) + rng.pick(GIVEN);
    insertSale.run(dealerId, saleName, relMedia('avatar', `sale${dealerId}-${i}`, saleName), `1${rng.pick(['35', '36', '38', '39', '58', '86'])}${rng.int(10000000, 99999999)}`, rng.pick(['销售顾问', '资深销售顾问', '展厅经理', '金融专员']), rng.int(1, 9));
  }
  const insertActivity = db.prepare(
    `INSERT INTO dealer_activities (dealer_id, type, series_id, title, summary, body, cover, start_at, end_at, quota, address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < rng.int(1, 3) && series.length; i++) {
    const s = rng.pick(series);
    const car = seriesDisplayName(brand, s.name);
    const type = rng.int(1, 4);
    const title = {
      1: `${car}到店试驾送好礼`,
      2: `${city.name}${brand}周末团购会：${s.name}限时直降`,
      3: `${car}新车品鉴会`,
      4: `${brand}车主${rng.pick(['露营日', '亲子开放日', '冬季用车讲堂', '自驾游'])}`,
    }[type]!;
    const start = now + rng.int(-5, 12) * 86400;
    insertActivity.run(
      dealerId,
      type,
      s.id,
      title,
      `${name}｜${ACTIVITY_TYPES[type]}，名额有限，报名后顾问将电话确认。`,
      paragraphs(rng, 3, { brand, series: car, series2: s.name, topic: '以旧换新补贴', energy: seriesFact(s.name)?.energy }).join('\n'),
      seriesPicture(s.name, `activity${dealerId}-${i}`, type === 4 ? 'charge' : 'front'),
      start,
      start + rng.int(2, 20) * 86400,
      rng.int(20, 60),
      address,
    );
  }
}

export const dealers: Domain = {
  name: 'dealers',
  schema: `
    CREATE TABLE IF NOT EXISTS dealers (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, kind INTEGER NOT NULL, city_code TEXT NOT NULL, city TEXT NOT NULL,
      district TEXT NOT NULL, district_code TEXT NOT NULL, address TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL,
      phone TEXT NOT NULL, hours TEXT NOT NULL, brand_names TEXT NOT NULL, cover TEXT NOT NULL, score REAL NOT NULL,
      intro TEXT NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS dealers_city ON dealers (city_code);
    CREATE TABLE IF NOT EXISTS dealer_series (
      dealer_id INTEGER NOT NULL REFERENCES dealers(id), series_id INTEGER NOT NULL, discount INTEGER NOT NULL,
      promotion TEXT NOT NULL, deadline INTEGER NOT NULL, PRIMARY KEY (dealer_id, series_id)
    );
    CREATE INDEX IF NOT EXISTS dealer_series_series ON dealer_series (series_id);
    CREATE TABLE IF NOT EXISTS dealer_photos (
      id INTEGER PRIMARY KEY, dealer_id INTEGER NOT NULL REFERENCES dealers(id), image TEXT NOT NULL, title TEXT NOT NULL, sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS dealer_sales (
      id INTEGER PRIMARY KEY, dealer_id INTEGER NOT NULL REFERENCES dealers(id), name TEXT NOT NULL, avatar TEXT NOT NULL,
      phone TEXT NOT NULL, title TEXT NOT NULL, years INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS dealer_activities (
      id INTEGER PRIMARY KEY, dealer_id INTEGER NOT NULL REFERENCES dealers(id), type INTEGER NOT NULL, series_id INTEGER,
      title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL, cover TEXT NOT NULL, start_at INTEGER NOT NULL,
      end_at INTEGER NOT NULL, quota INTEGER NOT NULL, address TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS dealer_activity_signs (
      id INTEGER PRIMARY KEY, activity_id INTEGER NOT NULL REFERENCES dealer_activities(id), user_id INTEGER,
      name TEXT NOT NULL, phone TEXT NOT NULL, created_at INTEGER NOT NULL, UNIQUE (activity_id, phone)
    );
    CREATE TABLE IF NOT EXISTS dealer_leads (
      id INTEGER PRIMARY KEY, source TEXT NOT NULL, type INTEGER NOT NULL, user_id INTEGER, series_id INTEGER,
      model_id INTEGER, dealer_id INTEGER, city_code TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '',
      phone TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL
    );
  `,
  seed({ db, rng, now }) {
    CITIES.filter((c) => c.hot).forEach((city, ci) => {
      let n = 0;
      for (const brand of CORE_BRANDS) {
        if (brand === '比亚迪') {
          seedDealer(db, rng, now, city, brand, '王朝', n++);
          seedDealer(db, rng, now, city, brand, '海洋', n++);
        } else seedDealer(db, rng, now, city, brand, '', n++);
      }
      seedDealer(db, rng, now, city, EXTRA_BRANDS[ci % EXTRA_BRANDS.length]!, '', n++);
    });
  },
  routes(r, env) {
    r.get('v1/dealer/dealer/city-list', ({ db }) => {
      const counts = new Map(
        (db.prepare('SELECT city_code, COUNT(*) n FROM dealers GROUP BY city_code').all() as { city_code: string; n: number }[]).map((c) => [c.city_code, c.n]),
      );
      const city = (c: (typeof CITIES)[number]) => ({
        code: c.code,
        city: c.name,
        province: c.province,
        lat: c.lat,
        lng: c.lng,
        dealer_count: counts.get(c.code) ?? 0,
      });
      return { hot: CITIES.filter((c) => c.hot).map(city), list: CITIES.map(city) };
    });

    // Province → city → district for address forms: the children of `parent`, provinces without it.
    r.get('v1/common/common/area-list', (ctx) => {
      const parent = str(ctx, 'parent');
      if (!parent) {
        const seen = new Map<string, string>();
        for (const c of CITIES) seen.set(c.provinceCode, c.province);
        return [...seen].map(([code, name]) => ({ code, name }));
      }
      const cities = CITIES.filter((c) => c.provinceCode === parent);
      if (cities.length) return cities.map((c) => ({ code: c.code, name: c.name }));
      const city = cityOf(parent);
      if (!city) throw notFound('地区');
      return city.districts.map((name, i) => ({ code: districtCode(city.code, i), name }));
    });

    r.get('v3/dealer/dealer-store/config', () => ({
      default_city: { code: CITIES[0]!.code, city: CITIES[0]!.name, lat: CITIES[0]!.lat, lng: CITIES[0]!.lng },
      hot_cities: CITIES.filter((c) => c.hot).map((c) => c.code),
      consult_types: CONSULT_TYPES,
      activity_types: ACTIVITY_TYPES,
      drive_times: DRIVE_TIMES,
      drive_days: DRIVE_DAYS,
      service_phone: SERVICE_PHONE,
    }));

    r.get('v1/dealer/dealer/detail', (ctx) => {
      const row = getDealer(ctx.db, id(ctx));
      if (!row) throw notFound('经销商');
      const sid = int(ctx, 'sid', 0);
      // A series named in the URL must exist: /car/dealer/{id}/{sid} with an unknown sid is a 404.
      if (sid > 0 && !seriesRef(ctx.db, sid)) throw notFound('车系');
      const promotions = promotionsOf(env, ctx.db, row.id, sid > 0 ? sid : undefined);
      const photos = (ctx.db.prepare('SELECT COUNT(*) n FROM dealer_photos WHERE dealer_id = ?').get(row.id) as { n: number }).n;
      const cover = ctx.db.prepare('SELECT image FROM dealer_photos WHERE dealer_id = ? ORDER BY sort LIMIT 4').all(row.id) as { image: string }[];
      return {
        ...dealerCard(env, row),
        intro: row.intro,
        photo_count: photos,
        photos: cover.map((p) => absMedia(env, p.image)),
        promotions,
        series_count: (ctx.db.prepare('SELECT COUNT(*) n FROM dealer_series WHERE dealer_id = ?').get(row.id) as { n: number }).n,
      };
    });

    r.get('v1/dealer/dealer/photos', (ctx) => {
      const row = getDealer(ctx.db, id(ctx));
      if (!row) throw notFound('经销商');
      const photos = ctx.db.prepare('SELECT id, image, title FROM dealer_photos WHERE dealer_id = ? ORDER BY sort').all(row.id) as {
        id: number;
        image: string;
        title: string;
      }[];
      return { dealer: dealerCard(env, row), list: photos.map((p) => ({ id: p.id, title: p.title, image: absMedia(env, p.image) })) };
    });

    // A dealer's content: its activities, newest first (sid narrows to one series).
    r.get('v1/dealer/dealer/content', (ctx) => {
      const dealerId = id(ctx);
      if (!getDealer(ctx.db, dealerId)) throw notFound('经销商');
      const p = paging(ctx);
      const sid = int(ctx, 'sid', 0);
      const where = `dealer_id = ?${sid > 0 ? ' AND series_id = ?' : ''}`;
      const args = sid > 0 ? [dealerId, sid] : [dealerId];
      const total = (ctx.db.prepare(`SELECT COUNT(*) n FROM dealer_activities WHERE ${where}`).get(...args) as { n: number }).n;
      const rows = ctx.db
        .prepare(`SELECT * FROM dealer_activities WHERE ${where} ORDER BY start_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(...args, p.perPage, p.offset) as ActivityRow[];
      return listResult(rows.map((a) => activityCard(env, ctx.db, a)), p, total);
    });

    r.get('v1/dealer/dealer/get-sale', (ctx) => {
      const dealerId = id(ctx);
      if (!getDealer(ctx.db, dealerId)) throw notFound('经销商');
      const rows = ctx.db.prepare('SELECT id, name, avatar, phone, title, years FROM dealer_sales WHERE dealer_id = ? ORDER BY id').all(dealerId) as {
        id: number;
        name: string;
        avatar: string;
        phone: string;
        title: string;
        years: number;
      }[];
      return rows.map((s) => ({ ...s, avatar: absMedia(env, s.avatar) }));
    });

    r.get('v1/dealer/dealer-activity/detail', (ctx) => {
      const row = ctx.db.prepare('SELECT * FROM dealer_activities WHERE id = ?').get(id(ctx)) as ActivityRow | undefined;
      const type = int(ctx, 'type', 0);
      if (!row || (type && row.type !== type)) throw notFound('活动');
      const dealer = getDealer(ctx.db, row.dealer_id)!;
      const series = row.series_id ? seriesRef(ctx.db, row.series_id) : undefined;
      const mine = ctx.user
        ? Boolean(ctx.db.prepare('SELECT 1 FROM dealer_activity_signs WHERE activity_id = ? AND user_id = ?').get(row.id, ctx.user.id))
        : false;
      return {
        ...activityCard(env, ctx.db, row),
        body: row.body,
        address: row.address,
        dealer: dealerCard(env, dealer),
        series: series ? seriesCard(env, series) : null,
        is_signed: mine,
      };
    });

    // Activity sign-up: name + phone; a phone signs up once per activity.
    r.post('v1/dealer/dealer-activity/sign', (ctx) => {
      const activityId = id(ctx);
      const row = ctx.db.prepare('SELECT * FROM dealer_activities WHERE id = ?').get(activityId) as ActivityRow | undefined;
      if (!row) throw notFound('活动');
      const { name, phone } = checkLead(ctx.body);
      if (row.end_at < nowSeconds()) throw badRequest('活动已结束');
      const signed = (ctx.db.prepare('SELECT COUNT(*) n FROM dealer_activity_signs WHERE activity_id = ?').get(activityId) as { n: number }).n;
      if (signed >= row.quota) throw badRequest('名额已满');
      if (ctx.db.prepare('SELECT 1 FROM dealer_activity_signs WHERE activity_id = ? AND phone = ?').get(activityId, phone)) {
        throw badRequest('该手机号已报名');
      }
      ctx.db
        .prepare('INSERT INTO dealer_activity_signs (activity_id, user_id, name, phone, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(activityId, ctx.user?.id ?? null, name, phone, nowSeconds());
      return { signed: signed + 1 };
    });

    r.post('v1/dealer/dealer/phone-check', (ctx) => {
      const phone = String(ctx.body.phone ?? '').replace(/[\s-]/g, '');
      if (!PHONE_PATTERN.test(phone)) throw badRequest(LEAD_MESSAGES.phone);
      const seriesId = int(ctx, 'series_id', 0);
      const since = nowSeconds() - 7 * 86400;
      // Only the caller's own leads count: an anonymous caller cannot learn whether a phone asked before.
      const uid = ctx.user?.id ?? null;
      const recent =
        uid !== null &&
        ctx.db
          .prepare(`SELECT 1 FROM dealer_leads WHERE phone = ? AND user_id = ? AND created_at > ?${seriesId ? ' AND series_id = ?' : ''}`)
          .get(...(seriesId ? [phone, uid, since, seriesId] : [phone, uid, since]));
      return { valid: true, submitted: Boolean(recent) };
    });

    // Dealers of a series in a city (the 询底价 / 试驾 store pickers), nearest first with lat/lng.
    r.post('v1/dealer/dealer-drive/get-dealership', (ctx) => {
      const seriesId = id(ctx, 'series_id');
      if (!seriesRef(ctx.db, seriesId)) throw notFound('车系');
      const city = cityParam(ctx);
      const list = dealersForSeries(env, ctx.db, seriesId, city.code, originParam(ctx));
      const p = paging(ctx);
      return listResult(list.slice(p.offset, p.offset + p.perPage), p, list.length);
    });

    const leadTarget = (ctx: Ctx) => {
      // type 1: id is a series; type 2: id is a model.
      const type = int(ctx, 'type', 1);
      if (type !== 1 && type !== 2) throw notFound('车型');
      const targetId = id(ctx);
      if (type === 2) {
        const model = modelRef(ctx.db, targetId);
        if (!model) throw notFound('车型');
        return { type, series_id: model.series_id, model_id: model.id, model_name: model.name };
      }
      if (!seriesRef(ctx.db, targetId)) throw notFound('车系');
      return { type, series_id: targetId, model_id: null, model_name: null };
    };

    const dealerParam = (ctx: Ctx, seriesId: number) => {
      const dealerId = int(ctx, 'dealer_id', 0);
      if (!dealerId) return null;
      if (!getDealer(ctx.db, dealerId)) throw notFound('经销商');
      if (!dealerSells(ctx.db, dealerId, seriesId)) throw badRequest('该门店暂不销售此车系');
      return dealerId;
    };

    r.get('v1/dealer/dealer/discount-pop', (ctx) => {
      const target = leadTarget(ctx);
      const series = seriesRef(ctx.db, target.series_id)!;
      const city = cityParam(ctx);
      const best = ctx.db
        .prepare(
          `SELECT MAX(ds.discount) max_discount, MIN(ds.deadline) deadline, COUNT(*) dealers FROM dealer_series ds
           JOIN dealers d ON d.id = ds.dealer_id WHERE ds.series_id = ? AND d.city_code = ?`,
        )
        .get(series.id, city.code) as { max_discount: number | null; deadline: number | null; dealers: number };
      const received = (ctx.db.prepare("SELECT COUNT(*) n FROM dealer_leads WHERE series_id = ? AND source = 'discount'").get(series.id) as { n: number }).n;
      return {
        ...target,
        series: seriesCard(env, series),
        city_code: city.code,
        city: city.name,
        max_discount: best.max_discount ?? 0,
        deadline: best.deadline,
        dealer_count: best.dealers,
        // Seeded interest plus real claims, so the number moves when someone claims.
        received_count: 120 + ((series.id * 37) % 900) + received,
      };
    });

    const saveLead = (ctx: Ctx, source: string) => {
      const target = leadTarget(ctx);
      const { name, phone } = checkLead(ctx.body);
      const dealerId = dealerParam(ctx, target.series_id);
      const city = cityParam(ctx);
      const info = ctx.db
        .prepare(
          `INSERT INTO dealer_leads (source, type, user_id, series_id, model_id, dealer_id, city_code, name, phone, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(source, target.type, ctx.user?.id ?? null, target.series_id, target.model_id, dealerId, city.code, name, phone, nowSeconds());
      const dealerCount = dealerId ? 1 : dealersForSeries(env, ctx.db, target.series_id, city.code, null).length;
      return { id: Number(info.lastInsertRowid), dealer_count: dealerCount };
    };

    // 领取优惠 / 询底价 from the series and model pages: no login needed, the phone is the contact.
    r.post('v1/dealer/dealer/receive', (ctx) => saveLead(ctx, 'discount'));

    r.post(
      'v1/dealer/dealer/create-consult',
      (ctx) => {
        const consultType = int(ctx, 'consult_type', 1);
        if (!CONSULT_TYPES.some((t) => t.type === consultType)) throw notFound('咨询类型');
        const seriesId = id(ctx, 'series_id');
        const series = seriesRef(ctx.db, seriesId);
        if (!series) throw notFound('车系');
        const { name, phone } = checkLead(ctx.body);
        const dealerId = dealerParam(ctx, seriesId);
        const city = cityParam(ctx);
        const info = ctx.db
          .prepare(
            `INSERT INTO dealer_leads (source, type, user_id, series_id, model_id, dealer_id, city_code, name, phone, created_at)
             VALUES ('consult', ?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
          )
          .run(consultType, ctx.user!.id, seriesId, dealerId, city.code, name, phone, nowSeconds());
        return {
          id: Number(info.lastInsertRowid),
          consult_type: consultType,
          series: seriesCard(env, series),
          city: city.name,
          dealer_count: dealerId ? 1 : dealersForSeries(env, ctx.db, seriesId, city.code, null).length,
        };
      },
      { auth: true },
    );

    // Tapping a dealer's phone: the call is recorded as a clue; the number to dial comes back.
    r.post('v1/dealer/dealer/clue-phone', (ctx) => {
      const dealerId = id(ctx, 'dealer_id');
      const dealer = getDealer(ctx.db, dealerId);
      if (!dealer) throw notFound('经销商');
      const seriesId = int(ctx, 'series_id', 0) || null;
      ctx.db
        .prepare("INSERT INTO dealer_leads (source, type, user_id, series_id, dealer_id, city_code, created_at) VALUES ('phone', 0, ?, ?, ?, ?, ?)")
        .run(ctx.user?.id ?? null, seriesId, dealerId, dealer.city_code, nowSeconds());
      return { phone: dealer.phone };
    });
  },
};

