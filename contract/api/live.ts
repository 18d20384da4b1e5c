// The wire shapes of the live calls, as the API sends them (snake_case): lib/api/live.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';
import { RawAuthor, RawLikeState } from './types';

/** A room's status follows the clock: before the start 预告, until the end 直播中, then 回放. */
export const LIVE_STATUS = { upcoming: 0, live: 1, replay: 2 } as const;
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS];
export const LIVE_STATUS_TEXT: Record<LiveStatus, string> = { 0: '预告', 1: '直播中', 2: '回放' };

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
