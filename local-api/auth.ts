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
  | { kind: 'valid'; uid: number; jti: string; stale: boolean }
  | { kind: 'expired'; uid: number; jti: string };

export interface TokenConfig {
  secret: string;
  /** Lifetime in seconds; past half of it responses carry the refresh signal. */
  ttl: number;
  /** How long after expiry a token may still be exchanged for a new one. */
  refreshGrace: number;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function signToken(uid: number, cfg: TokenConfig, now = nowSeconds()): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(
    JSON.stringify({ uid, iat: now, exp: now + cfg.ttl, jti: crypto.randomBytes(8).toString('hex') }),
  );
  const sig = crypto.createHmac('sha256', cfg.secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${sig}`;
}

export function readToken(db: Database, token: string | null, cfg: TokenConfig, now = nowSeconds()): TokenState {
  if (!token) return { kind: 'none' };
  const parts = token.split('.');
  if (parts.length !== 3) return { kind: 'invalid' };
  const [header, payload, sig] = parts as [string, string, string];
  const expected = crypto.createHmac('sha256', cfg.secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { kind: 'invalid' };
  let claims: { uid?: unknown; iat?: unknown; exp?: unknown; jti?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { kind: 'invalid' };
  }
  const { uid, iat, exp, jti } = claims;
  if (typeof uid !== 'number' || typeof iat !== 'number' || typeof exp !== 'number' || typeof jti !== 'string') {
    return { kind: 'invalid' };
  }
  if (db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?').get(jti)) return { kind: 'invalid' };
  if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(uid)) return { kind: 'invalid' };
  if (now >= exp) {
    return now < exp + cfg.refreshGrace ? { kind: 'expired', uid, jti } : { kind: 'invalid' };
  }
  return { kind: 'valid', uid, jti, stale: now - iat > (exp - iat) / 2 };
}

export function revokeToken(db: Database, jti: string): void {
  db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, revoked_at) VALUES (?, ?)').run(jti, nowSeconds());
}

export function hashPassword(password: string, salt = crypto.randomBytes(16).toString('hex')): string {
  const hash = crypto.scryptSync(password, salt, 32).toString('hex');
  return `${salt}:${hash}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const candidate = crypto.scryptSync(password, salt, 32);
  const expected = Buffer.from(hash, 'hex');
  return candidate.length === expected.length && crypto.timingSafeEqual(candidate, expected);
}

export function loadUser(db: Database, uid: number): AuthUser | null {
  const row = db.prepare('SELECT id, nickname, avatar, phone FROM users WHERE id = ?').get(uid) as AuthUser | undefined;
  return row ?? null;
}
