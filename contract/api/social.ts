// The wire shapes of the social calls, as the API sends them (snake_case): lib/api/social.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';
import { RawAuthor } from './types';

export const RawSocialGroup = z.object({
  id: z.number(),
  name: z.string(),
  /** 1 车主群, 2 品牌车友会, 3 兴趣小组 */
  category: z.number(),
  category_name: z.string(),
  city: z.string(),
  intro: z.string(),
  cover: z.string(),
  brand: z.nullable(z.object({ id: z.number(), name: z.string(), logo: z.string() })),
  series_id: z.nullable(z.number()),
  members: z.number(),
  is_joined: z.boolean(),
  created_at: unixSeconds,
});
export type RawSocialGroup = z.infer<typeof RawSocialGroup>;

export const RawSocialPost = z.object({
  id: z.number(),
  /** 1 post, 2 notice */
  kind: z.number(),
  content: z.string(),
  likes: z.number(),
  created_at: unixSeconds,
  user: RawAuthor,
});
export type RawSocialPost = z.infer<typeof RawSocialPost>;

export const RawSocialGroupDetail = z.object({
  ...RawSocialGroup.shape,
  posts: z.array(RawSocialPost),
});
export type RawSocialGroupDetail = z.infer<typeof RawSocialGroupDetail>;

export const RawSocialBrand = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  count: z.number(),
});
export type SocialBrand = z.infer<typeof RawSocialBrand>;

export const RawSocialCategory = z.object({ id: z.number(), name: z.string(), count: z.number() });
export type SocialCategory = z.infer<typeof RawSocialCategory>;
