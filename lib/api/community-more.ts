import { PER_PAGE } from '../constants';
import {
  RawCircle,
  RawPost,
  reshapeCircle,
  reshapePost,
  type Circle,
  type Post,
} from './community';
import { api, toPage, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import { tabKeys, type TabKey } from '../params';
import { RawRef, rawList, unixSeconds } from './schema';
import { RawAuthor } from './types';

// 社区 beyond circles: themes and topic activities (话题), clubs (车友会), community rankings,
// circle goods (好物), 攻略, 互动 and explore. Same contract rules as lib/api/community.ts.

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
export type RankType = TabKey<typeof RANK_TYPES>;
export const RANK_TYPE_KEYS = tabKeys(RANK_TYPES);
export const RANK_PERIODS = [
  { key: 'day', name: '日榜' },
  { key: 'week', name: '周榜' },
  { key: 'month', name: '月榜' },
] as const;
export type RankPeriod = TabKey<typeof RANK_PERIODS>;
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
export type InteractionKind = TabKey<typeof INTERACTION_KINDS>;
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

// ---- views ----

export interface RankEntry {
  rank: number;
  change: number | null;
  score: number;
  post: Post | null;
  user: RawAuthor | null;
  circle: Circle | null;
}
const reshapeEntry = (r: RawRankEntry): RankEntry => ({
  rank: r.rank,
  change: r.change,
  score: r.score,
  post: r.post ? reshapePost(r.post) : null,
  user: r.user,
  circle: r.circle ? reshapeCircle(r.circle) : null,
});

export interface ExploreItem {
  kind: 'post' | 'circle' | 'theme';
  post: Post | null;
  circle: Circle | null;
  theme: RawTheme | null;
}

// ---- calls ----

export const getTheme = (id: number, options?: CallOptions) =>
  api.get(RawTheme, `v1/theme/${id}`, undefined, options);

export async function getThemes(
  kind: 1 | 2 | 0,
  page = 1,
  options?: CallOptions,
): Promise<Page<RawTheme>> {
  return toPage(
    await api.get(
      rawList(RawTheme),
      'v1/theme/list',
      { kind, page, 'per-page': PER_PAGE },
      options,
    ),
  );
}

export async function getThemePosts(
  id: number,
  sort: 'new' | 'hot',
  page = 1,
  options?: CallOptions,
): Promise<Page<Post>> {
  return toPage(
    await api.get(
      rawList(RawPost),
      `v1/theme/${id}/posts`,
      { sort, page, 'per-page': PER_PAGE },
      options,
    ),
    reshapePost,
  );
}

export const followTheme = (id: number, follow: boolean) =>
  api.post(z.object({ is_followed: z.boolean(), followers: z.number() }), 'v1/theme/follow', {
    id,
    del: follow ? 0 : 1,
  });

export const getClub = (id: number, options?: CallOptions) =>
  api.get(RawClubDetail, `v1/club/${id}`, undefined, options);

export async function getClubs(page = 1, options?: CallOptions): Promise<Page<RawClub>> {
  return toPage(
    await api.get(rawList(RawClub), 'v1/club/list', { page, 'per-page': PER_PAGE }, options),
  );
}

export async function getClubMembers(
  id: number,
  page = 1,
  options?: CallOptions,
): Promise<Page<RawClubMember>> {
  return toPage(
    await api.get(
      rawList(RawClubMember),
      `v1/club/${id}/members`,
      { page, 'per-page': 20 },
      options,
    ),
  );
}

export async function getClubCars(
  id: number,
  page = 1,
  options?: CallOptions,
): Promise<Page<RawClubCar>> {
  return toPage(
    await api.get(
      rawList(RawClubCar),
      `v1/club/${id}/cars`,
      { page, 'per-page': PER_PAGE },
      options,
    ),
  );
}

export const joinClub = (id: number, join: boolean) =>
  api.post(z.object({ is_joined: z.boolean(), members: z.number() }), 'v1/club/join', {
    id,
    del: join ? 0 : 1,
  });

export async function getRank(
  type: RankType,
  period: RankPeriod,
  options?: CallOptions,
): Promise<RankEntry[]> {
  return (await api.get(z.array(RawRankEntry), 'v1/community/rank', { type, period }, options)).map(
    reshapeEntry,
  );
}

export async function getHotRank(options?: CallOptions): Promise<RankEntry[]> {
  return (await api.get(z.array(RawRankEntry), 'v1/community/hot-rank', undefined, options)).map(
    reshapeEntry,
  );
}

export const getRankBoards = (options?: CallOptions) =>
  api.get(z.array(RawRankBoard), 'v1/community/rankings', undefined, options);

export async function getRankBoard(id: number, options?: CallOptions) {
  const r = await api.get(
    z.object({ board: RawRankBoard, entries: z.array(RawRankEntry) }),
    `v1/community/ranking/${id}`,
    undefined,
    options,
  );
  return { board: r.board, entries: r.entries.map(reshapeEntry) };
}

export const getRankRules = (options?: CallOptions) =>
  api.get(
    z.object({
      title: z.string(),
      sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
    }),
    'v1/community/ranking-document',
    undefined,
    options,
  );

export async function getCircleGoods(circleId: number, page = 1, options?: CallOptions) {
  const r = await api.get(
    z.object({ circle: RawCircle, goods: rawList(RawGoods) }),
    `v1/community/goods/${circleId}`,
    { page, 'per-page': PER_PAGE },
    options,
  );
  return { circle: reshapeCircle(r.circle), goods: toPage(r.goods) };
}

/** 提车作业: new owners' posts of a circle. */
export async function getCircleNewCars(circleId: number, page = 1, options?: CallOptions) {
  const r = await api.get(
    z.object({ circle: RawCircle, posts: rawList(RawPost) }),
    `v1/community/new-car/${circleId}`,
    { page, 'per-page': PER_PAGE },
    options,
  );
  return { circle: reshapeCircle(r.circle), posts: toPage(r.posts, reshapePost) };
}

export async function getStrategy(themeId: number | undefined, page = 1, options?: CallOptions) {
  return toPage(
    await api.get(
      rawList(RawPost),
      'v1/community/strategy',
      { theme_id: themeId, page, 'per-page': PER_PAGE },
      options,
    ),
    reshapePost,
  );
}

export async function getInteractions(
  kind: InteractionKind,
  page = 1,
  options?: CallOptions,
): Promise<Page<RawInteraction>> {
  return toPage(
    await api.get(
      rawList(RawInteraction),
      'v1/community/interaction',
      { kind, page, 'per-page': PER_PAGE },
      options,
    ),
  );
}

export async function getExplore(page = 1, options?: CallOptions): Promise<Page<ExploreItem>> {
  const raw = await api.get(
    rawList(RawExploreItem),
    'v1/community/explore',
    { page, 'per-page': PER_PAGE },
    options,
  );
  return toPage(raw, (r) => ({
    kind: r.kind,
    post: r.post ? reshapePost(r.post) : null,
    circle: r.circle ? reshapeCircle(r.circle) : null,
    theme: r.theme,
  }));
}
