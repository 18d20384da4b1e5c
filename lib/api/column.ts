import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { api, http, toPage, type CallOptions } from './http';
import { getRecord } from './record';
import { rawList, unixSeconds } from './schema';
import { RawAuthor, RawFeedItem, reshapeFeedItem, type Author } from './types';

export const RawColumn = z.object({
  id: z.number(),
  name: z.string(),
  intro: z.string(),
  cover_path: z.string(),
  avatar: z.string(),
  followers: z.number(),
  article_count: z.number(),
  views: z.number(),
  created_at: unixSeconds,
  is_followed: z.boolean(),
  author: z.nullable(RawAuthor),
});
export type RawColumn = z.infer<typeof RawColumn>;

export interface Column {
  id: number;
  name: string;
  intro: string;
  coverPath: string;
  avatar: string;
  followers: number;
  articleCount: number;
  views: number;
  createdAt: number;
  isFollowed: boolean;
  author: Author | null;
}

export const reshapeColumn = (r: RawColumn): Column => ({
  id: r.id,
  name: r.name,
  intro: r.intro,
  coverPath: r.cover_path,
  avatar: r.avatar,
  followers: r.followers,
  articleCount: r.article_count,
  views: r.views,
  createdAt: r.created_at,
  isFollowed: r.is_followed,
  author: r.author,
});

export async function getColumns(page = 1, options?: CallOptions) {
  return toPage(
    await api.get(
      rawList(RawColumn),
      'v4/column/ace-column/list',
      { page, 'per-page': PER_PAGE },
      options,
    ),
    reshapeColumn,
  );
}

export const getColumn = (id: number, options?: CallOptions) =>
  getRecord(RawColumn, 'v4/column/ace-column/detail', { id }, options, reshapeColumn);

export async function getColumnArticles(id: number, page = 1, options?: CallOptions) {
  return toPage(
    await api.get(
      rawList(RawFeedItem),
      'v4/column/ace-column/articles',
      { id, page, 'per-page': PER_PAGE },
      options,
    ),
    reshapeFeedItem,
  );
}

export const followColumn = (aceColumnId: number, follow: boolean) =>
  http.post<{ is_followed: boolean; followers: number }>('v4/column/ace-column/follow', {
    aceColumnId,
    del: follow ? 0 : 1,
  });
