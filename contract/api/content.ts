// The wire shapes of the content calls, as the API sends them (snake_case): lib/api/content.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { RawSeriesCard } from './series-card';
import { RawRef, rawList, unixSeconds } from './schema';
import { RawAuthor, RawFeedItem } from './types';

export const RawContentAuthor = z.object({
  ...RawAuthor.shape,
  follower_count: z.number(),
  content_count: z.number(),
  is_followed: z.boolean(),
  is_self: z.boolean(),
});
export type RawContentAuthor = z.infer<typeof RawContentAuthor>;

/** One change made to a piece after it was published (更正记录): when, and what changed. */
export const RawRevision = z.object({ revised_at: unixSeconds, note: z.string() });
export type RawRevision = z.infer<typeof RawRevision>;

export const RawContentDetail = z.object({
  ...RawFeedItem.shape,
  body: z.string(),
  favourites: z.number(),
  is_liked: z.boolean(),
  is_favourited: z.boolean(),
  brand: z.string(),
  series: z.string(),
  topic: z.string(),
  is_original: z.boolean(),
  category: z.nullable(RawRef),
  column: z.nullable(RawRef),
  topics: z.array(z.object({ id: z.number(), title: z.string() })),
  /** Videos only: the playable file. */
  video_url: z.optional(z.string()),
  author: z.nullable(RawContentAuthor),
  related: z.array(RawFeedItem),
  /** Changes after publishing, oldest first; empty when the piece was never changed. */
  revisions: z.array(RawRevision),
  /** The car card of each series the piece names, in the order it names them (series-card.ts). */
  series_cards: z.array(RawSeriesCard),
});
export type RawContentDetail = z.infer<typeof RawContentDetail>;

export const RawCategory = RawRef;
export type Category = z.infer<typeof RawCategory>;

const RawDated = z.object({ id: z.number(), created_at: unixSeconds });
export const RawSitemapIndex = z.object({
  contents: z.array(z.object({ ...RawDated.shape, type: z.number() })),
  columns: z.array(RawDated),
  topics: z.array(RawDated),
});
export type RawSitemapIndex = z.infer<typeof RawSitemapIndex>;

const RawRewardRecord = z.object({
  id: z.number(),
  amount: z.number(),
  created_at: unixSeconds,
  user: RawAuthor,
});
type RawRewardRecord = z.infer<typeof RawRewardRecord>;

export const RawRewardList = z.object({
  ...rawList(RawRewardRecord).shape,
  total_amount: z.number(),
});
export type RawRewardList = z.infer<typeof RawRewardList>;
