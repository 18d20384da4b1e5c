import Link from 'next/link';
import { LazyImage } from '@/components/ui/LazyImage';
import { seriesDisplayName } from '@/contract/format/car-name';
import { formatDate } from '@/contract/format/time';
import type { UserCar } from '@/lib/api/user';
import styles from './UserCars.module.css';

// The cars an owner drives (who owns which car is one model), each in its paint:
// to the owner's reviews of it when they wrote some, else to the series.

export function UserCars({ uid, own, cars }: { uid: number; own: boolean; cars: UserCar[] }) {
  if (!cars.length) return null;
  return (
    <section className={styles.cars} aria-labelledby="cars-title">
      <h2 id="cars-title" className={styles.title}>
        {own ? '我的爱车' : 'TA的爱车'}
      </h2>
      <ul className={styles.list}>
        {cars.map((car) => {
          const name = seriesDisplayName(car.series.brandName, car.series.name);
          return (
            <li key={car.series.id}>
              <Link
                href={
                  car.remarks > 0
                    ? `/remark-history/${car.series.id}/${uid}`
                    : `/series/${car.series.id}`
                }
                className={styles.car}
              >
                <LazyImage
                  src={car.cover}
                  alt={`${car.color}${name}`}
                  width={96}
                  height={64}
                  fallback="cover"
                  className={styles.cover}
                />
                <span className={styles.text}>
                  <strong>{name}</strong>
                  <span className={styles.meta}>
                    {car.color} · {formatDate(car.boughtAt, 'YYYY-MM')}提车
                  </span>
                  {car.remarks > 0 && <span className={styles.meta}>{car.remarks}篇口碑</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
