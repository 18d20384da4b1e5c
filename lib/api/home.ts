import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions, type Page } from './http';
import { rawList } from './schema';
import {
  RawBanner,
  RawChannel,
  RawFeedItem,
  reshapeBanner,
  reshapeFeedItem,
  type FeedItem,
} from './types';

export const getHomeBanners = async (options?: CallOptions) =>
  (await api.get(z.array(RawBanner), 'v1/home/banner', undefined, options)).map(reshapeBanner);

/** The home page always has channels: an empty list is garbage, not "no such channel" (a 404). */
export const RawChannels = z.array(RawChannel).check(z.minLength(1));

export const getHomeChannels = (options?: CallOptions) =>
  api.get(RawChannels, 'v1/home/channels', undefined, options);

/** A home feed page, and whether 个性化推荐 is on for this reader (the 推荐 tab says so when it is off). */
export const RawHomeFeed = z.object({
  ...rawList(RawFeedItem).shape,
  personalised: z.optional(z.boolean()),
});

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

/** The 个性化推荐 switch of an account or device (local-api/domains/recommend.ts). */
export const RawRecommendSetting = z.object({ personalised: z.boolean() });
export type RawRecommendSetting = z.infer<typeof RawRecommendSetting>;

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

/** 快讯: feed items that also carry their short body. */
export const RawBrief = z.object({ ...RawFeedItem.shape, body: z.string() });
export type RawBrief = z.infer<typeof RawBrief>;

export async function getBriefs(page = 1, options?: CallOptions) {
  return toPage(
    await api.get(rawList(RawBrief), 'v1/home/brief', { page, 'per-page': PER_PAGE }, options),
    reshapeFeedItem,
  );
}
