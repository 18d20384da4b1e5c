import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';

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
