'use client';

import Link from 'next/link';
import { lazy, Suspense, useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { confirm } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';
import type { GoodsDetail, GoodsOrder } from '@/lib/api/shop';
import type { RawRedeemResult } from '@/contract/api/shop';
import { priceText, redeemBlocker, stockText } from '@/lib/format/shop';
import styles from './Shop.module.css';

// The order sheet (address book, payment step) loads on the first tap of 立即兑换.
const OrderSheet = lazy(() => import('./OrderSheet').then((m) => ({ default: m.OrderSheet })));

/** The bottom bar of a goods page: balance, stock, and 立即兑换 (the API decides in one transaction). */
export function RedeemBar({ initial }: { initial: GoodsDetail }) {
  const [goods, setGoods] = useState(initial);
  // Nothing is spent on a failure: the API rolls the whole redemption back.
  const { busy, run } = useSubmit({ fallback: '兑换失败，请稍后重试' });
  const [done, setDone] = useState<RawRedeemResult | null>(null);
  const [sheet, setSheet] = useState(false);
  const gate = useLoginGate();
  const blocker = redeemBlocker(goods);
  // A physical item ships somewhere and a cash part is paid: both go through the order sheet.
  const needsOrder = goods.physical || goods.cashPrice > 0;

  function finish(res: RawRedeemResult, order: GoodsOrder | null) {
    setSheet(false);
    setDone(res);
    setGoods((g) => ({
      ...g,
      stock: res.stock,
      sold: g.sold + 1,
      myRedeemed: res.my_redeemed,
      balance: res.balance,
    }));
    void toast(order ? '支付成功' : '兑换成功');
  }

  async function redeem() {
    if (!gate()) return;
    if (needsOrder) {
      setSheet(true);
      return;
    }
    const ok = await confirm({
      title: '确认兑换',
      message: `使用 ${priceText(goods)} 兑换「${goods.title}」？`,
      confirmButtonText: '确认兑换',
    });
    if (!ok) return;
    await run(async () => {
      // The API module (with its response schemas) loads on the first redemption.
      const { redeemGoods } = await import('@/lib/api/shop');
      finish(await redeemGoods(goods.id), null);
    });
  }

  return (
    <>
      {done && (
        <p className={styles.success} role="status">
          兑换成功！消耗 {done.points} 积分，剩余 {done.balance} 积分。
          {needsOrder ? (
            <Link href="/shop/orders">查看我的兑换</Link>
          ) : (
            <Link href="/shop/points">查看积分明细</Link>
          )}
        </p>
      )}
      <div className={styles.bar}>
        <div className={styles.barInfo}>
          {goods.balance === null ? (
            <Link href={`/login?redirect=/goods/${goods.id}`}>登录查看我的积分</Link>
          ) : (
            <>
              我的积分 <strong data-testid="balance">{goods.balance}</strong>
            </>
          )}
          <br />
          {stockText(goods).left}
          {goods.limitPerUser > 0 ? ` · 每人限兑 ${goods.limitPerUser} 件` : ''}
        </div>
        <button
          type="button"
          className="btn"
          disabled={busy || (blocker !== null && goods.balance !== null) || goods.stock <= 0}
          onClick={redeem}
        >
          {busy ? '兑换中...' : (blocker ?? '立即兑换')}
        </button>
      </div>
      {sheet && (
        <Suspense fallback={null}>
          <OrderSheet goods={goods} onClose={() => setSheet(false)} onDone={finish} />
        </Suspense>
      )}
    </>
  );
}
