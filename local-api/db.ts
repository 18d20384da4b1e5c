import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { notFound } from './http-error';

export type { Database };

export function openDb(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 3000');
  return db;
}

/** Current time in Unix seconds, the unit every `created_at` of the API uses. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The row a query finds, or a 404 naming what is missing ("活动不存在"). */
export function rowOr404<T>(db: Database, what: string, sql: string, ...params: unknown[]): T {
  const row = db.prepare(sql).get(...params) as T | undefined;
  if (!row) throw notFound(what);
  return row;
}

/** The `n` of a `SELECT COUNT(*) n ...` query. */
export function countOf(db: Database, sql: string, ...params: unknown[]): number {
  return (db.prepare(sql).get(...params) as { n: number }).n;
}
