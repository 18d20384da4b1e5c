import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { GoodsCard, GoodsGridSkeleton } from '@/components/shop/GoodsCard';
import { GoodsList } from '@/components/shop/GoodsList';
import { PointsBalance } from '@/components/shop/PointsBalance';
import styles from '@/components/shop/Shop.module.css';
import { LOTTERY_STATUS_LABELS } from '@/lib/api/lottery';
import { getGoodsList, getShopTop } from '@/lib/api/shop';
import { formatDate } from '@/contract/format/time';
import { firstValue } from '@/lib/params';
import { settleReads, startRead } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import { ReadSection } from '@/components/ui/ReadSection';

export const metadata: Metadata = {
  title: '积分商城',
  description:
    '新出行积分商城：签到、发动态赚积分，兑换充电券、车模、车品周边和出行服务，参与幸运抽奖。',
  alternates: { canonical: '/shop' },
};

type Props = { searchParams: Promise<{ category?: string | string[] }> };

// The shop top (balance, the running h5 activity, featured goods, categories) decides 404 for an
// unknown category; the goods list is asked for at the same time, rendered in place when it is
// there, else streamed behind its skeleton (which also shows while another category loads).
export default async function ShopPage({ searchParams }: Props) {
  const category = firstValue((await searchParams).category) ?? '';
  const call = await serverCall();
  const goods = startRead(getGoodsList(1, category, call));
  const top = await getShopTop(call);
  if (category && !top.categories.includes(category)) notFound();
  await settleReads([goods]);
  const activity = top.activity;
  return (
    <main className="page">
      <h1 className="visually-hidden">新出行积分商城</h1>
      <section className={styles.balance} aria-label="我的积分">
        {top.balance === null ? (
          <>
            <div>
              <strong>积分商城</strong>
              <p>签到、发动态赚积分，好礼随心兑</p>
            </div>
            <Link href="/login?redirect=/shop">登录查看积分</Link>
          </>
        ) : (
          <PointsBalance label="我的积分" points={top.balance} testId="shop-balance">
            <Link href="/shop/points">积分明细 ›</Link>
            <Link href="/user">去签到 ›</Link>
          </PointsBalance>
        )}
      </section>

      {activity && (
        <section className={styles.section} aria-labelledby="activity-title">
          <h2 id="activity-title" className={styles.sectionTitle}>
            限时活动
          </h2>
          <Link href={`/lottery/${activity.id}`} className={styles.activity}>
            <img src={activity.cover} alt="" width={110} height={62} />
            <div>
              <strong className="line-clamp-2">{activity.title}</strong>
              <p className={styles.muted}>
                {LOTTERY_STATUS_LABELS[activity.status]} ·{' '}
                {formatDate(activity.endAt, 'MM-DD HH:mm')} 截止 · 去抽奖 ›
              </p>
            </div>
          </Link>
        </section>
      )}

      {!category && top.featured.length > 0 && (
        <section className={styles.section} aria-labelledby="featured-title">
          <h2 id="featured-title" className={styles.sectionTitle}>
            精选好物
          </h2>
          <ul className={styles.grid} style={{ padding: 0 }}>
            {top.featured.map((g, i) => (
              <li key={g.id}>
                <GoodsCard goods={g} eager={i < 2} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav className={styles.tabs} aria-label="商品分类">
        <Link
          href="/shop"
          className={category ? styles.tab : styles.tabActive}
          aria-current={category ? undefined : 'page'}
          scroll={false}
        >
          全部
        </Link>
        {top.categories.map((c) => (
          <Link
            key={c}
            href={`/shop?category=${encodeURIComponent(c)}`}
            className={c === category ? styles.tabActive : styles.tab}
            aria-current={c === category ? 'page' : undefined}
            scroll={false}
          >
            {c}
          </Link>
        ))}
      </nav>
      <ReadSection key={category} read={goods} name="商品" fallback={<GoodsGridSkeleton />}>
        {(first) => <GoodsList initial={first} category={category} />}
      </ReadSection>
    </main>
  );
}
