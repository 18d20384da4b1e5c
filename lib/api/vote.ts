import { api, http, type CallOptions } from './http';
import { getRecord } from './record';
import { camelize, type Camel } from './schema';
import { RawVoteDetail } from '@/contract/api/vote';

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
