import type { Metadata } from 'next';
import { GoodsGallery } from '@/components/shop/GoodsGallery';
import { RedeemBar } from '@/components/shop/RedeemBar';
import styles from '@/components/shop/Shop.module.css';
import { getGoods, priceText } from '@/lib/api/shop';
import { stockText } from '@/lib/format/shop';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { recordPage, type IdRouteProps } from '@/lib/server/page';

const page = recordPage(
  (call, id) => getGoods(id, call),
  (goods): Metadata => ({
    title: shareTitle(goods.title),
    description: shareDescription(`${priceText(goods)}｜${goods.subtitle}`),
    alternates: { canonical: `/goods/${goods.id}` },
  }),
  { title: '商品不存在' },
);
export const generateMetadata = page.generateMetadata;

export default async function GoodsPage(props: IdRouteProps) {
  const goods = await page.record(props);
  return (
    <main className="page" style={{ paddingBottom: '1rem' }}>
      <GoodsGallery images={goods.images} title={goods.title} />
      <header className={styles.detailHead}>
        <h1>{goods.title}</h1>
        {goods.subtitle && <p className={styles.muted}>{goods.subtitle}</p>}
        <p className={styles.bigPrice}>{priceText(goods)}</p>
        <ul className={styles.facts}>
          <li>{goods.category}</li>
          {/* 剩余 and 已兑 change with a redemption: the bar below shows them live. */}
          <li>{stockText(goods).total}</li>
          <li>{goods.limitPerUser > 0 ? `每人限兑 ${goods.limitPerUser} 件` : '不限兑换次数'}</li>
          {goods.myRedeemed > 0 && <li>我已兑换 {goods.myRedeemed} 件</li>}
        </ul>
      </header>
      <section className={styles.block} aria-labelledby="desc-title">
        <h2 id="desc-title">商品详情</h2>
        {goods.description.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <section className={styles.block} aria-labelledby="notes-title">
        <h2 id="notes-title">兑换说明</h2>
        <ul>
          {goods.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      </section>
      {goods.demoPayment && (
        <p className={`${styles.block} ${styles.muted}`} role="note" data-testid="goods-demo-note">
          演示环境：没有接入支付通道，现金部分为模拟支付，不产生真实扣款。
        </p>
      )}
      <RedeemBar initial={goods} />
    </main>
  );
}
