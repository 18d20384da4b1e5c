import { PER_PAGE } from '../constants';
import { api, http, toPage, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import { camelize, RawRef, rawList, unixSeconds, type Camel } from './schema';
import { RawAuthor, RawLikeState } from './types';

// 社区: circles (圈子), their posts (the ins content, type 3, with a circle, a theme and a series),
// members, the topic block and the read-selected report. Themes, clubs and rankings live in
// lib/api/community-more.ts. Raw schemas are the wire contract the local API types itself with.

export type { RawRef };

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

export {
  CIRCLE_TABS,
  CIRCLE_TAB_KEYS,
  DEFAULT_CIRCLE_TAB,
  POST_REPORT_REASONS,
  type CircleTab,
} from '../community';
import type { CircleTab } from '../community';

// ---- view types ----

export type Circle = Camel<RawCircle>;

export type Post = Camel<RawPost>;

export type CircleDetail = Omit<Camel<RawCircleDetail>, 'pinned'> & { pinned: Post[] };

export const reshapeCircle = (r: RawCircle): Circle => camelize(r);

export const reshapePost = (r: RawPost): Post => camelize(r);

const reshapeCircleDetail = (r: RawCircleDetail): CircleDetail => ({
  ...camelize(r),
  pinned: r.pinned.map(reshapePost),
});

// ---- calls ----

export async function getCommunityHome(options?: CallOptions) {
  const r = await api.get(RawCommunityHome, 'v1/community/home', undefined, options);
  return {
    categories: r.categories,
    recommended: r.recommended.map(reshapeCircle),
    hot: r.hot.map(reshapePost),
    themes: r.themes,
  };
}

export async function getCircles(
  filter: { categoryId?: number },
  page = 1,
  options?: CallOptions,
): Promise<Page<Circle>> {
  const raw = await api.get(
    rawList(RawCircle),
    'v1/circle/list',
    { category_id: filter.categoryId, page, 'per-page': PER_PAGE },
    options,
  );
  return toPage(raw, reshapeCircle);
}

export async function getMyCircles(options?: CallOptions): Promise<Circle[]> {
  const raw = await api.get(rawList(RawCircle), 'v1/circle/mine', { 'per-page': 50 }, options);
  return raw.list.map(reshapeCircle);
}

export const getCircle = async (id: number, options?: CallOptions) =>
  reshapeCircleDetail(await api.get(RawCircleDetail, `v1/circle/${id}`, undefined, options));

export async function getCirclePosts(
  id: number,
  tab: CircleTab,
  page = 1,
  options?: CallOptions,
): Promise<Page<Post>> {
  const raw = await api.get(
    rawList(RawPost),
    `v1/circle/${id}/posts`,
    { tab, page, 'per-page': PER_PAGE },
    options,
  );
  return toPage(raw, reshapePost);
}

export async function getCircleMembers(
  id: number,
  page = 1,
  options?: CallOptions,
): Promise<Page<RawMember>> {
  return toPage(
    await api.get(rawList(RawMember), `v1/circle/${id}/members`, { page, 'per-page': 20 }, options),
  );
}

/** The circle tied to a car series, if any (the series page links to it). */
export async function getSeriesCircle(
  seriesId: number,
  options?: CallOptions,
): Promise<Circle | null> {
  const r = await api.get(
    z.nullable(RawCircle),
    `v1/circle/by-series/${seriesId}`,
    undefined,
    options,
  );
  return r ? reshapeCircle(r) : null;
}

export const operateCircle = (id: number, op: 'join' | 'quit') =>
  api.post(
    z.object({ is_joined: z.boolean(), members: z.number() }),
    `v1/circle/new/${id}/operate/${op}`,
  );

/** Reports that the reader has seen the circle's 精选 (the unread badge clears). */
export const reportReadSelected = (circleId: number) =>
  http.post('v4/circle/circle/user-read-selected', { circle_id: circleId });

export const setCircleTopicBlock = (circleId: number, themeId: number, block: boolean) =>
  api.post(
    z.object({ blocked_theme_ids: z.array(z.number()) }),
    'v1/common/set-circle-topic-block',
    { circle_id: circleId, theme_id: themeId, del: block ? 0 : 1 },
  );

/** Posts across the community: `hot` by the hot-ordering rule, `new` by time. */
export async function getCommunityPosts(
  sort: 'hot' | 'new',
  page = 1,
  options?: CallOptions,
): Promise<Page<Post>> {
  return toPage(
    await api.get(
      rawList(RawPost),
      'v1/community/posts',
      { sort, page, 'per-page': PER_PAGE },
      options,
    ),
    reshapePost,
  );
}

export interface NewPostInput {
  content: string;
  images: string[];
  circleId: number;
  themeId?: number | null;
  seriesId?: number | null;
}

export const createPost = async (input: NewPostInput) =>
  reshapePost(
    await api.post(RawPost, 'v1/ins', {
      content: input.content,
      images: input.images,
      circle_id: input.circleId,
      theme_id: input.themeId ?? undefined,
      series_id: input.seriesId ?? undefined,
    }),
  );

export const deletePost = (id: number) =>
  api.post(z.object({ deleted: z.boolean() }), 'v1/ins/delete', { id });

export const reportPost = (id: number, reason: string) =>
  api.post(z.object({ message: z.string() }), 'v1/ins/report', { id, reason });
