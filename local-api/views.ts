import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from 'better-sqlite3';
import { chinaDayStart } from '../contract/lottery';
import { nowSeconds } from './db';
import type { Ctx } from './router';

// View counts that count people. A detail read adds a view once per visitor per item per China-time
// day: the signed-in user, else the device id the web server passes (`x-device-id`, its first-party
// cookie), else the address. A device id is the client's own word, so an address adds at most
// ADDRESS_VIEWS_A_DAY views to one item a day however many ids it sends (a carrier address holds
// many people; a script holds one). Crawlers and prefetches read without counting.

/** Items whose reads are counted: each kind has its own `views` column. */
export type ViewKind = 'content' | 'topic' | 'theme' | 'idle' | 'remark';

/** The most views one address adds to one item in a China-time day. */
export const ADDRESS_VIEWS_A_DAY = 20;

export const VIEW_SCHEMA = `
  CREATE TABLE IF NOT EXISTS view_marks (
    day INTEGER NOT NULL, kind TEXT NOT NULL, item_id INTEGER NOT NULL, visitor TEXT NOT NULL, address TEXT NOT NULL,
    PRIMARY KEY (day, kind, item_id, visitor)
  );
  CREATE INDEX IF NOT EXISTS view_marks_address ON view_marks (day, kind, item_id, address);
`;

/** Crawlers, link previewers and scripted clients name themselves in the user agent. */
const CRAWLER_UA =
  /bot\b|bot\/|spider|crawl|slurp|headless|lighthouse|facebookexternalhit|preview|curl\/|wget\/|python-|scrapy|go-http-client|java\//i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || CRAWLER_UA.test(userAgent);
}

/**
 * A prefetch is a guess at the next page, not a read: Next's router (`Next-Router-Prefetch: 1`),
 * `<link rel=prefetch>` and speculation rules (`Sec-Purpose: prefetch`, older `Purpose: prefetch`).
 */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const word = (name: string) => String(headers[name] ?? '').toLowerCase();
  return (
    word('next-router-prefetch') === '1' ||
    word('sec-purpose').includes('prefetch') ||
    word('purpose').includes('prefetch')
  );
}

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Who is reading: `u<user id>`, `d<device id>` or `a<address>`. The device is the router's (the web
 * server's x-device-id, trusted from it alone) where the caller has one.
 */
export function visitorOf(
  ctx: Pick<Ctx, 'user' | 'headers' | 'address'> & { device?: string | null },
): string {
  if (ctx.user) return `u${ctx.user.id}`;
  const device = ctx.device !== undefined ? ctx.device : ctx.headers['x-device-id'];
  if (typeof device === 'string' && DEVICE_ID.test(device)) return `d${device}`;
  return `a${ctx.address}`;
}

const pruned = new WeakMap<Database, number>();

/** True when this read adds a view to the item (and records that it did). */
export function countView(
  ctx: Pick<Ctx, 'user' | 'headers' | 'address' | 'db'> & { device?: string | null },
  kind: ViewKind,
  itemId: number,
): boolean {
  if (isCrawler(ctx.headers['user-agent']) || isPrefetch(ctx.headers)) return false;
  const day = chinaDayStart(nowSeconds());
  const { db } = ctx;
  // Only today's marks decide anything: older days go once a day.
  if (pruned.get(db) !== day) {
    db.prepare('DELETE FROM view_marks WHERE day < ?').run(day);
    pruned.set(db, day);
  }
  const fromAddress = db
    .prepare(
      'SELECT COUNT(*) n FROM view_marks WHERE day = ? AND kind = ? AND item_id = ? AND address = ?',
    )
    .get(day, kind, itemId, ctx.address) as {
    n: number;
  };
  if (fromAddress.n >= ADDRESS_VIEWS_A_DAY) return false;
  return (
    db
      .prepare(
        'INSERT OR IGNORE INTO view_marks (day, kind, item_id, visitor, address) VALUES (?, ?, ?, ?, ?)',
      )
      .run(day, kind, itemId, visitorOf(ctx), ctx.address).changes > 0
  );
}
