import type { CallOptions } from '@/lib/api/http';
import { getSeasonRates, type SeasonRates } from '@/lib/api/range-season';
import { cityMonthlyTemps } from '@/contract/city-climate';
import { currentCity } from '@/lib/server/city';
import { startRead, type Read } from '@/lib/server/read';
import { ReadSection } from '@/components/ui/ReadSection';
import { RangeByCity, type RangeCity } from './RangeByCity';
import carStyles from '../car.module.css';

type RangeData = { rates: SeasonRates | undefined; city: RangeCity; cities: RangeCity[] };

const rangeCity = (c: { code: string; city: string; lat: number; lng: number }): RangeCity => ({
  code: c.code,
  city: c.city,
  lat: c.lat,
  lng: c.lng,
});

/** The chosen city (the xcx_city cookie) and the cities a range can be estimated for. */
export async function rangeCities(
  call: CallOptions,
): Promise<{ city: RangeCity; cities: RangeCity[] }> {
  const { city, cities } = await currentCity(undefined, call);
  // Only cities the climate table holds can be estimated.
  const known = cities.filter((c) => cityMonthlyTemps(c.code)).map(rangeCity);
  return {
    city: cityMonthlyTemps(city.code) ? rangeCity(city) : (known[0] ?? rangeCity(city)),
    cities: known,
  };
}

/** The class's season rates and the chosen city, asked for with the series. */
export function readSeriesRange(seriesId: number, call: CallOptions): Read<RangeData> {
  return startRead(
    (async () => {
      const [rates, cities] = await Promise.all([
        getSeasonRates(seriesId, call),
        rangeCities(call),
      ]);
      return { rates, ...cities };
    })(),
  );
}

export function RangeSkeleton() {
  return (
    <div aria-busy="true" aria-label="续航估算加载中">
      <div className="skeleton" style={{ height: '.2rem', width: '50%' }} />
      <div
        className="skeleton"
        style={{ height: '1.6rem', marginTop: '.1rem', borderRadius: '.06rem' }}
      />
    </div>
  );
}

/**
 * 冬夏续航估算: server-rendered for the chosen city; a car with no battery range, or
 * no tests to start from, shows nothing. A failed read is an extra: it stands aside.
 */
export function SeriesRange({ read }: { read: Read<RangeData> }) {
  return (
    <ReadSection read={read} fallback={<RangeSkeleton />}>
      {({ rates, city, cities }) =>
        rates && rates.ratedKm > 0 && rates.winter && rates.summer ? (
          <section className={carStyles.section} aria-labelledby="range-title">
            <RangeByCity
              ratedKm={rates.ratedKm}
              className={rates.className}
              winter={rates.winter}
              summer={rates.summer}
              city={city}
              temps={cityMonthlyTemps(city.code)}
              cities={cities}
            />
          </section>
        ) : null
      }
    </ReadSection>
  );
}
