import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DiscountForm } from '@/components/dealer/DiscountForm';
import { NoStoreNotice } from '@/components/dealer/NoStoreNotice';
import { getCityList } from '@/lib/api/city';
import { nearestCityWithStores } from '@/lib/city';
import styles from '@/components/dealer/Dealer.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getDealership, getDiscountPop, parseLeadTargetType } from '@/lib/api/dealer';
import { formatDate } from '@/contract/format/time';
import { formatPriceRange } from '@/contract/format/number';
import { firstValue, parseOptionalId } from '@/lib/params';
import { idOr404 } from '@/lib/server/page';
import { currentCity } from '@/lib/server/city';
import { requestContext, serverCall } from '@/lib/server/request';
import { seriesDisplayName } from '@/contract/format/car-name';

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
  const dealers = await getDealership(
    { seriesId: pop.seriesId, cityCode: city.code, lat: city.lat, lng: city.lng },
    call,
  );
  const back = encodeURIComponent(ctx.fullPath);
  // No store here: the closest city whose stores sell the series, so the number is never sent to nobody.
  const nearest =
    dealers.list.length === 0
      ? nearestCityWithStores((await getCityList(pop.seriesId, call)).list, city)
      : undefined;
  const path = `/car/get-discount/${id}/${type}${sid ? `/${sid}` : ''}`;

  return (
    <main className="page">
      <div className={styles.card} style={{ marginTop: '.1rem' }}>
        <LazyImage src={pop.series.cover} alt={pop.series.name} eager />
        <div className={styles.cardBody}>
          <strong>{seriesDisplayName(pop.series.brandName, pop.series.name)}</strong>
          {pop.modelName && <span>{pop.modelName}</span>}
          <p>指导价 {formatPriceRange(pop.series.minPrice, pop.series.maxPrice)}</p>
          {pop.maxDiscount > 0 && (
            <p className={styles.discount}>
              {city.city}最高优惠{pop.maxDiscount}元
              {pop.deadline ? `，截止${formatDate(pop.deadline, 'MM-DD')}` : ''}
            </p>
          )}
        </div>
      </div>
      <div className={styles.cityBar}>
        <span>
          当前城市：<strong>{city.city}</strong> · {pop.dealerCount}家经销商 · 已有
          {pop.receivedCount}人领取
        </span>
        <Link href={`/city?redirect=${back}`}>切换城市</Link>
      </div>
      <section className={styles.section} aria-label="询底价">
        <h1 className={styles.sectionTitle}>{type === 2 ? '领取本车型优惠' : '获取本地最低价'}</h1>
        {dealers.list.length === 0 ? (
          <NoStoreNotice
            city={city.city}
            nearest={
              nearest && {
                name: nearest.city.city,
                km: nearest.km,
                href: `${path}?city=${nearest.city.code}`,
              }
            }
          />
        ) : (
          <DiscountForm
            targetId={id}
            type={type}
            seriesId={pop.seriesId}
            cityCode={city.code}
            dealers={dealers.list}
            dealerId={sid ?? undefined}
            submitText={type === 2 ? '领取优惠' : '获取底价'}
          />
        )}
      </section>
    </main>
  );
}
