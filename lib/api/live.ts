import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { api, http, orUndefined, toPage, type CallOptions } from './http';
import { rawList, unixSeconds } from './schema';
import { RawAuthor, type Author } from './types';

/** A room's status follows the clock: before the start 预告, until the end 直播中, then 回放. */
export const LIVE_STATUS = { upcoming: 0, live: 1, replay: 2 } as const;
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS];
export const LIVE_STATUS_TEXT: Record<LiveStatus, string> = { 0: '预告', 1: '直播中', 2: '回放' };
/** A chat message or an item comment: at most this many characters. */
export const LIVE_MESSAGE_MAX_CHARS = 200;

export const LIVE_FILTERS = ['live', 'upcoming', 'replay'] as const;
export type LiveFilter = (typeof LIVE_FILTERS)[number];

export const RawLiveCard = z.object({
  id: z.number(),
  type: z.number(),
  title: z.string(),
  summary: z.string(),
  cover_path: z.string(),
  brand: z.string(),
  series: z.string(),
  status: z.number(),
  status_text: z.string(),
  start_at: unixSeconds,
  end_at: unixSeconds,
  location: z.string(),
  views: z.number(),
  host: RawAuthor,
});
export type RawLiveCard = z.infer<typeof RawLiveCard>;

export const RawLiveDetail = z.object({
  ...RawLiveCard.shape,
  description: z.string(),
  item_count: z.number(),
  chat_count: z.number(),
  related: z.array(RawLiveCard),
});
export type RawLiveDetail = z.infer<typeof RawLiveDetail>;

export const RawLiveMessage = z.object({
  id: z.number(),
  live_id: z.number(),
  item_id: z.number(),
  kind: z.enum(['chat', 'comment']),
  content: z.string(),
  likes: z.number(),
  is_liked: z.boolean(),
  is_mine: z.boolean(),
  reply_to: z.nullable(z.object({ id: z.number(), nickname: z.string() })),
  user: RawAuthor,
  created_at: unixSeconds,
});
export type RawLiveMessage = z.infer<typeof RawLiveMessage>;

export const RawLiveItem = z.object({
  id: z.number(),
  live_id: z.number(),
  content: z.string(),
  images: z.array(z.string()),
  likes: z.number(),
  is_liked: z.boolean(),
  author: RawAuthor,
  created_at: unixSeconds,
  comment_count: z.number(),
  comments: z.array(RawLiveMessage),
});
export type RawLiveItem = z.infer<typeof RawLiveItem>;

export const RawLiveChatPage = z.object({ list: z.array(RawLiveMessage), last_id: z.number(), status: z.number() });
export type RawLiveChatPage = z.infer<typeof RawLiveChatPage>;

export interface LiveCard {
  id: number;
  type: number;
  title: string;
  summary: string;
  coverPath: string;
  brand: string;
  series: string;
  /** 0 预告, 1 直播中, 2 回放. */
  status: number;
  statusText: string;
  startAt: number;
  endAt: number;
  location: string;
  views: number;
  host: Author;
}

export interface LiveDetail extends LiveCard {
  description: string;
  itemCount: number;
  chatCount: number;
  related: LiveCard[];
}

export interface LiveMessage {
  id: number;
  liveId: number;
  itemId: number;
  kind: 'chat' | 'comment';
  content: string;
  likes: number;
  isLiked: boolean;
  isMine: boolean;
  replyTo: { id: number; nickname: string } | null;
  user: Author;
  createdAt: number;
}

export interface LiveItem {
  id: number;
  liveId: number;
  content: string;
  images: string[];
  likes: number;
  isLiked: boolean;
  author: Author;
  createdAt: number;
  commentCount: number;
  comments: LiveMessage[];
}

export interface LiveChatPage {
  list: LiveMessage[];
  /** Cursor for the next poll. */
  lastId: number;
  status: number;
}

export const reshapeLiveCard = (r: RawLiveCard): LiveCard => ({
  id: r.id,
  type: r.type,
  title: r.title,
  summary: r.summary,
  coverPath: r.cover_path,
  brand: r.brand,
  series: r.series,
  status: r.status,
  statusText: r.status_text,
  startAt: r.start_at,
  endAt: r.end_at,
  location: r.location,
  views: r.views,
  host: r.host,
});

const reshapeLiveDetail = (r: RawLiveDetail): LiveDetail => ({
  ...reshapeLiveCard(r),
  description: r.description,
  itemCount: r.item_count,
  chatCount: r.chat_count,
  related: r.related.map(reshapeLiveCard),
});

export const reshapeLiveMessage = (r: RawLiveMessage): LiveMessage => ({
  id: r.id,
  liveId: r.live_id,
  itemId: r.item_id,
  kind: r.kind,
  content: r.content,
  likes: r.likes,
  isLiked: r.is_liked,
  isMine: r.is_mine,
  replyTo: r.reply_to,
  user: r.user,
  createdAt: r.created_at,
});

export const reshapeLiveItem = (r: RawLiveItem): LiveItem => ({
  id: r.id,
  liveId: r.live_id,
  content: r.content,
  images: r.images,
  likes: r.likes,
  isLiked: r.is_liked,
  author: r.author,
  createdAt: r.created_at,
  commentCount: r.comment_count,
  comments: r.comments.map(reshapeLiveMessage),
});

export async function getLives(filter: LiveFilter | undefined, page = 1, options?: CallOptions) {
  return toPage(await api.get(rawList(RawLiveCard), 'v1/live/list', { status: filter, page, 'per-page': PER_PAGE }, options), reshapeLiveCard);
}

export const getLive = async (id: number, options?: CallOptions) => {
  const raw = await orUndefined(api.get(RawLiveDetail, `v1/live/detail/${id}`, undefined, options));
  return raw && reshapeLiveDetail(raw);
};

export async function getLiveItems(id: number, page = 1, options?: CallOptions) {
  return toPage(await api.get(rawList(RawLiveItem), `v1/live/items/${id}`, { page, 'per-page': PER_PAGE }, options), reshapeLiveItem);
}

/** Items newer than `since` (an item id), newest first: what polling adds to the timeline. */
export async function getNewLiveItems(id: number, since: number, options?: CallOptions) {
  return (await api.get(rawList(RawLiveItem), `v1/live/items/${id}`, { since }, options)).list.map(reshapeLiveItem);
}

export async function getLiveChat(id: number, since = 0, options?: CallOptions): Promise<LiveChatPage> {
  const raw = await api.get(RawLiveChatPage, `v1/live/chat/${id}`, { since: since || undefined }, options);
  return { list: raw.list.map(reshapeLiveMessage), lastId: raw.last_id, status: raw.status };
}

const message = async (call: Promise<RawLiveMessage>) => reshapeLiveMessage(await call);

export const sendLiveChat = (liveId: number, content: string, options?: CallOptions) =>
  message(api.post(RawLiveMessage, 'v1/live/chat', { live_id: liveId, content }, options));

export const commentLiveItem = (itemId: number, content: string, options?: CallOptions) =>
  message(api.post(RawLiveMessage, 'v1/live/comment', { item_id: itemId, content }, options));

export const replyLiveMessage = (messageId: number, content: string, options?: CallOptions) =>
  message(api.post(RawLiveMessage, 'v1/live/reply-comment', { comment_id: messageId, content }, options));

export const deleteLiveMessage = (id: number, options?: CallOptions) => http.post<{ deleted: boolean; id: number }>('v1/live/del', { id }, options);

export const likeLiveItem = (itemId: number, del: boolean, options?: CallOptions) =>
  http.post<{ item_id: number; likes: number; is_liked: boolean }>('v1/live/item-like', { item_id: itemId, del: del ? 1 : 0 }, options);

export const likeLiveMessage = (messageId: number, del: boolean, options?: CallOptions) =>
  http.post<{ comment_id: number; likes: number; is_liked: boolean }>('v1/live/comment-like', { comment_id: messageId, del: del ? 1 : 0 }, options);
