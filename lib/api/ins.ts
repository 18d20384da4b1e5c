import * as z from 'zod/mini';
import { http, type CallOptions } from './http';
import { getRecord } from './record';
import { RawRef, unixSeconds } from './schema';
import { RawSeriesCard, reshapeSeriesCard, type SeriesCard } from './series-card';
import { RawAuthor, RawLikeState, type Author } from './types';

type Ref = RawRef;

export const RawInsPost = z.object({
  id: z.number(),
  type: z.number(),
  content: z.string(),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  status: z.number(),
  auth_key: z.optional(z.string()),
  is_mine: z.boolean(),
  ...RawLikeState.shape,
  comments: z.number(),
  views: z.number(),
  created_at: unixSeconds,
  /** IP 属地 of the address it was written from (province short name, or the country abroad); null when unknown. */
  ip_region: z.nullable(z.string()),
  author: RawAuthor,
  circle: z.optional(z.nullable(RawRef)),
  theme: z.optional(z.nullable(RawRef)),
  series: z.optional(z.nullable(RawRef)),
  /** The reader reported this post: it is no longer shown to them. */
  is_reported: z.optional(z.boolean()),
  /** The post's page only: the car card of each series its text names (series-card.ts). */
  series_cards: z.optional(z.array(RawSeriesCard)),
});
export type RawInsPost = z.infer<typeof RawInsPost>;

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
