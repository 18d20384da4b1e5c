import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsultForm, type ConsultStores } from '@/components/consult/ConsultForm';
import { getDealership } from '@/lib/api/dealer';
import { nearestCityWithStores } from '@/lib/city';
import { currentCity } from '@/lib/server/city';
import styles from '@/components/dealer/Dealer.module.css';
import { getCityList, getStoreConfig } from '@/lib/api/city';
import { getDriveBrands, getDriveModels } from '@/lib/api/drive';
import { firstValue, parseId } from '@/lib/params';
import { idOr404 } from '@/lib/server/page';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '购车咨询', robots: { index: false } };

type Props = {
  params: Promise<{ type: string }>;
  searchParams: Promise<{ sid?: string | string[]; city?: string | string[] }>;
};

export default async function ConsultPage({ params, searchParams }: Props) {
  const type = idOr404((await params).type);
  const { call } = await requireLogin();
  const config = await getStoreConfig(call);
  const kind = config.consultTypes.find((t) => t.type === type) ?? notFound();
  // The series is read from the query: the shell resets the store's consultSid on every navigation.
  const { sid, city: queryCity } = await searchParams;
  const seriesId = parseId(sid);
  const series = seriesId ? ((await getDriveModels(seriesId, call))?.series ?? null) : null;
  const brands = series ? [] : await getDriveBrands(call);
  const { city } = await currentCity(firstValue(queryCity), call);
  // The stores that would receive the number, named on the form; none: the nearest city with some.
  let stores: ConsultStores | undefined;
  if (series) {
    const dealers = await getDealership(
      { seriesId: series.id, cityCode: city.code, perPage: 50 },
      call,
    );
    const near = dealers.list.length
      ? undefined
      : nearestCityWithStores((await getCityList(series.id, call)).list, city);
    stores = {
      state: 'ready',
      list: dealers.list.map((d) => ({ name: d.name, phone: d.phone })),
      nearest: near && {
        name: near.city.city,
        km: near.km,
        href: `/consult/${type}?sid=${series.id}&city=${near.city.code}`,
      },
    };
  }

  return (
    <main className="page">
      <header className={styles.head}>
        <h1>{kind.name}</h1>
        <p className={styles.meta}>{kind.desc}</p>
      </header>
      <section className={styles.section} aria-label={kind.name}>
        <ConsultForm
          kind={kind}
          series={series}
          brands={brands}
          city={{ code: city.code, city: city.city, lat: city.lat, lng: city.lng }}
          stores={stores}
        />
      </section>
    </main>
  );
}
