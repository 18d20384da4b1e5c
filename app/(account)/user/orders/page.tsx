import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { FeedSkeleton } from '@/components/feed/FeedCard';
import { OrderList } from '@/components/shop/OrderList';
import { MyLeads } from '@/components/user/MyLeads';
import { MyConsents, MyDrives, MyIdleListings, MySignUps } from '@/components/user/MyOrders';
import styles from '@/components/user/MyLeads.module.css';
import centerStyles from '@/components/user/UserCenter.module.css';
import { ReadSection } from '@/components/ui/ReadSection';
import { getMyDrives } from '@/lib/api/drive';
import type { CallOptions } from '@/lib/api/http';
import { getMyConsents, getMyLeads } from '@/lib/api/leads';
import { getMyIdleListings, getMySignUps } from '@/lib/api/orders';
import { getGoodsOrders } from '@/lib/api/shop';
import { firstValue } from '@/lib/params';
import { requireLogin } from '@/lib/server/auth';
import { settleReads, startRead } from '@/lib/server/read';

export const metadata: Metadata = { title: '我的订单', robots: { index: false } };

/** The tabs of 我的订单: each the signed-in user's own list from the API, its first page read here. */
const TABS = {
  drive: {
    label: '我的试驾',
    section: '试驾订单',
    read: (call: CallOptions) => getMyDrives(1, call).then((p) => <MyDrives initial={p} />),
  },
  signup: {
    label: '我的报名',
    section: '活动报名',
    read: (call: CallOptions) => getMySignUps(1, call).then((p) => <MySignUps initial={p} />),
  },
  lead: {
    label: '我的询价',
    section: '询价记录',
    read: (call: CallOptions) => getMyLeads(1, call).then((p) => <MyLeads initial={p} />),
  },
  shop: {
    label: '我的兑换',
    section: '兑换订单',
    read: (call: CallOptions) => getGoodsOrders(1, call).then((p) => <OrderList initial={p} />),
  },
  consent: {
    label: '授权记录',
    section: '授权记录',
    read: (call: CallOptions) => getMyConsents(1, call).then((p) => <MyConsents initial={p} />),
  },
  used: {
    label: '我的二手车',
    section: '二手车',
    read: (call: CallOptions) =>
      getMyIdleListings(1, call).then((p) => <MyIdleListings initial={p} />),
  },
} satisfies Record<
  string,
  { label: string; section: string; read: (call: CallOptions) => Promise<ReactNode> }
>;

type Tab = keyof typeof TABS;
const isTab = (value: string): value is Tab => Object.hasOwn(TABS, value);

/** 我的订单: test drives, activity sign-ups, leads, shop redemptions and used-car listings in one place. */
export default async function MyOrdersPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const { call } = await requireLogin();
  const raw = firstValue((await searchParams).tab) ?? 'drive';
  if (!isTab(raw)) notFound();
  const tab = TABS[raw];
  const list = startRead(tab.read(call));
  await settleReads([list]);
  return (
    <main className="page">
      <h1 className={styles.title}>我的订单</h1>
      <p className={styles.intro}>
        您的手机号在各订单中均以掩码显示。询价可随时撤回授权，撤回后门店看不到您的号码。
      </p>
      <nav className={centerStyles.tabs} aria-label="订单类型">
        {(Object.keys(TABS) as Tab[]).map((key) => (
          <Link
            key={key}
            href={`/user/orders?tab=${key}`}
            aria-current={key === raw ? 'page' : undefined}
            scroll={false}
            replace
          >
            {TABS[key].label}
          </Link>
        ))}
      </nav>
      <section aria-label={tab.label}>
        <ReadSection key={raw} read={list} name={tab.section} fallback={<FeedSkeleton rows={4} />}>
          {(shown) => shown}
        </ReadSection>
      </section>
    </main>
  );
}
