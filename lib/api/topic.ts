import { PER_PAGE } from '../constants';
import { http, orUndefined, toPage, type CallOptions, type RawList } from './http';
import type { FeedItem } from './types';

export interface Topic {
  id: number;
  title: string;
  description: string;
  cover_path: string;
  views: number;
  content_count: number;
  created_at: number;
}

export const getTopic = (id: number, options?: CallOptions) => orUndefined(http.get<Topic>(`v1/topic/${id}`, undefined, options));

export async function getTopicContents(id: number, page = 1, options?: CallOptions) {
  return toPage(await http.get<RawList<FeedItem>>(`v1/topic/${id}/contents`, { page, 'per-page': PER_PAGE }, options));
}

export async function getTopics(page = 1, options?: CallOptions) {
  return toPage(await http.get<RawList<Topic>>('v1/topic/list', { page, 'per-page': PER_PAGE }, options));
}
