// The wire shapes of the community-more calls, as the API sends them (snake_case): lib/api/community-more.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import { RawCircle, RawPost } from './community';
import * as z from 'zod/mini';
import { tabKeys } from '../tabs';
import { RawRef, unixSeconds } from './schema';
import { RawAuthor } from './types';

export const RawTheme = z.object({
  id: z.number(),
  /** 1 a topic (话题), 2 a topic activity (话题活动, with dates and rules). */
  kind: z.number(),
  title: z.string(),
  intro: z.string(),
  cover: z.string(),
  rules: z.string(),
  starts_at: unixSeconds,
  ends_at: unixSeconds,
  /** Topic activities: 未开始, 进行中 or 已结束; '' for a plain topic. */
  phase: z.string(),
  circle: z.nullable(RawRef),
  followers: z.number(),
  posts: z.number(),
  views: z.number(),
  is_followed: z.boolean(),
});
export type RawTheme = z.infer<typeof RawTheme>;

export const RawClub = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  intro: z.string(),
  cover: z.string(),
  members: z.number(),
  cars: z.number(),
  is_joined: z.boolean(),
  brand: z.nullable(RawRef),
  series: z.nullable(RawRef),
  created_at: unixSeconds,
});
export type RawClub = z.infer<typeof RawClub>;

export const RawClubDetail = z.object({
  ...RawClub.shape,
  notices: z.array(
    z.object({ id: z.number(), title: z.string(), content: z.string(), created_at: unixSeconds }),
  ),
  events: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      place: z.string(),
      starts_at: unixSeconds,
      signups: z.number(),
      quota: z.number(),
      ended: z.boolean(),
    }),
  ),
  circle: z.nullable(RawRef),
});
export type RawClubDetail = z.infer<typeof RawClubDetail>;

export const RawClubMember = z.object({
  ...RawAuthor.shape,
  role: z.string(),
  joined_at: unixSeconds,
});
export type RawClubMember = z.infer<typeof RawClubMember>;

export const RawClubCar = z.object({
  id: z.number(),
  owner: RawAuthor,
  series: RawRef,
  brand_name: z.string(),
  cover: z.string(),
  color: z.string(),
  mileage: z.number(),
  bought_at: unixSeconds,
});
export type RawClubCar = z.infer<typeof RawClubCar>;

export const RANK_TYPES = [
  { key: 'posts', name: '热帖榜' },
  { key: 'users', name: '达人榜' },
  { key: 'circles', name: '圈子榜' },
] as const;
export const RANK_TYPE_KEYS = tabKeys(RANK_TYPES);
export const RANK_PERIODS = [
  { key: 'day', name: '日榜' },
  { key: 'week', name: '周榜' },
  { key: 'month', name: '月榜' },
] as const;
export const RANK_PERIOD_KEYS = tabKeys(RANK_PERIODS);

export const RawRankEntry = z.object({
  rank: z.number(),
  /** Places gained since the last board (positive: up); null: new on the board. */
  change: z.nullable(z.number()),
  score: z.number(),
  post: z.nullable(RawPost),
  user: z.nullable(RawAuthor),
  circle: z.nullable(RawCircle),
});
export type RawRankEntry = z.infer<typeof RawRankEntry>;

export const RawRankBoard = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(RANK_TYPE_KEYS),
  period: z.enum(RANK_PERIOD_KEYS),
  description: z.string(),
  updated_at: unixSeconds,
});
export type RawRankBoard = z.infer<typeof RawRankBoard>;

export const RawGoods = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  reason: z.string(),
  cover: z.string(),
  goods_id: z.nullable(z.number()),
  recommends: z.number(),
  recommender: RawAuthor,
});
export type RawGoods = z.infer<typeof RawGoods>;

export const INTERACTION_KINDS = [
  { key: 'replies', name: '回复' },
  { key: 'likes', name: '赞' },
  { key: 'mentions', name: '@我' },
] as const;
export const INTERACTION_KIND_KEYS = tabKeys(INTERACTION_KINDS);

export const RawInteraction = z.object({
  id: z.string(),
  kind: z.enum(INTERACTION_KIND_KEYS),
  user: RawAuthor,
  text: z.string(),
  post: z.object({ id: z.number(), title: z.string() }),
  created_at: unixSeconds,
});
export type RawInteraction = z.infer<typeof RawInteraction>;

export const RawExploreItem = z.object({
  kind: z.enum(['post', 'circle', 'theme']),
  post: z.nullable(RawPost),
  circle: z.nullable(RawCircle),
  theme: z.nullable(RawTheme),
});
export type RawExploreItem = z.infer<typeof RawExploreItem>;
