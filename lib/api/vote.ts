import * as z from 'zod/mini';
import { api, http, type CallOptions } from './http';
import { getRecord } from './record';
import { camelize, unixSeconds, type Camel } from './schema';
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

export type VoteDetail = Camel<RawVoteDetail>;

const reshapeVoteDetail = (r: RawVoteDetail): VoteDetail => camelize(r);

export const getVote = (id: number, options?: CallOptions) =>
  getRecord(RawVoteDetail, `v1/vote/${id}`, undefined, options, reshapeVoteDetail);

export const submitVote = async (id: number, optionIds: number[], options?: CallOptions) =>
  reshapeVoteDetail(
    await api.post(RawVoteDetail, 'v1/vote/multi-submit', { id, option_ids: optionIds }, options),
  );

export const deleteVote = (id: number, options?: CallOptions) =>
  http.post<{ deleted: boolean }>('v1/vote/delete', { id }, options);
