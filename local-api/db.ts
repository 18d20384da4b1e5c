import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database, type Statement } from 'better-sqlite3';
import { notFound } from './http-error';

export type { Database };

/**
 * Opens a database file (created if missing), or with `image`, an in-memory database that starts
 * as a copy of a serialized one (`db.serialize()`).
 */
export function openDb(file: string, image?: Buffer): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = image ? new BetterSqlite3(image) : new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a write (a page view's counter,
  // a like) cost ~100 µs of CPU and ~250 µs in fsync under the default FULL, ~15 µs here. The file
  // stays consistent; a power cut may lose the last commits, which a local demo API can afford.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 3000');
  cacheStatements(db);
  return db;
}

/** Distinct SQL texts kept prepared; past it the oldest goes (SQL built with varying lists). */
const MAX_STATEMENTS = 2000;

/**
 * Handlers call `db.prepare(sql)` per request; compiling the same SQL again was the API's largest
 * single cost. The statement of a given SQL text is compiled once and reused (a
 * better-sqlite3 statement is reusable; none here changes mode with pluck/raw/expand).
 */
function cacheStatements(db: Database): void {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, Statement>();
  db.prepare = ((sql: string) => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = prepare(sql);
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      statements.set(sql, stmt);
    }
    return stmt;
  }) as Database['prepare'];
}

/** Current time in Unix seconds, the unit every `created_at` of the API uses. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The row a query finds, or a 404 naming what is missing ("活动不存在"). */
export function rowOr404<T>(db: Database, what: string, sql: string, ...params: unknown[]): T {
  const row = db.prepare(sql).get(...params) as T | undefined;
  if (!row) throw notFound(what);
  return row;
}

/**
 * The rows `select` (a SELECT over alias `c` without WHERE) reads for `ids`, in the order of `ids`
 * (an id with no row is left out): for lists that pick their ids cheaply first and read only the
 * rows they show.
 */
export function rowsByIds<R extends { id: number }>(
  db: Database,
  select: string,
  ids: readonly number[],
): R[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`${select} WHERE c.id IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids) as R[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A user joins (`on`) or leaves a circle, club or group, or follows or unfollows a theme; twice is
 * once: `sql.join` runs with (record id, user id, now), `sql.leave` with (record id, user id).
 */
export function setMembership(
  db: Database,
  sql: { join: string; leave: string },
  recordId: number,
  uid: number,
  on: boolean,
): void {
  if (on) db.prepare(sql.join).run(recordId, uid, nowSeconds());
  else db.prepare(sql.leave).run(recordId, uid);
}

/** The `n` of a `SELECT COUNT(*) n ...` query. */
export function countOf(db: Database, sql: string, ...params: unknown[]): number {
  return (db.prepare(sql).get(...params) as { n: number }).n;
}
