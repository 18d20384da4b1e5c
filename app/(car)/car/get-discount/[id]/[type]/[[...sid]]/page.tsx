import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DiscountForm } from '@/components/dealer/DiscountForm';
import styles from '@/components/dealer/Dealer.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getDealership, getDiscountPop } from '@/lib/api/dealer';
import { orUndefined } from '@/lib/api/http';
import { formatDate } from '@/lib/format/time';
import { formatPriceRange } from '@/lib/format/number';
import { isNumericId } from '@/lib/routes';
import { currentCity } from '@/lib/server/city';
import { requestContext } from '@/lib/server/request';

type Props = {
  params: Promise<{ id: string; type: string; sid?: string[] }>;
  searchParams: Promise<{ city?: string | string[] }>;
};

export const metadata: Metadata = { title: '询底价', robots: { index: false } };

export default async function GetDiscountPage({ params, searchParams }: Props) {
  const { id, type, sid } = await params;
  if (!isNumericId(id) || (type !== '1' && type !== '2') || (sid && (sid.length > 1 || !isNumericId(sid[0])))) notFound();
  const query = await searchParams;
  const ctx = await requestContext();
  const call = { token: ctx.token };
  const { city } = await currentCity(typeof query.city === 'string' ? query.city : undefined, call);
  const pop = await orUndefined(getDiscountPop(Number(id), Number(type) as 1 | 2, city.code, call));
  if (!pop) notFound();
  const dealers = await getDealership({ seriesId: pop.series_id, cityCode: city.code, lat: city.lat, lng: city.lng }, call);
  const back = encodeURIComponent(ctx.fullPath);

  return (
    <main className="page">
      <div className={styles.card} style={{ marginTop: '.1rem' }}>
        <LazyImage src={pop.series.cover} alt={pop.series.name} eager />
        <div className={styles.cardBody}>
          <strong>
            {pop.series.brand_name} {pop.series.name}
          </strong>
          {pop.model_name && <span>{pop.model_name}</span>}
          <p>指导价 {formatPriceRange(pop.series.min_price, pop.series.max_price)}</p>
          {pop.max_discount > 0 && (
            <p className={styles.discount}>
              {city.city}最高优惠{pop.max_discount}元{pop.deadline ? `，截止${formatDate(pop.deadline, 'MM-DD')}` : ''}
            </p>
          )}
        </div>
      </div>
      <div className={styles.cityBar}>
        <span>
          当前城市：<strong>{city.city}</strong> · {pop.dealer_count}家经销商 · 已有{pop.received_count}人领取
        </span>
        <Link href={`/city?redirect=${back}`}>切换城市</Link>
      </div>
      <section className={styles.section} aria-label="询底价">
        <h1 className={styles.sectionTitle}>{type === '2' ? '领取本车型优惠' : '获取本地最低价'}</h1>
        {dealers.list.length === 0 && <p className={styles.meta}>{city.city}暂无该车系的经销商，可切换到附近城市，或留下电话由厂家客服联系您。</p>}
        <DiscountForm
          targetId={Number(id)}
          type={Number(type) as 1 | 2}
          seriesId={pop.series_id}
          cityCode={city.code}
          dealers={dealers.list}
          dealerId={sid?.[0] ? Number(sid[0]) : undefined}
          submitText={type === '2' ? '领取优惠' : '获取底价'}
        />
      </section>
    </main>
  );
}
