import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import { RawLotterySummary, reshapeLotterySummary } from './lottery';
import * as z from 'zod/mini';
import { camelize, optionalText, rawList, unixSeconds, type Camel } from './schema';

// The view helpers live apart from the schemas, so client islands can show prices without
// downloading zod (lib/format/shop.ts); they are re-exported here for server code.
export { LEDGER_KIND_LABELS, priceText, redeemBlocker } from '../format/shop';

// Points shop (spec §7 "Shop": goods detail, list, shop top) and the points ledger behind it.
// Prices are in points, optionally plus money (yuan); stock and a per-user limit bound redeeming.

export const RawGoods = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: optionalText,
  category: z.string(),
  cover: z.string(),
  points_price: z.number(),
  /** Yuan; 0 when the item is points only. */
  cash_price: z.number(),
  stock: z.number(),
  sold: z.number(),
  limit_per_user: z.number(),
  tag: optionalText,
});
export type RawGoods = z.infer<typeof RawGoods>;

export const RawGoodsDetail = z.extend(RawGoods, {
  images: z.array(z.string()),
  description: z.array(z.string()),
  notes: z.array(z.string()),
  /** How many the caller has redeemed (0 when anonymous). */
  my_redeemed: z.number(),
  /** The caller's balance, null when anonymous. */
  balance: z.nullable(z.number()),
});
export type RawGoodsDetail = z.infer<typeof RawGoodsDetail>;

export const RawShopTop = z.object({
  categories: z.array(z.string()),
  featured: z.array(RawGoods),
  activity: z.nullable(RawLotterySummary),
  balance: z.nullable(z.number()),
});
export type RawShopTop = z.infer<typeof RawShopTop>;

export const LEDGER_KINDS = ['checkin', 'post', 'redeem', 'lottery', 'opening'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const RawLedgerEntry = z.object({
  id: z.number(),
  delta: z.number(),
  balance: z.number(),
  kind: z.enum(LEDGER_KINDS),
  title: z.string(),
  ref_id: z.number(),
  created_at: unixSeconds,
});
export type RawLedgerEntry = z.infer<typeof RawLedgerEntry>;

export const RawPointsSummary = z.object({
  points: z.number(),
  level: z.number(),
  earned_total: z.number(),
  spent_total: z.number(),
});
export type RawPointsSummary = z.infer<typeof RawPointsSummary>;

export const RawRedeemResult = z.object({
  order_id: z.number(),
  goods_id: z.number(),
  title: z.string(),
  points: z.number(),
  cash: z.number(),
  balance: z.number(),
  stock: z.number(),
  my_redeemed: z.number(),
});
export type RawRedeemResult = z.infer<typeof RawRedeemResult>;

export type Goods = Camel<RawGoods>;

export type GoodsDetail = Camel<RawGoodsDetail>;

export type LedgerEntry = Camel<RawLedgerEntry>;

export const reshapeGoods = (g: RawGoods): Goods => camelize(g);

const reshapeDetail = (g: RawGoodsDetail): GoodsDetail => camelize(g);

const reshapeLedger = (e: RawLedgerEntry): LedgerEntry => camelize(e);

export async function getShopTop(options?: CallOptions) {
  const raw = await api.get(RawShopTop, 'v1/goods/shop-top', undefined, options);
  return {
    categories: raw.categories,
    featured: raw.featured.map(reshapeGoods),
    activity: raw.activity ? reshapeLotterySummary(raw.activity) : null,
    balance: raw.balance,
  };
}

export async function getGoodsList(page = 1, category = '', options?: CallOptions): Promise<Page<Goods>> {
  const raw = await api.get(rawList(RawGoods), 'v1/goods/list', { page, 'per-page': PER_PAGE, category }, options);
  return toPage(raw, reshapeGoods);
}

export const getGoods = (id: number, options?: CallOptions): Promise<GoodsDetail | undefined> =>
  getRecord(RawGoodsDetail, 'v1/goods/detail', { id }, options, reshapeDetail);

export const redeemGoods = (id: number, options?: CallOptions) => api.post(RawRedeemResult, 'v1/goods/redeem', { id }, options);

export async function getPointsSummary(options?: CallOptions) {
  const raw = await api.get(RawPointsSummary, 'v1/points/summary', undefined, options);
  return camelize(raw);
}

export async function getPointsLedger(page = 1, options?: CallOptions): Promise<Page<LedgerEntry>> {
  const raw = await api.get(rawList(RawLedgerEntry), 'v1/points/ledger', { page, 'per-page': PER_PAGE }, options);
  return toPage(raw, reshapeLedger);
}
