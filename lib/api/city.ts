import { api, type CallOptions } from './http';
import * as z from 'zod/mini';
import {
  RawConsultType,
  RawCityItem,
  RawStoreConfig,
  RawCityList,
  RawArea,
} from '@/contract/api/city';

// Cities with dealers, the province → city → district areas of address forms, and the car
// services' configuration: view types and endpoints (the raw schemas are in contract/api/city.ts).
// The distance the city picker and the local API share is in contract/geo.ts.

// ---- view types ----

export interface CityItem {
  code: string;
  city: string;
  province: string;
  lat: number;
  lng: number;
  dealerCount: number;
}

export interface CityList {
  hot: CityItem[];
  list: CityItem[];
}

export type Area = RawArea;
export type ConsultType = RawConsultType;

export interface StoreConfig {
  defaultCity: RawStoreConfig['default_city'];
  hotCities: string[];
  consultTypes: ConsultType[];
  activityTypes: Record<string, string>;
  driveTimes: string[];
  driveDays: number;
  servicePhone: string;
}

const cityItem = (c: RawCityItem): CityItem => ({
  code: c.code,
  city: c.city,
  province: c.province,
  lat: c.lat,
  lng: c.lng,
  dealerCount: c.dealer_count,
});

// ---- endpoints ----

/** Cities with their dealer counts; with `seriesId`, counting only the dealers that sell it. */
export async function getCityList(seriesId?: number, options?: CallOptions): Promise<CityList> {
  const raw = await api.get(
    RawCityList,
    'v1/dealer/dealer/city-list',
    seriesId ? { series_id: seriesId } : undefined,
    options,
  );
  return { hot: raw.hot.map(cityItem), list: raw.list.map(cityItem) };
}

/** Provinces without `parent`; the cities of a province, or the districts of a city, with it. */
export const getAreaList = (parent?: string, options?: CallOptions): Promise<Area[]> =>
  api.get(z.array(RawArea), 'v1/common/common/area-list', { parent }, options);

export async function getStoreConfig(options?: CallOptions): Promise<StoreConfig> {
  const raw = await api.get(RawStoreConfig, 'v3/dealer/dealer-store/config', undefined, options);
  return {
    defaultCity: raw.default_city,
    hotCities: raw.hot_cities,
    consultTypes: raw.consult_types,
    activityTypes: raw.activity_types,
    driveTimes: raw.drive_times,
    driveDays: raw.drive_days,
    servicePhone: raw.service_phone,
  };
}
