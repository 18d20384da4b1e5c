import Link from 'next/link';
import { cookies } from 'next/headers';
import type { CallOptions } from '@/lib/api/http';
import { tryCarCost, type CarCost } from '@/lib/api/cost';
import { formatPerKm, formatYuan } from '@/contract/car-cost';
import { costHref } from '@/lib/car/cost-query';
import { CITY_COOKIE } from '@/lib/city';
import { startRead, type Read } from '@/lib/server/read';
import { ReadSection } from '@/components/ui/ReadSection';
import { SectionSkeleton } from '@/components/ui/SectionSkeleton';
import carStyles from '../car.module.css';
import styles from './Cost.module.css';

// 用车成本 on the series page (its first priced trim) and on the comparison (each compared trim),
// for the reader's city (the city cookie) with the calculator's default inputs; each links to the
// calculator with those inputs spelled out in its URL.

const readerCity = async () => (await cookies()).get(CITY_COOKIE)?.value;

const hrefOf = (c: CarCost) => costHref({ model: c.model.id, city: c.city.code, ...c.inputs });

/** The series' first priced trim; undefined for a series with none (not launched yet). */
export function readSeriesCost(seriesId: number, call: CallOptions): Read<CarCost | undefined> {
  return startRead(
    (async () => tryCarCost({ seriesId, city: await readerCity(), cityFallback: true }, call))(),
  );
}

export function SeriesCost({ read }: { read: Read<CarCost | undefined> }) {
  return (
    <ReadSection read={read} name="用车成本" fallback={<SectionSkeleton />}>
      {(cost) =>
        cost ? (
          <section
            className={carStyles.section}
            aria-labelledby="series-cost-title"
            data-testid="series-cost"
          >
            <h2 id="series-cost-title" className={carStyles.title}>
              用车成本
            </h2>
            <p className={styles.summary}>
              {cost.model.name}在{cost.city.name}用{cost.inputs.years}年（每年{cost.inputs.km}
              km）：合计约{formatYuan(cost.nev.total)}，每公里
              {formatPerKm(cost.nev.perKm)}；同级燃油车约{formatYuan(cost.petrol.total)}，每公里
              {formatPerKm(cost.petrol.perKm)}。
            </p>
            <p className={carStyles.desc}>
              {cost.nev.lines
                .filter((l) => l.key !== 'price')
                .map((l) => `${l.label}${formatYuan(l.amount)}`)
                .join('，')}
              ；各项来源与核对日期见明细。
            </p>
            <Link className={styles.more} href={hrefOf(cost)}>
              查看明细、换城市和条件
            </Link>
          </section>
        ) : null
      }
    </ReadSection>
  );
}

/** Each compared trim's cost in the reader's city; trims that cannot be priced (not launched) are left out. */
export function readCompareCost(ids: number[], call: CallOptions): Read<CarCost[]> {
  return startRead(
    (async () => {
      const city = await readerCity();
      const all = await Promise.all(
        ids.map((modelId) => tryCarCost({ modelId, city, cityFallback: true }, call)),
      );
      return all.filter((c): c is CarCost => c !== undefined);
    })(),
  );
}

export function CompareCost({ read }: { read: Read<CarCost[]> }) {
  return (
    <ReadSection read={read} name="用车成本" fallback={<SectionSkeleton />}>
      {(costs) =>
        costs.length > 0 ? (
          <section className={carStyles.section} aria-labelledby="compare-cost-title">
            <h2 id="compare-cost-title" className={carStyles.title}>
              {costs[0]!.city.name}用车成本对比（{costs[0]!.inputs.years}年，每年
              {costs[0]!.inputs.km}km）
            </h2>
            <table className={styles.table} data-testid="compare-cost">
              <thead>
                <tr>
                  <th scope="col">车型</th>
                  <th scope="col">购置税</th>
                  <th scope="col">合计</th>
                  <th scope="col">每公里</th>
                </tr>
              </thead>
              <tbody>
                {costs.map((c) => (
                  <tr key={c.model.id}>
                    <th scope="row">
                      <Link href={hrefOf(c)}>
                        {c.model.seriesName} {c.model.name}
                      </Link>
                    </th>
                    <td>{formatYuan(c.nev.lines.find((l) => l.key === 'tax')?.amount ?? 0)}</td>
                    <td>{formatYuan(c.nev.total)}</td>
                    <td className={styles.perKm}>{formatPerKm(c.nev.perKm)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={carStyles.desc}>点车型名查看逐项明细与来源，可换城市、年限和充电方式。</p>
          </section>
        ) : null
      }
    </ReadSection>
  );
}
