import { PER_PAGE } from '../constants';
import { api, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import { reshapeLotterySummary } from './lottery';
import * as z from 'zod/mini';
import { camelize, type Camel } from './schema';
import {
  RawShopTop,
  RawGoods,
  RawRedeemResult,
  RawPointsSummary,
  RawLedgerEntry,
  RawGoodsOrder,
  RawGoodsDetail,
  RawAddress,
  type AddressInput,
} from '@/contract/api/shop';

// Points shop (spec §7 "Shop": goods detail, list, shop top) and the points ledger behind it.
// Prices are in points, optionally plus money (yuan); stock and a per-user limit bound redeeming.

// The view helpers live apart from the schemas, so client islands can show prices without
// downloading zod (lib/format/shop.ts); they are re-exported here for server code.
export {
  cashText,
  LEDGER_KIND_LABELS,
  ORDER_STATUS_LABELS,
  priceText,
  redeemBlocker,
} from '../format/shop';
import { getPage } from './page';
export { ORDER_STATUS } from '@/contract/shop';
export type Address = Camel<RawAddress>;

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
  return getPage(
    RawGoods,
    'v1/goods/list',
    { page, 'per-page': PER_PAGE, category },
    options,
    reshapeGoods,
  );
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
  return getPage(RawGoodsOrder, 'v1/goods/orders', { page }, options, reshapeGoodsOrder);
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
  return getPage(RawLedgerEntry, 'v1/points/ledger', { page }, options, reshapeLedger);
}
