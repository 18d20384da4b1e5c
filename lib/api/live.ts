import { PER_PAGE } from '../constants';
import { http, orUndefined, toPage, type CallOptions, type RawList } from './http';
import type { Author } from './types';

export const LIVE_STATUS = { upcoming: 0, live: 1, replay: 2 } as const;
export const LIVE_FILTERS = ['live', 'upcoming', 'replay'] as const;
export type LiveFilter = (typeof LIVE_FILTERS)[number];

export interface LiveCard {
  id: number;
  type: number;
  title: string;
  summary: string;
  cover_path: string;
  brand: string;
  series: string;
  /** 0 预告, 1 直播中, 2 回放. */
  status: number;
  status_text: string;
  start_at: number;
  end_at: number;
  location: string;
  views: number;
  host: Author;
}

export interface LiveDetail extends LiveCard {
  description: string;
  item_count: number;
  chat_count: number;
  related: LiveCard[];
}

export interface LiveMessage {
  id: number;
  live_id: number;
  item_id: number;
  kind: 'chat' | 'comment';
  content: string;
  likes: number;
  is_liked: boolean;
  is_mine: boolean;
  reply_to: { id: number; nickname: string } | null;
  user: Author;
  created_at: number;
}

export interface LiveItem {
  id: number;
  live_id: number;
  content: string;
  images: string[];
  likes: number;
  is_liked: boolean;
  author: Author;
  created_at: number;
  comment_count: number;
  comments: LiveMessage[];
}

export async function getLives(filter: LiveFilter | undefined, page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<LiveCard>>('v1/live/list', { status: filter, page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}

export const getLive = (id: number, options?: CallOptions) => orUndefined(http.get<LiveDetail>(`v1/live/detail/${id}`, undefined, options));

export async function getLiveItems(id: number, page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<LiveItem>>(`v1/live/items/${id}`, { page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}

/** Items newer than `since` (an item id), newest first: what polling adds to the timeline. */
export async function getNewLiveItems(id: number, since: number, options?: CallOptions) {
  const raw = await http.get<RawList<LiveItem>>(`v1/live/items/${id}`, { since }, options);
  return raw.list;
}

export interface LiveChatPage {
  list: LiveMessage[];
  /** Cursor for the next poll. */
  last_id: number;
  status: number;
}

export const getLiveChat = (id: number, since = 0, options?: CallOptions) =>
  http.get<LiveChatPage>(`v1/live/chat/${id}`, { since: since || undefined }, options);

export const sendLiveChat = (liveId: number, content: string, options?: CallOptions) =>
  http.post<LiveMessage>('v1/live/chat', { live_id: liveId, content }, options);

export const commentLiveItem = (itemId: number, content: string, options?: CallOptions) =>
  http.post<LiveMessage>('v1/live/comment', { item_id: itemId, content }, options);

export const replyLiveMessage = (messageId: number, content: string, options?: CallOptions) =>
  http.post<LiveMessage>('v1/live/reply-comment', { comment_id: messageId, content }, options);

export const deleteLiveMessage = (id: number, options?: CallOptions) => http.post<{ deleted: boolean; id: number }>('v1/live/del', { id }, options);

export const likeLiveItem = (itemId: number, del: boolean, options?: CallOptions) =>
  http.post<{ item_id: number; likes: number; is_liked: boolean }>('v1/live/item-like', { item_id: itemId, del: del ? 1 : 0 }, options);

export const likeLiveMessage = (messageId: number, del: boolean, options?: CallOptions) =>
  http.post<{ comment_id: number; likes: number; is_liked: boolean }>('v1/live/comment-like', { comment_id: messageId, del: del ? 1 : 0 }, options);
