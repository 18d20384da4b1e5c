import type { Database } from 'better-sqlite3';
import type { RawRecommendSetting } from '../../contract/api/home';
import { countOf, nowSeconds } from '../db';
import type { Domain } from '../domain';
import { HttpError } from '../http-error';
import { id, int } from '../params';
import { RATE_LIMITS } from '../rate-limit';
import type { Ctx } from '../router';
import { isCrawler, visitorOf } from '../views';
import {
  MAX_POINTS,
  NOT_INTERESTED_WEIGHT,
  READ_WEIGHT,
  SECONDS_PER_POINT,
} from '../../contract/recommend';

// 个性化推荐 (算法推荐管理规定 Art. 16-17, PIPL Art. 24; docs/recommendation.md). The home 推荐
// feed is ordered by time; with personalisation on, a reader's pieces move up by the series and
// topics of what they opened, and pieces they marked 不感兴趣 leave the feed and pull their series
// and topic down. A reader is an account (`u<id>`) or a device (`d<xcx_device>`); an address alone
// is many people behind one carrier NAT, so it gets no profile. The setting lives per account and
// per device; anonymous pages also carry it in the `xcx_rec` cookie (contract/recommend.ts), which the
// web server passes as `personalised=0` so the first render is right.

/** Interest kinds: a piece's series (content_meta.series) and topic (content_meta.topic). */
type Kind = 's' | 't';

const RECOMMEND_SCHEMA = `
  CREATE TABLE IF NOT EXISTS rec_settings (
    reader TEXT PRIMARY KEY,
    personalised INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS rec_interests (
    reader TEXT NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    weight INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (reader, kind, name)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS rec_hidden (
    reader TEXT NOT NULL,
    content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (reader, content_id)
  ) WITHOUT ROWID;
`;

type Reader = Pick<Ctx, 'user' | 'headers' | 'address' | 'device'>;

/** The reader a profile belongs to: the account, else the device; null for an address alone. */
export function readerOf(ctx: Reader): string | null {
  const visitor = visitorOf(ctx);
  return visitor.startsWith('a') ? null : visitor;
}

/** The reader's own setting: on unless they turned it off. */
export function isPersonalised(db: Database, reader: string | null): boolean {
  if (!reader) return true;
  const row = db.prepare('SELECT personalised FROM rec_settings WHERE reader = ?').get(reader) as
    { personalised: number } | undefined;
  return row ? row.personalised === 1 : true;
}

function addWeight(
  db: Database,
  reader: string,
  kind: Kind,
  name: string,
  delta: number,
  now: number,
) {
  if (!name) return;
  db.prepare(
    `INSERT INTO rec_interests (reader, kind, name, weight, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (reader, kind, name) DO UPDATE SET weight = MAX(-${MAX_POINTS}, MIN(${MAX_POINTS}, weight + excluded.weight)), updated_at = excluded.updated_at`,
  ).run(reader, kind, name, delta, now);
}

function metaOf(db: Database, contentId: number) {
  return db
    .prepare('SELECT series, topic FROM content_meta WHERE content_id = ?')
    .get(contentId) as { series: string; topic: string } | undefined;
}

/**
 * The signal: a counted read of a piece (views.ts, once per reader per piece a day, never a
 * crawler's or a prefetch's) adds to its series and topic, for a reader with personalisation on.
 * A reader records at most RATE_LIMITS.recommendSignal reads an hour; past it the page still
 * reads, and the read is not recorded.
 */
export function recordRead(ctx: Reader & Pick<Ctx, 'db' | 'limit'>, contentId: number): void {
  const reader = readerOf(ctx);
  if (!reader || !isPersonalised(ctx.db, reader)) return;
  try {
    ctx.limit(RATE_LIMITS.recommendSignal, reader);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) return;
    throw err;
  }
  const meta = metaOf(ctx.db, contentId);
  if (!meta) return;
  const now = nowSeconds();
  addWeight(ctx.db, reader, 's', meta.series, READ_WEIGHT, now);
  addWeight(ctx.db, reader, 't', meta.topic, READ_WEIGHT, now);
}

/**
 * The ids of one page of a channel for this reader, or null when the time order stands (the
 * reader has personalisation off, or no profile yet, or is a crawler): the caller then reads the
 * plain time order, so a reader without history sees what everyone sees.
 */
export function personalPage(
  ctx: Reader & Pick<Ctx, 'db'>,
  types: string,
  limit: number,
  offset: number,
  wanted: boolean,
): { ids: number[]; total: number } | null {
  if (!wanted || isCrawler(ctx.headers['user-agent'])) return null;
  const reader = readerOf(ctx);
  if (!reader || !isPersonalised(ctx.db, reader)) return null;
  const { db } = ctx;
  const has = db
    .prepare(
      'SELECT EXISTS (SELECT 1 FROM rec_interests WHERE reader = ?) OR EXISTS (SELECT 1 FROM rec_hidden WHERE reader = ?) AS n',
    )
    .get(reader, reader) as { n: number };
  if (!has.n) return null;
  // One query over the channel's rows (a few hundred; the type index), each joined by primary key
  // to its meta, the reader's two interests and their hidden mark: no per-request profile building.
  const ids = db
    .prepare(
      `SELECT c.id FROM contents c
       LEFT JOIN content_meta m ON m.content_id = c.id
       LEFT JOIN rec_interests s ON s.reader = @reader AND s.kind = 's' AND s.name = m.series
       LEFT JOIN rec_interests t ON t.reader = @reader AND t.kind = 't' AND t.name = m.topic
       WHERE c.type IN (${types}) AND NOT EXISTS (SELECT 1 FROM rec_hidden h WHERE h.reader = @reader AND h.content_id = c.id)
       ORDER BY c.is_top DESC, c.created_at + ${SECONDS_PER_POINT} * (IFNULL(s.weight, 0) + IFNULL(t.weight, 0)) DESC, c.created_at DESC, c.id DESC
       LIMIT @limit OFFSET @offset`,
    )
    .all({ reader, limit, offset }) as { id: number }[];
  const hidden = countOf(
    db,
    `SELECT COUNT(*) n FROM rec_hidden h JOIN contents c ON c.id = h.content_id WHERE h.reader = ? AND c.type IN (${types})`,
    reader,
  );
  const all = countOf(db, `SELECT COUNT(*) n FROM contents WHERE type IN (${types})`);
  return { ids: ids.map((r) => r.id), total: all - hidden };
}

function settingOf(ctx: Ctx): RawRecommendSetting {
  return { personalised: isPersonalised(ctx.db, readerOf(ctx)) };
}

export const recommend: Domain = {
  name: 'recommend',
  schema: RECOMMEND_SCHEMA,
  routes(r) {
    r.get('v1/recommend/setting', (ctx) => settingOf(ctx));

    // Turning it off forgets the profile too: nothing personal is kept that the feed does not use.
    r.post('v1/recommend/setting', (ctx) => {
      const value = ctx.body.personalised;
      if (typeof value !== 'boolean') throw new HttpError(400, '请选择开启或关闭个性化推荐');
      const reader = readerOf(ctx);
      if (reader) {
        const { db } = ctx;
        db.transaction(() => {
          db.prepare(
            'INSERT INTO rec_settings (reader, personalised, updated_at) VALUES (?, ?, ?) ON CONFLICT (reader) DO UPDATE SET personalised = excluded.personalised, updated_at = excluded.updated_at',
          ).run(reader, value ? 1 : 0, nowSeconds());
          if (!value) {
            db.prepare('DELETE FROM rec_interests WHERE reader = ?').run(reader);
            db.prepare('DELETE FROM rec_hidden WHERE reader = ?').run(reader);
          }
        })();
      }
      const setting: RawRecommendSetting = { personalised: value };
      return setting;
    });

    // 不感兴趣 on a recommended card: the piece leaves this reader's feed, its series and topic go down.
    r.post('v1/recommend/not-interested', (ctx) => {
      const contentId = id(ctx);
      const type = int(ctx, 'type', 0);
      const { db } = ctx;
      if (!db.prepare('SELECT 1 FROM contents WHERE id = ? AND type = ?').get(contentId, type))
        throw new HttpError(404, '内容不存在');
      const reader = readerOf(ctx);
      if (!reader) throw new HttpError(400, '请刷新页面后再试');
      if (!isPersonalised(db, reader)) throw new HttpError(409, '个性化推荐已关闭');
      const meta = metaOf(db, contentId);
      const now = nowSeconds();
      db.transaction(() => {
        // A second tap on the same piece (another tab, a retry) counts once.
        if (
          db
            .prepare(
              'INSERT OR IGNORE INTO rec_hidden (reader, content_id, created_at) VALUES (?, ?, ?)',
            )
            .run(reader, contentId, now).changes === 0
        )
          return;
        addWeight(db, reader, 's', meta?.series ?? '', NOT_INTERESTED_WEIGHT, now);
        addWeight(db, reader, 't', meta?.topic ?? '', NOT_INTERESTED_WEIGHT, now);
      })();
      return { id: contentId, type };
    });
  },
};
