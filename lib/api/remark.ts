import { http, type CallOptions } from './http';
import type { RawSeriesBrief } from '@/contract/api/dealer';
import type { Author } from './types';

interface RemarkScore {
  name: string;
  score: number;
}

export interface Remark {
  id: number;
  title: string;
  /** Overall score out of 10. */
  score: number;
  scores: RemarkScore[];
  satisfied: string;
  unsatisfied: string;
  body: string;
  images: string[];
  /** Purchase price in 万元. */
  price: number;
  city: string;
  bought_at: number;
  mileage: number;
  is_follow_up: boolean;
  likes: number;
  views: number;
  created_at: number;
  user: Author | null;
  series: RawSeriesBrief | null;
  model: { id: number; name: string; price: number } | null;
}

export interface RemarkDetail extends Remark {
  /** How many reviews this reviewer wrote of this series (more than 1: link the history). */
  history_count: number;
}

export interface RemarkSummary {
  series_id: number;
  count: number;
  average: number;
  aspects: RemarkScore[];
  /** The two latest reviews (shortened). */
  latest: Remark[];
}

/** For the series page: average score, per-aspect averages and the two latest reviews. */
export const getRemarkSummary = (seriesId: number, options?: CallOptions) =>
  http.get<RemarkSummary>('v1/remark/summary', { series_id: seriesId }, options);

export const getRemark = (id: number, options?: CallOptions) =>
  http.get<RemarkDetail>('v1/remark/detail', { id }, options);

export const getRemarkHistory = (seriesId: number, uid: number, options?: CallOptions) =>
  http.get<{ user: Author; series: RawSeriesBrief; list: Remark[] }>(
    'v1/remark/history',
    { series_id: seriesId, uid },
    options,
  );
