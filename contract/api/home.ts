// The wire shapes of the home calls, as the API sends them (snake_case): lib/api/home.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { rawList } from './schema';
import { RawChannel, RawFeedItem } from './types';

/** The home page always has channels: an empty list is garbage, not "no such channel" (a 404). */
export const RawChannels = z.array(RawChannel).check(z.minLength(1));

/** A home feed page, and whether 个性化推荐 is on for this reader (the 推荐 tab says so when it is off). */
export const RawHomeFeed = z.object({
  ...rawList(RawFeedItem).shape,
  personalised: z.optional(z.boolean()),
});

/** The 个性化推荐 switch of an account or device (local-api/domains/recommend.ts). */
export const RawRecommendSetting = z.object({ personalised: z.boolean() });
export type RawRecommendSetting = z.infer<typeof RawRecommendSetting>;

/** 快讯: feed items that also carry their short body. */
export const RawBrief = z.object({ ...RawFeedItem.shape, body: z.string() });
export type RawBrief = z.infer<typeof RawBrief>;
