// The wire shapes of the vote calls, as the API sends them (snake_case): lib/api/vote.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';
import { RawAuthor } from './types';

const RawVoteOption = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  votes: z.number(),
  percent: z.number(),
});

export const RawVoteDetail = z.object({
  id: z.number(),
  type: z.number(),
  title: z.string(),
  description: z.string(),
  cover_path: z.string(),
  is_multiple: z.boolean(),
  max_choices: z.number(),
  deadline: unixSeconds,
  is_ended: z.boolean(),
  participants: z.number(),
  total_votes: z.number(),
  has_voted: z.boolean(),
  my_choices: z.array(z.number()),
  can_delete: z.boolean(),
  comments: z.number(),
  views: z.number(),
  created_at: unixSeconds,
  author: z.nullable(RawAuthor),
  options: z.array(RawVoteOption),
});
export type RawVoteDetail = z.infer<typeof RawVoteDetail>;
