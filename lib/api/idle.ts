import { api, toPage, type CallOptions, type Page } from './http';
import { reshapeSeriesName, type SeriesName } from './schema';
import { array } from 'zod/mini';
import { RawIdleList, RawIdleCard, RawIdleContact, RawIdleDetail } from '@/contract/api/idle';

// The second-hand market (spec §7 "Idle": detail, similar, top, index). /idle/{id} and
// /garage-sale/{id} show one screen. For a used EV buyers ask for battery health (SOH) and charge
// cycles; the API compares the price with similar listings and flags one far below them.

export interface IdleCard {
  id: number;
  title: string;
  cover: string;
  price: number;
  city: string;
  registeredAt: number;
  mileageKm: number;
  soh: number | null;
  seriesName: string;
  sellerPhone: string;
  createdAt: number;
}

export interface IdleDetail extends IdleCard {
  images: string[];
  description: string;
  modelName: string;
  chargeCycles: number | null;
  newPrice: number;
  views: number;
  series: SeriesName;
  seller: { id: number; nickname: string; avatar: string; listingCount: number; joinedAt: number };
  priceCheck: { median: number | null; compared: number; farBelow: boolean };
}

export function reshapeIdleCard(raw: RawIdleCard): IdleCard {
  return {
    id: raw.id,
    title: raw.title,
    cover: raw.cover,
    price: raw.price,
    city: raw.city,
    registeredAt: raw.registered_at,
    mileageKm: raw.mileage_km,
    soh: raw.soh,
    seriesName: raw.series_name,
    sellerPhone: raw.seller_phone,
    createdAt: raw.created_at,
  };
}

function reshapeIdle(raw: RawIdleDetail): IdleDetail {
  return {
    ...reshapeIdleCard(raw),
    images: raw.images,
    description: raw.description,
    modelName: raw.model_name,
    chargeCycles: raw.charge_cycles,
    newPrice: raw.new_price,
    views: raw.views,
    series: reshapeSeriesName(raw.series),
    seller: {
      id: raw.seller.id,
      nickname: raw.seller.nickname,
      avatar: raw.seller.avatar,
      listingCount: raw.seller.listing_count,
      joinedAt: raw.seller.joined_at,
    },
    priceCheck: {
      median: raw.price_check.median,
      compared: raw.price_check.compared,
      farBelow: raw.price_check.far_below,
    },
  };
}

/** 3.2 -> 3.2万公里; 8600 -> 8600公里. */
export function formatMileage(km: number): string {
  return km >= 10000
    ? `${(Math.round(km / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万公里`
    : `${km}公里`;
}

export async function getIdleIndex(page = 1, options?: CallOptions): Promise<Page<IdleCard>> {
  return toPage(await api.get(RawIdleList, 'v1/idle/index', { page }, options), reshapeIdleCard);
}

/** The most viewed listings (精选). */
export const getIdleTop = async (options?: CallOptions): Promise<IdleCard[]> =>
  (await api.get(array(RawIdleCard), 'v1/idle/top', undefined, options)).map(reshapeIdleCard);

export const getIdle = async (id: number, options?: CallOptions) =>
  reshapeIdle(await api.get(RawIdleDetail, 'v1/idle/detail', { id }, options));

export const getSimilarIdle = async (id: number, options?: CallOptions): Promise<IdleCard[]> =>
  (await api.get(array(RawIdleCard), 'v1/idle/similar', { id }, options)).map(reshapeIdleCard);

/** The seller's contact number (a login is needed, so sellers are not scraped). */
export const getIdleContact = (id: number) => api.post(RawIdleContact, 'v1/idle/contact', { id });
