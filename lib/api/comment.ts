import * as z from 'zod/mini';
import { PER_PAGE } from '../constants';
import { FIELD_LIMITS } from '@/contract/field-limits';
import { api, http, type CallOptions, type Page } from './http';
import type { Author } from './types';
import { RawLikeState } from '@/contract/api/types';
import { RawUploadedImage, RawCommentReply, RawComment } from '@/contract/api/comment';
import { getPage } from './page';

// Comments on any content type (spec §7 "Common"). The list call is
// GET /v1/comments/{type}/{id}/{sort}: content type code, content id, `new` or `hot`.

export type CommentSort = 'new' | 'hot';

/** A comment's limits (spec §7): the composer and the local API check the same numbers. */
export const COMMENT_MAX_CHARS = FIELD_LIMITS.comment.max;

/** A new submit key: 32 hex characters (getRandomValues works on plain http too, randomUUID does not). */
export function newSubmitKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** The part of a commenter's card a comment shows (the avatar, the name, the link to the user). */
export type CommentUser = Pick<Author, 'id' | 'nickname' | 'avatar'>;

// The view carries only what the comment section shows or acts on: these objects are props of a
// client island, so every field is sent twice per page (flight data and HTML).
export interface CommentReply {
  id: number;
  content: string;
  images: string[];
  user: CommentUser;
  replyTo: { nickname: string } | null;
  likes: number;
  isLiked: boolean;
  isMine: boolean;
  /** The viewer wrote the content: may hide and show comments. */
  canManage: boolean;
  /** 1 shown, 0 hidden by the content's author (spec §4: only the checked value is shown). */
  status: number;
  createdAt: number;
  /** IP 属地 shown beside the time: 浙江, 美国; null shows nothing. */
  ipRegion: string | null;
}

export interface Comment extends CommentReply {
  /** Cursor value for `last_order`. */
  order: number;
  replyCount: number;
  replies: CommentReply[];
}

export const reshapeCommentReply = (r: RawCommentReply): CommentReply => ({
  id: r.id,
  content: r.content,
  images: r.images,
  user: { id: r.user.id, nickname: r.user.nickname, avatar: r.user.avatar },
  replyTo: r.reply_to && { nickname: r.reply_to.nickname },
  likes: r.likes,
  isLiked: r.is_liked,
  isMine: r.is_mine,
  canManage: r.can_manage,
  status: r.status,
  createdAt: r.created_at,
  ipRegion: r.ip_region,
});

export const reshapeComment = (r: RawComment): Comment => ({
  ...reshapeCommentReply(r),
  order: r.order,
  replyCount: r.reply_count,
  replies: r.replies.map(reshapeCommentReply),
});

export interface CommentListQuery {
  page?: number;
  perPage?: number;
  /** Every reply instead of the first 3. */
  isAll?: boolean;
  lastOrder?: number;
  /** 0 all, 1 with pictures, 2 by the content's author. */
  category?: number;
  /** One thread only (deep link to a comment). */
  commentId?: number;
}

export async function getComments(
  type: number,
  id: number,
  sort: CommentSort,
  query: CommentListQuery = {},
  options?: CallOptions,
): Promise<Page<Comment>> {
  return getPage(
    RawComment,
    `v1/comments/${type}/${id}/${sort}`,
    {
      page: query.page ?? 1,
      'per-page': query.perPage ?? PER_PAGE,
      is_all: query.isAll ? 1 : undefined,
      last_order: query.lastOrder,
      category: query.category,
      comment_id: query.commentId,
    },
    options,
    reshapeComment,
  );
}

/** One thread with all of its replies (展开N条回复, deep links). */
export async function getCommentThread(
  type: number,
  id: number,
  commentId: number,
  options?: CallOptions,
): Promise<Comment | undefined> {
  const page = await getComments(type, id, 'new', { commentId }, options);
  return page.list[0];
}

export const getHotComments = async (type: number, id: number, options?: CallOptions) =>
  (await api.get(z.array(RawComment), `v1/hot-comments/${id}/${type}`, undefined, options)).map(
    reshapeComment,
  );

export const postComment = async (
  input: { type: number; id: number; content: string; images?: string[]; submitKey?: string },
  options?: CallOptions,
) =>
  reshapeComment(
    await api.post(
      RawComment,
      'v1/comment',
      {
        id: input.id,
        type: input.type,
        content: input.content,
        images: input.images ?? [],
        idempotency_key: input.submitKey,
      },
      options,
    ),
  );

export const replyComment = async (
  input: {
    commentId: number;
    content: string;
    replyToId?: number;
    images?: string[];
    submitKey?: string;
  },
  options?: CallOptions,
) =>
  reshapeCommentReply(
    await api.post(
      RawCommentReply,
      'v1/reply-comment',
      {
        comment_id: input.commentId,
        content: input.content,
        reply_to_id: input.replyToId,
        images: input.images ?? [],
        idempotency_key: input.submitKey,
      },
      options,
    ),
  );

export const likeComment = (commentId: number, del: boolean, options?: CallOptions) =>
  http.post<RawLikeState & { comment_id: number }>(
    'v1/comment/like',
    { comment_id: commentId, del: del ? 1 : 0 },
    options,
  );

export const deleteComment = (commentId: number, type: number, options?: CallOptions) =>
  http.post<{ deleted: number; comments: number }>(
    'v1/del-comment',
    { comment_id: commentId, type },
    options,
  );

export const REPORT_REASONS = [
  '垃圾广告',
  '色情低俗',
  '人身攻击',
  '政治敏感',
  '虚假信息',
  '引战拉踩',
  '其他',
] as const;

export const reportComment = (commentId: number, reason: string, options?: CallOptions) =>
  http.post<{ reported: boolean }>('v1/comment/report', { comment_id: commentId, reason }, options);

export const setCommentStatus = (commentId: number, status: 0 | 1, options?: CallOptions) =>
  http.post<{ comment_id: number; status: number; comments: number }>(
    'v1/comment-set-status',
    { comment_id: commentId, status },
    options,
  );

export interface UploadedImage {
  url: string;
  size: number;
  mime: string;
}

/** How many of the reader's recent uploads the composer offers. */
const RECENT_UPLOADS = 12;

/** The reader's own comment pictures, newest first (spec §7 get-upload-imgs): the composer offers them again. */
export async function getRecentUploads(options?: CallOptions): Promise<Page<UploadedImage>> {
  return getPage(
    RawUploadedImage,
    'v1/comment/get-upload-imgs',
    { page: 1, 'per-page': RECENT_UPLOADS },
    options,
    ({ url, mime, size }) => ({ url, mime, size }),
  );
}

/** Uploads a picture given as a data URL (the composer reads the chosen file into one). */
export const uploadCommentImage = (dataUrl: string, options?: CallOptions) =>
  http.post<UploadedImage>('v1/comment/upload-img', { data: dataUrl }, options);

/** The same thread as shown in both lists: everything but `order` (a paging cursor) alike. */
function sameThread(a: Comment, b: Comment): boolean {
  return JSON.stringify({ ...a, order: 0 }) === JSON.stringify({ ...b, order: 0 });
}

/**
 * What a page fetches on the server for <CommentSection>: the first page (newest) and the hot ones.
 * A hot comment that is also on the first page is that page's object: the section's props go to
 * the browser in the RSC payload, which writes an object it has already written as a reference,
 * so such a thread travels once.
 */
export async function getCommentSectionData(type: number, id: number, options?: CallOptions) {
  const [initial, hot] = await Promise.all([
    getComments(type, id, 'new', {}, options),
    getHotComments(type, id, options),
  ]);
  const listed = new Map(initial.list.map((c) => [c.id, c]));
  return {
    initial,
    hot: hot.map((c) => {
      const same = listed.get(c.id);
      return same && sameThread(same, c) ? same : c;
    }),
  };
}
