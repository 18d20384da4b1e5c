// The wire shapes of the comment calls, as the API sends them (snake_case): lib/api/comment.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';
import { RawAuthor, RawLikeState } from './types';

export const COMMENT_MAX_IMAGES = 3;
/** One key per comment submit, so a double tap or a retry stores one comment (the API dedupes per user and key). */
export const SUBMIT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const RawCommentReply = z.object({
  id: z.number(),
  content_type: z.number(),
  content_id: z.number(),
  parent_id: z.number(),
  content: z.string(),
  images: z.array(z.string()),
  user: RawAuthor,
  reply_to: z.nullable(z.object({ id: z.number(), user_id: z.number(), nickname: z.string() })),
  ...RawLikeState.shape,
  is_mine: z.boolean(),
  can_manage: z.boolean(),
  status: z.number(),
  created_at: unixSeconds,
  /** IP 属地 of the address it was written from (province short name, or the country abroad); null when unknown. */
  ip_region: z.nullable(z.string()),
});
export type RawCommentReply = z.infer<typeof RawCommentReply>;

export const RawComment = z.object({
  ...RawCommentReply.shape,
  order: z.number(),
  reply_count: z.number(),
  replies: z.array(RawCommentReply),
});
export type RawComment = z.infer<typeof RawComment>;

export const RawUploadedImage = z.object({
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  created_at: unixSeconds,
});
