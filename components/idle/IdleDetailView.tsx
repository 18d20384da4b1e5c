import Link from 'next/link';
import { LazyImage } from '@/components/ui/LazyImage';
import { PreviewableImages } from '@/components/ui/PreviewableImages';
import { ReadSection } from '@/components/ui/ReadSection';
import type { CallOptions } from '@/lib/api/http';
import {
  formatMileage,
  getSimilarIdle,
  type IdleCard as IdleListing,
  type IdleDetail,
} from '@/lib/api/idle';
import { formatPrice } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import { startRead, type Read } from '@/lib/server/read';
import { ContactSeller } from './ContactSeller';
import { IdleCard } from './IdleCard';
import styles from './Idle.module.css';
import { seriesDisplayName } from '@/contract/format/car-name';

/** The similar listings, asked for together with the listing itself (lib/server/read.ts). */
export const readSimilarIdle = (id: number, call: CallOptions): Read<IdleListing[]> =>
  startRead(getSimilarIdle(id, call));

function SimilarList({ list }: { list: IdleListing[] }) {
  if (list.length === 0)
    return (
      <p className={styles.meta} style={{ padding: '.14rem' }}>
        暂无同车系、车龄相近的车源
      </p>
    );
  return list.map((item) => <IdleCard key={item.id} item={item} />);
}

function SimilarSkeleton() {
  return (
    <div aria-busy="true" style={{ padding: '.1rem .12rem' }}>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="skeleton"
          style={{ height: '.86rem', marginBottom: '.1rem', borderRadius: '.08rem' }}
        />
      ))}
    </div>
  );
}

export function IdleDetailView({
  item,
  similar,
}: {
  item: IdleDetail;
  similar: Read<IdleListing[]>;
}) {
  const check = item.priceCheck;
  return (
    <main className="page" style={{ paddingBottom: '1rem' }}>
      <PreviewableImages className={styles.gallery}>
        {item.images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={`${item.title} 图${i + 1}`}
            loading={i === 0 ? 'eager' : 'lazy'}
            width={390}
            height={292}
          />
        ))}
      </PreviewableImages>
      <header className={styles.head}>
        <h1>{item.title}</h1>
        <p className={styles.bigPrice}>
          {formatPrice(item.price)}
          <span className={styles.newPrice}>新车价 {formatPrice(item.newPrice)}</span>
        </p>
        <p className={styles.meta}>
          {item.city} · 发布于 {formatDate(item.createdAt)} · {item.views}次浏览
        </p>
      </header>

      {check.farBelow && check.median !== null && (
        <p className={styles.caution} role="alert" data-testid="price-caution">
          ⚠ 价格提醒：该车报价比{check.compared}台同车系、车龄相近车源按同配置折算的中位价（
          {formatPrice(check.median)}）低
          {Math.round((1 - item.price / check.median) * 100)}
          %。远低于市场的价格常见于事故车、泡水车或诈骗，请务必看车验车。
        </p>
      )}

      <section className={styles.section} aria-label="车况">
        <div className={styles.facts}>
          <div className={styles.fact}>
            <strong>{formatDate(item.registeredAt, 'YYYY-MM')}</strong>
            <span>上牌时间</span>
          </div>
          <div className={styles.fact}>
            <strong>{formatMileage(item.mileageKm)}</strong>
            <span>表显里程</span>
          </div>
          <div className={styles.fact}>
            <strong>{item.city}</strong>
            <span>所在城市</span>
          </div>
          <div className={styles.fact}>
            <strong>{item.soh !== null ? `${item.soh}%` : '未提供'}</strong>
            <span>电池健康度(SOH)</span>
          </div>
          {item.chargeCycles !== null && (
            <div className={styles.fact}>
              <strong>{item.chargeCycles}次</strong>
              <span>充电循环</span>
            </div>
          )}
          <div className={styles.fact}>
            <strong>{item.modelName || '—'}</strong>
            <span>车型</span>
          </div>
        </div>
        {item.soh === null && (
          <p className={styles.meta} style={{ marginTop: '.1rem' }}>
            卖家未提供电池检测报告，建议交易前到4S店或第三方机构检测电池健康度。
          </p>
        )}
      </section>

      <p className={styles.warning} role="note">
        交易提醒：看车前请勿支付任何定金、押金或“锁车费”；请当面核对行驶证、登记证书与车主身份，建议做第三方检测后再交易。
      </p>

      <section className={styles.section} aria-labelledby="idle-desc">
        <h2 id="idle-desc" className={styles.sectionTitle}>
          车主描述
        </h2>
        <p className={styles.desc}>{item.description}</p>
        <p className={styles.meta} style={{ marginTop: '.08rem' }}>
          车系：
          <Link href={`/series/${item.series.id}`} style={{ color: 'var(--link)' }}>
            {seriesDisplayName(item.series.brandName, item.series.name)}
          </Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="idle-seller">
        <h2 id="idle-seller" className={styles.sectionTitle}>
          卖家
        </h2>
        <div className={styles.seller}>
          <LazyImage
            src={item.seller.avatar}
            alt=""
            fallback="avatar"
            className={styles.avatar}
            width={40}
            height={40}
          />
          <div>
            <Link href={`/user/${item.seller.id}`}>{item.seller.nickname}</Link>
            <p className={styles.meta} data-testid="seller-listings">
              在售{item.seller.listingCount}辆 · {formatDate(item.seller.joinedAt, 'YYYY年MM月')}
              加入新出行
            </p>
          </div>
        </div>
      </section>

      <h2 className={styles.sectionHead}>相似车源</h2>
      <ReadSection read={similar} name="相似车源" fallback={<SimilarSkeleton />}>
        {(list) => <SimilarList list={list} />}
      </ReadSection>

      <ContactSeller listingId={item.id} maskedPhone={item.sellerPhone} />
    </main>
  );
}
