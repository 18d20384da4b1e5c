'use client';

import Link from 'next/link';
import { useState } from 'react';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { errorMessage, toast } from '@/components/ui/toast';
import type { Page } from '@/lib/api/http';
import type { GoodsOrder } from '@/lib/api/shop';
import { cashText, ORDER_STATUS_LABELS } from '@/lib/format/shop';
import { ORDER_STATUS } from '@/contract/shop';
import { maskPhone } from '@/contract/format/phone';
import { formatDate } from '@/contract/format/time';
import styles from './Shop.module.css';

function OrderRow({ initial }: { initial: GoodsOrder }) {
  const [order, setOrder] = useState(initial);
  const [paying, setPaying] = useState(false);

  async function pay() {
    setPaying(true);
    try {
      const { payGoodsOrder } = await import('@/lib/api/shop');
      setOrder(await payGoodsOrder(order.id));
      void toast('支付成功');
    } catch (err) {
      void toast(errorMessage(err, '支付失败，请稍后重试'));
    } finally {
      setPaying(false);
    }
  }

  return (
    <article className={styles.orderRow} aria-label={`订单 ${order.goods.title}`}>
      <div className={styles.orderHead}>
        <Link href={`/goods/${order.goods.id}`}>{order.goods.title}</Link>
        <strong className={styles.orderStatus} data-testid="order-status">
          {ORDER_STATUS_LABELS[order.status] ?? '处理中'}
        </strong>
      </div>
      <span className={styles.muted} data-testid="order-price">
        {order.points} 积分{order.cash > 0 ? ` + ${cashText(order.cash)}` : ''} ·{' '}
        {formatDate(order.createdAt, 'YYYY-MM-DD HH:mm')}
      </span>
      {order.address && (
        <span className={styles.muted} data-testid="order-address">
          收货地址：{order.address.name} {maskPhone(order.address.phone)} {order.address.areaText}{' '}
          {order.address.detail}
        </span>
      )}
      {order.status === ORDER_STATUS.unpaid && (
        <button type="button" className="btn" disabled={paying} onClick={pay}>
          {paying ? '支付中...' : `去支付 ${cashText(order.cash)}`}
        </button>
      )}
    </article>
  );
}

// The API module (with its response schemas) loads with the second page, not with the first paint.
const loadPage = async (page: number) => (await import('@/lib/api/shop')).getGoodsOrders(page);

/** 我的兑换: every order of the points shop, newest first, with its status and where it ships. */
export function OrderList({ initial }: { initial: Page<GoodsOrder> }) {
  return (
    <InfiniteList
      initial={initial}
      load={loadPage}
      renderItem={(o) => <OrderRow initial={o} />}
      keyOf={(o) => o.id}
      restoreKey="goods-orders"
      emptyText="还没有兑换记录，去积分商城看看吧"
      className={styles.ledger}
    />
  );
}
