import { http, type CallOptions } from './http';
import { getRecord } from './record';
import { RawRef } from '@/contract/api/schema';
import { reshapeSeriesCard, type SeriesCard } from './series-card';
import type { Author } from './types';
import { RawLikeState } from '@/contract/api/types';
import { RawInsPost } from '@/contract/api/ins';

type Ref = RawRef;

export interface InsPost {
  id: number;
  type: number;
  /** Plain text with {:emoji:} tokens; always rendered as text. */
  content: string;
  images: string[];
  tags: string[];
  /** 1 public, 0 private (author and share-key holders only). */
  status: number;
  /** Only for the author: the share key that opens a private post. */
  authKey?: string;
  isMine: boolean;
  likes: number;
  isLiked: boolean;
  comments: number;
  views: number;
  createdAt: number;
  /** IP 属地 shown beside the time: 浙江, 美国; null shows nothing. */
  ipRegion: string | null;
  author: Author;
  /** The community placement (domains/community): the circle, topic and series it was posted to. */
  circle: Ref | null;
  theme: Ref | null;
  series: Ref | null;
  /** The reader reported it: its page says so instead of showing it. */
  isReported: boolean;
  /** The car cards of the series the text names (the post's page; empty in lists). */
  seriesCards: SeriesCard[];
}

const reshapeInsPost = (r: RawInsPost): InsPost => ({
  id: r.id,
  type: r.type,
  content: r.content,
  images: r.images,
  tags: r.tags,
  status: r.status,
  ...(r.auth_key === undefined ? {} : { authKey: r.auth_key }),
  isMine: r.is_mine,
  likes: r.likes,
  isLiked: r.is_liked,
  comments: r.comments,
  views: r.views,
  createdAt: r.created_at,
  ipRegion: r.ip_region,
  author: r.author,
  circle: r.circle ?? null,
  theme: r.theme ?? null,
  series: r.series ?? null,
  isReported: r.is_reported ?? false,
  seriesCards: (r.series_cards ?? []).map(reshapeSeriesCard),
});

export const getIns = (id: number, authKey?: string, options?: CallOptions) =>
  getRecord(RawInsPost, `v1/ins/${id}`, { auth_key: authKey }, options, reshapeInsPost);

export const likeIns = (id: number, del: boolean, options?: CallOptions) =>
  http.post<RawLikeState & { id: number }>('v1/ins/like', { id, del: del ? 1 : 0 }, options);
