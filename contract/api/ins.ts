// The wire shapes of the ins calls, as the API sends them (snake_case): lib/api/ins.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { RawRef, unixSeconds } from './schema';
import { RawSeriesCard } from './series-card';
import { RawAuthor, RawLikeState } from './types';

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
