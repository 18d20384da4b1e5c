import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions } from './http';
import { rawList } from './schema';
import { RawBanner, RawChannel, RawFeedItem, reshapeBanner, reshapeFeedItem } from './types';

export const getHomeBanners = async (options?: CallOptions) =>
  (await api.get(z.array(RawBanner), 'v1/home/banner', undefined, options)).map(reshapeBanner);

/** The home page always has channels: an empty list is garbage, not "no such channel" (a 404). */
export const RawChannels = z.array(RawChannel).check(z.minLength(1));

export const getHomeChannels = (options?: CallOptions) => api.get(RawChannels, 'v1/home/channels', undefined, options);

export async function getHomeFeed(channel: string, page = 1, options?: CallOptions) {
  return toPage(await api.get(rawList(RawFeedItem), 'v1/home/index', { channel, page, 'per-page': PER_PAGE }, options), reshapeFeedItem);
}

/** 快讯: feed items that also carry their short body. */
export const RawBrief = z.object({ ...RawFeedItem.shape, body: z.string() });
export type RawBrief = z.infer<typeof RawBrief>;

export async function getBriefs(page = 1, options?: CallOptions) {
  return toPage(await api.get(rawList(RawBrief), 'v1/home/brief', { page, 'per-page': PER_PAGE }, options), reshapeFeedItem);
}
