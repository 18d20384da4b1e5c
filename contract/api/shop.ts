// The wire shapes of the shop calls, as the API sends them (snake_case): lib/api/shop.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import { RawLotterySummary } from './lottery';
import * as z from 'zod/mini';
import { optionalText, unixSeconds } from './schema';

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
  /** A physical item: redeeming it asks where to ship it. */
  physical: z.boolean(),
});
export type RawGoods = z.infer<typeof RawGoods>;

export const RawGoodsDetail = z.extend(RawGoods, {
  images: z.array(z.string()),
  description: z.array(z.string()),
  notes: z.array(z.string()),
  /** Demo mode: the cash part is paid through a mock, which the page says apart from the goods' copy. */
  demo_payment: z.boolean(),
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

const LEDGER_KINDS = ['checkin', 'post', 'redeem', 'lottery', 'opening'] as const;
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
  /** ORDER_STATUS of the new order: 待付款 when a cash part is still to pay. */
  status: z.number(),
  goods_id: z.number(),
  title: z.string(),
  points: z.number(),
  cash: z.number(),
  balance: z.number(),
  stock: z.number(),
  my_redeemed: z.number(),
});
export type RawRedeemResult = z.infer<typeof RawRedeemResult>;

/** An entry of the address book (收货地址): area as codes and as the text shown. */
export const RawAddress = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  area_text: z.string(),
  detail: z.string(),
  is_default: z.boolean(),
});
export type RawAddress = z.infer<typeof RawAddress>;

/** An order of the points shop (我的兑换): the address is the copy it ships to, null for virtual goods. */
export const RawGoodsOrder = z.object({
  id: z.number(),
  goods: z.object({ id: z.number(), title: z.string(), cover: z.string() }),
  points: z.number(),
  cash: z.number(),
  /** ORDER_STATUS: 0 待付款, 1 待发货, 2 已发货, 3 已完成. */
  status: z.number(),
  address: z.nullable(
    z.object({ name: z.string(), phone: z.string(), area_text: z.string(), detail: z.string() }),
  ),
  created_at: unixSeconds,
  paid_at: z.nullable(unixSeconds),
  /** The payment step is a mock of the demo environment: true only there. */
  demo_payment: z.boolean(),
});
export type RawGoodsOrder = z.infer<typeof RawGoodsOrder>;

/** The body of creating an address (POST of the address book). */
export interface AddressInput {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  area_text: string;
  detail: string;
}
