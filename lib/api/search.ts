import { PER_PAGE } from '../constants';
import { checkFeedList, checkHotSearches, checkUserList } from './checks';
import { api, http, toPage, type CallOptions, type RawList } from './http';
import type { Author, FeedItem } from './types';

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

export interface SearchUser extends Author {
  follower_count: number;
}

export interface HotKeyword {
  rank: number;
  keyword: string;
  count: number;
  is_new: 0 | 1;
}

export function isSearchTab(value: string | undefined): value is SearchTab {
  return SEARCH_TABS.some((t) => t.id === value);
}

export async function searchContent(tab: ContentSearchTab, keyword: string, page = 1, options?: CallOptions) {
  const path = SEARCH_TABS.find((t) => t.id === tab)?.path ?? 'v1/search';
  const raw = await api.get(
    checkFeedList<RawList<FeedItem>>(),
    path,
    { keyword, page, 'per-page': PER_PAGE, order: tab === 'video' ? 'hot' : undefined },
    options,
  );
  return toPage(raw);
}

export async function searchUsers(keyword: string, page = 1, options?: CallOptions) {
  const raw = await api.get(checkUserList<RawList<SearchUser>>(), 'v1/search/user-like', { keyword, page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}

export const getSearchSuggestions = (keyword: string, signal?: AbortSignal) =>
  http.get<string[]>('v1/search/suggest', { keyword }, { signal });

/** Hot searches; `isNew: 1` asks the API to mark keywords new today (§7). */
export const getHotSearches = (options?: CallOptions) => api.get(checkHotSearches<HotKeyword[]>(), 'v1/search/hot', { isNew: 1 }, options);
