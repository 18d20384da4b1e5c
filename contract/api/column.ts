// The wire shapes of the column calls, as the API sends them (snake_case): lib/api/column.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';
import { RawAuthor } from './types';

export const RawColumn = z.object({
  id: z.number(),
  name: z.string(),
  intro: z.string(),
  cover_path: z.string(),
  avatar: z.string(),
  followers: z.number(),
  article_count: z.number(),
  views: z.number(),
  created_at: unixSeconds,
  is_followed: z.boolean(),
  author: z.nullable(RawAuthor),
});
export type RawColumn = z.infer<typeof RawColumn>;
