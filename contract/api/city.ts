// The wire shapes of the city calls, as the API sends them (snake_case): lib/api/city.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';

export const RawCityItem = z.object({
  code: z.string(),
  city: z.string(),
  province: z.string(),
  lat: z.number(),
  lng: z.number(),
  dealer_count: z.number(),
});
export type RawCityItem = z.infer<typeof RawCityItem>;

export const RawCityList = z.object({ hot: z.array(RawCityItem), list: z.array(RawCityItem) });
export type RawCityList = z.infer<typeof RawCityList>;

export const RawArea = z.object({ code: z.string(), name: z.string() });
export type RawArea = z.infer<typeof RawArea>;

export const RawConsultType = z.object({ type: z.number(), name: z.string(), desc: z.string() });
export type RawConsultType = z.infer<typeof RawConsultType>;

export const RawStoreConfig = z.object({
  default_city: z.object({ code: z.string(), city: z.string(), lat: z.number(), lng: z.number() }),
  hot_cities: z.array(z.string()),
  consult_types: z.array(RawConsultType),
  activity_types: z.record(z.string(), z.string()),
  drive_times: z.array(z.string()),
  drive_days: z.number(),
  service_phone: z.string(),
});
export type RawStoreConfig = z.infer<typeof RawStoreConfig>;
