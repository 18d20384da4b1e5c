import { reshapeCircle, reshapePost, type Circle, type Post } from './community';
import { RawCircle, RawPost } from '@/contract/api/community';
import { api, toPage, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import type { TabKey } from '@/contract/tabs';
import { rawList } from '@/contract/api/schema';
import { RawAuthor } from '@/contract/api/types';
import {
  RawTheme,
  RawRankEntry,
  RawRankBoard,
  RANK_PERIODS,
  RANK_TYPES,
  RawInteraction,
  INTERACTION_KINDS,
  RawGoods,
  RawExploreItem,
  RawClubMember,
  RawClubDetail,
  RawClub,
  RawClubCar,
} from '@/contract/api/community-more';
import { getPage } from './page';

// 社区 beyond circles: themes and topic activities (话题), clubs (车友会), community rankings,
// circle goods (好物), 攻略, 互动 and explore. Same contract rules as lib/api/community.ts.

export type RankType = TabKey<typeof RANK_TYPES>;
export type RankPeriod = TabKey<typeof RANK_PERIODS>;
export type InteractionKind = TabKey<typeof INTERACTION_KINDS>;

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
  return getPage(RawTheme, 'v1/theme/list', { kind, page }, options);
}

export async function getThemePosts(
  id: number,
  sort: 'new' | 'hot',
  page = 1,
  options?: CallOptions,
): Promise<Page<Post>> {
  return getPage(RawPost, `v1/theme/${id}/posts`, { sort, page }, options, reshapePost);
}

export const followTheme = (id: number, follow: boolean) =>
  api.post(z.object({ is_followed: z.boolean(), followers: z.number() }), 'v1/theme/follow', {
    id,
    del: follow ? 0 : 1,
  });

export const getClub = (id: number, options?: CallOptions) =>
  api.get(RawClubDetail, `v1/club/${id}`, undefined, options);

export async function getClubs(page = 1, options?: CallOptions): Promise<Page<RawClub>> {
  return getPage(RawClub, 'v1/club/list', { page }, options);
}

export async function getClubMembers(
  id: number,
  page = 1,
  options?: CallOptions,
): Promise<Page<RawClubMember>> {
  return getPage(RawClubMember, `v1/club/${id}/members`, { page, 'per-page': 20 }, options);
}

export async function getClubCars(
  id: number,
  page = 1,
  options?: CallOptions,
): Promise<Page<RawClubCar>> {
  return getPage(RawClubCar, `v1/club/${id}/cars`, { page }, options);
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
    { page },
    options,
  );
  return { circle: reshapeCircle(r.circle), goods: toPage(r.goods) };
}

/** 提车作业: new owners' posts of a circle. */
export async function getCircleNewCars(circleId: number, page = 1, options?: CallOptions) {
  const r = await api.get(
    z.object({ circle: RawCircle, posts: rawList(RawPost) }),
    `v1/community/new-car/${circleId}`,
    { page },
    options,
  );
  return { circle: reshapeCircle(r.circle), posts: toPage(r.posts, reshapePost) };
}

export async function getStrategy(themeId: number | undefined, page = 1, options?: CallOptions) {
  return getPage(
    RawPost,
    'v1/community/strategy',
    { theme_id: themeId, page },
    options,
    reshapePost,
  );
}

export async function getInteractions(
  kind: InteractionKind,
  page = 1,
  options?: CallOptions,
): Promise<Page<RawInteraction>> {
  return getPage(RawInteraction, 'v1/community/interaction', { kind, page }, options);
}

export async function getExplore(page = 1, options?: CallOptions): Promise<Page<ExploreItem>> {
  return getPage(RawExploreItem, 'v1/community/explore', { page }, options, (r) => ({
    kind: r.kind,
    post: r.post ? reshapePost(r.post) : null,
    circle: r.circle ? reshapeCircle(r.circle) : null,
    theme: r.theme,
  }));
}
