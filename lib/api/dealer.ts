import { PER_PAGE } from '../constants';
import { http, toPage, type CallOptions, type RawList } from './http';

export interface SeriesBrief {
  id: number;
  name: string;
  brand_id: number;
  brand_name: string;
  cover: string;
  /** 万元 */
  min_price: number;
  max_price: number;
}

export interface Dealer {
  id: number;
  name: string;
  kind: number;
  kind_name: string;
  city_code: string;
  city: string;
  district: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  hours: string;
  brands: string[];
  cover: string;
  score: number;
  /** km from the position asked with, or null. */
  distance: number | null;
}

/** A dealer in a list for one series: with that series' discount. */
export interface SeriesDealer extends Dealer {
  /** 元 */
  discount: number;
  promotion: string;
}

export interface Promotion {
  series: SeriesBrief;
  discount: number;
  promotion: string;
  deadline: number;
}

export interface DealerDetail extends Dealer {
  intro: string;
  photo_count: number;
  photos: string[];
  promotions: Promotion[];
  series_count: number;
}

export interface DealerPhoto {
  id: number;
  title: string;
  image: string;
}

export interface DealerActivity {
  id: number;
  dealer_id: number;
  type: number;
  type_name: string;
  series_id: number | null;
  title: string;
  summary: string;
  cover: string;
  start_at: number;
  end_at: number;
  quota: number;
  signed: number;
}

export interface DealerActivityDetail extends DealerActivity {
  body: string;
  address: string;
  dealer: Dealer;
  series: SeriesBrief | null;
  is_signed: boolean;
}

export interface SaleConsultant {
  id: number;
  name: string;
  avatar: string;
  phone: string;
  title: string;
  years: number;
}

/** 1: the id is a series; 2: the id is a model. */
export type LeadTargetType = 1 | 2;

export interface DiscountPop {
  type: LeadTargetType;
  series_id: number;
  model_id: number | null;
  model_name: string | null;
  series: SeriesBrief;
  city_code: string;
  city: string;
  max_discount: number;
  deadline: number | null;
  dealer_count: number;
  received_count: number;
}

export interface LeadInput {
  name: string;
  phone: string;
  city_code?: string;
  dealer_id?: number | null;
}

export interface LeadResult {
  id: number;
  dealer_count: number;
}

export interface ConsultResult extends LeadResult {
  consult_type: number;
  series: SeriesBrief;
  city: string;
}

export const getDealer = (id: number, sid?: number, options?: CallOptions) =>
  http.get<DealerDetail>('v1/dealer/dealer/detail', { id, sid }, options);

export const getDealerPhotos = (id: number, options?: CallOptions) =>
  http.get<{ dealer: Dealer; list: DealerPhoto[] }>('v1/dealer/dealer/photos', { id }, options);

export async function getDealerContent(id: number, sid: number | undefined, page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<DealerActivity>>('v1/dealer/dealer/content', { id, sid, page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}

export const getDealerSales = (id: number, options?: CallOptions) => http.get<SaleConsultant[]>('v1/dealer/dealer/get-sale', { id }, options);

/** Dealers of a series in a city; nearest first when a position is given. */
export async function getDealership(
  input: { seriesId: number; cityCode: string; lat?: number | null; lng?: number | null; page?: number },
  options?: CallOptions,
) {
  const raw = await http.post<RawList<SeriesDealer>>(
    'v1/dealer/dealer-drive/get-dealership',
    { series_id: input.seriesId, city_code: input.cityCode, lat: input.lat ?? undefined, lng: input.lng ?? undefined, page: input.page ?? 1, 'per-page': 20 },
    options,
  );
  return toPage(raw);
}

export const getActivity = (id: number, type: number, options?: CallOptions) =>
  http.get<DealerActivityDetail>('v1/dealer/dealer-activity/detail', { id, type }, options);

export const signActivity = (id: number, lead: LeadInput) => http.post<{ signed: number }>('v1/dealer/dealer-activity/sign', { id, ...lead });

export const checkPhone = (phone: string, seriesId?: number) =>
  http.post<{ valid: boolean; submitted: boolean }>('v1/dealer/dealer/phone-check', { phone, series_id: seriesId });

export const getDiscountPop = (id: number, type: LeadTargetType, cityCode?: string, options?: CallOptions) =>
  http.get<DiscountPop>('v1/dealer/dealer/discount-pop', { id, type, city_code: cityCode }, options);

/** 领取优惠 / 询底价 for a series (type 1) or a model (type 2). */
export const receiveDiscount = (id: number, type: LeadTargetType, lead: LeadInput) =>
  http.post<LeadResult>('v1/dealer/dealer/receive', { id, type, ...lead });

export const createConsult = (input: LeadInput & { consultType: number; seriesId: number }) =>
  http.post<ConsultResult>('v1/dealer/dealer/create-consult', {
    consult_type: input.consultType,
    series_id: input.seriesId,
    name: input.name,
    phone: input.phone,
    city_code: input.city_code,
    dealer_id: input.dealer_id ?? undefined,
  });

/** Records the call as a clue and answers the number to dial. */
export const cluePhone = (dealerId: number, seriesId?: number) =>
  http.post<{ phone: string }>('v1/dealer/dealer/clue-phone', { dealer_id: dealerId, series_id: seriesId });
