import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions, type Page } from './http';
import { reshapeBanner, reshapeFeedItem, type FeedItem } from './types';
import { RawBanner } from '@/contract/api/types';
import { RawBrief, RawHomeFeed, RawChannels, RawRecommendSetting } from '@/contract/api/home';
import { getPage } from './page';

export const getHomeBanners = async (options?: CallOptions) =>
  (await api.get(z.array(RawBanner), 'v1/home/banner', undefined, options)).map(reshapeBanner);

export const getHomeChannels = (options?: CallOptions) =>
  api.get(RawChannels, 'v1/home/channels', undefined, options);

export interface HomeFeedPage extends Page<FeedItem> {
  personalised: boolean;
}

/**
 * One page of a home channel. `personalised: false` asks for the non-personalised order (an
 * anonymous reader's `xcx_rec` cookie); an account's own setting is the API's to apply.
 */
export async function getHomeFeed(
  channel: string,
  page = 1,
  options?: CallOptions,
  personalised = true,
  elder = false,
): Promise<HomeFeedPage> {
  const params = {
    channel,
    page,
    'per-page': PER_PAGE,
    ...(personalised ? {} : { personalised: 0 }),
  };
  const raw = await api.get(RawHomeFeed, 'v1/home/index', params, options);
  const feed = { ...toPage(raw, reshapeFeedItem), personalised: raw.personalised ?? false };
  // 长辈版 shows no sponsored slots (适老化: no ads): they are left out of every page.
  return elder ? { ...feed, list: feed.list.filter((item) => !item.sponsor) } : feed;
}

export const getRecommendSetting = (options?: CallOptions) =>
  api.get(RawRecommendSetting, 'v1/recommend/setting', undefined, options);

/** Turns 个性化推荐 on or off for the account (signed in) or this device; off also forgets the reading profile. */
export const setRecommendSetting = (personalised: boolean, options?: CallOptions) =>
  api.post(RawRecommendSetting, 'v1/recommend/setting', { personalised }, options);

/** 不感兴趣: the piece leaves this reader's recommendations and its series and topic count less. */
export const markNotInterested = (id: number, type: number, options?: CallOptions) =>
  api.post(
    z.object({ id: z.number(), type: z.number() }),
    'v1/recommend/not-interested',
    { id, type },
    options,
  );

export async function getBriefs(page = 1, options?: CallOptions) {
  return getPage(RawBrief, 'v1/home/brief', { page }, options, reshapeFeedItem);
}
