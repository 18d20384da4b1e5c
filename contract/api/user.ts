// The wire shapes of the user calls, as the API sends them (snake_case): lib/api/user.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { rawSeriesName, unixSeconds } from './schema';
import { RawAuthor } from './types';

/**
 * What a logged-in user's lead forms (询底价, 预约试驾, 活动报名) start with: the
 * account's phone, unmasked for its owner, and the name they last gave on such a form (else '').
 */
export const RawLeadContact = z.object({ name: z.string(), phone: z.string() });
export type RawLeadContact = z.infer<typeof RawLeadContact>;

/** A car the user owns (at most two), in its paint, with how many owner reviews (口碑) they wrote of it. */
export const RawUserCar = z.object({
  series: rawSeriesName,
  color: z.string(),
  cover: z.string(),
  bought_at: unixSeconds,
  remarks: z.number(),
});
export type RawUserCar = z.infer<typeof RawUserCar>;

export const RawUserCard = z.object({
  ...RawAuthor.shape,
  follower_count: z.number(),
  content_count: z.number(),
  is_followed: z.boolean(),
});
export type RawUserCard = z.infer<typeof RawUserCard>;

export const RawRecommendedCreator = z.object({
  ...RawUserCard.shape,
  latest: z.nullable(z.object({ id: z.number(), type: z.number(), title: z.string() })),
});
export type RawRecommendedCreator = z.infer<typeof RawRecommendedCreator>;
