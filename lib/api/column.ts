import { PER_PAGE } from '../constants';
import { http, orUndefined, toPage, type CallOptions, type RawList } from './http';
import type { Author, FeedItem } from './types';

export interface Column {
  id: number;
  name: string;
  intro: string;
  cover_path: string;
  avatar: string;
  followers: number;
  article_count: number;
  views: number;
  created_at: number;
  is_followed: boolean;
  author: Author | null;
}

export async function getColumns(page = 1, options?: CallOptions) {
  return toPage(await http.get<RawList<Column>>('v4/column/ace-column/list', { page, 'per-page': PER_PAGE }, options));
}

export const getColumn = (id: number, options?: CallOptions) =>
  orUndefined(http.get<Column>('v4/column/ace-column/detail', { id }, options));

export async function getColumnArticles(id: number, page = 1, options?: CallOptions) {
  return toPage(await http.get<RawList<FeedItem>>('v4/column/ace-column/articles', { id, page, 'per-page': PER_PAGE }, options));
}

export const followColumn = (aceColumnId: number, follow: boolean) =>
  http.post<{ is_followed: boolean; followers: number }>('v4/column/ace-column/follow', { aceColumnId, del: follow ? 0 : 1 });
