import type { Database } from 'better-sqlite3';
import {
  LIVE_STATUS,
  LIVE_STATUS_TEXT,
  type LiveStatus,
  type RawLiveCard,
  type RawLiveItem,
  type RawLiveMessage,
} from '../../../contract/api/live';
import type { ApiEnv } from '../../env';
import { countOf, nowSeconds, rowOr404 } from '../../db';
import { badRequest } from '../../http-error';
import { absMedia } from '../../media-path';
import { limitText, str } from '../../params';
import type { Ctx } from '../../router';
import { TYPE } from '../content';
import { publicUser } from '../users';

// What the live routes share: the row shapes, the status rule and the views of a room, an item
// and a message.

export const CHAT_PAGE = 50;

export interface LiveRow {
  id: number;
  title: string;
  summary: string;
  body: string;
  cover_path: string;
  author_id: number;
  views: number;
  created_at: number;
  brand: string;
  series: string;
  start_at: number;
  end_at: number;
  location: string;
  nickname: string;
  avatar: string;
}

export interface MessageRow {
  id: number;
  live_id: number;
  item_id: number | null;
  kind: 'chat' | 'comment';
  user_id: number;
  reply_to_id: number | null;
  content: string;
  likes: number;
  created_at: number;
  nickname: string;
  avatar: string;
  reply_to_nickname: string | null;
}

export interface ItemRow {
  id: number;
  live_id: number;
  user_id: number;
  content: string;
  images: string;
  likes: number;
  created_at: number;
  nickname: string;
  avatar: string;
}

export const LIVE_SELECT = `SELECT c.id, c.title, c.summary, c.body, c.cover_path, c.author_id, c.views, c.created_at,
    l.brand, l.series, l.start_at, l.end_at, l.location, u.nickname, u.avatar
  FROM lives l JOIN contents c ON c.id = l.content_id JOIN users u ON u.id = c.author_id`;

export const MESSAGE_SELECT = `SELECT m.*, u.nickname, u.avatar, ru.nickname AS reply_to_nickname
  FROM live_messages m JOIN users u ON u.id = m.user_id
  LEFT JOIN live_messages rm ON rm.id = m.reply_to_id LEFT JOIN users ru ON ru.id = rm.user_id`;

export const ITEM_SELECT =
  'SELECT i.*, u.nickname, u.avatar FROM live_items i JOIN users u ON u.id = i.user_id';

export function liveStatus(
  row: Pick<LiveRow, 'start_at' | 'end_at'>,
  now = nowSeconds(),
): LiveStatus {
  if (now < row.start_at) return LIVE_STATUS.upcoming;
  if (now < row.end_at) return LIVE_STATUS.live;
  return LIVE_STATUS.replay;
}

export function liveCard(env: ApiEnv, row: LiveRow): RawLiveCard {
  const status = liveStatus(row);
  return {
    id: row.id,
    type: TYPE.live,
    title: row.title,
    summary: row.summary,
    cover_path: absMedia(env, row.cover_path),
    brand: row.brand,
    series: row.series,
    status,
    status_text: LIVE_STATUS_TEXT[status],
    start_at: row.start_at,
    end_at: row.end_at,
    location: row.location,
    views: row.views,
    host: publicUser(env, { id: row.author_id, nickname: row.nickname, avatar: row.avatar }),
  };
}

export function messageView(
  env: ApiEnv,
  db: Database,
  row: MessageRow,
  viewer: number,
): RawLiveMessage {
  return {
    id: row.id,
    live_id: row.live_id,
    item_id: row.item_id ?? 0,
    kind: row.kind,
    content: row.content,
    likes: row.likes,
    is_liked: viewer
      ? Boolean(
          db
            .prepare('SELECT 1 FROM live_message_likes WHERE message_id = ? AND user_id = ?')
            .get(row.id, viewer),
        )
      : false,
    is_mine: viewer === row.user_id,
    reply_to:
      row.reply_to_id && row.reply_to_nickname
        ? { id: row.reply_to_id, nickname: row.reply_to_nickname }
        : null,
    user: publicUser(env, { id: row.user_id, nickname: row.nickname, avatar: row.avatar }),
    created_at: row.created_at,
  };
}

export function itemView(env: ApiEnv, db: Database, row: ItemRow, viewer: number): RawLiveItem {
  const comments = db
    .prepare(
      `${MESSAGE_SELECT} WHERE m.item_id = ? AND m.kind = 'comment' ORDER BY m.id ASC LIMIT 20`,
    )
    .all(row.id) as MessageRow[];
  const count = countOf(
    db,
    "SELECT COUNT(*) n FROM live_messages WHERE item_id = ? AND kind = 'comment'",
    row.id,
  );
  return {
    id: row.id,
    live_id: row.live_id,
    content: row.content,
    images: (JSON.parse(row.images || '[]') as string[]).map((p) => absMedia(env, p)),
    likes: row.likes,
    is_liked: viewer
      ? Boolean(
          db
            .prepare('SELECT 1 FROM live_item_likes WHERE item_id = ? AND user_id = ?')
            .get(row.id, viewer),
        )
      : false,
    author: publicUser(env, { id: row.user_id, nickname: row.nickname, avatar: row.avatar }),
    created_at: row.created_at,
    comment_count: count,
    comments: comments.map((m) => messageView(env, db, m, viewer)),
  };
}

export function findLive(db: Database, liveId: number): LiveRow {
  return rowOr404<LiveRow>(db, '直播', `${LIVE_SELECT} WHERE c.id = ?`, liveId);
}

export function messageText(ctx: Ctx): string {
  const text = str(ctx, 'content');
  if (!text) throw badRequest('请输入内容');
  return limitText('liveMessage', text);
}

export function findMessage(env: ApiEnv, db: Database, messageId: number): MessageRow {
  return rowOr404<MessageRow>(db, '评论', `${MESSAGE_SELECT} WHERE m.id = ?`, messageId);
}

export function toggleLike(
  db: Database,
  table: 'live_item_likes' | 'live_message_likes',
  key: 'item_id' | 'message_id',
  owner: 'live_items' | 'live_messages',
  targetId: number,
  uid: number,
  del: boolean,
): number {
  db.transaction(() => {
    if (del) {
      if (
        db.prepare(`DELETE FROM ${table} WHERE ${key} = ? AND user_id = ?`).run(targetId, uid)
          .changes
      ) {
        db.prepare(`UPDATE ${owner} SET likes = MAX(0, likes - 1) WHERE id = ?`).run(targetId);
      }
    } else if (
      db
        .prepare(`INSERT OR IGNORE INTO ${table} (${key}, user_id, created_at) VALUES (?, ?, ?)`)
        .run(targetId, uid, nowSeconds()).changes
    ) {
      db.prepare(`UPDATE ${owner} SET likes = likes + 1 WHERE id = ?`).run(targetId);
    }
  })();
  return (db.prepare(`SELECT likes FROM ${owner} WHERE id = ?`).get(targetId) as { likes: number })
    .likes;
}
