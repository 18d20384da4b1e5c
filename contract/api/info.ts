// The wire shapes of the info calls, as the API sends them (snake_case): lib/api/info.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';

export const RawPageTable = z.object({
  caption: z.optional(z.string()),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

const RawInfoCategory = z.object({
  type: z.string(),
  name: z.string(),
  intro: z.string(),
  items: z.array(
    z.object({ name: z.string(), purpose: z.string(), scene: z.string(), required: z.string() }),
  ),
});
export type InfoCategory = z.infer<typeof RawInfoCategory>;

export const RawContactInfo = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  business: z.string(),
  media: z.string(),
  hours: z.string(),
});

/** A page's structured parts, rendered by the site (not HTML). */
const RawPageData = z.object({
  tables: z.optional(z.array(RawPageTable)),
  contact: z.optional(RawContactInfo),
  categories: z.optional(z.array(RawInfoCategory)),
});
export type PageData = z.infer<typeof RawPageData>;

export const RawInfoPage = z.object({
  key: z.string(),
  title: z.string(),
  body: z.string(),
  data: RawPageData,
  updated_at: unixSeconds,
});
export type RawInfoPage = z.infer<typeof RawInfoPage>;

export const APP_PLATFORMS = ['ios', 'android', 'harmony'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export const RawAppRelease = z.object({
  platform: z.enum(APP_PLATFORMS),
  version: z.string(),
  min_version: z.string(),
  notes: z.array(z.string()),
  url: z.string(),
  size_mb: z.number(),
  released_at: unixSeconds,
});
export type RawAppRelease = z.infer<typeof RawAppRelease>;

export const RawAppReleases = z.object({ latest: z.array(RawAppRelease) });

export const RawUpdateAdvice = z.object({
  current: z.string(),
  need_update: z.boolean(),
  force: z.boolean(),
  latest: RawAppRelease,
});
export type RawUpdateAdvice = z.infer<typeof RawUpdateAdvice>;

export const RawMerchantApplication = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  city: z.string(),
  brand: z.string(),
  licence: z.string(),
  status: z.number(),
  created_at: z.optional(unixSeconds),
});
export type RawMerchantApplication = z.infer<typeof RawMerchantApplication>;

export const RawMerchantUpload = z.object({ url: z.string(), size: z.number(), mime: z.string() });
export type RawMerchantUpload = z.infer<typeof RawMerchantUpload>;

// ---- 商业合作披露 ----

/** One sponsored piece: what it is, who the partner is and how (广告 or 合作). */
export const RawPartnerItem = z.object({
  kind: z.enum(['ad', 'coop']),
  partner: z.string(),
  object_id: z.number(),
  /** Content pieces: their content type (1 article, 2 video); 0 for tests, events and columns. */
  type: z.number(),
  title: z.string(),
  note: z.string(),
  created_at: unixSeconds,
});
export type RawPartnerItem = z.infer<typeof RawPartnerItem>;

export const RawPartners = z.object({
  tests: z.array(RawPartnerItem),
  events: z.array(RawPartnerItem),
  columns: z.array(RawPartnerItem),
  contents: z.array(RawPartnerItem),
});
export type RawPartners = z.infer<typeof RawPartners>;
