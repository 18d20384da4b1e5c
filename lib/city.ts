// The chosen city lives in the main store (persisted to localStorage, §3). A copy of its code in a
// cookie lets server-rendered dealer lists start in that city instead of the default.

import { distanceKm } from '@/contract/geo';

export const CITY_COOKIE = 'xcx_city';

export const isCityCode = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{6}$/.test(value);

/** The city of the list closest to a position (the browser's geolocation). */
export function nearestCity<T extends { lat: number; lng: number }>(
  cities: readonly T[],
  lat: number,
  lng: number,
): T | undefined {
  let best: T | undefined;
  let bestKm = Infinity;
  for (const c of cities) {
    const km = distanceKm(lat, lng, c.lat, c.lng);
    if (km < bestKm) {
      best = c;
      bestKm = km;
    }
  }
  return best;
}

/**
 * The closest city to `from` that has stores (`dealerCount` > 0, counted for the series asked),
 * by the cities' centre coordinates, with the distance in whole km: what a lead form offers when
 * the current city has no store, so a number is never sent to nobody.
 */
export function nearestCityWithStores<
  T extends { code: string; lat: number; lng: number; dealerCount: number },
>(
  cities: readonly T[],
  from: { code: string; lat: number; lng: number },
): { city: T; km: number } | undefined {
  const best = nearestCity(
    cities.filter((c) => c.dealerCount > 0 && c.code !== from.code),
    from.lat,
    from.lng,
  );
  return best && { city: best, km: Math.round(distanceKm(from.lat, from.lng, best.lat, best.lng)) };
}
