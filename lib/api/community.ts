import { api, http, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import { camelize, type Camel } from './schema';
import { RawRef, rawList } from '@/contract/api/schema';
import type { CircleTab } from '../community';
import {
  RawPost,
  RawMember,
  RawCommunityHome,
  RawCircle,
  RawCircleDetail,
} from '@/contract/api/community';
import { getPage } from './page';

// 社区: circles (圈子), their posts (the ins content, type 3, with a circle, a theme and a series),
// members, the topic block and the read-selected report. Themes, clubs and rankings live in
// lib/api/community-more.ts. The raw schemas are in contract/api/community.ts.

export type { RawRef };

export { CIRCLE_TABS, CIRCLE_TAB_KEYS, DEFAULT_CIRCLE_TAB, type CircleTab } from '../community';
export { POST_REPORT_REASONS } from '@/contract/community';

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
  return getPage(
    RawCircle,
    'v1/circle/list',
    { category_id: filter.categoryId, page },
    options,
    reshapeCircle,
  );
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
  return getPage(RawPost, `v1/circle/${id}/posts`, { tab, page }, options, reshapePost);
}

export async function getCircleMembers(
  id: number,
  page = 1,
  options?: CallOptions,
): Promise<Page<RawMember>> {
  return getPage(RawMember, `v1/circle/${id}/members`, { page, 'per-page': 20 }, options);
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
  return getPage(RawPost, 'v1/community/posts', { sort, page }, options, reshapePost);
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
