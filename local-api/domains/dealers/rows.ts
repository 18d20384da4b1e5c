import type { Database } from 'better-sqlite3';
import { countOf } from '../../db';
import type { ApiEnv } from '../../env';
import { badRequest } from '../../http-error';
import { absMedia } from '../../media-path';
import { str } from '../../params';
import type { Ctx } from '../../router';
import { CITIES } from '../../seed/cities';
import { distanceKm } from '../../../contract/geo';
import type {
  RawDealer,
  RawDealerActivity,
  RawPromotion,
  RawSeriesDealer,
} from '../../../contract/api/dealer';
import { seriesCard, seriesRef } from '../car-refs';

// The dealer tables' rows, the wire items made from them (typed with lib/api/dealer.ts's raw
// schemas), and the city and position a list is asked for.

/** Consult types of /consult/{type}. */
export const CONSULT_TYPES = [
  { type: 1, name: '询底价', desc: '经销商将在30分钟内为您报出本地最低价' },
  { type: 2, name: '试驾咨询', desc: '顾问为您安排到店或上门试驾时间' },
  { type: 3, name: '金融方案', desc: '首付、月供与低息贷款方案一对一测算' },
  { type: 4, name: '置换补贴', desc: '旧车评估与以旧换新补贴政策解读' },
] as const;

export const ACTIVITY_TYPES: Record<number, string> = {
  1: '试驾活动',
  2: '团购会',
  3: '新车品鉴会',
  4: '车主活动',
};
export const DEALER_KINDS: Record<number, string> = { 1: '4S店', 2: '城市展厅', 3: '交付中心' };
export const DRIVE_TIMES = [
  '09:00-11:00',
  '11:00-13:00',
  '13:00-15:00',
  '15:00-17:00',
  '17:00-19:00',
];
export const DRIVE_DAYS = 14;
export const SERVICE_PHONE = '400-820-6688';

export interface DealerRow {
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

export interface DealerSeriesRow {
  series_id: number;
  discount: number;
  promotion: string;
  deadline: number;
}

export interface ActivityRow {
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

export function dealerCard(
  env: ApiEnv,
  row: DealerRow,
  origin?: { lat: number; lng: number } | null,
): RawDealer {
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
    distance: origin
      ? Math.round(distanceKm(origin.lat, origin.lng, row.lat, row.lng) * 10) / 10
      : null,
  };
}

export function getDealer(db: Database, dealerId: number): DealerRow | undefined {
  return db.prepare('SELECT * FROM dealers WHERE id = ?').get(dealerId) as DealerRow | undefined;
}

export function dealerSells(
  db: Database,
  dealerId: number,
  seriesId: number,
): DealerSeriesRow | undefined {
  return db
    .prepare(
      'SELECT series_id, discount, promotion, deadline FROM dealer_series WHERE dealer_id = ? AND series_id = ?',
    )
    .get(dealerId, seriesId) as DealerSeriesRow | undefined;
}

export function dealerSummary(env: ApiEnv, db: Database, dealerId: number) {
  const row = getDealer(db, dealerId);
  return row ? dealerCard(env, row) : null;
}

export function promotionsOf(
  env: ApiEnv,
  db: Database,
  dealerId: number,
  seriesId?: number,
): RawPromotion[] {
  const rows = db
    .prepare(
      `SELECT series_id, discount, promotion, deadline FROM dealer_series WHERE dealer_id = ?
       ${seriesId ? 'AND series_id = ?' : ''} ORDER BY discount DESC, series_id`,
    )
    .all(...(seriesId ? [dealerId, seriesId] : [dealerId])) as DealerSeriesRow[];
  return rows.flatMap((r) => {
    const s = seriesRef(db, r.series_id);
    return s
      ? [
          {
            series: seriesCard(env, s),
            discount: r.discount,
            promotion: r.promotion,
            deadline: r.deadline,
          },
        ]
      : [];
  });
}

export function activityCard(env: ApiEnv, db: Database, row: ActivityRow): RawDealerActivity {
  const signed = countOf(
    db,
    'SELECT COUNT(*) n FROM dealer_activity_signs WHERE activity_id = ?',
    row.id,
  );
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

export function cityOf(code: string) {
  return CITIES.find((c) => c.code === code);
}

/** The city a list is for: `city_code`, else the nearest one to lat/lng, else 北京. */
export function cityParam(ctx: Ctx) {
  const code = str(ctx, 'city_code') || str(ctx, 'code');
  if (code) {
    const city = cityOf(code);
    if (!city) throw badRequest('暂不支持该城市');
    return city;
  }
  return CITIES[0]!;
}

export function originParam(ctx: Ctx): { lat: number; lng: number } | null {
  const lat = Number(str(ctx, 'lat'));
  const lng = Number(str(ctx, 'lng') || str(ctx, 'lag'));
  if (
    !str(ctx, 'lat') ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  )
    return null;
  return { lat, lng };
}

/** Dealers in a city that sell a series, nearest first when a position is known. */
export function dealersForSeries(
  env: ApiEnv,
  db: Database,
  seriesId: number,
  cityCode: string,
  origin: { lat: number; lng: number } | null,
): RawSeriesDealer[] {
  const rows = db
    .prepare(
      `SELECT d.*, ds.discount, ds.promotion FROM dealers d JOIN dealer_series ds ON ds.dealer_id = d.id
       WHERE ds.series_id = ? AND d.city_code = ? ORDER BY d.score DESC, d.id`,
    )
    .all(seriesId, cityCode) as (DealerRow & { discount: number; promotion: string })[];
  const cards = rows.map((r) => ({
    ...dealerCard(env, r, origin),
    discount: r.discount,
    promotion: r.promotion,
  }));
  if (origin) cards.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  return cards;
}
