import * as z from 'zod/mini';
import { api, http, type CallOptions } from './http';
import { getRecord } from './record';
import type { Author } from './types';
import {
  RawSocialCategory,
  RawSocialBrand,
  RawSocialPost,
  RawSocialGroupDetail,
  RawSocialGroup,
} from '@/contract/api/social';
import { getPage } from './page';

// 车友圈: owner groups by brand and city, and their notices and posts.

export interface SocialGroup {
  id: number;
  name: string;
  /** 1 车主群, 2 品牌车友会, 3 兴趣小组 */
  category: number;
  categoryName: string;
  city: string;
  intro: string;
  cover: string;
  brand: { id: number; name: string; logo: string } | null;
  seriesId: number | null;
  members: number;
  isJoined: boolean;
  createdAt: number;
}

export interface SocialPost {
  id: number;
  /** 1 post, 2 notice */
  kind: number;
  content: string;
  likes: number;
  createdAt: number;
  user: Author;
}

export interface SocialGroupDetail extends SocialGroup {
  posts: SocialPost[];
}

const reshapeSocialGroup = (r: RawSocialGroup): SocialGroup => ({
  id: r.id,
  name: r.name,
  category: r.category,
  categoryName: r.category_name,
  city: r.city,
  intro: r.intro,
  cover: r.cover,
  brand: r.brand,
  seriesId: r.series_id,
  members: r.members,
  isJoined: r.is_joined,
  createdAt: r.created_at,
});

const reshapeSocialPost = (r: RawSocialPost): SocialPost => ({
  id: r.id,
  kind: r.kind,
  content: r.content,
  likes: r.likes,
  createdAt: r.created_at,
  user: r.user,
});

export const getSocialBrands = (options?: CallOptions) =>
  api.get(z.array(RawSocialBrand), 'v1/social/brands', undefined, options);

export const getSocialCategories = (options?: CallOptions) =>
  api.get(z.array(RawSocialCategory), 'v1/social/categories', undefined, options);

export async function getSocialGroups(
  filter: { brandId?: number; category?: number },
  page = 1,
  options?: CallOptions,
) {
  return getPage(
    RawSocialGroup,
    'v1/social/list',
    { brand_id: filter.brandId, category: filter.category, page },
    options,
    reshapeSocialGroup,
  );
}

/** One group with its notices and latest posts; undefined when there is no such group. */
export const getSocialGroup = (
  id: number,
  options?: CallOptions,
): Promise<SocialGroupDetail | undefined> =>
  getRecord(RawSocialGroupDetail, 'v1/social/detail', { id }, options, (raw) => ({
    ...reshapeSocialGroup(raw),
    posts: raw.posts.map(reshapeSocialPost),
  }));

export const joinSocialGroup = (id: number, join: boolean) =>
  http.post<{ is_joined: boolean; members: number }>('v1/social/join', {
    id,
    del: join ? undefined : 1,
  });

export async function getMySocialGroups(page = 1, options?: CallOptions) {
  return getPage(RawSocialGroup, 'v1/social/mine', { page }, options, reshapeSocialGroup);
}
