'use client';

import Cookies from 'js-cookie';
import { lazy, Suspense, useState } from 'react';
import { CITY_COOKIE } from '@/lib/city';
import { monthlyRange, type SeasonRate } from '@/contract/range-estimate';
import { useMainStore } from '@/stores/main';
import styles from './Range.module.css';
import { useElderMode } from '@/components/layout/AppContext';
import { PlainWordNotes } from '@/components/elder/PlainWordNotes';
import { shownLabel, type JargonLabel } from '@/lib/elder-words';

// The method sheet loads on the first tap of 说明, not with the page.
const RangeMethodSheet = lazy(() => import('./RangeMethodSheet'));

export interface RangeCity {
  code: string;
  city: string;
  lat: number;
  lng: number;
}

export interface RangeByCityProps {
  ratedKm: number;
  className: string;
  winter: SeasonRate & { tests: number };
  summer: SeasonRate & { tests: number };
  /** The chosen city (the xcx_city cookie), server-rendered. */
  city: RangeCity;
  /** That city's monthly mean temperatures (contract/city-climate.ts), read on the server. */
  temps: readonly number[] | undefined;
  cities: RangeCity[];
}

/**
 * The city of a range estimate: picked in place (no reload) and kept like the city picker keeps it
 * (store + xcx_city cookie), so the next page estimates for the same city.
 */
export function useRangeCity(
  initial: RangeCity,
  cities: RangeCity[],
): [RangeCity, (code: string) => void] {
  const [city, setCity] = useState(initial);
  function choose(code: string) {
    const next = cities.find((c) => c.code === code);
    if (!next) return;
    setCity(next);
    useMainStore
      .getState()
      .set({ city: { code: next.code, city: next.city, lag: next.lng, lat: next.lat } });
    Cookies.set(CITY_COOKIE, next.code, { expires: 365, sameSite: 'Lax', path: '/' });
  }
  return [city, choose];
}

/** The city select of a range estimate. */
export function RangeCityPicker({
  city,
  cities,
  choose,
}: {
  city: RangeCity;
  cities: RangeCity[];
  choose: (code: string) => void;
}) {
  return (
    <label className={styles.picker}>
      <span>城市</span>
      <select value={city.code} onChange={(e) => choose(e.target.value)} aria-label="选择城市">
        {cities.map((c) => (
          <option key={c.code} value={c.code}>
            {c.city}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A range estimate's title with its 说明 button; the method sheet loads on the first tap. */
export function RangeHead({ title }: { title: string }) {
  const [sheet, setSheet] = useState(false);
  return (
    <>
      <div className={styles.head}>
        <h2 id="range-title">{title}</h2>
        <button
          type="button"
          className={styles.method}
          onClick={() => setSheet(true)}
          aria-haspopup="dialog"
        >
          说明
        </button>
      </div>
      {sheet && (
        <Suspense fallback={null}>
          <RangeMethodSheet onClose={() => setSheet(false)} />
        </Suspense>
      )}
    </>
  );
}

const pct = (rate: number) => `${Math.round(rate * 100)}%`;
export const Label = ({ kind }: { kind: '官方' | '实测' | '估算' }) => (
  <span
    className={styles[kind === '官方' ? 'official' : kind === '实测' ? 'measured' : 'estimated']}
  >
    {kind}
  </span>
);

/**
 * 冬夏续航估算: the range to expect month by month in the chosen city. Another city
 * is picked in place (no reload); the choice is kept like the city picker keeps it (store + cookie).
 */
export function RangeByCity({
  ratedKm,
  className,
  winter,
  summer,
  city: initial,
  temps: initialTemps,
  cities,
}: RangeByCityProps) {
  const [city, choose] = useRangeCity(initial, cities);
  const [climate, setClimate] = useState({ code: initial.code, temps: initialTemps });
  // Another city's temperatures come from the climate table, which loads with the first change of
  // city rather than with every series page; the city changes once they are there.
  const pick = (code: string) => {
    void import('@/contract/city-climate').then(({ cityMonthlyTemps }) => {
      setClimate({ code, temps: cityMonthlyTemps(code) });
      choose(code);
    });
  };
  const temps = climate.code === city.code ? climate.temps : undefined;
  const months = temps ? monthlyRange(ratedKm, temps, winter, summer) : [];
  const coldest = months.reduce((a, m) => (a && a.point <= m.point ? a : m), months[0]);
  // 长辈版 names the figures in plain words and says what they mean.
  const elder = useElderMode();
  const facts: [JargonLabel, string, '官方' | '实测'][] = [
    ['CLTC续航', `${ratedKm}km`, '官方'],
    ['同级冬测达成率', `${pct(winter.rate)}（${winter.tempC}°C）`, '实测'],
    ['同级夏测达成率', `${pct(summer.rate)}（${summer.tempC}°C）`, '实测'],
  ];

  return (
    <>
      <RangeHead title={`${city.city}全年续航估算`} />
      <RangeCityPicker city={city} cities={cities} choose={pick} />
      <dl className={styles.facts}>
        {facts.map(([term, value, kind]) => (
          <div key={term}>
            <dt>{shownLabel(term, elder)}</dt>
            <dd>
              {value} <Label kind={kind} />
            </dd>
          </div>
        ))}
      </dl>
      <PlainWordNotes labels={['同级冬测达成率', '同级夏测达成率']} elder={elder} />
      <p className={styles.note}>
        同级：{className}，{winter.tests + summer.tests}次续航实测
        {coldest && (
          <>
            ；{city.city}最冷的{coldest.month}月预计{' '}
            <strong data-testid="range-coldest">
              {coldest.low}–{coldest.high}km
            </strong>
          </>
        )}
      </p>
      {months.length === 0 ? (
        <p className={styles.note}>暂无{city.city}的气温数据</p>
      ) : (
        <table className={styles.table} data-testid="range-table">
          <caption className={styles.caption}>
            每月预计续航 <Label kind="估算" />
          </caption>
          <thead>
            <tr>
              <th scope="col">月份</th>
              <th scope="col">平均气温</th>
              <th scope="col">预计续航</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}月</th>
                <td>{m.tempC}°C</td>
                <td>
                  <span className={styles.band} data-testid={`range-month-${m.month}`}>
                    {m.low}–{m.high}km
                  </span>
                  <span className={styles.point}>约{m.point}km</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
