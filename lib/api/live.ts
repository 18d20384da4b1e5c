import { FIELD_LIMITS } from '@/contract/field-limits';
import { api, http, type CallOptions } from './http';
import { getRecord } from './record';
import { camelize, type Camel } from './schema';
import { rawList } from '@/contract/api/schema';
import { RawLikeState } from '@/contract/api/types';
import {
  RawLiveMessage,
  RawLiveItem,
  RawLiveDetail,
  RawLiveCard,
  RawLiveChatPage,
} from '@/contract/api/live';
import { getPage } from './page';

/** A chat message or an item comment: at most this many characters. */
export const LIVE_MESSAGE_MAX_CHARS = FIELD_LIMITS.liveMessage.max;

export const LIVE_FILTERS = ['live', 'upcoming', 'replay'] as const;
export type LiveFilter = (typeof LIVE_FILTERS)[number];

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
  return getPage(RawLiveCard, 'v1/live/list', { status: filter, page }, options, reshapeLiveCard);
}

export const getLive = (id: number, options?: CallOptions) =>
  getRecord(RawLiveDetail, `v1/live/detail/${id}`, undefined, options, reshapeLiveDetail);

export async function getLiveItems(id: number, page = 1, options?: CallOptions) {
  return getPage(RawLiveItem, `v1/live/items/${id}`, { page }, options, reshapeLiveItem);
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
