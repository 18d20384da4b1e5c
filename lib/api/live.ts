import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { FIELD_LIMITS } from '../field-limits';
import { api, http, toPage, type CallOptions } from './http';
import { getRecord } from './record';
import { camelize, rawList, unixSeconds, type Camel } from './schema';
import { RawAuthor, RawLikeState } from './types';

/** A room's status follows the clock: before the start 预告, until the end 直播中, then 回放. */
export const LIVE_STATUS = { upcoming: 0, live: 1, replay: 2 } as const;
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS];
export const LIVE_STATUS_TEXT: Record<LiveStatus, string> = { 0: '预告', 1: '直播中', 2: '回放' };
/** A chat message or an item comment: at most this many characters. */
export const LIVE_MESSAGE_MAX_CHARS = FIELD_LIMITS.liveMessage.max;

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
  ...RawLikeState.shape,
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
  ...RawLikeState.shape,
  author: RawAuthor,
  created_at: unixSeconds,
  comment_count: z.number(),
  comments: z.array(RawLiveMessage),
});
export type RawLiveItem = z.infer<typeof RawLiveItem>;

export const RawLiveChatPage = z.object({
  list: z.array(RawLiveMessage),
  last_id: z.number(),
  status: z.number(),
});
export type RawLiveChatPage = z.infer<typeof RawLiveChatPage>;

/** `status`: 0 预告, 1 直播中, 2 回放. */
export type LiveCard = Camel<RawLiveCard>;

export type LiveDetail = Omit<Camel<RawLiveDetail>, 'related'> & { related: LiveCard[] };

export type LiveMessage = Camel<RawLiveMessage>;

export type LiveItem = Omit<Camel<RawLiveItem>, 'comments'> & { comments: LiveMessage[] };

export interface LiveChatPage {
  list: LiveMessage[];
  /** Cursor for the next poll. */
  lastId: number;
  status: number;
}

const reshapeLiveCard = (r: RawLiveCard): LiveCard => camelize(r);

const reshapeLiveDetail = (r: RawLiveDetail): LiveDetail => ({
  ...camelize(r),
  related: r.related.map(reshapeLiveCard),
});

const reshapeLiveMessage = (r: RawLiveMessage): LiveMessage => camelize(r);

const reshapeLiveItem = (r: RawLiveItem): LiveItem => ({
  ...camelize(r),
  comments: r.comments.map(reshapeLiveMessage),
});

export async function getLives(filter: LiveFilter | undefined, page = 1, options?: CallOptions) {
  return toPage(
    await api.get(
      rawList(RawLiveCard),
      'v1/live/list',
      { status: filter, page, 'per-page': PER_PAGE },
      options,
    ),
    reshapeLiveCard,
  );
}

export const getLive = (id: number, options?: CallOptions) =>
  getRecord(RawLiveDetail, `v1/live/detail/${id}`, undefined, options, reshapeLiveDetail);

export async function getLiveItems(id: number, page = 1, options?: CallOptions) {
  return toPage(
    await api.get(
      rawList(RawLiveItem),
      `v1/live/items/${id}`,
      { page, 'per-page': PER_PAGE },
      options,
    ),
    reshapeLiveItem,
  );
}

/** Items newer than `since` (an item id), newest first: what polling adds to the timeline. */
export async function getNewLiveItems(id: number, since: number, options?: CallOptions) {
  return (await api.get(rawList(RawLiveItem), `v1/live/items/${id}`, { since }, options)).list.map(
    reshapeLiveItem,
  );
}

export async function getLiveChat(
  id: number,
  since = 0,
  options?: CallOptions,
): Promise<LiveChatPage> {
  const raw = await api.get(
    RawLiveChatPage,
    `v1/live/chat/${id}`,
    { since: since || undefined },
    options,
  );
  return { list: raw.list.map(reshapeLiveMessage), lastId: raw.last_id, status: raw.status };
}

const message = async (call: Promise<RawLiveMessage>) => reshapeLiveMessage(await call);

export const sendLiveChat = (liveId: number, content: string, options?: CallOptions) =>
  message(api.post(RawLiveMessage, 'v1/live/chat', { live_id: liveId, content }, options));

export const commentLiveItem = (itemId: number, content: string, options?: CallOptions) =>
  message(api.post(RawLiveMessage, 'v1/live/comment', { item_id: itemId, content }, options));

export const replyLiveMessage = (messageId: number, content: string, options?: CallOptions) =>
  message(
    api.post(RawLiveMessage, 'v1/live/reply-comment', { comment_id: messageId, content }, options),
  );

export const deleteLiveMessage = (id: number, options?: CallOptions) =>
  http.post<{ deleted: boolean; id: number }>('v1/live/del', { id }, options);

export const likeLiveItem = (itemId: number, del: boolean, options?: CallOptions) =>
  http.post<RawLikeState & { item_id: number }>(
    'v1/live/item-like',
    { item_id: itemId, del: del ? 1 : 0 },
    options,
  );

export const likeLiveMessage = (messageId: number, del: boolean, options?: CallOptions) =>
  http.post<RawLikeState & { comment_id: number }>(
    'v1/live/comment-like',
    { comment_id: messageId, del: del ? 1 : 0 },
    options,
  );
