import { PER_PAGE } from '../constants';
import { ContentType } from '../links';
import { checkContentDetail } from './checks';
import { api, http, orUndefined, toPage, type CallOptions, type RawList } from './http';
import type { Author, FeedItem } from './types';

// Content details and content lists (articles, videos, short news, small knowledge, number power,
// 原创, topics, columns), and what a reader does to content (like, favourite, reward list); following a user is in user.ts.

export interface ContentAuthor extends Author {
  follower_count: number;
  content_count: number;
  is_followed: boolean;
  /** The reader is the author. */
  is_self: boolean;
}

export interface ContentDetail extends Omit<FeedItem, 'author'> {
  body: string;
  favourites: number;
  is_liked: boolean;
  is_favourited: boolean;
  brand: string;
  series: string;
  topic: string;
  is_original: boolean;
  category: { id: number; name: string } | null;
  column: { id: number; name: string } | null;
  topics: { id: number; title: string }[];
  /** Videos only: the playable file. */
  video_url?: string;
  author: ContentAuthor | null;
  related: FeedItem[];
}

/** The detail endpoint of each content type that has a detail screen here. */
const DETAIL_PATHS: Readonly<Record<number, string>> = {
  [ContentType.ARTICLE]: 'v1/article',
  [ContentType.VIDEO]: 'v1/videos',
  [ContentType.SHORT_NEWS]: 'v1/short-news',
  [ContentType.SMALL_KNOWLEDGE]: 'v1/small-knowledge',
  [ContentType.NUMBER_POWER]: 'v1/number-power',
};

export type DetailType = 1 | 2 | 12 | 13 | 14;

/** One item for its detail screen; `undefined` when it does not exist (or is another type). */
export function getContentDetail(type: DetailType, id: number, options?: CallOptions) {
  return orUndefined(api.get(checkContentDetail<ContentDetail>(), `${DETAIL_PATHS[type]}/${id}`, undefined, options));
}

export async function getVideoList(page = 1, options?: CallOptions) {
  return toPage(await http.get<RawList<FeedItem>>('v1/videos/list', { page, 'per-page': PER_PAGE }, options));
}

export interface Category {
  id: number;
  name: string;
}

export const getOriginalCategories = (options?: CallOptions) => http.get<Category[]>('v1/original/categories', undefined, options);

export async function getOriginalList(type: number, categoryId: number | undefined, page = 1, options?: CallOptions) {
  const raw = await orUndefined(
    http.get<RawList<FeedItem>>('v1/original/list', { type, category_id: categoryId, page, 'per-page': PER_PAGE }, options),
  );
  return raw && toPage(raw);
}

export interface SitemapIndex {
  contents: { id: number; type: number; created_at: number }[];
  columns: { id: number; created_at: number }[];
  topics: { id: number; created_at: number }[];
}

export const getSitemapIndex = (limit: number, options?: CallOptions) => http.get<SitemapIndex>('v1/sitemap/urls', { limit }, options);

// ---- what a reader does ----

export const likeContent = (id: number, type: number, del: boolean) =>
  http.post<{ id: number; type: number; is_liked: boolean; likes: number }>('v1/content/like', { id, type, del: del ? 1 : 0 });

export const favouriteContent = (id: number, type: number, del: boolean) =>
  http.post<{ id: number; type: number; is_favourited: boolean; favourites: number }>('v1/favourite', { id, type, del: del ? 1 : 0 });

export interface RewardRecord {
  id: number;
  amount: number;
  created_at: number;
  user: Author;
}

export interface RewardList {
  list: RewardRecord[];
  total: number;
  totalAmount: number;
}

/** Who tipped a piece (or a comment of it, with commentId). */
export async function getRewardList(objectId: number, type: number, commentId = 0, options?: CallOptions): Promise<RewardList> {
  const raw = await http.get<RawList<RewardRecord> & { total_amount: number }>(
    'v1/give-reward/list',
    { object_id: objectId, type, comment_id: commentId, 'per-page': 20 },
    options,
  );
  return { list: raw.list, total: raw.total, totalAmount: raw.total_amount };
}
