// The wire shapes of the dealer calls, as the API sends them (snake_case): lib/api/dealer.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { rawPriceRange, unixSeconds } from './schema';

/** A series as the dealer, drive and lead screens name it. Prices in 万元. */
export const RawSeriesBrief = z.object({
  id: z.number(),
  name: z.string(),
  brand_id: z.number(),
  brand_name: z.string(),
  cover: z.string(),
  ...rawPriceRange,
});
export type RawSeriesBrief = z.infer<typeof RawSeriesBrief>;

export const RawDealer = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.number(),
  kind_name: z.string(),
  city_code: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string(),
  hours: z.string(),
  brands: z.array(z.string()),
  cover: z.string(),
  score: z.number(),
  /** km from the position asked with, or null. */
  distance: z.nullable(z.number()),
});
export type RawDealer = z.infer<typeof RawDealer>;

/** A dealer in a list for one series: with that series' discount (元). */
export const RawSeriesDealer = z.extend(RawDealer, { discount: z.number(), promotion: z.string() });
export type RawSeriesDealer = z.infer<typeof RawSeriesDealer>;

export const RawPromotion = z.object({
  series: RawSeriesBrief,
  discount: z.number(),
  promotion: z.string(),
  deadline: unixSeconds,
});
export type RawPromotion = z.infer<typeof RawPromotion>;

export const RawDealerDetail = z.extend(RawDealer, {
  intro: z.string(),
  photo_count: z.number(),
  photos: z.array(z.string()),
  /** What each of `photos` shows (展厅外观, 客户休息区…), in the same order. */
  photo_titles: z.optional(z.array(z.string())),
  promotions: z.array(RawPromotion),
  series_count: z.number(),
});
export type RawDealerDetail = z.infer<typeof RawDealerDetail>;

const RawDealerPhoto = z.object({ id: z.number(), title: z.string(), image: z.string() });
export const RawDealerPhotos = z.object({ dealer: RawDealer, list: z.array(RawDealerPhoto) });
export type RawDealerPhotos = z.infer<typeof RawDealerPhotos>;

export const RawDealerActivity = z.object({
  id: z.number(),
  dealer_id: z.number(),
  type: z.number(),
  type_name: z.string(),
  series_id: z.nullable(z.number()),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  start_at: unixSeconds,
  end_at: unixSeconds,
  quota: z.number(),
  signed: z.number(),
});
export type RawDealerActivity = z.infer<typeof RawDealerActivity>;

export const RawDealerActivityDetail = z.extend(RawDealerActivity, {
  body: z.string(),
  address: z.string(),
  dealer: RawDealer,
  series: z.nullable(RawSeriesBrief),
  is_signed: z.boolean(),
});
export type RawDealerActivityDetail = z.infer<typeof RawDealerActivityDetail>;

export const RawSaleConsultant = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string(),
  phone: z.string(),
  title: z.string(),
  years: z.number(),
});
export type RawSaleConsultant = z.infer<typeof RawSaleConsultant>;

export const RawDiscountPop = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  series_id: z.number(),
  model_id: z.nullable(z.number()),
  model_name: z.nullable(z.string()),
  series: RawSeriesBrief,
  city_code: z.string(),
  city: z.string(),
  max_discount: z.number(),
  deadline: z.nullable(unixSeconds),
  dealer_count: z.number(),
  received_count: z.number(),
});
export type RawDiscountPop = z.infer<typeof RawDiscountPop>;

/** A dealer a lead goes to, named on the form and in 我的询价. */
export const RawLeadDealer = z.object({ id: z.number(), name: z.string() });
export type RawLeadDealer = z.infer<typeof RawLeadDealer>;

/** `undo_key`: the sender's proof for 撤销 within ten minutes (v1/user/undo, lib/api/leads.ts). */
export const RawLeadResult = z.object({
  id: z.number(),
  dealer_count: z.number(),
  dealers: z.array(RawLeadDealer),
  undo_key: z.optional(z.string()),
});
export type RawLeadResult = z.infer<typeof RawLeadResult>;
export const RawConsultResult = z.extend(RawLeadResult, {
  consult_type: z.number(),
  series: RawSeriesBrief,
  city: z.string(),
});
export type RawConsultResult = z.infer<typeof RawConsultResult>;
export const RawPhoneCheck = z.object({ valid: z.boolean(), submitted: z.boolean() });
export type RawPhoneCheck = z.infer<typeof RawPhoneCheck>;
export const RawSignResult = z.object({
  signed: z.number(),
  id: z.optional(z.number()),
  undo_key: z.optional(z.string()),
});
export const RawCluePhone = z.object({ phone: z.string() });
