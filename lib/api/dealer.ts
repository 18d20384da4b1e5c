import { api, orUndefined, toPage, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import * as z from 'zod/mini';
import { camelize, type Camel } from './schema';
import { rawList } from '@/contract/api/schema';
import {
  RawCluePhone,
  RawSignResult,
  RawSeriesDealer,
  RawDealer,
  RawSeriesBrief,
  RawSaleConsultant,
  RawPromotion,
  RawPhoneCheck,
  RawLeadResult,
  RawDiscountPop,
  RawDealerPhotos,
  RawDealerDetail,
  RawDealerActivityDetail,
  RawDealerActivity,
  RawConsultResult,
} from '@/contract/api/dealer';
import { getPage } from './page';

// Dealers (4S stores, showrooms, delivery centres), their photos, consultants and activities, and
// the leads people leave with them: the camelCase view types the screens use and the endpoints (the
// raw schemas are in contract/api/dealer.ts).

/** 1: the id is a series; 2: the id is a model. */
export type LeadTargetType = 1 | 2;
/** The {type} segment of the lead routes (/car/get-discount/{id}/{type}); anything else is undefined. */
export const parseLeadTargetType = (raw: string | undefined): LeadTargetType | undefined =>
  raw === '1' ? 1 : raw === '2' ? 2 : undefined;

// ---- view types ----

export type SeriesBrief = Camel<RawSeriesBrief>;

/** `distance`: km from the position asked with, or null. */
export type Dealer = Camel<RawDealer>;

/** `discount` in 元. */
export type SeriesDealer = Camel<RawSeriesDealer>;

export interface Promotion {
  series: SeriesBrief;
  /** 元 */
  discount: number;
  promotion: string;
  deadline: number;
}

export interface DealerDetail extends Dealer {
  intro: string;
  photoCount: number;
  photos: { src: string; title?: string }[];
  promotions: Promotion[];
  seriesCount: number;
}

export interface DealerPhoto {
  id: number;
  title: string;
  image: string;
}

export type DealerActivity = Camel<RawDealerActivity>;

export interface DealerActivityDetail extends DealerActivity {
  body: string;
  address: string;
  dealer: Dealer;
  series: SeriesBrief | null;
  isSigned: boolean;
}

export type SaleConsultant = RawSaleConsultant;

/** `maxDiscount` in 元. */
export type DiscountPop = Omit<Camel<RawDiscountPop>, 'series'> & { series: SeriesBrief };

export interface LeadInput {
  name: string;
  phone: string;
  /** The phone's SMS code, for a visitor who is not logged in. */
  code?: string;
  cityCode?: string;
  dealerId?: number | null;
  /** 只接受在线报价（不接电话）: the dealers get no number to call. */
  onlineOnly?: boolean;
  /** The separate consent to pass the number to the named stores (contract/lead-consent.ts); the API refuses a lead without it. */
  consent?: boolean;
}

export type LeadResult = Camel<RawLeadResult>;

export interface ConsultResult extends LeadResult {
  consultType: number;
  series: SeriesBrief;
  city: string;
}

// ---- reshaping ----

export const reshapeSeriesBrief = (s: RawSeriesBrief): SeriesBrief => camelize(s);

export const reshapeDealer = (d: RawDealer): Dealer => camelize(d);

const seriesDealer = (d: RawSeriesDealer): SeriesDealer => camelize(d);

const promotion = (p: RawPromotion): Promotion => ({
  series: reshapeSeriesBrief(p.series),
  discount: p.discount,
  promotion: p.promotion,
  deadline: p.deadline,
});

const dealerDetail = (d: RawDealerDetail): DealerDetail => ({
  ...reshapeDealer(d),
  intro: d.intro,
  photoCount: d.photo_count,
  photos: d.photos.map((src, i) => ({ src, title: d.photo_titles?.[i] || undefined })),
  promotions: d.promotions.map(promotion),
  seriesCount: d.series_count,
});

const activity = (a: RawDealerActivity): DealerActivity => camelize(a);

const discountPop = (p: RawDiscountPop): DiscountPop => ({
  ...camelize(p),
  series: reshapeSeriesBrief(p.series),
});

const leadResult = (r: RawLeadResult): LeadResult => camelize(r);

const leadBody = (lead: LeadInput) => ({
  name: lead.name,
  phone: lead.phone,
  code: lead.code || undefined,
  city_code: lead.cityCode,
  dealer_id: lead.dealerId ?? undefined,
  online_only: lead.onlineOnly ? 1 : undefined,
  consent: lead.consent ? 1 : undefined,
});

// ---- endpoints ----

/** A store (with its promotions, of series `sid` only when given); undefined when either id names nothing. */
export const getDealer = (
  id: number,
  sid?: number,
  options?: CallOptions,
): Promise<DealerDetail | undefined> =>
  getRecord(RawDealerDetail, 'v1/dealer/dealer/detail', { id, sid }, options, dealerDetail);

export const getDealerPhotos = (
  id: number,
  options?: CallOptions,
): Promise<{ dealer: Dealer; list: DealerPhoto[] } | undefined> =>
  getRecord(RawDealerPhotos, 'v1/dealer/dealer/photos', { id }, options, (raw) => ({
    dealer: reshapeDealer(raw.dealer),
    list: raw.list,
  }));

export async function getDealerContent(
  id: number,
  sid: number | undefined,
  page = 1,
  options?: CallOptions,
): Promise<Page<DealerActivity>> {
  return getPage(
    RawDealerActivity,
    'v1/dealer/dealer/content',
    { id, sid, page },
    options,
    activity,
  );
}

export const getDealerSales = (id: number, options?: CallOptions): Promise<SaleConsultant[]> =>
  api.get(z.array(RawSaleConsultant), 'v1/dealer/dealer/get-sale', { id }, options);

/** Dealers of a series in a city; nearest first when a position is given. */
export async function getDealership(
  input: {
    seriesId: number;
    cityCode: string;
    lat?: number | null;
    lng?: number | null;
    page?: number;
    perPage?: number;
  },
  options?: CallOptions,
): Promise<Page<SeriesDealer>> {
  const raw = await api.post(
    rawList(RawSeriesDealer),
    'v1/dealer/dealer-drive/get-dealership',
    {
      series_id: input.seriesId,
      city_code: input.cityCode,
      lat: input.lat ?? undefined,
      lng: input.lng ?? undefined,
      page: input.page ?? 1,
      'per-page': input.perPage ?? 20,
    },
    options,
  );
  return toPage(raw, seriesDealer);
}

export async function getActivity(
  id: number,
  type: number,
  options?: CallOptions,
): Promise<DealerActivityDetail | undefined> {
  const raw = await orUndefined(
    api.get(RawDealerActivityDetail, 'v1/dealer/dealer-activity/detail', { id, type }, options),
  );
  return (
    raw && {
      ...activity(raw),
      body: raw.body,
      address: raw.address,
      dealer: reshapeDealer(raw.dealer),
      series: raw.series && reshapeSeriesBrief(raw.series),
      isSigned: raw.is_signed,
    }
  );
}

export const signActivity = (id: number, lead: LeadInput) =>
  api.post(RawSignResult, 'v1/dealer/dealer-activity/sign', { id, ...leadBody(lead) });

export const checkPhone = (phone: string, seriesId?: number) =>
  api.post(RawPhoneCheck, 'v1/dealer/dealer/phone-check', { phone, series_id: seriesId });

/** Before a dealer's application to join: whether a pending application already uses this phone. */
export const checkJoinPhone = (phone: string) =>
  api.post(RawPhoneCheck, 'v1/dealer/dealer/phone-check', { phone, scene: 'join' });

export const getDiscountPop = (
  id: number,
  type: LeadTargetType,
  cityCode?: string,
  options?: CallOptions,
): Promise<DiscountPop | undefined> =>
  getRecord(
    RawDiscountPop,
    'v1/dealer/dealer/discount-pop',
    { id, type, city_code: cityCode },
    options,
    discountPop,
  );

/** 领取优惠 / 询底价 for a series (type 1) or a model (type 2). */
export async function receiveDiscount(
  id: number,
  type: LeadTargetType,
  lead: LeadInput,
): Promise<LeadResult> {
  return leadResult(
    await api.post(RawLeadResult, 'v1/dealer/dealer/receive', { id, type, ...leadBody(lead) }),
  );
}

export async function createConsult(
  input: LeadInput & { consultType: number; seriesId: number },
): Promise<ConsultResult> {
  const raw = await api.post(RawConsultResult, 'v1/dealer/dealer/create-consult', {
    consult_type: input.consultType,
    series_id: input.seriesId,
    ...leadBody(input),
  });
  return {
    ...leadResult(raw),
    consultType: raw.consult_type,
    series: reshapeSeriesBrief(raw.series),
    city: raw.city,
  };
}

/** Records the call as a clue and answers the number to dial. */
export const cluePhone = (dealerId: number, seriesId?: number) =>
  api.post(RawCluePhone, 'v1/dealer/dealer/clue-phone', {
    dealer_id: dealerId,
    series_id: seriesId,
  });
