import * as z from 'zod/mini';
import { api, type CallOptions } from './http';
import { getRecord } from './record';
import { unixSeconds } from './schema';
import type { MerchantInput } from '../forms';

// Info and legal pages, app releases and the merchant information form.

const RawPageTable = z.object({
  caption: z.optional(z.string()),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type PageTable = z.infer<typeof RawPageTable>;

const RawInfoCategory = z.object({
  type: z.string(),
  name: z.string(),
  intro: z.string(),
  items: z.array(
    z.object({ name: z.string(), purpose: z.string(), scene: z.string(), required: z.string() }),
  ),
});
export type InfoCategory = z.infer<typeof RawInfoCategory>;

const RawContactInfo = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  business: z.string(),
  media: z.string(),
  hours: z.string(),
});
export type ContactInfo = z.infer<typeof RawContactInfo>;

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

export interface InfoPage {
  key: string;
  title: string;
  /** HTML from the API: render it only through the sanitizer. */
  body: string;
  data: PageData;
  updatedAt: number;
}

/** An info page by key; undefined when the API has no such page. */
export const getInfoPage = (key: string, options?: CallOptions): Promise<InfoPage | undefined> =>
  getRecord(
    RawInfoPage,
    `v1/common/page/${encodeURIComponent(key)}`,
    undefined,
    options,
    (raw) => ({
      key: raw.key,
      title: raw.title,
      body: raw.body,
      data: raw.data,
      updatedAt: raw.updated_at,
    }),
  );

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

export interface AppRelease {
  platform: AppPlatform;
  version: string;
  minVersion: string;
  notes: string[];
  url: string;
  sizeMb: number;
  releasedAt: number;
}

const reshapeAppRelease = (r: RawAppRelease): AppRelease => ({
  platform: r.platform,
  version: r.version,
  minVersion: r.min_version,
  notes: r.notes,
  url: r.url,
  sizeMb: r.size_mb,
  releasedAt: r.released_at,
});

/** `xcx` is the consumer app, `merchant` the dealers' app (新出行商家版). */
export type AppName = 'xcx' | 'merchant';

const RawAppReleases = z.object({ latest: z.array(RawAppRelease) });

export const getAppReleases = async (app: AppName = 'xcx', options?: CallOptions) =>
  (await api.get(RawAppReleases, 'v1/app/update', { app }, options)).latest.map(reshapeAppRelease);

export const RawUpdateAdvice = z.object({
  current: z.string(),
  need_update: z.boolean(),
  force: z.boolean(),
  latest: RawAppRelease,
});
export type RawUpdateAdvice = z.infer<typeof RawUpdateAdvice>;

export interface UpdateAdvice {
  current: string;
  needUpdate: boolean;
  force: boolean;
  latest: AppRelease;
}

/** Reports the installed app version; the answer says whether to update. */
export async function reportAppVersion(
  version: string,
  platform: AppPlatform,
): Promise<UpdateAdvice> {
  const r = await api.post(RawUpdateAdvice, 'v1/app/update', { version, platform });
  return {
    current: r.current,
    needUpdate: r.need_update,
    force: r.force,
    latest: reshapeAppRelease(r.latest),
  };
}

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

export interface MerchantApplication extends MerchantInput {
  id: number;
  status: number;
  createdAt?: number;
}

const reshapeMerchantApplication = ({
  created_at,
  ...rest
}: RawMerchantApplication): MerchantApplication => ({
  ...rest,
  ...(created_at === undefined ? {} : { createdAt: created_at }),
});

/** 商户入驻 (spec §7 dealer apply-join): the application, after its licence picture went up. */
export const applyToJoin = async (input: MerchantInput) =>
  reshapeMerchantApplication(
    await api.post(RawMerchantApplication, 'v1/dealer/dealer/apply-join', input),
  );

export const RawMerchantUpload = z.object({ url: z.string(), size: z.number(), mime: z.string() });
export type RawMerchantUpload = z.infer<typeof RawMerchantUpload>;

/** Uploads an application's picture (the business licence) given as a data URL; answers its URL. */
export const uploadMerchantPicture = (dataUrl: string, options?: CallOptions) =>
  api.post(RawMerchantUpload, 'v1/dealer/dealer/upload', { data: dataUrl }, options);

export async function getMyMerchantInfo(
  options?: CallOptions,
): Promise<MerchantApplication | null> {
  const raw = await api.get(
    z.nullable(RawMerchantApplication),
    'v1/market/my-information',
    undefined,
    options,
  );
  return raw && reshapeMerchantApplication(raw);
}

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

export interface PartnerItem {
  mark: '广告' | '合作';
  partner: string;
  objectId: number;
  type: number;
  title: string;
  note: string;
  createdAt: number;
}

export type Partners = Record<keyof RawPartners, PartnerItem[]>;

const partnerItem = (p: RawPartnerItem): PartnerItem => ({
  mark: p.kind === 'ad' ? '广告' : '合作',
  partner: p.partner,
  objectId: p.object_id,
  type: p.type,
  title: p.title,
  note: p.note,
  createdAt: p.created_at,
});

/** Every sponsored test, event, column and piece of content, with its partner. */
export async function getPartners(options?: CallOptions): Promise<Partners> {
  const raw = await api.get(RawPartners, 'v1/info/partners', undefined, options);
  return {
    tests: raw.tests.map(partnerItem),
    events: raw.events.map(partnerItem),
    columns: raw.columns.map(partnerItem),
    contents: raw.contents.map(partnerItem),
  };
}
