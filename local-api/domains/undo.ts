import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { RawUndone } from '../../contract/api/leads';
import { UNDO_WINDOW_S } from '../../contract/constants';
import { nowSeconds } from '../db';
import type { Domain } from '../domain';
import { badRequest, notFound } from '../http-error';
import { id, str } from '../params';

// 撤销 (长辈版, MIIT 适老化 2021; docs/elder-mode.md): a lead (询底价 / 领取优惠 / 咨询) or a store
// event sign-up can be taken back within ten minutes of sending it, as if it had never been sent:
// the row and what it reached (the stores' copies, their quotes) are deleted. Only its owner may:
// the browser that sent it holds a one-time key answered with the submit (an anonymous visitor has
// no other proof), and a signed-in account owns what it filed. The key is 128 random bits, kept
// only as its SHA-256, so a guessed or read-back key is worthless. Undoing gives nothing back to a
// script: the lead caps counted at submit stay counted.

const UNDO_KINDS = ['lead', 'sign'] as const;
export type UndoKind = (typeof UNDO_KINDS)[number];

const hash = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** A new key for the row just written, answered to its sender (and never stored in the clear). */
export function issueUndoKey(db: Database, kind: UndoKind, rowId: number): string {
  const key = crypto.randomBytes(16).toString('hex');
  db.prepare('INSERT OR REPLACE INTO undo_keys (kind, row_id, key_hash) VALUES (?, ?, ?)').run(
    kind,
    rowId,
    hash(key),
  );
  return key;
}

interface Target {
  table: string;
  /** What the 404 names. */
  what: string;
  /** Deletes the row and everything it reached. */
  remove(db: Database, rowId: number): void;
}

const TARGETS: Record<UndoKind, Target> = {
  lead: {
    table: "dealer_leads WHERE source IN ('discount', 'consult') AND",
    what: '询价',
    remove(db, rowId) {
      db.prepare('DELETE FROM dealer_quotes WHERE lead_id = ?').run(rowId);
      db.prepare('DELETE FROM dealer_lead_recipients WHERE lead_id = ?').run(rowId);
      db.prepare('DELETE FROM dealer_leads WHERE id = ?').run(rowId);
    },
  },
  sign: {
    table: 'dealer_activity_signs WHERE',
    what: '报名',
    remove(db, rowId) {
      db.prepare('DELETE FROM dealer_activity_signs WHERE id = ?').run(rowId);
    },
  },
};

export const undo: Domain = {
  name: 'undo',
  schema: `
    CREATE TABLE IF NOT EXISTS undo_keys (kind TEXT NOT NULL, row_id INTEGER NOT NULL, key_hash TEXT NOT NULL, PRIMARY KEY (kind, row_id));
  `,
  routes(r) {
    // Someone else's row, a wrong key or no row at all is the same 404, so ids cannot be probed.
    r.post('v1/user/undo', (ctx): RawUndone => {
      const kind = str(ctx, 'kind') as UndoKind;
      if (!UNDO_KINDS.includes(kind)) throw notFound('记录');
      const target = TARGETS[kind];
      const rowId = id(ctx);
      const row = ctx.db
        .prepare(`SELECT user_id, created_at FROM ${target.table} id = ?`)
        .get(rowId) as { user_id: number | null; created_at: number } | undefined;
      if (!row) throw notFound(target.what);
      const key = String(ctx.body.key ?? '');
      const stored = ctx.db
        .prepare('SELECT key_hash FROM undo_keys WHERE kind = ? AND row_id = ?')
        .get(kind, rowId) as { key_hash: string } | undefined;
      const byKey = Boolean(
        key &&
        stored &&
        crypto.timingSafeEqual(Buffer.from(stored.key_hash), Buffer.from(hash(key))),
      );
      const byAccount = Boolean(ctx.user && row.user_id === ctx.user.id);
      if (!byKey && !byAccount) throw notFound(target.what);
      if (nowSeconds() - row.created_at > UNDO_WINDOW_S) throw badRequest('已超过10分钟，无法撤销');
      ctx.db.transaction(() => {
        target.remove(ctx.db, rowId);
        ctx.db.prepare('DELETE FROM undo_keys WHERE kind = ? AND row_id = ?').run(kind, rowId);
      })();
      return { kind, id: rowId, undone: true };
    });
  },
};
