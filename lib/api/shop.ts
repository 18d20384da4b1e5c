import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import { RawLotterySummary, reshapeLotterySummary } from './lottery';
import * as z from 'zod/mini';
import { camelize, optionalText, rawList, unixSeconds, type Camel } from './schema';

// The view helpers live apart from the schemas, so client islands can show prices without
// downloading zod (lib/format/shop.ts); they are re-exported here for server code.
export {
  cashText,
  LEDGER_KIND_LABELS,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  priceText,
  redeemBlocker,
} from '../format/shop';

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
export type Address = Camel<RawAddress>;

export interface AddressInput {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  area_text: string;
  detail: string;
}

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
export interface ShipTo {
  name: string;
  phone: string;
  areaText: string;
  detail: string;
}
export type GoodsOrder = Omit<Camel<RawGoodsOrder>, 'address'> & { address: ShipTo | null };

export const reshapeGoodsOrder = (o: RawGoodsOrder): GoodsOrder => ({
  ...camelize(o),
  address: o.address
    ? {
        name: o.address.name,
        phone: o.address.phone,
        areaText: o.address.area_text,
        detail: o.address.detail,
      }
    : null,
});

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

export async function getGoodsList(
  page = 1,
  category = '',
  options?: CallOptions,
): Promise<Page<Goods>> {
  const raw = await api.get(
    rawList(RawGoods),
    'v1/goods/list',
    { page, 'per-page': PER_PAGE, category },
    options,
  );
  return toPage(raw, reshapeGoods);
}

export const getGoods = (id: number, options?: CallOptions): Promise<GoodsDetail | undefined> =>
  getRecord(RawGoodsDetail, 'v1/goods/detail', { id }, options, reshapeDetail);

/** Redeems one; a physical item names the address book entry it ships to. */
export const redeemGoods = (id: number, addressId?: number, options?: CallOptions) =>
  api.post(RawRedeemResult, 'v1/goods/redeem', { id, address_id: addressId }, options);

export const getAddresses = async (options?: CallOptions): Promise<Address[]> =>
  (await api.get(z.array(RawAddress), 'v1/user/address/list', undefined, options)).map((a) =>
    camelize(a),
  );

export const createAddress = async (input: AddressInput, options?: CallOptions): Promise<Address> =>
  camelize(await api.post(RawAddress, 'v1/user/address/create', input, options));

export async function getGoodsOrders(page = 1, options?: CallOptions): Promise<Page<GoodsOrder>> {
  const raw = await api.get(
    rawList(RawGoodsOrder),
    'v1/goods/orders',
    { page, 'per-page': PER_PAGE },
    options,
  );
  return toPage(raw, reshapeGoodsOrder);
}

export const getGoodsOrder = (id: number, options?: CallOptions): Promise<GoodsOrder | undefined> =>
  getRecord(RawGoodsOrder, 'v1/goods/order', { id }, options, reshapeGoodsOrder);

/** Pays an order's cash part (the mock payment step: see the local API's v1/goods/order/pay). */
export const payGoodsOrder = async (id: number, options?: CallOptions): Promise<GoodsOrder> =>
  reshapeGoodsOrder(await api.post(RawGoodsOrder, 'v1/goods/order/pay', { id }, options));

export async function getPointsSummary(options?: CallOptions) {
  const raw = await api.get(RawPointsSummary, 'v1/points/summary', undefined, options);
  return camelize(raw);
}

export async function getPointsLedger(page = 1, options?: CallOptions): Promise<Page<LedgerEntry>> {
  const raw = await api.get(
    rawList(RawLedgerEntry),
    'v1/points/ledger',
    { page, 'per-page': PER_PAGE },
    options,
  );
  return toPage(raw, reshapeLedger);
}
