import type { LedgerKind } from '@/contract/api/shop';
import { ORDER_STATUS } from '@/contract/shop';
import type { Goods, GoodsDetail } from '../api/shop';

// Labels and rules the shop screens show, free of the API module's schemas: client islands
// import these without pulling zod into the first load.

/** "1200 积分 + ¥29.9", or points only: the price label every goods screen shows. */
export function priceText(g: Pick<Goods, 'pointsPrice' | 'cashPrice'>): string {
  const cash =
    g.cashPrice > 0
      ? `¥${Number.isInteger(g.cashPrice) ? g.cashPrice : g.cashPrice.toFixed(2)}`
      : '';
  if (g.pointsPrice > 0 && cash) return `${g.pointsPrice} 积分 + ${cash}`;
  return g.pointsPrice > 0 ? `${g.pointsPrice} 积分` : cash;
}

/**
 * One stock model for every goods screen: 库存 is what the shop put up, which is what is left
 * (剩余) plus what was redeemed (已兑); a redemption moves one from 剩余 to 已兑 and keeps 库存.
 */
export function stockText(g: Pick<Goods, 'stock' | 'sold'>): { total: string; left: string } {
  return {
    total: g.stock > 0 ? `库存 ${g.stock + g.sold} 件` : '已兑完',
    left: `剩余 ${g.stock} 件 · 已兑 ${g.sold} 件`,
  };
}

/** Why the caller cannot redeem now, or null when they can (the API decides again in its transaction). */
export function redeemBlocker(g: GoodsDetail): string | null {
  if (g.stock <= 0) return '已兑完';
  if (g.limitPerUser > 0 && g.myRedeemed >= g.limitPerUser) return `每人限兑 ${g.limitPerUser} 件`;
  if (g.balance !== null && g.balance < g.pointsPrice) return '积分不足';
  return null;
}

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  checkin: '签到',
  post: '发帖',
  redeem: '兑换',
  lottery: '抽奖',
  opening: '结转',
};

export const ORDER_STATUS_LABELS: Record<number, string> = {
  [ORDER_STATUS.unpaid]: '待付款',
  [ORDER_STATUS.toShip]: '待发货',
  [ORDER_STATUS.shipped]: '已发货',
  [ORDER_STATUS.done]: '已完成',
};

/** "¥199" or "¥29.90": a cash amount as the order screens show it. */
export function cashText(yuan: number): string {
  return `¥${Number.isInteger(yuan) ? yuan : yuan.toFixed(2)}`;
}
