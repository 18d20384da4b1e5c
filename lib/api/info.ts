import * as z from 'zod/mini';
import { api, type CallOptions } from './http';
import { getRecord } from './record';
import type { MerchantInput } from '@/contract/forms';
import {
  RawAppReleases,
  RawAppRelease,
  RawContactInfo,
  RawPageTable,
  RawUpdateAdvice,
  RawPartners,
  RawPartnerItem,
  RawMerchantUpload,
  RawMerchantApplication,
  RawInfoPage,
  PageData,
  AppPlatform,
} from '@/contract/api/info';

// Info and legal pages, app releases and the merchant information form.

export type PageTable = z.infer<typeof RawPageTable>;
export type ContactInfo = z.infer<typeof RawContactInfo>;

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

export const getAppReleases = async (app: AppName = 'xcx', options?: CallOptions) =>
  (await api.get(RawAppReleases, 'v1/app/update', { app }, options)).latest.map(reshapeAppRelease);

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
