// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDb, seededAt } from '@/local-api/app';
import { readEnv, type ApiEnv } from '@/local-api/env';
import { seedSecret } from '@/local-api/seed/rng';
import { scaled } from '../time-scale';

// The demo seed is deterministic: seeded twice at the same clock, every table of the two databases
// holds the same rows in the same order (ids and links between rows included), whatever the wall
// clock says, because the seed reads its clock once (`seedNow()`) and passes it to every domain.
// Seeded a few minutes apart, the demo data is the same data with its times moved.

/** The seed's clock: 2026-11-20 11:00 China time, a weekday morning far from a China day's edges. */
const CLOCK = Date.UTC(2026, 10, 20, 3, 0) / 1000;
/** The second clock: five minutes later, in the same China hour and day. */
const SHIFT = 5 * 60;
/** Where the wall clock stands while a seed is given its clock: days and hours away from it. */
const ELSEWHERE = 3 * 86400 + 7200;

type Db = ReturnType<typeof prepareDb>;
type Row = Record<string, unknown>;

/**
 * Rows that are not demo data, left out by name. `meta.token_secret` signs login tokens: it is
 * generated at first start (app.ts, `tokenSecret`), random so that no two installs share a secret
 * written in the source, and no page shows it.
 */
const NOT_DEMO_DATA: Record<string, (row: Row) => boolean> = {
  meta: (row) => row.key === 'token_secret',
};

const demoEnv = (): ApiEnv => ({ ...readEnv(), dbFile: ':memory:', quiet: true, demo: true });

/** Runs `seed` with `Date` (the wall clock) set to `seconds`; the seed's clock is read from it. */
function atWallClock(seconds: number, seed: () => Db): Db {
  vi.useFakeTimers({ toFake: ['Date'], now: seconds * 1000 });
  try {
    return seed();
  } finally {
    vi.useRealTimers();
  }
}

function tablesOf(db: Db): string[] {
  return (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((t) => t.name);
}

/**
 * A table's rows in insertion order (rowid), or by every column for a table without rowid; none
 * for a table this database does not have (the other's then shows as the difference).
 */
function rowsOf(db: Db, table: string): Row[] {
  const listed = db
    .prepare("SELECT wr FROM pragma_table_list WHERE schema = 'main' AND name = ?")
    .get(table) as { wr: number } | undefined;
  if (!listed) return [];
  const withoutRowid = listed.wr === 1;
  const columns = (
    db.prepare('SELECT COUNT(*) n FROM pragma_table_info(?)').get(table) as { n: number }
  ).n;
  const order = withoutRowid
    ? Array.from({ length: columns }, (_, i) => i + 1).join(', ')
    : 'rowid';
  const rows = db.prepare(`SELECT * FROM "${table}" ORDER BY ${order}`).all() as Row[];
  const skip = NOT_DEMO_DATA[table];
  return skip ? rows.filter((row) => !skip(row)) : rows;
}

/**
 * The tables whose rows differ between two databases, each with its row counts and its first
 * differing row, compared as `view` shows a table's rows (in order).
 */
function differingTables(a: Db, b: Db, view: (db: Db, table: string) => string[]): string[] {
  const names = [...new Set([...tablesOf(a), ...tablesOf(b)])].sort();
  return names.flatMap((table) => {
    const x = view(a, table);
    const y = view(b, table);
    if (x.length === y.length && x.every((row, i) => row === y[i])) return [];
    const i = x.findIndex((row, k) => row !== y[k]);
    const at = i < 0 ? x.length : i;
    return [
      `${table}: ${x.length} rows vs ${y.length}; first difference at row ${at + 1}: ${x[at]?.slice(0, 160)} vs ${y[at]?.slice(0, 160)}`,
    ];
  });
}

const exactly = (db: Db, table: string) => rowsOf(db, table).map((row) => JSON.stringify(row));

/** A time column: `created_at`, `launch_at`, … and a dealer offer's `deadline`. */
const isTime = (column: string) => /_at$/.test(column) || column === 'deadline';
/** A Unix time of these years written inside a text (a picture's key names its post's time). */
const TIME_IN_TEXT = /(?<!\d)1[78]\d{8}(?!\d)/g;

/**
 * Per table, what besides its times a seed at another clock may change. Comments are inserted
 * oldest thread first, so their ids grow with time; the threads are spread between their item's
 * time and the seed's now, so a clock a few minutes later reorders near ties, and with them what the
 * seed draws along that order: which comments the demo accounts like (comment_likes) and each
 * comment's IP 属地 (ipRegions, in id order). The comments themselves stay: item, author, text,
 * thread, likes; and each demo account likes as many comments.
 */
const MOVES_WITH_CLOCK: Record<string, string[]> = {
  comments: ['id', 'ip_region'],
  comment_likes: ['comment_id'],
};
/** Columns of `comments` naming another comment: compared as the comment they name. */
const COMMENT_LINKS = ['parent_id', 'reply_to_id'];

/**
 * A table's rows as the same data seeded at another clock: sorted, without what moves with the
 * clock. That is every time column (each is relative to the seed's now: lives and their chat start
 * on a quarter hour, comments and registrations are spread between their subject's time and now, so
 * they move by other amounts than the clock), a time written in a text, and MOVES_WITH_CLOCK.
 * Everything else (who, what, which car, counts, prices, stock, points, row counts) is equal.
 */
function sameData(db: Db, table: string): string[] {
  const comments = new Map(
    table !== 'comments'
      ? []
      : (
          db
            .prepare('SELECT id, content_type, content_id, user_id, content FROM comments')
            .all() as Row[]
        ).map((c) => [c.id, `${c.content_type}/${c.content_id}/${c.user_id}/${c.content}`]),
  );
  const moving = MOVES_WITH_CLOCK[table] ?? [];
  return rowsOf(db, table)
    .map((row) =>
      JSON.stringify(
        Object.entries(row).flatMap(([column, value]) => {
          if (isTime(column) || moving.includes(column)) return [];
          if (table === 'comments' && COMMENT_LINKS.includes(column) && value !== null)
            return [[column, comments.get(value)]];
          if (typeof value === 'string') return [[column, value.replace(TIME_IN_TEXT, '<time>')]];
          return [[column, value]];
        }),
      ),
    )
    .sort();
}

describe('the secrets of the seeded data (seedSecret)', () => {
  it('in demo mode, one per label and the same on every call', () => {
    expect(seedSecret(true, 'lottery-1', 64)).toBe(seedSecret(true, 'lottery-1', 64));
    expect(seedSecret(true, 'lottery-1', 64)).not.toBe(seedSecret(true, 'lottery-2', 64));
    expect(seedSecret(true, 'share-key-7', 24)).toMatch(/^[0-9a-f]{24}$/);
  });

  it('outside demo mode, random: nobody who reads the source can know them', () => {
    const a = seedSecret(false, 'lottery-1', 64);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(seedSecret(false, 'lottery-1', 64)).not.toBe(a);
    expect(a).not.toBe(seedSecret(true, 'lottery-1', 64));
  });
});

// Each comparison reads every row of two databases (a few seconds, more on a busy machine).
describe('the demo seed is deterministic', () => {
  let first: Db;
  let again: Db;
  let later: Db;

  beforeAll(() => {
    // The way the API starts (prepareDb: schema, seed, token secret), its clock read from the wall.
    first = atWallClock(CLOCK, () => prepareDb(demoEnv()));
    // The same clock given to the seed while the wall clock is days away: a domain that read the
    // wall clock, or drew anything at random, would seed other rows.
    again = atWallClock(CLOCK + ELSEWHERE, () => seededAt(demoEnv(), CLOCK));
    later = atWallClock(CLOCK + SHIFT + ELSEWHERE, () => seededAt(demoEnv(), CLOCK + SHIFT));
  }, scaled(180_000));

  afterAll(() => {
    for (const db of [first, again, later]) db?.close();
  });

  it(
    'seeded twice at the same clock, every table holds the same rows in the same order',
    () => {
      expect(tablesOf(first).length).toBeGreaterThan(100);
      expect(differingTables(first, again, exactly)).toEqual([]);
    },
    scaled(60_000),
  );

  it('the demo accounts, share keys and running lotteries are the same on every demo seed', () => {
    const column = (db: Db, sql: string) =>
      (db.prepare(sql).all() as { v: string }[]).map((row) => row.v);
    const secrets = (db: Db) => ({
      passwords: column(db, 'SELECT password v FROM users WHERE id <= 2 ORDER BY id'),
      keys: column(db, 'SELECT auth_key v FROM ins_posts ORDER BY content_id'),
      seeds: column(db, 'SELECT seed v FROM lotteries ORDER BY id'),
    });
    expect(secrets(again)).toEqual(secrets(first));
    // Each seeded post and lottery still has its own: fixed, not one for all.
    const { keys, seeds } = secrets(first);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it(
    'seeded five minutes later, the same data: only the times move',
    () => {
      expect(differingTables(first, later, sameData)).toEqual([]);
      // The times did move with the clock: the data is relative to the seed's now.
      const newest = (db: Db) =>
        (db.prepare('SELECT MAX(created_at) n FROM users').get() as { n: number }).n;
      expect(newest(later)).toBe(newest(first) + SHIFT);
    },
    scaled(60_000),
  );
});
