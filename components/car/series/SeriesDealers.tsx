import Link from 'next/link';
import type { CityItem } from '@/lib/api/city';
import { getDealership } from '@/lib/api/dealer';
import type { CallOptions } from '@/lib/api/http';
import { formatDiscount } from '@/contract/format/number';
import { currentCity } from '@/lib/server/city';
import { startRead, type Read } from '@/lib/server/read';
import { ReadSection } from '@/components/ui/ReadSection';
import styles from '../car.module.css';

const SHOWN = 3;

type Dealers = { city: CityItem; dealers: Awaited<ReturnType<typeof getDealership>> };

/** The chosen city's first stores for a series (only those shown, and the total), asked for together with the series. */
export function readSeriesDealers(seriesId: number, call: CallOptions): Read<Dealers> {
  return startRead(
    (async () => {
      const { city } = await currentCity(undefined, call);
      return {
        city,
        dealers: await getDealership({ seriesId, cityCode: city.code, perPage: SHOWN }, call),
      };
    })(),
  );
}

function DealerList({ seriesId, city, dealers }: Dealers & { seriesId: number }) {
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
function SeriesDealersSkeleton() {
  return (
    <div aria-busy="true" aria-label="经销商加载中">
      <div className="skeleton" style={{ height: '.2rem', width: '40%' }} />
      {Array.from({ length: SHOWN }, (_, i) => (
        <div
          key={i}
          className="skeleton"
          style={{ height: '.5rem', marginTop: '.1rem', borderRadius: '.06rem' }}
        />
      ))}
    </div>
  );
}

/** 附近经销商: the chosen city's stores for a series; a failed read stays in this section. */
export function SeriesDealers({ seriesId, read }: { seriesId: number; read: Read<Dealers> }) {
  return (
    <section className={styles.section} aria-label="附近经销商">
      <ReadSection read={read} name="经销商" fallback={<SeriesDealersSkeleton />}>
        {(d) => <DealerList seriesId={seriesId} {...d} />}
      </ReadSection>
    </section>
  );
}
