import type { Database } from 'better-sqlite3';

/**
 * Reads of tables that only the seed writes, kept between requests: every ranking call needs every
 * series' facts, the sales months and a month's sales, and the test lists every test of their kind,
 * and building those row objects is most of what a ranking call costs the API.
 *
 * A kept read must never outlive a write: the first read kept from a table installs TEMP triggers
 * on it that drop every kept read of that database on any insert, update or delete made through
 * the connection (the API's only one after start-up; nothing writes these tables after the seed
 * today, and a later writer in the API still never serves stale rows). A second process writing
 * the same file would not be seen: the local API is the database's only user. Kept
 * values are frozen by their readers (a caller that changed one would change what the next
 * request reads), and at most MAX_KEPT are kept per database (the oldest goes first), so keys
 * built from request parameters cannot grow without bound.
 */
const MAX_KEPT = 200;
const CHANGED_FN = 'xcx_kept_reads_changed';

interface Kept {
  reads: Map<string, unknown>;
  watched: Set<string>;
}

const keptByDb = new WeakMap<Database, Kept>();

function keptOf(db: Database): Kept {
  let kept = keptByDb.get(db);
  if (!kept) {
    const fresh: Kept = { reads: new Map(), watched: new Set() };
    db.function(CHANGED_FN, { deterministic: false }, () => {
      fresh.reads.clear();
      return null;
    });
    keptByDb.set(db, fresh);
    kept = fresh;
  }
  return kept;
}

function watch(db: Database, kept: Kept, table: string): void {
  if (kept.watched.has(table)) return;
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  for (const op of ['insert', 'update', 'delete']) {
    db.exec(
      `CREATE TEMP TRIGGER IF NOT EXISTS xcx_kept_${table}_${op} AFTER ${op.toUpperCase()} ON main.${table} BEGIN SELECT ${CHANGED_FN}(); END`,
    );
  }
  kept.watched.add(table);
}

/**
 * `read()`'s value, kept under `key` until a write to one of `tables` (which only the seed writes).
 * Inside a transaction nothing is kept or watched: what it reads may be rolled back, and so would
 * the TEMP triggers it created (the seed, in one transaction, reads the library this way).
 */
export function keptRead<T>(
  db: Database,
  tables: readonly string[],
  key: string,
  read: () => T,
): T {
  if (db.inTransaction) return read();
  const kept = keptOf(db);
  if (kept.reads.has(key)) return kept.reads.get(key) as T;
  for (const table of tables) watch(db, kept, table);
  const value = read();
  if (kept.reads.size >= MAX_KEPT) kept.reads.delete(kept.reads.keys().next().value!);
  kept.reads.set(key, value);
  return value;
}

/** Rows frozen, each and the list: what a kept read hands out. */
export const frozenRows = <T extends object>(rows: T[]): readonly Readonly<T>[] =>
  Object.freeze(rows.map((row) => Object.freeze(row)));
