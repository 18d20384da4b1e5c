// The wire shapes of the search calls, as the API sends them (snake_case): lib/api/search.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { RawRef, unixSeconds } from './schema';
import { RawAuthor } from './types';

export const RawSearchUser = z.object({ ...RawAuthor.shape, follower_count: z.number() });
export type RawSearchUser = z.infer<typeof RawSearchUser>;

/** An owner review as search lists it: what it is about, its score and the start of what the owner likes. */
export const RawSearchRemark = z.object({
  id: z.number(),
  title: z.string(),
  score: z.number(),
  satisfied: z.string(),
  unsatisfied: z.string(),
  created_at: unixSeconds,
  user: z.nullable(RawAuthor),
  series: z.nullable(RawRef),
});
export type RawSearchRemark = z.infer<typeof RawSearchRemark>;

/**
 * One suggestion while typing: a record (`type` is its content type of lib/links.ts, opened
 * directly) or a keyword (`type` 0) that the 综合 search finds something for.
 */
export const RawSuggestion = z.object({ type: z.number(), id: z.number(), title: z.string() });
export type RawSuggestion = z.infer<typeof RawSuggestion>;

export const RawHotKeyword = z.object({
  rank: z.number(),
  keyword: z.string(),
  count: z.number(),
  is_new: z.union([z.literal(0), z.literal(1)]),
});
export type RawHotKeyword = z.infer<typeof RawHotKeyword>;
