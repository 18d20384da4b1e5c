import { PER_PAGE } from '../constants';
import { http, toPage, type CallOptions, type RawList } from './http';
import type { Banner, Channel, FeedItem } from './types';

export const getHomeBanners = (options?: CallOptions) => http.get<Banner[]>('v1/home/banner', undefined, options);

export const getHomeChannels = (options?: CallOptions) => http.get<Channel[]>('v1/home/channels', undefined, options);

export async function getHomeFeed(channel: string, page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<FeedItem>>('v1/home/index', { channel, page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}

export async function getBriefs(page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<FeedItem & { body: string }>>('v1/home/brief', { page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}

export const getHotList = (options?: CallOptions) => http.get<FeedItem[]>('v1/home/hot', undefined, options);
