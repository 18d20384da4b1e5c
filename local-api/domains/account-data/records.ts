import type { Database } from 'better-sqlite3';
import { nowSeconds } from '../../db';

// The account's own records that every login touches: a pending deletion (注销中, which a login
// cancels) and the consent to the user agreement and privacy policy (the login form's 同意 box).
// A leaf module: users.ts (every login's session()) imports it without importing the domain.

/** The cooling-off of an account deletion: 15 days from the request, then the purge (purge.ts). */
export const DELETION_COOLING_OFF = 15 * 24 * 60 * 60;

/** What the login form's 同意 box agrees to: recorded as the account's `privacy` consent. */
const PRIVACY_CONSENT_DETAIL = '《用户协议》《隐私政策》《个人信息收集清单》《第三方信息共享清单》';

export const ACCOUNT_RECORDS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS account_deletions (
    user_id INTEGER PRIMARY KEY REFERENCES users(id), requested_at INTEGER NOT NULL, purge_after INTEGER NOT NULL, purged_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS account_deletions_due ON account_deletions (purged_at, purge_after);
  CREATE TABLE IF NOT EXISTS consent_records (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), kind TEXT NOT NULL, detail TEXT NOT NULL,
    given_at INTEGER NOT NULL, withdrawn_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS consent_records_user ON consent_records (user_id, kind);
`;

export interface PendingDeletion {
  requested_at: number;
  purge_after: number;
}

/** The account's deletion in its cooling-off, if one is pending. */
export function pendingDeletion(db: Database, uid: number): PendingDeletion | undefined {
  return db
    .prepare(
      'SELECT requested_at, purge_after FROM account_deletions WHERE user_id = ? AND purged_at IS NULL',
    )
    .get(uid) as PendingDeletion | undefined;
}

/** Cancels a pending deletion; true when there was one. */
export function cancelDeletion(db: Database, uid: number): boolean {
  return (
    db.prepare('DELETE FROM account_deletions WHERE user_id = ? AND purged_at IS NULL').run(uid)
      .changes > 0
  );
}

/**
 * A login: it cancels a pending deletion (the cooling-off's promise) and records the agreement the
 * login form asked for, unless an open one exists. Answers whether a deletion was cancelled.
 */
export function onLogin(db: Database, uid: number, now = nowSeconds()): boolean {
  const cancelled = cancelDeletion(db, uid);
  const open = db
    .prepare(
      "SELECT 1 FROM consent_records WHERE user_id = ? AND kind = 'privacy' AND withdrawn_at IS NULL",
    )
    .get(uid);
  if (!open) {
    db.prepare(
      "INSERT INTO consent_records (user_id, kind, detail, given_at) VALUES (?, 'privacy', ?, ?)",
    ).run(uid, PRIVACY_CONSENT_DETAIL, now);
  }
  return cancelled;
}
