import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { nowSeconds } from './db';

export interface AuthUser {
  id: number;
  nickname: string;
  avatar: string;
  phone: string;
}

/** How a bearer token stands; decides between a normal answer, a refresh signal, 460 and 401. */
export type TokenState =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'valid'; uid: number; jti: string; stale: boolean; authAt: number }
  | { kind: 'expired'; uid: number; jti: string; authAt: number };

export interface TokenConfig {
  secret: string;
  /** Lifetime in seconds; past half of it responses carry the refresh signal. */
  ttl: number;
  /** How long after expiry a token may still be exchanged for a new one. */
  refreshGrace: number;
  /** How long a chain of refreshes may live after the login that started it (seconds). */
  sessionMax: number;
}

/**
 * The account's session epoch: a password reset or a phone change bumps it, which ends every
 * token signed before (except `keep`, the session that changed the phone).
 */
function sessionEpoch(db: Database, uid: number): { epoch: number; keep: string | null } {
  const row = db
    .prepare('SELECT epoch, keep_jti FROM session_epochs WHERE user_id = ?')
    .get(uid) as { epoch: number; keep_jti: string | null } | undefined;
  return { epoch: row?.epoch ?? 0, keep: row?.keep_jti ?? null };
}

/** Ends every other session of the account (password reset, phone change). */
export function revokeOtherSessions(
  db: Database,
  uid: number,
  keepJti: string | null = null,
): void {
  db.prepare(
    `INSERT INTO session_epochs (user_id, epoch, keep_jti) VALUES (?, 1, ?)
     ON CONFLICT(user_id) DO UPDATE SET epoch = epoch + 1, keep_jti = excluded.keep_jti`,
  ).run(uid, keepJti);
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** A new token; `authAt` is when the login behind a refresh chain happened (bounds the chain). */
export function signToken(
  db: Database,
  uid: number,
  cfg: TokenConfig,
  now = nowSeconds(),
  authAt = now,
): string {
  if (!cfg.secret) throw new Error('token secret not initialised');
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const ep = sessionEpoch(db, uid).epoch;
  const payload = b64url(
    JSON.stringify({
      uid,
      iat: now,
      exp: now + cfg.ttl,
      auth: authAt,
      ep,
      jti: crypto.randomBytes(8).toString('hex'),
    }),
  );
  const sig = crypto
    .createHmac('sha256', cfg.secret)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${sig}`;
}

export function readToken(
  db: Database,
  token: string | null,
  cfg: TokenConfig,
  now = nowSeconds(),
): TokenState {
  if (!token) return { kind: 'none' };
  const parts = token.split('.');
  if (parts.length !== 3) return { kind: 'invalid' };
  const [header, payload, sig] = parts as [string, string, string];
  // HS256 signatures are 32 bytes: exactly 43 base64url characters, nothing else decodes to them.
  if (!/^[A-Za-z0-9_-]{43}$/.test(sig) || !cfg.secret) return { kind: 'invalid' };
  const expected = crypto.createHmac('sha256', cfg.secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { kind: 'invalid' };
  let claims: {
    uid?: unknown;
    iat?: unknown;
    exp?: unknown;
    jti?: unknown;
    auth?: unknown;
    ep?: unknown;
  };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { kind: 'invalid' };
  }
  const { uid, iat, exp, jti } = claims;
  if (
    typeof uid !== 'number' ||
    typeof iat !== 'number' ||
    typeof exp !== 'number' ||
    typeof jti !== 'string'
  ) {
    return { kind: 'invalid' };
  }
  const authAt = typeof claims.auth === 'number' ? claims.auth : iat;
  const ep = typeof claims.ep === 'number' ? claims.ep : 0;
  // A lifetime longer than configured, or issued in the future, was not signed by this server's rules.
  if (exp - iat > cfg.ttl || iat > now + 60 || authAt > iat) return { kind: 'invalid' };
  if (db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?').get(jti)) return { kind: 'invalid' };
  if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(uid)) return { kind: 'invalid' };
  const current = sessionEpoch(db, uid);
  if (ep !== current.epoch && jti !== current.keep) return { kind: 'invalid' };
  if (now >= exp) {
    return now < exp + cfg.refreshGrace
      ? { kind: 'expired', uid, jti, authAt }
      : { kind: 'invalid' };
  }
  return { kind: 'valid', uid, jti, stale: now - iat > (exp - iat) / 2, authAt };
}

export function revokeToken(db: Database, jti: string): void {
  db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, revoked_at) VALUES (?, ?)').run(
    jti,
    nowSeconds(),
  );
}

export function hashPassword(
  password: string,
  salt = crypto.randomBytes(16).toString('hex'),
): string {
  const hash = crypto.scryptSync(password, salt, 32).toString('hex');
  return `${salt}:${hash}`;
}

/** A hash no password matches, for accounts without one (or no account: see checkPassword). */
let dummyHash: string | null = null;

/**
 * Whether the password matches the stored hash. It always runs one scrypt, also for an unknown
 * phone (`stored` undefined) or an account with no usable password, so the answer's time does
 * not tell whether a phone has an account.
 */
export function checkPassword(password: string, stored: string | undefined): boolean {
  const [salt, hash] = (stored ?? '').split(':');
  const usable = Boolean(salt && hash);
  dummyHash ??= hashPassword(crypto.randomBytes(12).toString('hex'));
  const [s, h] = (usable ? `${salt}:${hash}` : dummyHash).split(':') as [string, string];
  const candidate = crypto.scryptSync(password, s, 32);
  const expected = Buffer.from(h, 'hex');
  return (
    usable && candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected)
  );
}

/** The stored password of an account that has none usable (outside demo mode, the seeded accounts). */
export const NO_PASSWORD = '!';

export function loadUser(db: Database, uid: number): AuthUser | null {
  const row = db.prepare('SELECT id, nickname, avatar, phone FROM users WHERE id = ?').get(uid) as
    AuthUser | undefined;
  return row ?? null;
}
