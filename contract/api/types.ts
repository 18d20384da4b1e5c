// The wire shapes of the types calls, as the API sends them (snake_case): lib/api/types.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';

export const RawAuthor = z.object({
  id: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  intro: z.string(),
  level: z.number(),
});
export type RawAuthor = z.infer<typeof RawAuthor>;

/**
 * The like state of a likeable record (post, comment, live message or item, 车友圈 post), and what
 * each like call answers with: the count and whether the reader liked it (the optimistic toggle's input).
 */
export const RawLikeState = z.object({ likes: z.number(), is_liked: z.boolean() });
export type RawLikeState = z.infer<typeof RawLikeState>;

/**
 * Content made with a commercial partner (互联网广告管理办法 2023): 'ad' is a paid
 * 测评 / 体验 with a purchase link (marked 广告), 'coop' is made together with a partner (合作).
 */
export const RawSponsor = z.object({ kind: z.enum(['ad', 'coop']), partner: z.string() });
export type RawSponsor = z.infer<typeof RawSponsor>;

export const RawFeedItem = z.object({
  id: z.number(),
  object_id: z.number(),
  type: z.number(),
  title: z.string(),
  summary: z.string(),
  cover_path: z.string(),
  images: z.array(z.string()),
  created_at: unixSeconds,
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  /** Videos: seconds. */
  duration: z.optional(z.number()),
  author: z.nullable(RawAuthor),
  /** Set when the piece was made with a commercial partner. */
  sponsor: z.optional(z.nullable(RawSponsor)),
});
export type RawFeedItem = z.infer<typeof RawFeedItem>;

export const RawBanner = z.object({
  id: z.number(),
  type: z.number(),
  object_id: z.number(),
  title: z.string(),
  cover_path: z.string(),
});
export type RawBanner = z.infer<typeof RawBanner>;

export const RawChannel = z.object({ id: z.string(), name: z.string() });
export type RawChannel = z.infer<typeof RawChannel>;
