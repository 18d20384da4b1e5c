// The wire shapes of the annual calls, as the API sends them (snake_case): lib/api/annual.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';

export const RawAnnualReport = z.object({
  user: z.object({ id: z.number(), nickname: z.string(), avatar: z.string() }),
  period_start: z.number(),
  period_end: z.number(),
  joined_at: unixSeconds,
  stats: z.object({
    comments: z.number(),
    likes_given: z.number(),
    likes_received: z.number(),
    favourites: z.number(),
    posts: z.number(),
    follows: z.number(),
    checkin_days: z.number(),
    longest_streak: z.number(),
    points_earned: z.number(),
    redemptions: z.number(),
    draws: z.number(),
  }),
  /** Articles read are not tracked by the platform: null. */
  articles_read: z.nullable(z.number()),
  favourite_series: z.nullable(
    z.object({ id: z.number(), name: z.string(), brand: z.string(), mentions: z.number() }),
  ),
  top_comment: z.nullable(
    z.object({ content: z.string(), likes: z.number(), created_at: unixSeconds }),
  ),
  busiest_month: z.nullable(z.object({ month: z.string(), actions: z.number() })),
});
export type RawAnnualReport = z.infer<typeof RawAnnualReport>;

export const RawBlessing = z.object({ id: z.string(), title: z.string(), text: z.string() });
export type RawBlessing = z.infer<typeof RawBlessing>;
export const RawBlessings = z.object({ list: z.array(RawBlessing) });
export type RawBlessings = z.infer<typeof RawBlessings>;
