import type { Database } from 'better-sqlite3';
import { nowSeconds } from '../../db';
import { badRequest } from '../../http-error';
import type { Ctx } from '../../router';
import { SUBMIT_KEY_PATTERN } from '../../../contract/api/comment';

// A double-tapped (or retried) comment submit stores one comment: the composer sends
// one key per submit (`idempotency_key`, or an Idempotency-Key header); a second submit with a
// key this user used in the last SUBMIT_KEY_TTL seconds answers the comment the first one stored.

const SUBMIT_KEY_TTL = 10 * 60;

export const SUBMIT_KEYS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS comment_submit_keys (
    user_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    comment_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, key)
  );
`;

/** The submit's key, or null when the client sent none; a malformed one is a 400. */
export function submitKey(ctx: Ctx): string | null {
  const header = ctx.headers['idempotency-key'];
  const value = ctx.body.idempotency_key ?? (typeof header === 'string' ? header : undefined);
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !SUBMIT_KEY_PATTERN.test(value))
    throw badRequest('提交标识格式错误，请刷新后重试');
  return value;
}

/** The comment an earlier submit with this key stored, if it is recent and still there. */
export function earlierSubmit(db: Database, userId: number, key: string | null): number | null {
  if (!key) return null;
  const row = db
    .prepare(
      'SELECT k.comment_id FROM comment_submit_keys k JOIN comments c ON c.id = k.comment_id WHERE k.user_id = ? AND k.key = ? AND k.created_at > ?',
    )
    .get(userId, key, nowSeconds() - SUBMIT_KEY_TTL) as { comment_id: number } | undefined;
  return row?.comment_id ?? null;
}

/** Remembers which comment a key stored; the user's expired keys go at the same time. */
export function rememberSubmit(
  db: Database,
  userId: number,
  key: string | null,
  commentId: number,
): void {
  if (!key) return;
  const now = nowSeconds();
  db.prepare('DELETE FROM comment_submit_keys WHERE user_id = ? AND created_at <= ?').run(
    userId,
    now - SUBMIT_KEY_TTL,
  );
  db.prepare(
    'INSERT OR REPLACE INTO comment_submit_keys (user_id, key, comment_id, created_at) VALUES (?, ?, ?, ?)',
  ).run(userId, key, commentId, now);
}
