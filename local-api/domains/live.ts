import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { nowSeconds } from '../db';
import { HttpError, badRequest, notFound } from '../http-error';
import { absMedia } from '../media-path';
import { seriesFact, seriesPicture } from '../seed/series';
import { bool, id, int, listResult, paging, str } from '../params';
import type { Ctx } from '../router';
import { TYPE } from './content';
import { publicUser } from './users';

// Live rooms: `contents` rows of type 4 (so they take comments and show in lists) with their
// schedule here, a host's timeline of posts (图文直播 items), and the room's messages: `chat`
// (the chat stream, GET with a since-cursor for polling) and `comment` (comments on an item).
// Status follows the clock: before start_at 预告, until end_at 直播中, after that 回放.

export const LIVE_STATUS = { upcoming: 0, live: 1, replay: 2 } as const;
const STATUS_TEXT = ['预告', '直播中', '回放'] as const;
export const CHAT_MAX_CHARS = 200;
const CHAT_PAGE = 50;

interface LiveRow {
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

interface MessageRow {
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

interface ItemRow {
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

const LIVE_SELECT = `SELECT c.id, c.title, c.summary, c.body, c.cover_path, c.author_id, c.views, c.created_at,
    l.brand, l.series, l.start_at, l.end_at, l.location, u.nickname, u.avatar
  FROM lives l JOIN contents c ON c.id = l.content_id JOIN users u ON u.id = c.author_id`;

const MESSAGE_SELECT = `SELECT m.*, u.nickname, u.avatar, ru.nickname AS reply_to_nickname
  FROM live_messages m JOIN users u ON u.id = m.user_id
  LEFT JOIN live_messages rm ON rm.id = m.reply_to_id LEFT JOIN users ru ON ru.id = rm.user_id`;

const ITEM_SELECT = 'SELECT i.*, u.nickname, u.avatar FROM live_items i JOIN users u ON u.id = i.user_id';

export function liveStatus(row: Pick<LiveRow, 'start_at' | 'end_at'>, now = nowSeconds()): number {
  if (now < row.start_at) return LIVE_STATUS.upcoming;
  if (now < row.end_at) return LIVE_STATUS.live;
  return LIVE_STATUS.replay;
}

function liveCard(env: ApiEnv, row: LiveRow) {
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
    status_text: STATUS_TEXT[status],
    start_at: row.start_at,
    end_at: row.end_at,
    location: row.location,
    views: row.views,
    host: publicUser(env, { id: row.author_id, nickname: row.nickname, avatar: row.avatar }),
  };
}

function messageView(env: ApiEnv, db: Database, row: MessageRow, viewer: number) {
  return {
    id: row.id,
    live_id: row.live_id,
    item_id: row.item_id ?? 0,
    kind: row.kind,
    content: row.content,
    likes: row.likes,
    is_liked: viewer ? Boolean(db.prepare('SELECT 1 FROM live_message_likes WHERE message_id = ? AND user_id = ?').get(row.id, viewer)) : false,
    is_mine: viewer === row.user_id,
    reply_to: row.reply_to_id && row.reply_to_nickname ? { id: row.reply_to_id, nickname: row.reply_to_nickname } : null,
    user: publicUser(env, { id: row.user_id, nickname: row.nickname, avatar: row.avatar }),
    created_at: row.created_at,
  };
}

function itemView(env: ApiEnv, db: Database, row: ItemRow, viewer: number) {
  const comments = db
    .prepare(`${MESSAGE_SELECT} WHERE m.item_id = ? AND m.kind = 'comment' ORDER BY m.id ASC LIMIT 20`)
    .all(row.id) as MessageRow[];
  const count = (db.prepare("SELECT COUNT(*) n FROM live_messages WHERE item_id = ? AND kind = 'comment'").get(row.id) as { n: number }).n;
  return {
    id: row.id,
    live_id: row.live_id,
    content: row.content,
    images: (JSON.parse(row.images || '[]') as string[]).map((p) => absMedia(env, p)),
    likes: row.likes,
    is_liked: viewer ? Boolean(db.prepare('SELECT 1 FROM live_item_likes WHERE item_id = ? AND user_id = ?').get(row.id, viewer)) : false,
    author: publicUser(env, { id: row.user_id, nickname: row.nickname, avatar: row.avatar }),
    created_at: row.created_at,
    comment_count: count,
    comments: comments.map((m) => messageView(env, db, m, viewer)),
  };
}

function findLive(db: Database, liveId: number): LiveRow {
  const row = db.prepare(`${LIVE_SELECT} WHERE c.id = ?`).get(liveId) as LiveRow | undefined;
  if (!row) throw notFound('直播');
  return row;
}

function messageText(ctx: Ctx): string {
  const text = str(ctx, 'content');
  if (!text) throw badRequest('请输入内容');
  if (Array.from(text).length > CHAT_MAX_CHARS) throw badRequest(`最多输入${CHAT_MAX_CHARS}字`);
  return text;
}

function findMessage(env: ApiEnv, db: Database, messageId: number): MessageRow {
  const row = db.prepare(`${MESSAGE_SELECT} WHERE m.id = ?`).get(messageId) as MessageRow | undefined;
  if (!row) throw notFound('评论');
  return row;
}

function toggleLike(db: Database, table: 'live_item_likes' | 'live_message_likes', key: 'item_id' | 'message_id', owner: 'live_items' | 'live_messages', targetId: number, uid: number, del: boolean): number {
  db.transaction(() => {
    if (del) {
      if (db.prepare(`DELETE FROM ${table} WHERE ${key} = ? AND user_id = ?`).run(targetId, uid).changes) {
        db.prepare(`UPDATE ${owner} SET likes = MAX(0, likes - 1) WHERE id = ?`).run(targetId);
      }
    } else if (db.prepare(`INSERT OR IGNORE INTO ${table} (${key}, user_id, created_at) VALUES (?, ?, ?)`).run(targetId, uid, nowSeconds()).changes) {
      db.prepare(`UPDATE ${owner} SET likes = likes + 1 WHERE id = ?`).run(targetId);
    }
  })();
  return (db.prepare(`SELECT likes FROM ${owner} WHERE id = ?`).get(targetId) as { likes: number }).likes;
}

/** The seeded events: brand launches and tech days, as a Chinese NEV site streams them. */
const EVENTS: { title: string; brand: string; series: string; location: string; when: 'live' | 'upcoming' | 'replay' }[] = [
  { title: '小米YU7发布会', brand: '小米', series: '小米YU7', location: '北京 · 国家会议中心', when: 'live' },
  { title: '蔚来NIO Day 2026', brand: '蔚来', series: 'ET7', location: '合肥 · 滨湖国际会展中心', when: 'upcoming' },
  { title: '比亚迪技术日：第二代刀片电池与兆瓦闪充', brand: '比亚迪', series: '汉EV', location: '深圳 · 比亚迪全球总部', when: 'replay' },
  { title: '小鹏汽车科技日：端到端大模型上车', brand: '小鹏', series: 'P7+', location: '广州 · 小鹏汽车总部', when: 'live' },
  { title: '理想MEGA 2026款上市发布会', brand: '理想', series: 'MEGA', location: '北京 · 理想汽车总部', when: 'replay' },
  { title: '极氪007GT上市直播', brand: '极氪', series: '极氪007', location: '杭州 · 极氪中心', when: 'upcoming' },
  { title: '问界M8交付仪式', brand: '问界', series: '问界M8', location: '重庆 · 赛力斯超级工厂', when: 'replay' },
  { title: '零跑B10全球首发', brand: '零跑', series: 'B10', location: '杭州 · 零跑总部', when: 'replay' },
  { title: '智己LS6新款发布会', brand: '智己', series: '智己LS6', location: '上海 · 临港', when: 'upcoming' },
  { title: '特斯拉Model Y长续航版中国上市', brand: '特斯拉', series: 'Model Y', location: '上海 · 超级工厂', when: 'replay' },
  { title: '阿维塔12冬季极寒测试直播', brand: '阿维塔', series: '阿维塔12', location: '黑河 · 冬季试验场', when: 'replay' },
  { title: '广州车展新能源展台探馆', brand: '埃安', series: '昊铂GT', location: '广州 · 琶洲展馆', when: 'upcoming' },
];

const ITEM_LINES = [
  '各位网友好，我们已经来到{location}，{title}将在稍后正式开始，现场座无虚席。',
  '{brand}的主视觉已经点亮，现场大屏正在播放预热短片。',
  '发布会正式开始！{brand}负责人登台，回顾了品牌过去一年的交付成绩。',
  '{series}正式亮相，新车采用封闭式前脸与贯穿式灯带，整体风格更运动。',
  '续航公布：{series}{energyLine}。',
  '智能驾驶方面，{series}全系标配激光雷达，城市NOA将在交付时全国都能开。',
  '座舱部分：高通骁龙8295芯片，三块大屏联动，语音助手支持连续对话和可见即可说。',
  '安全配置：全系标配九个安全气囊，车身高强度钢占比超过百分之八十。',
  '价格公布！{series}预售价{price}万元起，现场响起热烈掌声。',
  '官方宣布：即日起下定可享五千元尾款抵扣及终身免费流量等权益。',
  '现场体验区已经开放，媒体老师们正在排队体验{series}的座舱。',
  '本场发布会到此结束，感谢各位网友的观看，回放将在稍后上线。',
];

const CHAT_LINES = [
  '来了来了', '前排占座', '期待价格', '这颜色好看', '续航多少？', '能不能便宜点', '主持人讲得好', '有没有现场的朋友',
  '等这一天好久了', '冲冲冲', '价格打下来了', '这个智驾厉害', '什么时候交付？', '小屏幕看着也很帅', '求抽奖', '太卷了',
  '已经下定', '对比一下竞品呢', '内饰有点素', '后排空间怎么样', '充电速度真快', '这个价格真香',
];

function fillLine(line: string, ev: (typeof EVENTS)[number], vars: { range: number; power: number; price: string }): string {
  const electric = seriesFact(ev.series)?.energy !== '增程' && seriesFact(ev.series)?.energy !== '插混';
  const energyLine = electric
    ? `CLTC续航最高${vars.range}公里，支持${vars.power}kW超快充，充电十五分钟补能四百公里以上`
    : `CLTC纯电续航${Math.round(vars.range / 20) * 5}公里，综合续航超过一千公里，亏电油耗低至百公里五点几升`;
  return line
    .replace(/\{energyLine\}/g, energyLine)
    .replace(/\{title\}/g, ev.title)
    .replace(/\{brand\}/g, ev.brand)
    .replace(/\{series\}/g, ev.series)
    .replace(/\{location\}/g, ev.location)
    .replace(/\{range\}/g, String(vars.range))
    .replace(/\{power\}/g, String(vars.power))
    .replace(/\{price\}/g, vars.price);
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
  seed({ db, rng, now }) {
    const users = (db.prepare('SELECT id FROM users WHERE id > 2').all() as { id: number }[]).map((u) => u.id);
    const insertContent = db.prepare(
      'INSERT INTO contents (type, title, summary, body, cover_path, author_id, views, likes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertLive = db.prepare('INSERT INTO lives (content_id, brand, series, start_at, end_at, location) VALUES (?, ?, ?, ?, ?, ?)');
    const insertItem = db.prepare('INSERT INTO live_items (live_id, user_id, content, images, likes, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const insertMessage = db.prepare(
      'INSERT INTO live_messages (live_id, item_id, kind, user_id, reply_to_id, content, likes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    // The host account of every event: an editor of the site.
    const host = users[0] ?? 3;
    EVENTS.forEach((ev, n) => {
      const start =
        ev.when === 'live' ? now - rng.int(20, 50) * 60 : ev.when === 'upcoming' ? now + rng.int(1, 20) * 86400 + rng.int(0, 8) * 3600 : now - rng.int(3, 90) * 86400;
      const end = start + rng.int(100, 180) * 60;
      // The price said on stage is the series' real starting price.
      const fact = seriesFact(ev.series);
      const vars = { range: rng.int(55, 90) * 10, power: rng.pick([400, 480, 600, 800]), price: (fact?.min ?? rng.int(1599, 3999) / 100).toFixed(2) };
      const summary = `${ev.location}，${ev.series}重磅登场。新出行全程图文直播，第一时间带来续航、智驾与价格信息。`;
      const body = [
        `${ev.title}将于${ev.location}举行。`,
        `本场活动中，${ev.brand}将正式发布${ev.series}，并公布续航、补能、智能驾驶与价格等关键信息。`,
        '新出行编辑部在现场为你带来全程图文直播，网友可以在聊天区实时互动，发布会后还有车型深度解读。',
      ].join('\n');
      const contentId = Number(
        insertContent.run(TYPE.live, ev.title, summary, body, seriesPicture(ev.series, `live${n}`, 'front'), host, rng.int(3000, 300000), rng.int(100, 8000), Math.min(start, now) - 86400 * 3).lastInsertRowid,
      );
      insertLive.run(contentId, ev.brand, ev.series, start, end, ev.location);
      if (ev.when === 'upcoming') {
        // Before the event: a notice from the host and early chat only.
        insertItem.run(contentId, host, `${ev.title}将于开播时间准时开始，点击预约不错过直播。`, '[]', rng.int(5, 80), now - rng.int(3600, 86400));
      } else {
        const upTo = ev.when === 'live' ? Math.min(ITEM_LINES.length - 1, rng.int(6, 9)) : ITEM_LINES.length;
        const span = (ev.when === 'live' ? now : end) - start;
        for (let k = 0; k < upTo; k++) {
          const at = start + Math.floor((span * k) / upTo) + rng.int(0, 60);
          const images =
            k % 3 === 1
              ? JSON.stringify([seriesPicture(ev.series, `live${n}i${k}`, k === 4 ? 'charge' : k === 7 ? 'seats' : 'cockpit')])
              : k === 3
                ? JSON.stringify([seriesPicture(ev.series, `live${n}i${k}a`, 'front'), seriesPicture(ev.series, `live${n}i${k}b`, 'side')])
                : '[]';
          const itemId = Number(insertItem.run(contentId, host, fillLine(ITEM_LINES[k]!, ev, vars), images, rng.int(10, 900), at).lastInsertRowid);
          for (let c = rng.int(0, 3); c > 0; c--) {
            insertMessage.run(contentId, itemId, 'comment', rng.pick(users), null, rng.pick(CHAT_LINES), rng.int(0, 30), at + rng.int(10, 300));
          }
        }
      }
      const from = ev.when === 'upcoming' ? now - 86400 : start;
      const to = ev.when === 'replay' ? end : now - 5;
      const chats = Array.from({ length: rng.int(18, 40) }, () => from + Math.floor(rng.next() * Math.max(60, to - from))).sort((a, b) => a - b);
      for (const at of chats) insertMessage.run(contentId, null, 'chat', rng.pick(users), null, rng.pick(CHAT_LINES), rng.int(0, 20), Math.min(at, now - 5));
    });
  },
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
      if (filter && !['live', 'upcoming', 'replay'].includes(filter)) throw badRequest('直播状态参数错误');
      // Live now first, then the soonest upcoming, then the most recent replays.
      const order =
        filter === 'upcoming'
          ? 'l.start_at ASC'
          : filter === 'replay'
            ? 'l.start_at DESC'
            : 'CASE WHEN l.start_at <= @now AND l.end_at > @now THEN 0 WHEN l.start_at > @now THEN 1 ELSE 2 END, CASE WHEN l.start_at > @now THEN l.start_at ELSE -l.start_at END';
      const total = (ctx.db.prepare(`SELECT COUNT(*) n FROM lives l WHERE ${where}`).get({ now }) as { n: number }).n;
      const rows = ctx.db.prepare(`${LIVE_SELECT} WHERE ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`).all({ now, limit: p.perPage, offset: p.offset }) as LiveRow[];
      return listResult(
        rows.map((row) => liveCard(env, row)),
        p,
        total,
      );
    });

    r.get('v1/live/detail/:id', (ctx) => {
      const row = findLive(ctx.db, id(ctx));
      ctx.db.prepare('UPDATE contents SET views = views + 1 WHERE id = ?').run(row.id);
      const related = ctx.db
        .prepare(`${LIVE_SELECT} WHERE c.id != ? ORDER BY CASE WHEN l.brand = ? THEN 0 ELSE 1 END, ABS(l.start_at - ?) LIMIT 4`)
        .all(row.id, row.brand, row.start_at) as LiveRow[];
      const counts = ctx.db
        .prepare("SELECT (SELECT COUNT(*) FROM live_items WHERE live_id = @id) items, (SELECT COUNT(*) FROM live_messages WHERE live_id = @id AND kind = 'chat') chats")
        .get({ id: row.id }) as { items: number; chats: number };
      return {
        ...liveCard(env, { ...row, views: row.views + 1 }),
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
        const rows = ctx.db.prepare(`${ITEM_SELECT} WHERE i.live_id = ? AND i.id > ? ORDER BY i.id DESC LIMIT 50`).all(row.id, since) as ItemRow[];
        return listResult(rows.map((x) => itemView(env, ctx.db, x, viewer)), { page: 1, perPage: 50, offset: 0 }, rows.length);
      }
      const total = (ctx.db.prepare('SELECT COUNT(*) n FROM live_items WHERE live_id = ?').get(row.id) as { n: number }).n;
      const rows = ctx.db.prepare(`${ITEM_SELECT} WHERE i.live_id = ? ORDER BY i.id DESC LIMIT ? OFFSET ?`).all(row.id, p.perPage, p.offset) as ItemRow[];
      return listResult(rows.map((x) => itemView(env, ctx.db, x, viewer)), p, total);
    });

    // Chat in time order. Without `since`: the latest messages; with it: only those after it.
    r.get('v1/live/chat/:id', (ctx) => {
      const row = findLive(ctx.db, id(ctx));
      const viewer = ctx.user?.id ?? 0;
      const since = int(ctx, 'since', 0);
      const rows = (
        since > 0
          ? ctx.db.prepare(`${MESSAGE_SELECT} WHERE m.live_id = ? AND m.kind = 'chat' AND m.id > ? ORDER BY m.id ASC LIMIT ?`).all(row.id, since, CHAT_PAGE)
          : ctx.db.prepare(`${MESSAGE_SELECT} WHERE m.live_id = ? AND m.kind = 'chat' ORDER BY m.id DESC LIMIT ?`).all(row.id, CHAT_PAGE).reverse()
      ) as MessageRow[];
      const list = rows.map((m) => messageView(env, ctx.db, m, viewer));
      return { list, last_id: list.length ? list[list.length - 1]!.id : since, status: liveStatus(row) };
    });

    r.post(
      'v1/live/chat',
      (ctx) => {
        const row = findLive(ctx.db, id(ctx, 'live_id'));
        if (liveStatus(row) === LIVE_STATUS.replay) throw badRequest('直播已结束，聊天已关闭');
        const text = messageText(ctx);
        const info = ctx.db
          .prepare("INSERT INTO live_messages (live_id, item_id, kind, user_id, content, created_at) VALUES (?, NULL, 'chat', ?, ?, ?)")
          .run(row.id, ctx.user!.id, text, nowSeconds());
        return messageView(env, ctx.db, findMessage(env, ctx.db, Number(info.lastInsertRowid)), ctx.user!.id);
      },
      { auth: true },
    );

    r.post(
      'v1/live/comment',
      (ctx) => {
        const item = ctx.db.prepare('SELECT id, live_id FROM live_items WHERE id = ?').get(id(ctx, 'item_id')) as { id: number; live_id: number } | undefined;
        if (!item) throw notFound('直播内容');
        const text = messageText(ctx);
        const info = ctx.db
          .prepare("INSERT INTO live_messages (live_id, item_id, kind, user_id, content, created_at) VALUES (?, ?, 'comment', ?, ?, ?)")
          .run(item.live_id, item.id, ctx.user!.id, text, nowSeconds());
        return messageView(env, ctx.db, findMessage(env, ctx.db, Number(info.lastInsertRowid)), ctx.user!.id);
      },
      { auth: true },
    );

    r.post(
      'v1/live/reply-comment',
      (ctx) => {
        const to = findMessage(env, ctx.db, id(ctx, 'comment_id'));
        if (to.kind === 'chat' && liveStatus(findLive(ctx.db, to.live_id)) === LIVE_STATUS.replay) throw badRequest('直播已结束，聊天已关闭');
        const text = messageText(ctx);
        const info = ctx.db
          .prepare('INSERT INTO live_messages (live_id, item_id, kind, user_id, reply_to_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(to.live_id, to.item_id, to.kind, ctx.user!.id, to.id, text, nowSeconds());
        return messageView(env, ctx.db, findMessage(env, ctx.db, Number(info.lastInsertRowid)), ctx.user!.id);
      },
      { auth: true },
    );

    r.post(
      'v1/live/del',
      (ctx) => {
        const row = findMessage(env, ctx.db, id(ctx));
        if (row.user_id !== ctx.user!.id) throw new HttpError(403, '只能删除自己发送的内容');
        ctx.db.transaction(() => {
          ctx.db.prepare('UPDATE live_messages SET reply_to_id = NULL WHERE reply_to_id = ?').run(row.id);
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
        if (!ctx.db.prepare('SELECT 1 FROM live_items WHERE id = ?').get(itemId)) throw notFound('直播内容');
        const del = bool(ctx, 'del');
        const likes = toggleLike(ctx.db, 'live_item_likes', 'item_id', 'live_items', itemId, ctx.user!.id, del);
        return { item_id: itemId, likes, is_liked: !del };
      },
      { auth: true },
    );

    r.post(
      'v1/live/comment-like',
      (ctx) => {
        const row = findMessage(env, ctx.db, id(ctx, 'comment_id'));
        const del = bool(ctx, 'del');
        const likes = toggleLike(ctx.db, 'live_message_likes', 'message_id', 'live_messages', row.id, ctx.user!.id, del);
        return { comment_id: row.id, likes, is_liked: !del };
      },
      { auth: true },
    );
  },
};
