import { PER_PAGE } from '../constants';
import { http, toPage, type CallOptions, type RawList } from './http';
import type { Author } from './types';

export interface SocialGroup {
  id: number;
  name: string;
  /** 1 车主群, 2 品牌车友会, 3 兴趣小组 */
  category: number;
  category_name: string;
  city: string;
  intro: string;
  cover: string;
  brand: { id: number; name: string; logo: string } | null;
  series_id: number | null;
  members: number;
  is_joined: boolean;
  created_at: number;
}

export interface SocialPost {
  id: number;
  /** 1 post, 2 notice */
  kind: number;
  content: string;
  likes: number;
  created_at: number;
  user: Author;
}

export interface SocialGroupDetail extends SocialGroup {
  posts: SocialPost[];
}

export interface SocialBrand {
  id: number;
  name: string;
  logo: string;
  count: number;
}

export interface SocialCategory {
  id: number;
  name: string;
  count: number;
}

export const getSocialBrands = (options?: CallOptions) => http.get<SocialBrand[]>('v1/social/brands', undefined, options);

export const getSocialCategories = (options?: CallOptions) => http.get<SocialCategory[]>('v1/social/categories', undefined, options);

export async function getSocialGroups(filter: { brandId?: number; category?: number }, page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<SocialGroup>>(
    'v1/social/list',
    { brand_id: filter.brandId, category: filter.category, page, 'per-page': PER_PAGE },
    options,
  );
  return toPage(raw);
}

export const getSocialGroup = (id: number, options?: CallOptions) => http.get<SocialGroupDetail>('v1/social/detail', { id }, options);

export const joinSocialGroup = (id: number, join: boolean) =>
  http.post<{ is_joined: boolean; members: number }>('v1/social/join', { id, del: join ? undefined : 1 });

export async function getMySocialGroups(page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<SocialGroup>>('v1/social/mine', { page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}
