import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { api, type CallOptions } from './http';
import type { Camel } from './schema';
import { reshapeFeedItem, type Author } from './types';
import { RawFeedItem } from '@/contract/api/types';
import type { SearchFilters } from '../search';
import {
  RawSuggestion,
  RawSearchUser,
  RawSearchRemark,
  RawHotKeyword,
} from '@/contract/api/search';
import { getPage } from './page';

/** Tabs served by the content search endpoints (feed items); the others have their own record kinds. */
export type ContentSearchTab =
  | 'all'
  | 'article'
  | 'video'
  | 'short-news'
  | 'small-knowledge'
  | 'number-power'
  | 'graphic'
  | 'official'
  | 'ins'
  | 'vote';

/** Every tab of the search screen: the content tabs and those with record kinds of their own. */
export type SearchTab =
  ContentSearchTab | 'car' | 'theme' | 'remark' | 'ace-column' | 'goods' | 'garage-sale' | 'user';

/** Tabs of the search screen, in order, with the endpoint that serves each (every search call of §7). */
export const SEARCH_TABS: { id: SearchTab; name: string; path: string }[] = [
  { id: 'all', name: '综合', path: 'v1/search' },
  { id: 'car', name: '车系', path: 'v1/car/search' },
  { id: 'article', name: '资讯', path: 'v1/search/article' },
  { id: 'video', name: '视频', path: 'v1/search/video' },
  { id: 'short-news', name: '快讯', path: 'v1/search/short-news' },
  { id: 'graphic', name: '图文', path: 'v1/search/graphic' },
  { id: 'official', name: '官方', path: 'v1/search/official' },
  { id: 'small-knowledge', name: '小知识', path: 'v1/search/small-knowledge' },
  { id: 'number-power', name: '数说', path: 'v1/search/number-power' },
  { id: 'remark', name: '口碑', path: 'v1/search/remark' },
  { id: 'theme', name: '话题', path: 'v1/search/theme' },
  { id: 'ins', name: '动态', path: 'v1/search/ins' },
  { id: 'ace-column', name: '专栏', path: 'v1/search/ace-column' },
  { id: 'goods', name: '商品', path: 'v1/goods/search' },
  { id: 'garage-sale', name: '二手车', path: 'v1/garage-sale/search' },
  { id: 'vote', name: '投票', path: 'v1/search/vote' },
  { id: 'user', name: '用户', path: 'v1/search/user-like' },
];

export const pathOf = (tab: SearchTab) =>
  SEARCH_TABS.find((t) => t.id === tab)?.path ?? 'v1/search';

export interface SearchUser extends Author {
  followerCount: number;
}

const reshapeSearchUser = ({ follower_count, ...author }: RawSearchUser): SearchUser => ({
  ...author,
  followerCount: follower_count,
});
export type SearchRemark = Camel<RawSearchRemark>;
export type Suggestion = RawSuggestion;

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

/**
 * Content search of a tab. 资讯 takes a category (`cid`); 官方 and 图文 a content type and an order
 * (hot unless asked otherwise, §7); 视频 is ordered by views.
 */
export async function searchContent(
  tab: ContentSearchTab,
  keyword: string,
  page = 1,
  filters: SearchFilters = {},
  options?: CallOptions,
) {
  const ranked = tab === 'official' || tab === 'graphic';
  const params = {
    keyword,
    page,
    'per-page': PER_PAGE,
    cid: tab === 'article' ? filters.cid : undefined,
    type: ranked ? filters.type : undefined,
    order: tab === 'video' ? 'hot' : ranked ? (filters.order ?? 'hot') : undefined,
  };
  return getPage(RawFeedItem, pathOf(tab), params, options, reshapeFeedItem);
}

export async function searchUsers(keyword: string, page = 1, options?: CallOptions) {
  return getPage(
    RawSearchUser,
    'v1/search/user-like',
    { keyword, page },
    options,
    reshapeSearchUser,
  );
}

/** Other keywords around this one (the series and topics its results talk about), each of which finds something. */
export const getRelatedTags = (keyword: string, options?: CallOptions) =>
  api.get(z.array(z.string()), 'v1/search/related-tag', { keyword }, options);

export const getSearchSuggestions = (keyword: string, signal?: AbortSignal) =>
  api.get(z.array(RawSuggestion), 'v1/search/suggest', { keyword }, { signal });

/** Hot searches; `isNew: 1` asks the API to mark keywords new today (§7). */
export async function getHotSearches(options?: CallOptions): Promise<HotKeyword[]> {
  const raw = await api.get(z.array(RawHotKeyword), 'v1/search/hot', { isNew: 1 }, options);
  return raw.map((k) => ({
    rank: k.rank,
    keyword: k.keyword,
    count: k.count,
    isNew: k.is_new === 1,
  }));
}
