import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { ContentType } from '../links';
import { api, http, orUndefined, toPage, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import { reshapeSeriesCard, type SeriesCard } from './series-card';
import { camelize, type Camel } from './schema';
import { rawList } from '@/contract/api/schema';
import { reshapeFeedItem, type Author, type FeedItem } from './types';
import { RawFeedItem, type RawLikeState } from '@/contract/api/types';
import {
  RawCategory,
  RawSitemapIndex,
  RawRewardList,
  RawRevision,
  RawContentDetail,
  RawContentAuthor,
} from '@/contract/api/content';

// Content details and content lists (articles, videos, short news, small knowledge, number power,
// 原创, topics, columns), and what a reader does to content (like, favourite, reward list); following a user is in user.ts.

export interface ContentAuthor extends Author {
  followerCount: number;
  contentCount: number;
  isFollowed: boolean;
  /** The reader is the author. */
  isSelf: boolean;
}
export type Revision = Camel<RawRevision>;

export interface ContentDetail extends Omit<FeedItem, 'author'> {
  views: number;
  likes: number;
  body: string;
  favourites: number;
  isLiked: boolean;
  isFavourited: boolean;
  brand: string;
  series: string;
  topic: string;
  isOriginal: boolean;
  category: { id: number; name: string } | null;
  column: { id: number; name: string } | null;
  topics: { id: number; title: string }[];
  /** Videos only: the playable file. */
  videoUrl?: string;
  author: ContentAuthor | null;
  related: FeedItem[];
  revisions: Revision[];
  seriesCards: SeriesCard[];
}

const reshapeContentAuthor = (r: RawContentAuthor): ContentAuthor => ({
  id: r.id,
  nickname: r.nickname,
  avatar: r.avatar,
  intro: r.intro,
  level: r.level,
  followerCount: r.follower_count,
  contentCount: r.content_count,
  isFollowed: r.is_followed,
  isSelf: r.is_self,
});

export const reshapeContentDetail = (r: RawContentDetail): ContentDetail => ({
  ...reshapeFeedItem({ ...r, author: null }),
  // The detail shows and describes itself with all of these (a feed card needs less).
  summary: r.summary,
  images: r.images,
  views: r.views,
  likes: r.likes,
  body: r.body,
  favourites: r.favourites,
  isLiked: r.is_liked,
  isFavourited: r.is_favourited,
  brand: r.brand,
  series: r.series,
  topic: r.topic,
  isOriginal: r.is_original,
  category: r.category,
  column: r.column,
  topics: r.topics,
  ...(r.video_url === undefined ? {} : { videoUrl: r.video_url }),
  author: r.author && reshapeContentAuthor(r.author),
  related: r.related.map(reshapeFeedItem),
  revisions: r.revisions.map(camelize),
  seriesCards: r.series_cards.map(reshapeSeriesCard),
});

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
export const getContentDetail = (
  type: DetailType,
  id: number,
  options?: CallOptions,
): Promise<ContentDetail | undefined> =>
  getRecord(
    RawContentDetail,
    `${DETAIL_PATHS[type]}/${id}`,
    undefined,
    options,
    reshapeContentDetail,
  );

export const getOriginalCategories = (options?: CallOptions) =>
  api.get(z.array(RawCategory), 'v1/original/categories', undefined, options);

/** A 原创 list page; a 404 (no list for this type or category) is an empty page. */
export async function getOriginalList(
  type: number,
  categoryId: number | undefined,
  page = 1,
  options?: CallOptions,
): Promise<Page<FeedItem>> {
  const raw = await orUndefined(
    api.get(
      rawList(RawFeedItem),
      'v1/original/list',
      { type, category_id: categoryId, page },
      options,
    ),
  );
  return raw
    ? toPage(raw, reshapeFeedItem)
    : { list: [], page, perPage: PER_PAGE, total: 0, hasMore: false };
}

export interface SitemapEntry {
  id: number;
  createdAt: number;
}

export interface SitemapIndex {
  contents: (SitemapEntry & { type: number })[];
  columns: SitemapEntry[];
  topics: SitemapEntry[];
}

export async function getSitemapIndex(limit: number, options?: CallOptions): Promise<SitemapIndex> {
  const r = await api.get(RawSitemapIndex, 'v1/sitemap/urls', { limit }, options);
  const entry = (e: { id: number; created_at: number }): SitemapEntry => ({
    id: e.id,
    createdAt: e.created_at,
  });
  return {
    contents: r.contents.map((e) => ({ ...entry(e), type: e.type })),
    columns: r.columns.map(entry),
    topics: r.topics.map(entry),
  };
}

// ---- what a reader does ----

export const likeContent = (id: number, type: number, del: boolean) =>
  http.post<RawLikeState & { id: number; type: number }>('v1/content/like', {
    id,
    type,
    del: del ? 1 : 0,
  });

export const favouriteContent = (id: number, type: number, del: boolean) =>
  http.post<{ id: number; type: number; is_favourited: boolean; favourites: number }>(
    'v1/favourite',
    { id, type, del: del ? 1 : 0 },
  );

export interface RewardRecord {
  id: number;
  amount: number;
  createdAt: number;
  user: Author;
}

export interface RewardList {
  list: RewardRecord[];
  total: number;
  totalAmount: number;
}

/** Who tipped a piece (or a comment of it, with commentId). */
export async function getRewardList(
  objectId: number,
  type: number,
  commentId = 0,
  options?: CallOptions,
): Promise<RewardList> {
  const raw = await api.get(
    RawRewardList,
    'v1/give-reward/list',
    { object_id: objectId, type, comment_id: commentId, 'per-page': 20 },
    options,
  );
  return {
    list: raw.list.map((r) => ({
      id: r.id,
      amount: r.amount,
      createdAt: r.created_at,
      user: r.user,
    })),
    total: raw.total,
    totalAmount: raw.total_amount,
  };
}
