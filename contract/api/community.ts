// The wire shapes of the community calls, as the API sends them (snake_case): lib/api/community.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { RawRef, unixSeconds } from './schema';
import { RawAuthor, RawLikeState } from './types';

export const RawCircle = z.object({
  id: z.number(),
  name: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  intro: z.string(),
  cover: z.string(),
  icon: z.string(),
  members: z.number(),
  posts: z.number(),
  is_joined: z.boolean(),
  series: z.nullable(RawRef),
});
export type RawCircle = z.infer<typeof RawCircle>;

export const RawPost = z.object({
  id: z.number(),
  /** 1 a post (动态), 2 a guide (攻略). */
  kind: z.number(),
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  ...RawLikeState.shape,
  comments: z.number(),
  views: z.number(),
  is_pinned: z.boolean(),
  is_selected: z.boolean(),
  is_mine: z.boolean(),
  created_at: unixSeconds,
  author: RawAuthor,
  circle: z.nullable(RawRef),
  theme: z.nullable(RawRef),
  series: z.nullable(RawRef),
});
export type RawPost = z.infer<typeof RawPost>;

export const RawCircleDetail = z.object({
  ...RawCircle.shape,
  today_posts: z.number(),
  unread_selected: z.number(),
  themes: z.array(RawRef),
  blocked_theme_ids: z.array(z.number()),
  pinned: z.array(RawPost),
});
export type RawCircleDetail = z.infer<typeof RawCircleDetail>;

export const RawCommunityHome = z.object({
  categories: z.array(z.object({ id: z.number(), name: z.string(), count: z.number() })),
  recommended: z.array(RawCircle),
  hot: z.array(RawPost),
  themes: z.array(
    z.object({ id: z.number(), title: z.string(), posts: z.number(), kind: z.number() }),
  ),
});
export type RawCommunityHome = z.infer<typeof RawCommunityHome>;

export const RawMember = z.object({
  ...RawAuthor.shape,
  joined_at: unixSeconds,
  posts: z.number(),
});
export type RawMember = z.infer<typeof RawMember>;
