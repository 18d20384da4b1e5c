import { http, type CallOptions } from './http';

export interface CityItem {
  code: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
  dealer_count: number;
}

export interface CityList {
  hot: CityItem[];
  list: CityItem[];
}

export interface Area {
  code: string;
  name: string;
}

export interface ConsultType {
  type: number;
  name: string;
  desc: string;
}

export interface StoreConfig {
  default_city: { code: string; city: string; lat: number; lng: number };
  hot_cities: string[];
  consult_types: ConsultType[];
  activity_types: Record<string, string>;
  drive_times: string[];
  drive_days: number;
  service_phone: string;
}

export const getCityList = (options?: CallOptions) => http.get<CityList>('v1/dealer/dealer/city-list', undefined, options);

/** Provinces without `parent`; the cities of a province, or the districts of a city, with it. */
export const getAreaList = (parent?: string, options?: CallOptions) =>
  http.get<Area[]>('v1/common/common/area-list', { parent }, options);

export const getStoreConfig = (options?: CallOptions) => http.get<StoreConfig>('v3/dealer/dealer-store/config', undefined, options);

/** Great-circle distance in km between two points. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** The city of the list closest to a position (the browser's geolocation). */
export function nearestCity<T extends { lat: number; lng: number }>(cities: readonly T[], lat: number, lng: number): T | undefined {
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
