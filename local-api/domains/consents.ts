import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import { nowSeconds } from '../db';
import { badRequest, notFound } from '../http-error';
import { bool, id, listResult, pageRows } from '../params';
import type { Ctx } from '../router';
import type { RawConsent } from '../../contract/api/leads';
import {
  CONSENT_KINDS,
  CONSENT_REQUIRED_MESSAGE,
  CONSENT_TERMS,
  type ConsentKind,
} from '../../contract/lead-consent';

// Consent records (PIPL Art. 23): before a phone number goes to a store, the person ticks a
// separate consent naming the stores, the purpose and how long the number is kept
// (contract/lead-consent.ts). Each lead, test drive and dealer-activity sign-up records who agreed,
// with which number, to what, for which stores (their names and numbers as shown), and when. The
// owner lists them (v1/user/consents) and withdraws one (v1/user/consent-withdraw): the lead it
// covers is withdrawn too, an open test drive is cancelled, a store-event sign-up is erased. An account owns the records it made
// and those made with its (SMS-proven) phone, as with 我的询价.

interface ConsentRow {
  id: number;
  user_id: number | null;
  phone: string;
  kind: ConsentKind;
  ref_id: number;
  stores: string;
  purpose: string;
  retention: string;
  created_at: number;
  withdrawn_at: number | null;
}

/** The caller's records: made by the account, or with the account's phone; binds user id, phone. */
const MINE = '(user_id = ? OR phone = ?)';

/** A write that passes a number on goes no further without the ticked consent (`consent: 1`). */
export function requireConsent(ctx: Ctx): void {
  if (!bool(ctx, 'consent')) throw badRequest(CONSENT_REQUIRED_MESSAGE);
}

/** Records the consent to one lead / order / sign-up, naming the stores that receive the number. */
export function recordConsent(
  db: Database,
  input: {
    userId: number | null;
    phone: string;
    kind: ConsentKind;
    refId: number;
    dealerIds: readonly number[];
  },
): void {
  const find = db.prepare('SELECT name, phone FROM dealers WHERE id = ?');
  const stores = input.dealerIds.flatMap((d) => {
    const row = find.get(d) as { name: string; phone: string } | undefined;
    return row ? [{ id: d, name: row.name, phone: row.phone }] : [];
  });
  const terms = CONSENT_TERMS[input.kind];
  db.prepare(
    `INSERT INTO lead_consents (user_id, phone, kind, ref_id, stores, purpose, retention, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.userId,
    input.phone,
    input.kind,
    input.refId,
    JSON.stringify(stores),
    terms.purpose,
    terms.retention,
    nowSeconds(),
  );
}

/** Marks the consents behind a record withdrawn (the lead itself was withdrawn, the drive cancelled). */
export function withdrawConsentsOf(
  db: Database,
  kinds: readonly ConsentKind[],
  refId: number,
  at = nowSeconds(),
): void {
  db.prepare(
    `UPDATE lead_consents SET withdrawn_at = ? WHERE ref_id = ? AND withdrawn_at IS NULL AND kind IN (${kinds.map(() => '?').join(', ')})`,
  ).run(at, refId, ...kinds);
}

function consentView(row: ConsentRow): RawConsent {
  let stores: RawConsent['stores'] = [];
  try {
    const parsed: unknown = JSON.parse(row.stores);
    if (Array.isArray(parsed)) stores = parsed as RawConsent['stores'];
  } catch {
    stores = [];
  }
  return {
    id: row.id,
    kind: row.kind,
    ref_id: row.ref_id,
    stores,
    purpose: row.purpose,
    retention: row.retention,
    created_at: row.created_at,
    withdrawn_at: row.withdrawn_at,
  };
}

export const consents: Domain = {
  name: 'consents',
  schema: `
    CREATE TABLE IF NOT EXISTS lead_consents (
      id INTEGER PRIMARY KEY, user_id INTEGER, phone TEXT NOT NULL, kind TEXT NOT NULL, ref_id INTEGER NOT NULL,
      stores TEXT NOT NULL, purpose TEXT NOT NULL, retention TEXT NOT NULL, created_at INTEGER NOT NULL, withdrawn_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS lead_consents_user ON lead_consents (user_id);
    CREATE INDEX IF NOT EXISTS lead_consents_phone ON lead_consents (phone);
    CREATE INDEX IF NOT EXISTS lead_consents_ref ON lead_consents (kind, ref_id);
  `,
  routes(r) {
    r.get(
      'v1/user/consents',
      (ctx) => {
        const { p, rows, total } = pageRows<ConsentRow>(
          ctx,
          `SELECT COUNT(*) n FROM lead_consents WHERE ${MINE}`,
          `SELECT * FROM lead_consents WHERE ${MINE} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
          ctx.user!.id,
          ctx.user!.phone,
        );
        return listResult(rows.map(consentView), p, total);
      },
      { auth: true },
    );

    // Withdrawing: someone else's record (or none) is a 404, so ids cannot be probed.
    r.post(
      'v1/user/consent-withdraw',
      (ctx): RawConsent => {
        const row = ctx.db
          .prepare(`SELECT * FROM lead_consents WHERE id = ? AND ${MINE}`)
          .get(id(ctx), ctx.user!.id, ctx.user!.phone) as ConsentRow | undefined;
        if (!row || !CONSENT_KINDS.includes(row.kind)) throw notFound('授权记录');
        if (row.withdrawn_at) return consentView(row);
        const at = nowSeconds();
        ctx.db.transaction(() => {
          ctx.db.prepare('UPDATE lead_consents SET withdrawn_at = ? WHERE id = ?').run(at, row.id);
          if (row.kind === 'discount' || row.kind === 'consult') {
            ctx.db
              .prepare(
                'UPDATE dealer_leads SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL',
              )
              .run(at, row.ref_id);
          } else if (row.kind === 'drive') {
            // An open booking cannot stand without the number: the store is told it is cancelled.
            ctx.db
              .prepare(
                'UPDATE drive_orders SET status = 4, updated_at = ? WHERE id = ? AND status IN (1, 2)',
              )
              .run(at, row.ref_id);
          } else {
            // A store event's sign-up is its name and number: withdrawn, it is erased and its place freed.
            ctx.db.prepare('DELETE FROM dealer_activity_signs WHERE id = ?').run(row.ref_id);
          }
        })();
        return consentView({ ...row, withdrawn_at: at });
      },
      { auth: true },
    );
  },
};
