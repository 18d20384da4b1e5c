import { http, orUndefined, type CallOptions } from './http';

// Info and legal pages, app releases and the merchant information form.

export interface PageTable {
  caption?: string;
  columns: string[];
  rows: string[][];
}

export interface InfoCategory {
  type: string;
  name: string;
  intro: string;
  items: { name: string; purpose: string; scene: string; required: string }[];
}

export interface ContactInfo {
  phone: string;
  email: string;
  address: string;
  business: string;
  media: string;
  hours: string;
}

export interface InfoPage {
  key: string;
  title: string;
  /** HTML from the API: render it only through the sanitizer. */
  body: string;
  data: { tables?: PageTable[]; contact?: ContactInfo; categories?: InfoCategory[] };
  updated_at: number;
}

/** An info page by key; undefined when the API has no such page. */
export const getInfoPage = (key: string, options?: CallOptions) =>
  orUndefined(http.get<InfoPage>(`v1/common/page/${encodeURIComponent(key)}`, undefined, options));

export type AppPlatform = 'ios' | 'android' | 'harmony';

export interface AppRelease {
  platform: AppPlatform;
  version: string;
  min_version: string;
  notes: string[];
  url: string;
  size_mb: number;
  released_at: number;
}

/** `xcx` is the consumer app, `merchant` the dealers' app (新出行商家版). */
export type AppName = 'xcx' | 'merchant';

export const getAppReleases = (app: AppName = 'xcx', options?: CallOptions) =>
  http.get<{ latest: AppRelease[] }>('v1/app/update', { app }, options).then((d) => d.latest);

export interface UpdateAdvice {
  current: string;
  need_update: boolean;
  force: boolean;
  latest: AppRelease;
}

/** Reports the installed app version; the answer says whether to update. */
export const reportAppVersion = (version: string, platform: AppPlatform) =>
  http.post<UpdateAdvice>('v1/app/update', { version, platform });

export interface MerchantInput {
  name: string;
  phone: string;
  company: string;
  city: string;
  brand: string;
}

export interface MerchantApplication extends MerchantInput {
  id: number;
  status: number;
  created_at?: number;
}

export const submitMerchantInfo = (input: MerchantInput) => http.post<MerchantApplication>('v1/market/add-information', input);

export const getMyMerchantInfo = (options?: CallOptions) =>
  http.get<MerchantApplication | null>('v1/market/my-information', undefined, options);
