import type { RawArea, RawCityList, RawStoreConfig } from '../../../contract/api/city';
import { notFound } from '../../http-error';
import { int, str } from '../../params';
import type { Router } from '../../router';
import { CITIES, districtCode } from '../../seed/cities';
import {
  ACTIVITY_TYPES,
  cityOf,
  CONSULT_TYPES,
  DRIVE_DAYS,
  DRIVE_TIMES,
  SERVICE_PHONE,
} from './rows';

// Cities with dealers (the city picker), the province → city → district areas of address forms,
// and the car services' configuration.

export function cityRoutes(r: Router): void {
  // With series_id, a city counts only the dealers that sell that series (the test-drive store
  // step offers those cities when the current one has none).
  r.get('v1/dealer/dealer/city-list', (ctx): RawCityList => {
    const { db } = ctx;
    const seriesId = int(ctx, 'series_id', 0);
    const rows = (
      seriesId > 0
        ? db
            .prepare(
              'SELECT d.city_code, COUNT(*) n FROM dealers d JOIN dealer_series ds ON ds.dealer_id = d.id WHERE ds.series_id = ? GROUP BY d.city_code',
            )
            .all(seriesId)
        : db.prepare('SELECT city_code, COUNT(*) n FROM dealers GROUP BY city_code').all()
    ) as { city_code: string; n: number }[];
    const counts = new Map(rows.map((c) => [c.city_code, c.n]));
    const city = (c: (typeof CITIES)[number]) => ({
      code: c.code,
      city: c.name,
      province: c.province,
      lat: c.lat,
      lng: c.lng,
      dealer_count: counts.get(c.code) ?? 0,
    });
    return { hot: CITIES.filter((c) => c.hot).map(city), list: CITIES.map(city) };
  });

  // Province → city → district for address forms: the children of `parent`, provinces without it.
  r.get('v1/common/common/area-list', (ctx): RawArea[] => {
    const parent = str(ctx, 'parent');
    if (!parent) {
      const seen = new Map<string, string>();
      for (const c of CITIES) seen.set(c.provinceCode, c.province);
      return [...seen].map(([code, name]) => ({ code, name }));
    }
    const cities = CITIES.filter((c) => c.provinceCode === parent);
    if (cities.length) return cities.map((c) => ({ code: c.code, name: c.name }));
    const city = cityOf(parent);
    if (!city) throw notFound('地区');
    return city.districts.map((name, i) => ({ code: districtCode(city.code, i), name }));
  });

  r.get('v3/dealer/dealer-store/config', (): RawStoreConfig => ({
    default_city: {
      code: CITIES[0]!.code,
      city: CITIES[0]!.name,
      lat: CITIES[0]!.lat,
      lng: CITIES[0]!.lng,
    },
    hot_cities: CITIES.filter((c) => c.hot).map((c) => c.code),
    consult_types: [...CONSULT_TYPES],
    activity_types: ACTIVITY_TYPES,
    drive_times: DRIVE_TIMES,
    drive_days: DRIVE_DAYS,
    service_phone: SERVICE_PHONE,
  }));
}
