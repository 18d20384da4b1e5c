import type { Database } from 'better-sqlite3';
import type { AddressInput, RawAddress, RawGoodsOrder } from '../../../contract/api/shop';
import { ORDER_STATUS } from '../../../contract/shop';
import { countOf, nowSeconds } from '../../db';
import type { ApiEnv } from '../../env';
import { badRequest, HttpError, notFound } from '../../http-error';
import { absMedia } from '../../media-path';
import { checkPersonAddress, personAddressValues } from '../../person-address';
import { id, listResult, pageRows } from '../../params';
import type { Router } from '../../router';

// Physical goods are shipped somewhere. A user's address book, and the orders of
// the points shop (我的兑换): a physical item's order keeps a copy of the address it ships to
// (editing the book later does not move a parcel), an order with a cash part waits for its
// payment, and the status goes 待付款 → 待发货 → 已发货 → 已完成.

export const ORDERS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS user_addresses (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), name TEXT NOT NULL, phone TEXT NOT NULL,
    province TEXT NOT NULL, city TEXT NOT NULL, district TEXT NOT NULL, area_text TEXT NOT NULL, detail TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS user_addresses_user ON user_addresses (user_id);
`;

/** At most this many addresses in one book. */
const ADDRESS_BOOK_MAX = 20;

export interface AddressRow extends AddressInput {
  id: number;
  user_id: number;
  is_default: number;
}

interface OrderRow {
  id: number;
  goods_id: number;
  points: number;
  cash: number;
  status: number;
  ship_name: string | null;
  ship_phone: string | null;
  ship_area: string | null;
  ship_detail: string | null;
  created_at: number;
  paid_at: number | null;
  title: string;
  cover: string;
}

const addressView = (a: AddressRow): RawAddress => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  province: a.province,
  city: a.city,
  district: a.district,
  area_text: a.area_text,
  detail: a.detail,
  is_default: a.is_default === 1,
});

export function ownAddress(db: Database, userId: number, addressId: number): AddressRow {
  const row = db.prepare('SELECT * FROM user_addresses WHERE id = ?').get(addressId) as
    AddressRow | undefined;
  // Someone else's address is answered as missing.
  if (!row || row.user_id !== userId) throw notFound('收货地址');
  return row;
}

function orderView(env: ApiEnv, o: OrderRow): RawGoodsOrder {
  return {
    id: o.id,
    goods: { id: o.goods_id, title: o.title, cover: absMedia(env, o.cover) },
    points: o.points,
    cash: o.cash,
    status: o.status,
    address: o.ship_name
      ? {
          name: o.ship_name,
          phone: o.ship_phone ?? '',
          area_text: o.ship_area ?? '',
          detail: o.ship_detail ?? '',
        }
      : null,
    created_at: o.created_at,
    paid_at: o.paid_at,
    // The payment step is a mock (no payment gateway runs here): said so only in demo mode.
    demo_payment: env.demo,
  };
}

const ORDER_SQL =
  'SELECT o.*, g.title, g.cover FROM goods_orders o JOIN goods g ON g.id = o.goods_id';

function readOrder(db: Database, orderId: number): OrderRow | undefined {
  return db.prepare(`${ORDER_SQL} WHERE o.id = ?`).get(orderId) as OrderRow | undefined;
}

export function ordersRoutes(r: Router, env: ApiEnv): void {
  r.get(
    'v1/user/address/list',
    ({ db, user }) => {
      const rows = db
        .prepare('SELECT * FROM user_addresses WHERE user_id = ? ORDER BY is_default DESC, id DESC')
        .all(user!.id) as AddressRow[];
      return rows.map(addressView);
    },
    { auth: true },
  );

  r.post(
    'v1/user/address/create',
    ({ db, body, user }): RawAddress => {
      const problem = checkPersonAddress(body, 'detail');
      if (problem) throw badRequest(problem);
      const uid = user!.id;
      const count = countOf(db, 'SELECT COUNT(*) n FROM user_addresses WHERE user_id = ?', uid);
      if (count >= ADDRESS_BOOK_MAX) throw badRequest(`最多保存${ADDRESS_BOOK_MAX}个收货地址`);
      // The first address, or one asked to be, is the default.
      const isDefault = count === 0 || body.is_default === true || body.is_default === 1;
      return db.transaction(() => {
        if (isDefault)
          db.prepare('UPDATE user_addresses SET is_default = 0 WHERE user_id = ?').run(uid);
        const res = db
          .prepare(
            'INSERT INTO user_addresses (user_id, name, phone, province, city, district, area_text, detail, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(uid, ...personAddressValues(body, 'detail'), isDefault ? 1 : 0, nowSeconds());
        return addressView(ownAddress(db, uid, Number(res.lastInsertRowid)));
      })();
    },
    { auth: true },
  );

  r.post(
    'v1/user/address/delete',
    (ctx) => {
      const row = ownAddress(ctx.db, ctx.user!.id, id(ctx));
      ctx.db.prepare('DELETE FROM user_addresses WHERE id = ?').run(row.id);
      return { id: row.id };
    },
    { auth: true },
  );

  // 我的兑换: the caller's orders, newest first.
  r.get(
    'v1/goods/orders',
    (ctx) => {
      const { p, rows, total } = pageRows<OrderRow>(
        ctx,
        'SELECT COUNT(*) n FROM goods_orders WHERE user_id = ?',
        `${ORDER_SQL} WHERE o.user_id = ? ORDER BY o.id DESC LIMIT ? OFFSET ?`,
        ctx.user!.id,
      );
      return listResult(
        rows.map((o) => orderView(env, o)),
        p,
        total,
      );
    },
    { auth: true },
  );

  r.get(
    'v1/goods/order',
    (ctx): RawGoodsOrder => {
      const row = readOrder(ctx.db, id(ctx));
      if (
        !row ||
        (
          ctx.db.prepare('SELECT user_id FROM goods_orders WHERE id = ?').get(row.id) as {
            user_id: number;
          }
        ).user_id !== ctx.user!.id
      )
        throw notFound('订单');
      return orderView(env, row);
    },
    { auth: true },
  );

  // The cash part of an order. No payment gateway runs here: in demo mode the payment is a mock
  // that succeeds; otherwise there is no channel to pay through.
  r.post(
    'v1/goods/order/pay',
    (ctx): RawGoodsOrder => {
      const orderId = id(ctx);
      const owner = ctx.db
        .prepare('SELECT user_id, status, ship_name FROM goods_orders WHERE id = ?')
        .get(orderId) as { user_id: number; status: number; ship_name: string | null } | undefined;
      if (!owner || owner.user_id !== ctx.user!.id) throw notFound('订单');
      if (owner.status !== ORDER_STATUS.unpaid) throw badRequest('该订单无需支付');
      if (!env.demo) throw new HttpError(503, '支付通道暂不可用，请稍后再试');
      // Paid: a physical item waits to ship, a virtual one is done.
      const next = owner.ship_name ? ORDER_STATUS.toShip : ORDER_STATUS.done;
      ctx.db
        .prepare('UPDATE goods_orders SET status = ?, paid_at = ? WHERE id = ? AND status = ?')
        .run(next, nowSeconds(), orderId, ORDER_STATUS.unpaid);
      return orderView(env, readOrder(ctx.db, orderId)!);
    },
    { auth: true },
  );
}
