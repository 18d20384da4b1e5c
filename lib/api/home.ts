import { PER_PAGE } from '../constants';
import { checkBanners, checkChannels, checkFeedItems, checkFeedList } from './checks';
import { api, toPage, type CallOptions, type RawList } from './http';
import type { Banner, Channel, FeedItem } from './types';

export const getHomeBanners = (options?: CallOptions) => api.get(checkBanners<Banner[]>(), 'v1/home/banner', undefined, options);

export const getHomeChannels = (options?: CallOptions) => api.get(checkChannels<Channel[]>(), 'v1/home/channels', undefined, options);

export async function getHomeFeed(channel: string, page = 1, options?: CallOptions) {
  const raw = await api.get(checkFeedList<RawList<FeedItem>>(), 'v1/home/index', { channel, page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}

export async function getBriefs(page = 1, options?: CallOptions) {
  const raw = await api.get(checkFeedList<RawList<FeedItem & { body: string }>>(), 'v1/home/brief', { page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}

export const getHotList = (options?: CallOptions) => api.get(checkFeedItems<FeedItem[]>(), 'v1/home/hot', undefined, options);
