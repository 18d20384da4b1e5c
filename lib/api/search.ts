import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions } from './http';
import { rawList } from './schema';
import { RawAuthor, RawFeedItem, reshapeFeedItem, type Author } from './types';

export type SearchTab = 'all' | 'car' | 'article' | 'video' | 'short-news' | 'small-knowledge' | 'number-power' | 'vote' | 'ins' | 'user';

/** Tabs served by the content search endpoints (the car and user tabs have their own). */
export type ContentSearchTab = Exclude<SearchTab, 'user' | 'car'>;

/** Tabs of the search screen, in order, with the endpoint that serves each. */
export const SEARCH_TABS: { id: SearchTab; name: string; path: string }[] = [
  { id: 'all', name: '综合', path: 'v1/search' },
  { id: 'car', name: '车系', path: 'v1/car/search' },
  { id: 'article', name: '资讯', path: 'v1/search/article' },
  { id: 'video', name: '视频', path: 'v1/search/video' },
  { id: 'short-news', name: '快讯', path: 'v1/search/short-news' },
  { id: 'ins', name: '动态', path: 'v1/search/ins' },
  { id: 'vote', name: '投票', path: 'v1/search/vote' },
  { id: 'user', name: '用户', path: 'v1/search/user-like' },
];

export const RawSearchUser = z.object({ ...RawAuthor.shape, follower_count: z.number() });
export type RawSearchUser = z.infer<typeof RawSearchUser>;

export interface SearchUser extends Author {
  followerCount: number;
}

const reshapeSearchUser = ({ follower_count, ...author }: RawSearchUser): SearchUser => ({ ...author, followerCount: follower_count });

export const RawHotKeyword = z.object({ rank: z.number(), keyword: z.string(), count: z.number(), is_new: z.union([z.literal(0), z.literal(1)]) });
export type RawHotKeyword = z.infer<typeof RawHotKeyword>;

export interface HotKeyword {
  rank: number;
  keyword: string;
  count: number;
  /** First searched within the last day. */
  isNew: boolean;
}

export function isSearchTab(value: string | undefined): value is SearchTab {
  return SEARCH_TABS.some((t) => t.id === value);
}

export async function searchContent(tab: ContentSearchTab, keyword: string, page = 1, options?: CallOptions) {
  const path = SEARCH_TABS.find((t) => t.id === tab)?.path ?? 'v1/search';
  const raw = await api.get(rawList(RawFeedItem), path, { keyword, page, 'per-page': PER_PAGE, order: tab === 'video' ? 'hot' : undefined }, options);
  return toPage(raw, reshapeFeedItem);
}

export async function searchUsers(keyword: string, page = 1, options?: CallOptions) {
  const raw = await api.get(rawList(RawSearchUser), 'v1/search/user-like', { keyword, page, 'per-page': PER_PAGE }, options);
  return toPage(raw, reshapeSearchUser);
}

export const getSearchSuggestions = (keyword: string, signal?: AbortSignal) => api.get(z.array(z.string()), 'v1/search/suggest', { keyword }, { signal });

/** Hot searches; `isNew: 1` asks the API to mark keywords new today (§7). */
export async function getHotSearches(options?: CallOptions): Promise<HotKeyword[]> {
  const raw = await api.get(z.array(RawHotKeyword), 'v1/search/hot', { isNew: 1 }, options);
  return raw.map((k) => ({ rank: k.rank, keyword: k.keyword, count: k.count, isNew: k.is_new === 1 }));
}
