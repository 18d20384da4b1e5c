import type { Database } from 'better-sqlite3';
import { FAR_BELOW_RATIO, type RawIdleCard, type RawIdleDetail } from '../../../contract/api/idle';
import type { Domain } from '../../domain';
import type { ApiEnv } from '../../env';
import { countOf, rowOr404 } from '../../db';
import { notFound } from '../../http-error';
import { absMedia } from '../../media-path';
import { id, listResult, pageRows } from '../../params';
import { seriesRef } from '../car-refs';
import { maskPhone } from '../../../contract/format/phone';
import { seedIdle } from './seed';
import { countView } from '../../views';

// Second-hand market (spec §7 "Idle"): index, top, detail, similar; the seller's number masked, its
// full form behind a login and a daily limit (write-limits.ts sellerPhone).

interface ListingRow {
  id: number;
  seller_id: number;
  series_id: number;
  model_name: string;
  title: string;
  price: number;
  new_price: number;
  city: string;
  registered_at: number;
  mileage_km: number;
  soh: number | null;
  charge_cycles: number | null;
  description: string;
  images: string;
  views: number;
  created_at: number;
}

export const IDLE_SELECT = `SELECT l.*, s.name AS series_name, COALESCE(u.phone, '') AS seller_phone FROM idle_listings l JOIN car_series s ON s.id = l.series_id LEFT JOIN users u ON u.id = l.seller_id`;
const YEAR = 365 * 86400;

function images(env: ApiEnv, row: ListingRow): string[] {
  try {
    const list: unknown = JSON.parse(row.images);
    return Array.isArray(list) ? list.map((p) => absMedia(env, String(p))) : [];
  } catch {
    return [];
  }
}

export type CardRow = ListingRow & { series_name: string; seller_phone: string };

export function idleCard(env: ApiEnv, row: CardRow): RawIdleCard {
  return {
    id: row.id,
    title: row.title,
    cover: images(env, row)[0] ?? '',
    price: row.price,
    city: row.city,
    registered_at: row.registered_at,
    mileage_km: row.mileage_km,
    soh: row.soh,
    series_name: row.series_name,
    // Masked in every list and detail answer (F9); the full number is v1/idle/contact's, rate-limited.
    seller_phone: maskPhone(row.seller_phone),
    created_at: row.created_at,
  };
}

/** Same series, registered within a year of this one. */
function similarRows(db: Database, row: ListingRow, limit = 6) {
  return db
    .prepare(
      `${IDLE_SELECT} WHERE l.series_id = ? AND l.id != ? AND ABS(l.registered_at - ?) <= ? ORDER BY ABS(l.registered_at - ?), l.id LIMIT ?`,
    )
    .all(row.series_id, row.id, row.registered_at, YEAR, row.registered_at, limit) as CardRow[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function findListing(db: Database, listingId: number) {
  return rowOr404<CardRow>(db, '二手车信息', `${IDLE_SELECT} WHERE l.id = ?`, listingId);
}

export const idle: Domain = {
  name: 'idle',
  schema: `
    CREATE TABLE IF NOT EXISTS idle_listings (
      id INTEGER PRIMARY KEY, seller_id INTEGER NOT NULL, series_id INTEGER NOT NULL, model_name TEXT NOT NULL,
      title TEXT NOT NULL, price REAL NOT NULL, new_price REAL NOT NULL, city TEXT NOT NULL, registered_at INTEGER NOT NULL,
      mileage_km INTEGER NOT NULL, soh REAL, charge_cycles INTEGER, description TEXT NOT NULL, images TEXT NOT NULL,
      views INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS idle_listings_series ON idle_listings (series_id, registered_at);
    CREATE INDEX IF NOT EXISTS idle_listings_seller ON idle_listings (seller_id);
  `,
  seed: seedIdle,
  routes(r, env) {
    r.get('v1/idle/index', (ctx) => {
      const { p, rows, total } = pageRows<CardRow>(
        ctx,
        'SELECT COUNT(*) n FROM idle_listings',
        `${IDLE_SELECT} ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
      );
      return listResult(
        rows.map((row) => idleCard(env, row)),
        p,
        total,
      );
    });

    r.get('v1/idle/top', (ctx) =>
      (ctx.db.prepare(`${IDLE_SELECT} ORDER BY l.views DESC, l.id LIMIT 6`).all() as CardRow[]).map(
        (row) => idleCard(env, row),
      ),
    );

    r.get('v1/idle/detail', (ctx): RawIdleDetail => {
      const row = findListing(ctx.db, id(ctx));
      const counted = countView(ctx, 'idle', row.id);
      if (counted)
        ctx.db.prepare('UPDATE idle_listings SET views = views + 1 WHERE id = ?').run(row.id);
      const series = seriesRef(ctx.db, row.series_id);
      const seller = ctx.db
        .prepare('SELECT id, nickname, avatar, created_at FROM users WHERE id = ?')
        .get(row.seller_id) as
        { id: number; nickname: string; avatar: string; created_at: number } | undefined;
      const listings = countOf(
        ctx.db,
        'SELECT COUNT(*) n FROM idle_listings WHERE seller_id = ?',
        row.seller_id,
      );
      // Trims of a series differ in price: peers are compared by the share of their new price they
      // keep, scaled to this car's new price (what a similar car of this trim sells for).
      const peers = similarRows(ctx.db, row, 20).map((s) => s.price / s.new_price);
      const midShare = median(peers);
      const mid = midShare === null ? null : midShare * row.new_price;
      return {
        ...idleCard(env, row),
        images: images(env, row),
        description: row.description,
        model_name: row.model_name,
        charge_cycles: row.charge_cycles,
        new_price: row.new_price,
        views: row.views + (counted ? 1 : 0),
        series: {
          id: row.series_id,
          name: series?.name ?? row.series_name,
          brand_name: series?.brand_name ?? '',
        },
        seller: {
          id: seller?.id ?? 0,
          nickname: seller?.nickname ?? '已注销用户',
          avatar: absMedia(env, seller?.avatar),
          listing_count: listings,
          joined_at: seller?.created_at ?? 0,
        },
        // Two comparable listings at least, or the median says nothing.
        price_check: {
          median: mid === null ? null : Math.round(mid * 100) / 100,
          compared: peers.length,
          far_below: mid !== null && peers.length >= 2 && row.price < mid * FAR_BELOW_RATIO,
        },
      };
    });

    r.get('v1/idle/similar', (ctx) =>
      similarRows(ctx.db, findListing(ctx.db, id(ctx))).map((row) => idleCard(env, row)),
    );

    r.post(
      'v1/idle/contact',
      (ctx) => {
        const row = findListing(ctx.db, id(ctx));
        const seller = ctx.db.prepare('SELECT phone FROM users WHERE id = ?').get(row.seller_id) as
          { phone: string } | undefined;
        if (!seller) throw notFound('卖家');
        return {
          phone: seller.phone,
          note: '看车前请勿支付任何定金或押金，建议约在公共场所看车并做第三方检测',
        };
      },
      { auth: true },
    );
  },
};
