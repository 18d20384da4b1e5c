import { http, orUndefined, type CallOptions } from './http';
import type { Author } from './types';

export interface VoteOption {
  id: number;
  title: string;
  image: string;
  votes: number;
  percent: number;
}

export interface VoteDetail {
  id: number;
  type: number;
  title: string;
  description: string;
  cover_path: string;
  is_multiple: boolean;
  max_choices: number;
  /** Unix seconds. */
  deadline: number;
  is_ended: boolean;
  participants: number;
  total_votes: number;
  has_voted: boolean;
  my_choices: number[];
  can_delete: boolean;
  comments: number;
  views: number;
  created_at: number;
  author: Author | null;
  options: VoteOption[];
}

export const getVote = (id: number, options?: CallOptions) => orUndefined(http.get<VoteDetail>(`v1/vote/${id}`, undefined, options));

export const submitVote = (id: number, optionIds: number[], options?: CallOptions) =>
  http.post<VoteDetail>('v1/vote/multi-submit', { id, option_ids: optionIds }, options);

export const deleteVote = (id: number, options?: CallOptions) => http.post<{ deleted: boolean }>('v1/vote/delete', { id }, options);
