import { http, type CallOptions } from './http';
import { getRecord } from './record';
import { reshapeFeedItem, type Author } from './types';
import { RawFeedItem } from '@/contract/api/types';
import { RawColumn } from '@/contract/api/column';
import { getPage } from './page';

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
  return getPage(RawColumn, 'v4/column/ace-column/list', { page }, options, reshapeColumn);
}

export const getColumn = (id: number, options?: CallOptions) =>
  getRecord(RawColumn, 'v4/column/ace-column/detail', { id }, options, reshapeColumn);

export async function getColumnArticles(id: number, page = 1, options?: CallOptions) {
  return getPage(
    RawFeedItem,
    'v4/column/ace-column/articles',
    { id, page },
    options,
    reshapeFeedItem,
  );
}

export const followColumn = (aceColumnId: number, follow: boolean) =>
  http.post<{ is_followed: boolean; followers: number }>('v4/column/ace-column/follow', {
    aceColumnId,
    del: follow ? 0 : 1,
  });
