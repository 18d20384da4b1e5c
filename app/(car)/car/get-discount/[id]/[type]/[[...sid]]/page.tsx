import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DiscountForm } from '@/components/dealer/DiscountForm';
import styles from '@/components/dealer/Dealer.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getDealership, getDiscountPop, parseLeadTargetType } from '@/lib/api/dealer';
import { formatDate } from '@/lib/format/time';
import { formatPriceRange } from '@/lib/format/number';
import { firstValue, parseOptionalId } from '@/lib/params';
import { idOr404 } from '@/lib/server/page';
import { currentCity } from '@/lib/server/city';
import { requestContext, serverCall } from '@/lib/server/request';
import { seriesDisplayName } from '@/lib/format/car-name';

type Props = {
  params: Promise<{ id: string; type: string; sid?: string[] }>;
  searchParams: Promise<{ city?: string | string[] }>;
};

export const metadata: Metadata = { title: '询底价', robots: { index: false } };

export default async function GetDiscountPage({ params, searchParams }: Props) {
  const raw = await params;
  const id = idOr404(raw.id);
  const type = parseLeadTargetType(raw.type) ?? notFound();
  const sid = parseOptionalId(raw.sid);
  if (sid === undefined) notFound();
  const query = await searchParams;
  const ctx = await requestContext();
  const call = await serverCall();
  const { city } = await currentCity(firstValue(query.city), call);
  const pop = (await getDiscountPop(id, type, city.code, call)) ?? notFound();
  const dealers = await getDealership({ seriesId: pop.seriesId, cityCode: city.code, lat: city.lat, lng: city.lng }, call);
  const back = encodeURIComponent(ctx.fullPath);

  return (
    <main className="page">
      <div className={styles.card} style={{ marginTop: '.1rem' }}>
        <LazyImage src={pop.series.cover} alt={pop.series.name} eager />
        <div className={styles.cardBody}>
          <strong>
            {seriesDisplayName(pop.series.brandName, pop.series.name)}
          </strong>
          {pop.modelName && <span>{pop.modelName}</span>}
          <p>指导价 {formatPriceRange(pop.series.minPrice, pop.series.maxPrice)}</p>
          {pop.maxDiscount > 0 && (
            <p className={styles.discount}>
              {city.city}最高优惠{pop.maxDiscount}元{pop.deadline ? `，截止${formatDate(pop.deadline, 'MM-DD')}` : ''}
            </p>
          )}
        </div>
      </div>
      <div className={styles.cityBar}>
        <span>
          当前城市：<strong>{city.city}</strong> · {pop.dealerCount}家经销商 · 已有{pop.receivedCount}人领取
        </span>
        <Link href={`/city?redirect=${back}`}>切换城市</Link>
      </div>
      <section className={styles.section} aria-label="询底价">
        <h1 className={styles.sectionTitle}>{type === 2 ? '领取本车型优惠' : '获取本地最低价'}</h1>
        {dealers.list.length === 0 && <p className={styles.meta}>{city.city}暂无该车系的经销商，可切换到附近城市，或留下电话由厂家客服联系您。</p>}
        <DiscountForm
          targetId={id}
          type={type}
          seriesId={pop.seriesId}
          cityCode={city.code}
          dealers={dealers.list}
          dealerId={sid ?? undefined}
          submitText={type === 2 ? '领取优惠' : '获取底价'}
        />
      </section>
    </main>
  );
}
