import type { Database } from 'better-sqlite3';
import { countOf, rowOr404 } from '../../db';
import {
  COMMENT_MAX_IMAGES,
  type RawComment,
  type RawCommentReply,
} from '../../../contract/api/comment';
import type { ApiEnv } from '../../env';
import { HttpError, badRequest, notFound } from '../../http-error';
import { absMedia } from '../../media-path';
import { limitText, str } from '../../params';
import type { Ctx } from '../../router';
import { uploadRel } from '../../uploads';
import { publicUser } from '../users';

// What the comment routes share: the row shape, the visibility rule, the views a comment and a
// thread are answered with, and the checks of a new comment's text and pictures.

const FIRST_REPLIES = 3;
export const HOT_MIN_LIKES = 10;
export const HOT_LIMIT = 3;

export interface CommentRow {
  id: number;
  content_type: number;
  content_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_id: number | null;
  content: string;
  images: string;
  likes: number;
  status: number;
  created_at: number;
  /** IP 属地 at write time (local-api/ip-region.ts), null when the address located nobody. */
  ip_region: string | null;
  nickname: string;
  avatar: string;
  level: number;
  reply_to_user_id: number | null;
  reply_to_nickname: string | null;
}

export const SELECT = `SELECT c.*, u.nickname, u.avatar, u.level,
    rt.user_id AS reply_to_user_id, ru.nickname AS reply_to_nickname
  FROM comments c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN comments rt ON rt.id = c.reply_to_id
  LEFT JOIN users ru ON ru.id = rt.user_id`;

export interface Viewer {
  uid: number;
  /** The viewer wrote the content these comments belong to: may hide and show comments. */
  isAuthor: boolean;
}

/**
 * The content a comment is attached to; any content type stored in `contents`. The thread of a
 * private post (ins with status 0) is its author's: for anyone else it does not exist. (A share
 * key opens the post itself, GET v1/ins/{id}, not its thread.)
 */
export function commentTarget(
  db: Database,
  type: number,
  contentId: number,
  ctx?: Pick<Ctx, 'user'>,
): { id: number; type: number; author_id: number } {
  const row = db
    .prepare('SELECT id, type, author_id FROM contents WHERE id = ? AND type = ?')
    .get(contentId, type) as { id: number; type: number; author_id: number } | undefined;
  if (!row) throw notFound();
  const post = db.prepare('SELECT status FROM ins_posts WHERE content_id = ?').get(row.id) as
    { status: number } | undefined;
  if (post && post.status === 0 && ctx?.user?.id !== row.author_id) throw notFound();
  return row;
}

/** Someone the content's author blocked does not comment or reply under it (as they cannot follow them). */
export function refuseBlockedCommenter(db: Database, authorId: number, uid: number): void {
  if (db.prepare('SELECT 1 FROM blocks WHERE user_id = ? AND blocked_id = ?').get(authorId, uid)) {
    throw new HttpError(403, '由于作者的设置，你无法在此评论');
  }
}

/** contents.comments counts the visible comments and replies. */
export function recountComments(db: Database, type: number, contentId: number): number {
  const n = countOf(
    db,
    'SELECT COUNT(*) n FROM comments WHERE content_type = ? AND content_id = ? AND status = 1',
    type,
    contentId,
  );
  db.prepare('UPDATE contents SET comments = ? WHERE id = ?').run(n, contentId);
  return n;
}

/** Hidden, or from someone the viewer blocked: a block hides a user's comments everywhere. */
export function visibility(alias: string): string {
  return `(${alias}.status = 1 OR ${alias}.user_id = @uid OR @isAuthor = 1) AND NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.user_id = @uid AND bl.blocked_id = ${alias}.user_id)`;
}

export function commentView(
  env: ApiEnv,
  db: Database,
  row: CommentRow,
  viewer: Viewer,
): RawCommentReply {
  return {
    id: row.id,
    content_type: row.content_type,
    content_id: row.content_id,
    parent_id: row.parent_id ?? 0,
    content: row.content,
    images: (JSON.parse(row.images || '[]') as string[]).map((p) => absMedia(env, p)),
    user: publicUser(env, {
      id: row.user_id,
      nickname: row.nickname,
      avatar: row.avatar,
      level: row.level,
    }),
    reply_to:
      row.reply_to_id && row.reply_to_user_id && row.reply_to_nickname
        ? { id: row.reply_to_id, user_id: row.reply_to_user_id, nickname: row.reply_to_nickname }
        : null,
    likes: row.likes,
    is_liked: viewer.uid
      ? Boolean(
          db
            .prepare('SELECT 1 FROM comment_likes WHERE comment_id = ? AND user_id = ?')
            .get(row.id, viewer.uid),
        )
      : false,
    is_mine: viewer.uid === row.user_id,
    can_manage: viewer.isAuthor,
    status: row.status,
    created_at: row.created_at,
    ip_region: row.ip_region,
  };
}

export function threadView(
  env: ApiEnv,
  db: Database,
  row: CommentRow,
  viewer: Viewer,
  all: boolean,
  order: number,
): RawComment {
  const params = { uid: viewer.uid, isAuthor: viewer.isAuthor ? 1 : 0, root: row.id };
  const replyCount = countOf(
    db,
    `SELECT COUNT(*) n FROM comments c WHERE c.parent_id = @root AND ${visibility('c')}`,
    params,
  );
  const replies = db
    .prepare(
      `${SELECT} WHERE c.parent_id = @root AND ${visibility('c')} ORDER BY c.id ASC ${all ? '' : `LIMIT ${FIRST_REPLIES}`}`,
    )
    .all(params) as CommentRow[];
  return {
    ...commentView(env, db, row, viewer),
    order,
    reply_count: replyCount,
    replies: replies.map((r) => commentView(env, db, r, viewer)),
  };
}

export function viewerFor(ctx: Ctx, authorId: number): Viewer {
  const uid = ctx.user?.id ?? 0;
  return { uid, isAuthor: uid !== 0 && uid === authorId };
}

export function loadComment(db: Database, commentId: number): CommentRow {
  return rowOr404<CommentRow>(db, '评论', `${SELECT} WHERE c.id = ?`, commentId);
}

export function commentText(ctx: Ctx, allowEmpty: boolean): string {
  const text = str(ctx, 'content').replace(/\r\n?/g, '\n');
  if (!text && !allowEmpty) throw badRequest('请输入评论内容');
  return limitText('comment', text);
}

/** Picture URLs of a new comment: at most 3, each one this user uploaded here. */
export function commentImages(ctx: Ctx, env: ApiEnv): string[] {
  const raw = ctx.body.images;
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) throw badRequest('图片参数格式错误');
  if (raw.length > COMMENT_MAX_IMAGES) throw badRequest(`最多上传${COMMENT_MAX_IMAGES}张图片`);
  return raw.map((url) => {
    const rel = typeof url === 'string' ? uploadRel(env, url) : null;
    const file = rel?.slice('media/upload/'.length);
    const owned =
      file &&
      ctx.db
        .prepare('SELECT 1 FROM comment_uploads WHERE user_id = ? AND file = ?')
        .get(ctx.user!.id, file);
    if (!rel || !owned) throw badRequest('图片无效，请重新上传');
    return rel;
  });
}
