import { PER_PAGE } from '../constants';
import { http, toPage, type CallOptions, type Page, type RawList } from './http';
import type { Author } from './types';

// Comments on any content type (spec §7 "Common"). The list call is
// GET /v1/comments/{type}/{id}/{sort}: content type code, content id, `new` or `hot`.

export type CommentSort = 'new' | 'hot';

export interface CommentReply {
  id: number;
  parent_id: number;
  content: string;
  images: string[];
  user: Author;
  reply_to: { id: number; user_id: number; nickname: string } | null;
  likes: number;
  is_liked: boolean;
  is_mine: boolean;
  /** The viewer wrote the content: may hide and show comments. */
  can_manage: boolean;
  /** 1 shown, 0 hidden by the content's author (spec §4: only the checked value is shown). */
  status: number;
  created_at: number;
}

export interface Comment extends CommentReply {
  content_type: number;
  content_id: number;
  /** Cursor value for `last_order`. */
  order: number;
  reply_count: number;
  replies: CommentReply[];
}

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

export async function getComments(type: number, id: number, sort: CommentSort, query: CommentListQuery = {}, options?: CallOptions): Promise<Page<Comment>> {
  const raw = await http.get<RawList<Comment>>(
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
  );
  return toPage(raw);
}

/** One thread with all of its replies (展开N条回复, deep links). */
export async function getCommentThread(type: number, id: number, commentId: number, options?: CallOptions): Promise<Comment | undefined> {
  const page = await getComments(type, id, 'new', { commentId }, options);
  return page.list[0];
}

export const getHotComments = (type: number, id: number, options?: CallOptions) =>
  http.get<Comment[]>(`v1/hot-comments/${id}/${type}`, undefined, options);

export const postComment = (input: { type: number; id: number; content: string; images?: string[] }, options?: CallOptions) =>
  http.post<Comment>('v1/comment', { id: input.id, type: input.type, content: input.content, images: input.images ?? [] }, options);

export const replyComment = (input: { commentId: number; content: string; replyToId?: number; images?: string[] }, options?: CallOptions) =>
  http.post<CommentReply>(
    'v1/reply-comment',
    { comment_id: input.commentId, content: input.content, reply_to_id: input.replyToId, images: input.images ?? [] },
    options,
  );

export const likeComment = (commentId: number, del: boolean, options?: CallOptions) =>
  http.post<{ comment_id: number; likes: number; is_liked: boolean }>('v1/comment/like', { comment_id: commentId, del: del ? 1 : 0 }, options);

export const deleteComment = (commentId: number, type: number, options?: CallOptions) =>
  http.post<{ deleted: number; comments: number }>('v1/del-comment', { comment_id: commentId, type }, options);

export const REPORT_REASONS = ['垃圾广告', '色情低俗', '人身攻击', '政治敏感', '虚假信息', '引战拉踩', '其他'] as const;

export const reportComment = (commentId: number, reason: string, options?: CallOptions) =>
  http.post<{ reported: boolean }>('v1/comment/report', { comment_id: commentId, reason }, options);

export const setCommentStatus = (commentId: number, status: 0 | 1, options?: CallOptions) =>
  http.post<{ comment_id: number; status: number; comments: number }>('v1/comment-set-status', { comment_id: commentId, status }, options);

export interface UploadedImage {
  url: string;
  size: number;
  mime: string;
}

/** Uploads a picture given as a data URL (the composer reads the chosen file into one). */
export const uploadCommentImage = (dataUrl: string, options?: CallOptions) =>
  http.post<UploadedImage>('v1/comment/upload-img', { data: dataUrl }, options);

export async function getMyUploads(page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<UploadedImage & { created_at: number }>>('v1/comment/get-upload-imgs', { page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}

/** What a page fetches on the server for <CommentSection>: the first page (newest) and the hot ones. */
export async function getCommentSectionData(type: number, id: number, options?: CallOptions) {
  const [initial, hot] = await Promise.all([getComments(type, id, 'new', {}, options), getHotComments(type, id, options)]);
  return { initial, hot };
}
