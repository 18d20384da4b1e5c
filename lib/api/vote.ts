import * as z from 'zod/mini';
import { api, http, orUndefined, type CallOptions } from './http';
import { unixSeconds } from './schema';
import { RawAuthor, type Author } from './types';

export const RawVoteOption = z.object({ id: z.number(), title: z.string(), image: z.string(), votes: z.number(), percent: z.number() });
export type VoteOption = z.infer<typeof RawVoteOption>;

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

export interface VoteDetail {
  id: number;
  type: number;
  title: string;
  description: string;
  coverPath: string;
  isMultiple: boolean;
  maxChoices: number;
  /** Unix seconds. */
  deadline: number;
  isEnded: boolean;
  participants: number;
  totalVotes: number;
  hasVoted: boolean;
  myChoices: number[];
  canDelete: boolean;
  comments: number;
  views: number;
  createdAt: number;
  author: Author | null;
  options: VoteOption[];
}

export const reshapeVoteDetail = (r: RawVoteDetail): VoteDetail => ({
  id: r.id,
  type: r.type,
  title: r.title,
  description: r.description,
  coverPath: r.cover_path,
  isMultiple: r.is_multiple,
  maxChoices: r.max_choices,
  deadline: r.deadline,
  isEnded: r.is_ended,
  participants: r.participants,
  totalVotes: r.total_votes,
  hasVoted: r.has_voted,
  myChoices: r.my_choices,
  canDelete: r.can_delete,
  comments: r.comments,
  views: r.views,
  createdAt: r.created_at,
  author: r.author,
  options: r.options,
});

export const getVote = async (id: number, options?: CallOptions) => {
  const raw = await orUndefined(api.get(RawVoteDetail, `v1/vote/${id}`, undefined, options));
  return raw && reshapeVoteDetail(raw);
};

export const submitVote = async (id: number, optionIds: number[], options?: CallOptions) =>
  reshapeVoteDetail(await api.post(RawVoteDetail, 'v1/vote/multi-submit', { id, option_ids: optionIds }, options));

export const deleteVote = (id: number, options?: CallOptions) => http.post<{ deleted: boolean }>('v1/vote/delete', { id }, options);
