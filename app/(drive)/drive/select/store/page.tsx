import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import dealerStyles from '@/components/dealer/Dealer.module.css';
import styles from '@/components/drive/Drive.module.css';
import { DriveSteps } from '@/components/drive/DriveSteps';
import { getCityList } from '@/lib/api/city';
import { getDealership } from '@/lib/api/dealer';
import { getDriveModels } from '@/lib/api/drive';
import { driveHref, readDriveFlow } from '@/lib/drive-flow';
import { currentCity } from '@/lib/server/city';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '预约试驾 - 选择门店', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DriveStorePage({ searchParams }: Props) {
  const { call } = await requireLogin();
  const flow = readDriveFlow(await searchParams);
  if (!flow.series) redirect('/drive/select/brand');
  const models = (await getDriveModels(flow.series, call)) ?? notFound();
  const model = models.list.find((m) => m.id === flow.model);
  if (!model) redirect(`/drive/select/model/${flow.series}`);
  const { city } = await currentCity(flow.city, call);
  const dealers = await getDealership(
    { seriesId: flow.series, cityCode: city.code, lat: city.lat, lng: city.lng },
    call,
  );
  // The city picker comes back here without ?city, so the chosen city (its cookie) applies.
  const back = driveHref('/drive/select/store', { series: flow.series, model: model.id });
  // No store here: the cities that have one for this series, one tap away (not a dead end).
  const elsewhere =
    dealers.list.length === 0
      ? (await getCityList(flow.series, call)).list.filter((c) => c.dealerCount > 0)
      : [];

  return (
    <main className="page">
      <DriveSteps current={3} />
      <h1 className={styles.title}>选择试驾门店</h1>
      <p className={styles.letter}>
        {models.series.name} {model.name}
      </p>
      <div className={dealerStyles.cityBar}>
        <span>
          当前城市：<strong data-testid="drive-city">{city.city}</strong>
        </span>
        <Link href={`/city?redirect=${encodeURIComponent(back)}`}>切换城市</Link>
      </div>
      {dealers.list.length === 0 && (
        <section aria-label="可试驾城市">
          <p className={styles.letter}>
            {city.city}暂无可试驾该车系的门店
            {elsewhere.length > 0 ? '，以下城市可试驾：' : '，请切换城市'}
          </p>
          <ul className={styles.list}>
            {elsewhere.map((c) => (
              <li key={c.code}>
                <Link
                  className={styles.row}
                  href={driveHref('/drive/select/store', {
                    series: flow.series,
                    model: model.id,
                    city: c.code,
                  })}
                >
                  <span className={styles.rowBody}>
                    {c.city}
                    <small>{c.dealerCount}家门店</small>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className={styles.list} aria-label="门店列表">
        {dealers.list.map((d) => (
          <li key={d.id}>
            <Link
              className={styles.row}
              href={driveHref('/drive/create', {
                series: flow.series,
                model: model.id,
                store: d.id,
              })}
            >
              <span className={styles.rowBody}>
                {d.name}
                <small>
                  {d.address}
                  {d.distance !== null ? ` · 距市中心${d.distance}km` : ''}
                </small>
                <small>营业时间 {d.hours}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
