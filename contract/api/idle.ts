// The wire shapes of the idle calls, as the API sends them (snake_case): lib/api/idle.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import { optionalText, rawList, rawSeriesName, unixSeconds } from './schema';
import {
  array,
  boolean,
  extend,
  nullable,
  number,
  object,
  string,
  type infer as Infer,
} from 'zod/mini';

/** A price under this share of the median of similar listings gets a visible caution. */
export const FAR_BELOW_RATIO = 0.75;

export const RawIdleCard = object({
  id: number(),
  title: string(),
  cover: string(),
  /** 万元 */
  price: number(),
  city: string(),
  /** Unix seconds of the first registration (上牌). */
  registered_at: unixSeconds,
  mileage_km: number(),
  soh: nullable(number()),
  series_name: string(),
  /** The seller's phone, masked (138****5678); the full number is getIdleContact's. */
  seller_phone: string(),
  created_at: unixSeconds,
});
export type RawIdleCard = Infer<typeof RawIdleCard>;

export const RawIdleDetail = extend(RawIdleCard, {
  images: array(string()),
  description: string(),
  model_name: string(),
  charge_cycles: nullable(number()),
  /** 万元, the new price of the model when it was bought. */
  new_price: number(),
  views: number(),
  series: rawSeriesName,
  seller: object({
    id: number(),
    nickname: string(),
    avatar: optionalText,
    listing_count: number(),
    joined_at: unixSeconds,
  }),
  price_check: object({ median: nullable(number()), compared: number(), far_below: boolean() }),
});
export type RawIdleDetail = Infer<typeof RawIdleDetail>;

export const RawIdleContact = object({ phone: string(), note: string() });
export type RawIdleContact = Infer<typeof RawIdleContact>;

export const RawIdleList = rawList(RawIdleCard);
