import { api, type CallOptions } from './http';
import * as z from 'zod/mini';
import { unixSeconds } from './schema';

// Year in review (spec §7: GET v4/user/user-report-twenty-five {user_id}, GET v4/user/user-blessings),
// computed by the API from the user's own rows over the twelve months before the request.

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
const RawBlessings = z.object({ list: z.array(RawBlessing) });
type RawBlessings = z.infer<typeof RawBlessings>;

export interface AnnualReport {
  user: { id: number; nickname: string; avatar: string };
  periodStart: number;
  periodEnd: number;
  joinedAt: number;
  stats: {
    comments: number;
    likesGiven: number;
    likesReceived: number;
    favourites: number;
    posts: number;
    follows: number;
    checkinDays: number;
    longestStreak: number;
    pointsEarned: number;
    redemptions: number;
    draws: number;
  };
  articlesRead: number | null;
  favouriteSeries: { id: number; name: string; brand: string; mentions: number } | null;
  topComment: { content: string; likes: number; createdAt: number } | null;
  busiestMonth: { month: string; actions: number } | null;
}

export type Blessing = RawBlessing;

function reshapeReport(r: RawAnnualReport): AnnualReport {
  const s = r.stats;
  return {
    user: r.user,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    joinedAt: r.joined_at,
    stats: {
      comments: s.comments,
      likesGiven: s.likes_given,
      likesReceived: s.likes_received,
      favourites: s.favourites,
      posts: s.posts,
      follows: s.follows,
      checkinDays: s.checkin_days,
      longestStreak: s.longest_streak,
      pointsEarned: s.points_earned,
      redemptions: s.redemptions,
      draws: s.draws,
    },
    articlesRead: r.articles_read,
    favouriteSeries: r.favourite_series,
    topComment: r.top_comment && {
      content: r.top_comment.content,
      likes: r.top_comment.likes,
      createdAt: r.top_comment.created_at,
    },
    busiestMonth: r.busiest_month,
  };
}

export async function getAnnualReport(
  userId: number,
  options?: CallOptions,
): Promise<AnnualReport> {
  return reshapeReport(
    await api.get(RawAnnualReport, 'v4/user/user-report-twenty-five', { user_id: userId }, options),
  );
}

export async function getBlessings(options?: CallOptions): Promise<Blessing[]> {
  return (await api.get(RawBlessings, 'v4/user/user-blessings', undefined, options)).list;
}
