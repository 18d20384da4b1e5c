import Link from 'next/link';
import { Suspense } from 'react';
import { getDealership } from '@/lib/api/dealer';
import { formatDiscount } from '@/lib/format/number';
import { currentCity } from '@/lib/server/city';
import { serverCall } from '@/lib/server/request';
import { SectionBoundary } from '@/components/ui/SectionBoundary';
import styles from '../car.module.css';

const SHOWN = 3;

async function DealerList({ seriesId }: { seriesId: number }) {
  const call = await serverCall();
  const { city } = await currentCity(undefined, call);
  const dealers = await getDealership({ seriesId, cityCode: city.code }, call);
  return (
    <>
      <div className={styles.sectionHead}>
        <h2>{city.city}经销商</h2>
        <Link href={`/city?redirect=${encodeURIComponent(`/series/${seriesId}`)}`}>切换城市</Link>
      </div>
      {dealers.list.length === 0 ? (
        <p className={styles.empty}>{city.city}暂无在售门店</p>
      ) : (
        <ul className={styles.dealers}>
          {dealers.list.slice(0, SHOWN).map((d) => (
            <li key={d.id}>
              <Link href={`/car/dealer/${d.id}/${seriesId}`}>
                <strong>{d.name}</strong>
                <span>
                  {d.district} · {d.address}
                </span>
                {d.discount > 0 && <em>最高优惠{formatDiscount(d.discount)}</em>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {dealers.total > SHOWN && (
        <Link className={styles.more} href={`/car/get-discount/${seriesId}/1`}>
          查看全部{dealers.total}家经销商
        </Link>
      )}
    </>
  );
}

/** The wait for the dealer list: a heading and three store rows. */
export function SeriesDealersSkeleton() {
  return (
    <div aria-busy="true" aria-label="经销商加载中">
      <div className="skeleton" style={{ height: '.2rem', width: '40%' }} />
      {Array.from({ length: SHOWN }, (_, i) => (
        <div key={i} className="skeleton" style={{ height: '.5rem', marginTop: '.1rem', borderRadius: '.06rem' }} />
      ))}
    </div>
  );
}

/** 附近经销商: the chosen city's stores for a series, streamed; a failed read stays in this section. */
export function SeriesDealers({ seriesId }: { seriesId: number }) {
  return (
    <section className={styles.section} aria-label="附近经销商">
      <SectionBoundary name="经销商">
        <Suspense fallback={<SeriesDealersSkeleton />}>
          <DealerList seriesId={seriesId} />
        </Suspense>
      </SectionBoundary>
    </section>
  );
}
