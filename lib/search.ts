// Pure helpers of the search screen, usable on the server and in client islands.

import { ContentType, contentHref } from './links';

const HISTORY_MAX = 20;

/** The narrowing a tab takes (§7): 资讯 a category (`cid`); 官方 and 图文 a content type and an order. */
export interface SearchFilters {
  cid?: number;
  type?: number;
  order?: 'hot' | 'new';
}

export const SEARCH_ORDERS = [
  { value: 'hot', label: '最热' },
  { value: 'new', label: '最新' },
] as const;

/** The content types 官方 (the platform's own articles and videos) and 图文 (articles and 动态 with pictures) can be narrowed to. */
export const SEARCH_TYPE_FILTERS: Record<
  'official' | 'graphic',
  { value: number; label: string }[]
> = {
  official: [
    { value: ContentType.ARTICLE, label: '文章' },
    { value: ContentType.VIDEO, label: '视频' },
  ],
  graphic: [
    { value: ContentType.ARTICLE, label: '文章' },
    { value: ContentType.INS, label: '动态' },
  ],
};

export function searchHref(keyword: string, tab?: string, filters: SearchFilters = {}): string {
  const q = new URLSearchParams({ keyword });
  if (tab && tab !== 'all') q.set('tab', tab);
  if (filters.cid) q.set('cid', String(filters.cid));
  if (filters.type) q.set('type', String(filters.type));
  if (filters.order) q.set('order', filters.order);
  return `/search?${q.toString()}`;
}

/** Remembers a keyword in the persisted search history: newest first, no duplicates, at most 20. */
export function rememberKeyword(history: string[], keyword: string): string[] {
  return [keyword, ...history.filter((k) => k !== keyword)].slice(0, HISTORY_MAX);
}

/** Type 0 of a suggestion: a keyword, searched rather than opened. */
export const SUGGESTED_KEYWORD = 0;

const SUGGESTION_MARKS: Readonly<Record<number, string>> = {
  [SUGGESTED_KEYWORD]: '搜索',
  [ContentType.SERIES]: '车系',
  [ContentType.LIVE]: '直播',
  [ContentType.ARTICLE]: '文章',
  [ContentType.VIDEO]: '视频',
  [ContentType.SHORT_NEWS]: '快讯',
  [ContentType.SMALL_KNOWLEDGE]: '小知识',
  [ContentType.NUMBER_POWER]: '数说',
  [ContentType.VOTE]: '投票',
  [ContentType.INS]: '动态',
  [ContentType.THEME]: '话题',
  [ContentType.USER]: '用户',
};

/** The mark a suggestion wears (车系, 直播, 文章, 话题, 用户...). */
export const suggestionMark = (type: number): string => SUGGESTION_MARKS[type] ?? '内容';

/** Where a suggestion leads: its record, or the results of a keyword. */
export function suggestionHref(s: { type: number; id: number; title: string }): string {
  return (s.type !== SUGGESTED_KEYWORD && contentHref(s.type, s.id)) || searchHref(s.title);
}
