import type { Database } from 'better-sqlite3';
import type {
  RawGoods,
  RawGoodsDetail,
  RawRedeemResult,
  RawShopTop,
} from '../../../contract/api/shop';
import { countOf, nowSeconds } from '../../db';
import type { ApiEnv } from '../../env';
import { badRequest, notFound } from '../../http-error';
import { absMedia, relMedia } from '../../media-path';
import { id, listResult, pageRows, str } from '../../params';
import type { Router } from '../../router';
import { GOODS, GOODS_CATEGORIES } from './goods-data';
import { currentLotterySummary } from './lottery';
import { ORDER_STATUS } from '../../../contract/shop';
import { ownAddress } from './orders';
import { spendPoints } from './points';

// Goods of the points shop and their redemption. Redeeming checks stock, the per-user limit and
// the balance inside ONE transaction, each check being the conditional UPDATE itself, so
// concurrent redemptions of the last item give exactly one success and a failure spends nothing.

export const GOODS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS goods (
    id INTEGER PRIMARY KEY, title TEXT NOT NULL, subtitle TEXT NOT NULL, category TEXT NOT NULL,
    cover TEXT NOT NULL, images TEXT NOT NULL, points_price INTEGER NOT NULL, cash_price REAL NOT NULL,
    stock INTEGER NOT NULL CHECK (stock >= 0), sold INTEGER NOT NULL, limit_per_user INTEGER NOT NULL,
    tag TEXT NOT NULL, description TEXT NOT NULL, sort INTEGER NOT NULL, is_featured INTEGER NOT NULL DEFAULT 0,
    physical INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS goods_orders (
    id INTEGER PRIMARY KEY, goods_id INTEGER NOT NULL REFERENCES goods(id), user_id INTEGER NOT NULL REFERENCES users(id),
    points INTEGER NOT NULL, cash REAL NOT NULL, created_at INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 3, ship_name TEXT, ship_phone TEXT, ship_area TEXT, ship_detail TEXT, paid_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS goods_orders_user ON goods_orders (user_id, goods_id);
`;

/** Shown on every goods page: how a redemption is fulfilled here. */
const NOTES = [
  '兑换成功后积分立即扣除，实物商品填写收货地址后 7 个工作日内发货，可在「我的兑换」查看物流状态；券码类商品在积分明细中可查。',
  '含现金部分的商品：提交订单后完成支付，支付成功后安排发货。',
  '兑换失败不扣积分；每人限兑数量以页面显示为准。',
];

export interface GoodsRow {
  id: number;
  title: string;
  subtitle: string;
  category: string;
  cover: string;
  images: string;
  points_price: number;
  cash_price: number;
  stock: number;
  sold: number;
  limit_per_user: number;
  tag: string;
  description: string;
  physical: number;
}

export function goodsView(env: ApiEnv, g: GoodsRow): RawGoods {
  return {
    id: g.id,
    title: g.title,
    subtitle: g.subtitle,
    category: g.category,
    cover: absMedia(env, g.cover),
    points_price: g.points_price,
    cash_price: g.cash_price,
    stock: g.stock,
    sold: g.sold,
    limit_per_user: g.limit_per_user,
    tag: g.tag,
    physical: g.physical === 1,
  };
}

const redeemedBy = (db: Database, goodsId: number, userId: number) =>
  countOf(
    db,
    'SELECT COUNT(*) n FROM goods_orders WHERE goods_id = ? AND user_id = ?',
    goodsId,
    userId,
  );

const balanceOf = (db: Database, userId: number) =>
  (db.prepare('SELECT points FROM users WHERE id = ?').get(userId) as { points: number }).points;

export function seedGoods(db: Database): void {
  const insert = db.prepare(
    'INSERT INTO goods (id, title, subtitle, category, cover, images, points_price, cash_price, stock, sold, limit_per_user, tag, description, sort, is_featured, physical) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  GOODS.forEach((g, i) => {
    const gid = i + 1;
    // Every picture of a product draws the product its name says (media-scene.ts), each in its own paint.
    const images = [0, 1, 2, 3].map((k) => relMedia('cover', `goods${gid}-${k}`, g.title));
    insert.run(
      gid,
      g.title,
      g.subtitle,
      g.category,
      images[0],
      JSON.stringify(images),
      g.points,
      g.cash,
      g.stock,
      g.sold,
      g.limit,
      g.tag,
      JSON.stringify(g.description),
      i,
      g.tag === '热门' || g.tag === '限量' || g.tag === '新人推荐' ? 1 : 0,
      g.physical ? 1 : 0,
    );
  });
}

export function goodsRoutes(r: Router, env: ApiEnv): void {
  r.get('v1/goods/shop-top', (ctx): RawShopTop => {
    const featured = ctx.db
      .prepare('SELECT * FROM goods WHERE is_featured = 1 ORDER BY sort')
      .all() as GoodsRow[];
    return {
      categories: [...GOODS_CATEGORIES],
      featured: featured.map((g) => goodsView(env, g)),
      activity: currentLotterySummary(ctx.db, env),
      balance: ctx.user ? balanceOf(ctx.db, ctx.user.id) : null,
    };
  });

  r.get('v1/goods/list', (ctx) => {
    const category = str(ctx, 'category');
    if (category && !(GOODS_CATEGORIES as readonly string[]).includes(category))
      throw badRequest('商品分类不存在');
    const where = category ? 'WHERE category = ?' : '';
    const args = category ? [category] : [];
    // In stock first, then the shop's own order.
    const { p, rows, total } = pageRows<GoodsRow>(
      ctx,
      `SELECT COUNT(*) n FROM goods ${where}`,
      `SELECT * FROM goods ${where} ORDER BY stock = 0, sort LIMIT ? OFFSET ?`,
      ...args,
    );
    return listResult(
      rows.map((g) => goodsView(env, g)),
      p,
      total,
    );
  });

  r.get('v1/goods/detail', (ctx): RawGoodsDetail => {
    const g = ctx.db.prepare('SELECT * FROM goods WHERE id = ?').get(id(ctx)) as
      GoodsRow | undefined;
    if (!g) throw notFound('商品');
    const uid = ctx.user?.id;
    return {
      ...goodsView(env, g),
      images: (JSON.parse(g.images) as string[]).map((p) => absMedia(env, p)),
      description: JSON.parse(g.description) as string[],
      notes: NOTES,
      // The page says the cash part is a mock payment, in demo mode only; never in the goods' own copy.
      demo_payment: env.demo && g.cash_price > 0,
      my_redeemed: uid ? redeemedBy(ctx.db, g.id, uid) : 0,
      balance: uid ? balanceOf(ctx.db, uid) : null,
    };
  });

  r.post(
    'v1/goods/redeem',
    (ctx): RawRedeemResult => {
      const goodsId = id(ctx);
      const uid = ctx.user!.id;
      const db = ctx.db;
      const addressId = Number(ctx.body.address_id ?? 0);
      return db.transaction(() => {
        const g = db.prepare('SELECT * FROM goods WHERE id = ?').get(goodsId) as
          GoodsRow | undefined;
        if (!g) throw notFound('商品');
        // A physical item ships somewhere: the address is copied into the order.
        if (g.physical === 1 && !(Number.isInteger(addressId) && addressId > 0))
          throw badRequest('请选择收货地址');
        const ship = g.physical === 1 ? ownAddress(db, uid, addressId) : null;
        if (g.limit_per_user > 0 && redeemedBy(db, goodsId, uid) >= g.limit_per_user)
          throw badRequest(`每人限兑 ${g.limit_per_user} 件，你已兑换过了`);
        const now = nowSeconds();
        // The stock check is the UPDATE: of two redemptions of the last item only one changes a row.
        const taken = db
          .prepare('UPDATE goods SET stock = stock - 1, sold = sold + 1 WHERE id = ? AND stock > 0')
          .run(goodsId);
        if (taken.changes === 0) throw badRequest('商品已兑完，下次早点来');
        // A cash part waits for its payment; a physical item then waits to ship; a virtual one is done.
        const status =
          g.cash_price > 0 ? ORDER_STATUS.unpaid : ship ? ORDER_STATUS.toShip : ORDER_STATUS.done;
        const order = db
          .prepare(
            'INSERT INTO goods_orders (goods_id, user_id, points, cash, created_at, status, ship_name, ship_phone, ship_area, ship_detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            goodsId,
            uid,
            g.points_price,
            g.cash_price,
            now,
            status,
            ship?.name ?? null,
            ship?.phone ?? null,
            ship?.area_text ?? null,
            ship?.detail ?? null,
          );
        const orderId = Number(order.lastInsertRowid);
        // Throws (and so rolls back the stock and the order) when the balance is short.
        const balance = spendPoints(db, uid, g.points_price, `兑换 ${g.title}`, orderId, now);
        return {
          order_id: orderId,
          status,
          goods_id: goodsId,
          title: g.title,
          points: g.points_price,
          cash: g.cash_price,
          balance,
          stock: g.stock - 1,
          my_redeemed: redeemedBy(db, goodsId, uid),
        };
      })();
    },
    { auth: true },
  );
}
