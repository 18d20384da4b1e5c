import { countView } from '../../views';
import { LIVE_STATUS, type RawLiveChatPage, type RawLiveDetail } from '../../../contract/api/live';
import type { Domain } from '../../domain';
import type { ApiEnv } from '../../env';
import type { Ctx } from '../../router';
import { countOf, nowSeconds } from '../../db';
import { HttpError, badRequest, notFound } from '../../http-error';
import { bool, id, int, listResult, paging, str } from '../../params';
import { seedLive } from './seed';
import {
  CHAT_PAGE,
  findLive,
  findMessage,
  ITEM_SELECT,
  type ItemRow,
  itemView,
  LIVE_SELECT,
  liveCard,
  type LiveRow,
  liveStatus,
  MESSAGE_SELECT,
  type MessageRow,
  messageText,
  messageView,
  toggleLike,
} from './views';

// Live rooms: `contents` rows of type 4 (so they take comments and show in lists) with their
// schedule here, a host's timeline of posts (图文直播 items), and the room's messages: `chat`
// (the chat stream, GET with a since-cursor for polling) and `comment` (comments on an item).
// Status follows the clock: before start_at 预告, until end_at 直播中, after that 回放.

/** Saves the caller's message (its text from the request) in a room's chat or under an item, as a reply when `replyTo` names one; returns its view. */
function postMessage(
  ctx: Ctx,
  env: ApiEnv,
  to: { live: number; item: number | null; kind: MessageRow['kind']; replyTo?: number },
) {
  const uid = ctx.user!.id;
  const info = ctx.db
    .prepare(
      'INSERT INTO live_messages (live_id, item_id, kind, user_id, reply_to_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(to.live, to.item, to.kind, uid, to.replyTo ?? null, messageText(ctx), nowSeconds());
  return messageView(env, ctx.db, findMessage(env, ctx.db, Number(info.lastInsertRowid)), uid);
}

export const live: Domain = {
  name: 'live',
  schema: `
    CREATE TABLE IF NOT EXISTS lives (
      content_id INTEGER PRIMARY KEY,
      brand TEXT NOT NULL,
      series TEXT NOT NULL DEFAULT '',
      start_at INTEGER NOT NULL,
      end_at INTEGER NOT NULL,
      location TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE IF NOT EXISTS live_items (
      id INTEGER PRIMARY KEY,
      live_id INTEGER NOT NULL,
      user_id INTEGER NOT NULL,
      content TEXT NOT NULL,
      images TEXT NOT NULL DEFAULT '[]',
      likes INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS live_items_live ON live_items (live_id, id);
    CREATE TABLE IF NOT EXISTS live_item_likes (
      item_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (item_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS live_messages (
      id INTEGER PRIMARY KEY,
      live_id INTEGER NOT NULL,
      item_id INTEGER,
      kind TEXT NOT NULL,
      user_id INTEGER NOT NULL,
      reply_to_id INTEGER,
      content TEXT NOT NULL,
      likes INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS live_messages_live ON live_messages (live_id, kind, id);
    CREATE INDEX IF NOT EXISTS live_messages_item ON live_messages (item_id, id);
    CREATE TABLE IF NOT EXISTS live_message_likes (
      message_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (message_id, user_id)
    );
  `,
  seed: seedLive,
  routes(r, env) {
    r.get('v1/live/list', (ctx) => {
      const p = paging(ctx);
      const now = nowSeconds();
      const filter = str(ctx, 'status');
      const where =
        filter === 'live'
          ? 'l.start_at <= @now AND l.end_at > @now'
          : filter === 'upcoming'
            ? 'l.start_at > @now'
            : filter === 'replay'
              ? 'l.end_at <= @now'
              : '1 = 1';
      if (filter && !['live', 'upcoming', 'replay'].includes(filter))
        throw badRequest('直播状态参数错误');
      // Live now first, then the soonest upcoming, then the most recent replays.
      const order =
        filter === 'upcoming'
          ? 'l.start_at ASC'
          : filter === 'replay'
            ? 'l.start_at DESC'
            : 'CASE WHEN l.start_at <= @now AND l.end_at > @now THEN 0 WHEN l.start_at > @now THEN 1 ELSE 2 END, CASE WHEN l.start_at > @now THEN l.start_at ELSE -l.start_at END';
      const total = countOf(ctx.db, `SELECT COUNT(*) n FROM lives l WHERE ${where}`, { now });
      const rows = ctx.db
        .prepare(`${LIVE_SELECT} WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
        .all({ now, limit: p.perPage, offset: p.offset }) as LiveRow[];
      return listResult(
        rows.map((row) => liveCard(env, row)),
        p,
        total,
      );
    });

    r.get('v1/live/detail/:id', (ctx): RawLiveDetail => {
      const row = findLive(ctx.db, id(ctx));
      const counted = countView(ctx, 'content', row.id);
      if (counted) ctx.db.prepare('UPDATE contents SET views = views + 1 WHERE id = ?').run(row.id);
      const related = ctx.db
        .prepare(
          `${LIVE_SELECT} WHERE c.id != ? ORDER BY CASE WHEN l.brand = ? THEN 0 ELSE 1 END, ABS(l.start_at - ?) LIMIT 4`,
        )
        .all(row.id, row.brand, row.start_at) as LiveRow[];
      const counts = ctx.db
        .prepare(
          "SELECT (SELECT COUNT(*) FROM live_items WHERE live_id = @id) items, (SELECT COUNT(*) FROM live_messages WHERE live_id = @id AND kind = 'chat') chats",
        )
        .get({ id: row.id }) as { items: number; chats: number };
      return {
        ...liveCard(env, { ...row, views: row.views + (counted ? 1 : 0) }),
        description: row.body,
        item_count: counts.items,
        chat_count: counts.chats,
        related: related.map((x) => liveCard(env, x)),
      };
    });

    // Items newest first, paged; `since` (an item id) returns only the newer ones, for polling.
    r.get('v1/live/items/:id', (ctx) => {
      const row = findLive(ctx.db, id(ctx));
      const viewer = ctx.user?.id ?? 0;
      const since = int(ctx, 'since', 0);
      const p = paging(ctx);
      if (since > 0) {
        const rows = ctx.db
          .prepare(`${ITEM_SELECT} WHERE i.live_id = ? AND i.id > ? ORDER BY i.id DESC LIMIT 50`)
          .all(row.id, since) as ItemRow[];
        return listResult(
          rows.map((x) => itemView(env, ctx.db, x, viewer)),
          { page: 1, perPage: 50, offset: 0 },
          rows.length,
        );
      }
      const total = countOf(ctx.db, 'SELECT COUNT(*) n FROM live_items WHERE live_id = ?', row.id);
      const rows = ctx.db
        .prepare(`${ITEM_SELECT} WHERE i.live_id = ? ORDER BY i.id DESC LIMIT ? OFFSET ?`)
        .all(row.id, p.perPage, p.offset) as ItemRow[];
      return listResult(
        rows.map((x) => itemView(env, ctx.db, x, viewer)),
        p,
        total,
      );
    });

    // Chat in time order. Without `since`: the latest messages; with it: only those after it.
    r.get('v1/live/chat/:id', (ctx): RawLiveChatPage => {
      const row = findLive(ctx.db, id(ctx));
      const viewer = ctx.user?.id ?? 0;
      const since = int(ctx, 'since', 0);
      const rows = (
        since > 0
          ? ctx.db
              .prepare(
                `${MESSAGE_SELECT} WHERE m.live_id = ? AND m.kind = 'chat' AND m.id > ? ORDER BY m.id ASC LIMIT ?`,
              )
              .all(row.id, since, CHAT_PAGE)
          : ctx.db
              .prepare(
                `${MESSAGE_SELECT} WHERE m.live_id = ? AND m.kind = 'chat' ORDER BY m.id DESC LIMIT ?`,
              )
              .all(row.id, CHAT_PAGE)
              .reverse()
      ) as MessageRow[];
      const list = rows.map((m) => messageView(env, ctx.db, m, viewer));
      return {
        list,
        last_id: list.length ? list[list.length - 1]!.id : since,
        status: liveStatus(row),
      };
    });

    r.post(
      'v1/live/chat',
      (ctx) => {
        const row = findLive(ctx.db, id(ctx, 'live_id'));
        if (liveStatus(row) === LIVE_STATUS.replay) throw badRequest('直播已结束，聊天已关闭');
        return postMessage(ctx, env, { live: row.id, item: null, kind: 'chat' });
      },
      { auth: true },
    );

    r.post(
      'v1/live/comment',
      (ctx) => {
        const item = ctx.db
          .prepare('SELECT id, live_id FROM live_items WHERE id = ?')
          .get(id(ctx, 'item_id')) as { id: number; live_id: number } | undefined;
        if (!item) throw notFound('直播内容');
        return postMessage(ctx, env, { live: item.live_id, item: item.id, kind: 'comment' });
      },
      { auth: true },
    );

    r.post(
      'v1/live/reply-comment',
      (ctx) => {
        const to = findMessage(env, ctx.db, id(ctx, 'comment_id'));
        if (to.kind === 'chat' && liveStatus(findLive(ctx.db, to.live_id)) === LIVE_STATUS.replay)
          throw badRequest('直播已结束，聊天已关闭');
        return postMessage(ctx, env, {
          live: to.live_id,
          item: to.item_id,
          kind: to.kind,
          replyTo: to.id,
        });
      },
      { auth: true },
    );

    r.post(
      'v1/live/del',
      (ctx) => {
        const row = findMessage(env, ctx.db, id(ctx));
        if (row.user_id !== ctx.user!.id) throw new HttpError(403, '只能删除自己发送的内容');
        ctx.db.transaction(() => {
          ctx.db
            .prepare('UPDATE live_messages SET reply_to_id = NULL WHERE reply_to_id = ?')
            .run(row.id);
          ctx.db.prepare('DELETE FROM live_message_likes WHERE message_id = ?').run(row.id);
          ctx.db.prepare('DELETE FROM live_messages WHERE id = ?').run(row.id);
        })();
        return { deleted: true, id: row.id };
      },
      { auth: true },
    );

    r.post(
      'v1/live/item-like',
      (ctx) => {
        const itemId = id(ctx, 'item_id');
        if (!ctx.db.prepare('SELECT 1 FROM live_items WHERE id = ?').get(itemId))
          throw notFound('直播内容');
        const del = bool(ctx, 'del');
        const likes = toggleLike(
          ctx.db,
          'live_item_likes',
          'item_id',
          'live_items',
          itemId,
          ctx.user!.id,
          del,
        );
        return { item_id: itemId, likes, is_liked: !del };
      },
      { auth: true },
    );

    r.post(
      'v1/live/comment-like',
      (ctx) => {
        const row = findMessage(env, ctx.db, id(ctx, 'comment_id'));
        const del = bool(ctx, 'del');
        const likes = toggleLike(
          ctx.db,
          'live_message_likes',
          'message_id',
          'live_messages',
          row.id,
          ctx.user!.id,
          del,
        );
        return { comment_id: row.id, likes, is_liked: !del };
      },
      { auth: true },
    );
  },
};
