'use client';

import { cityMonthlyTemps } from '@/contract/city-climate';
import { monthlyRange, type SeasonRate } from '@/contract/range-estimate';
import { Label, RangeCityPicker, RangeHead, useRangeCity, type RangeCity } from './RangeByCity';
import styles from './Range.module.css';

export interface CompareRangeRow {
  id: number;
  name: string;
  ratedKm: number;
  winter: SeasonRate;
  summer: SeasonRate;
}

/**
 * The compared models' range in one city: CLTC (官方) beside the estimate for the city's coldest and
 * its best month (估算, from each series' class 达成率). Another city is picked in place.
 */
export function CompareRangeTable({
  rows,
  city: initial,
  cities,
}: {
  rows: CompareRangeRow[];
  city: RangeCity;
  cities: RangeCity[];
}) {
  const [city, choose] = useRangeCity(initial, cities);
  const temps = cityMonthlyTemps(city.code);
  return (
    <>
      <RangeHead title={`${city.city}续航估算对比`} />
      <RangeCityPicker city={city} cities={cities} choose={choose} />
      {!temps ? (
        <p className={styles.note}>暂无{city.city}的气温数据</p>
      ) : (
        <table className={styles.table} data-testid="compare-range">
          <caption className={styles.caption}>
            CLTC <Label kind="官方" />
            ，最冷月与最佳月预计续航 <Label kind="估算" />
          </caption>
          <thead>
            <tr>
              <th scope="col">车型</th>
              <th scope="col">CLTC</th>
              <th scope="col">最冷月</th>
              <th scope="col">最佳月</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const months = monthlyRange(r.ratedKm, temps, r.winter, r.summer);
              const cold = months.reduce((a, m) => (m.point < a.point ? m : a));
              const best = months.reduce((a, m) => (m.point > a.point ? m : a));
              return (
                <tr key={r.id}>
                  <th scope="row">{r.name}</th>
                  <td>{r.ratedKm}km</td>
                  <td>
                    <span className={styles.band}>
                      {cold.low}–{cold.high}km
                    </span>
                    <span className={styles.point}>{cold.month}月</span>
                  </td>
                  <td>
                    <span className={styles.band}>
                      {best.low}–{best.high}km
                    </span>
                    <span className={styles.point}>{best.month}月</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
