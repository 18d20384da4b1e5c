import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderList } from '@/components/shop/OrderList';
import styles from '@/components/shop/Shop.module.css';
import { getGoodsOrders } from '@/lib/api/shop';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '我的兑换', robots: { index: false } };

/** 我的兑换: the user's points-shop orders: 待付款 / 待发货 / 已发货 / 已完成. */
export default async function GoodsOrdersPage() {
  const { call } = await requireLogin();
  const orders = await getGoodsOrders(1, call);
  return (
    <main className="page">
      <h1 className={styles.section} style={{ fontSize: '.16rem' }}>
        我的兑换
      </h1>
      <p className={styles.section}>
        <Link href="/shop">去积分商城 ›</Link>
      </p>
      <OrderList initial={orders} />
    </main>
  );
}
