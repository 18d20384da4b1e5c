import type { RawAuthor } from '../../lib/api/types';
import { maskPhone } from '../../lib/format/phone';
import crypto from 'node:crypto';
import type { Domain } from '../domain';
import { checkPassword, hashPassword, readToken, revokeOtherSessions, revokeToken, signToken, loadUser } from '../auth';
import { nowSeconds } from '../db';
import { HttpError, badRequest } from '../http-error';
import { absMedia, relMedia } from '../media-path';
import { str } from '../params';
import { NICKNAMES } from '../seed/text';
import type { ApiEnv } from '../env';
import { RATE_LIMITS } from '../rate-limit';
import type { Ctx } from '../router';
import { levelFor } from '../levels';
import type { Database } from 'better-sqlite3';
import { FORM_MESSAGES, PHONE_PATTERN, SMS_CODE_PATTERN } from '../../lib/forms';

/** Demo accounts, printed in README. */
export const DEMO_ACCOUNTS = [
  { phone: '13800000001', password: 'xcx123456', nickname: '电车小白' },
  { phone: '13800000002', password: 'xcx123456', nickname: '续航焦虑终结者' },
];

interface UserRow {
  id: number;
  phone: string;
  nickname: string;
  avatar: string;
  intro: string;
  gender: number;
  city: string;
  level: number;
  points: number;
  created_at: number;
}

export function publicUser(env: ApiEnv, row: Pick<UserRow, 'id' | 'nickname' | 'avatar'> & Partial<UserRow>): RawAuthor {
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: absMedia(env, row.avatar),
    intro: row.intro ?? '',
    level: row.level ?? 1,
  };
}

export function profile(db: Database, env: ApiEnv, uid: number, viewer: number | null) {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(uid) as UserRow | undefined;
  if (!row) throw new HttpError(404, '用户不存在');
  const count = (sql: string) => (db.prepare(sql).get(uid) as { n: number }).n;
  return {
    ...publicUser(env, row),
    gender: row.gender,
    city: row.city,
    points: row.points,
    created_at: row.created_at,
    phone: viewer === uid ? maskPhone(row.phone) : undefined,
    following_count: count('SELECT COUNT(*) n FROM follows WHERE user_id = ?'),
    follower_count: count('SELECT COUNT(*) n FROM follows WHERE followed_id = ?'),
    is_followed: viewer
      ? Boolean(db.prepare('SELECT 1 FROM follows WHERE user_id = ? AND followed_id = ?').get(viewer, uid))
      : false,
    is_blocked: viewer && viewer !== uid
      ? Boolean(db.prepare('SELECT 1 FROM blocks WHERE user_id = ? AND blocked_id = ?').get(viewer, uid))
      : false,
  };
}

/** SMS code rules (issue 8): 5 minutes of life, 5 wrong guesses, one live code per phone. */
export const SMS_CODE_TTL = 5 * 60;
export const SMS_MAX_GUESSES = 5;

/**
 * Issues a code: at most one a minute and a daily cap per phone, a cap per client address; the
 * new code replaces any live one of the phone.
 */
function issueCode(ctx: Ctx, env: ApiEnv, phone: string, purpose: string): void {
  ctx.limit(RATE_LIMITS.smsAddress, ctx.address);
  ctx.limit(RATE_LIMITS.smsPhone, phone);
  ctx.limit(RATE_LIMITS.smsPhoneDaily, phone);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const now = nowSeconds();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE phone = ? AND used = 0').run(phone);
    ctx.db
      .prepare('INSERT INTO sms_codes (phone, purpose, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(phone, purpose, code, now + SMS_CODE_TTL, now);
  })();
  // The platform's SMS gateway cannot run here: the code goes to the log instead.
  if (!env.quiet) {
    const demo = env.demoSmsCode ? ` (demo mode: ${env.demoSmsCode} also works)` : '';
    console.log(`[local-api] SMS code for ${phone} (${purpose}): ${code}${demo}`);
  }
}

/**
 * Checks (and on success uses up) the phone's live code. A wrong guess counts; the fifth kills
 * the code. The fixed demo code works only when LOCAL_API_SMS_CODE is set.
 */
export function checkCode(db: Database, env: ApiEnv, phone: string, code: string): boolean {
  if (!SMS_CODE_PATTERN.test(code)) return false;
  if (env.demoSmsCode && code === env.demoSmsCode) return true;
  const live = db
    .prepare('SELECT id, code, attempts FROM sms_codes WHERE phone = ? AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1')
    .get(phone, nowSeconds()) as { id: number; code: string; attempts: number } | undefined;
  if (!live) return false;
  const a = Buffer.from(live.code);
  const b = Buffer.from(code.padEnd(live.code.length, ' ').slice(0, live.code.length));
  if (code.length === live.code.length && crypto.timingSafeEqual(a, b)) {
    db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(live.id);
    return true;
  }
  db.prepare('UPDATE sms_codes SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ? THEN 1 ELSE 0 END WHERE id = ?').run(
    SMS_MAX_GUESSES,
    live.id,
  );
  return false;
}

/**
 * The proof of step one of a password reset. Bound to the current password hash, so it stops
 * working once the password has been changed (single use).
 */
function resetTicket(env: ApiEnv, phone: string, passwordHash: string): string {
  return crypto.createHmac('sha256', env.token.secret).update(`reset:${phone}:${passwordHash}`).digest('hex').slice(0, 32);
}

/** Demo levels follow the points (the growth rules of /webview/level-rules); the first draw is kept so the seed stays the same. */
function levelAndPoints(_drawnLevel: number, points: number): [number, number] {
  return [levelFor(points), points];
}

/** The account of a phone; a phone seen for the first time gets a new account (code and third-party logins). */
export function findOrCreateByPhone(db: Database, phone: string): number {
  const row = db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined;
  if (row) return row.id;
  const nickname = `新出行用户${phone.slice(-4)}`;
  const info = db
    .prepare('INSERT INTO users (phone, password, nickname, avatar, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(phone, hashPassword(crypto.randomBytes(12).toString('hex')), nickname, '', nowSeconds());
  const id = Number(info.lastInsertRowid);
  db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(relMedia('avatar', `u${id}`, nickname), id);
  return id;
}

export function session(db: Database, env: ApiEnv, uid: number) {
  return { token: signToken(db, uid, env.token), user: profile(db, env, uid, uid) };
}

export const users: Domain = {
  name: 'users',
  schema: `
    CREATE TABLE IF NOT EXISTS users (
      id INTEGER PRIMARY KEY,
      phone TEXT NOT NULL UNIQUE,
      password TEXT NOT NULL,
      nickname TEXT NOT NULL,
      avatar TEXT NOT NULL DEFAULT '',
      intro TEXT NOT NULL DEFAULT '',
      gender INTEGER NOT NULL DEFAULT 0,
      city TEXT NOT NULL DEFAULT '',
      level INTEGER NOT NULL DEFAULT 1,
      points INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS revoked_tokens (jti TEXT PRIMARY KEY, revoked_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS sms_codes (
      id INTEGER PRIMARY KEY, phone TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL,
      expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0, attempts INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS sms_codes_phone ON sms_codes (phone, used);
    CREATE TABLE IF NOT EXISTS session_epochs (user_id INTEGER PRIMARY KEY, epoch INTEGER NOT NULL, keep_jti TEXT);
    CREATE TABLE IF NOT EXISTS follows (
      user_id INTEGER NOT NULL REFERENCES users(id), followed_id INTEGER NOT NULL REFERENCES users(id),
      created_at INTEGER NOT NULL, PRIMARY KEY (user_id, followed_id)
    );
    CREATE INDEX IF NOT EXISTS follows_followed ON follows (followed_id);
    CREATE TABLE IF NOT EXISTS blocks (
      user_id INTEGER NOT NULL REFERENCES users(id), blocked_id INTEGER NOT NULL REFERENCES users(id),
      created_at INTEGER NOT NULL, PRIMARY KEY (user_id, blocked_id)
    );
  `,
  seed({ db, rng, now }) {
    const insert = db.prepare(
      'INSERT INTO users (phone, password, nickname, avatar, intro, gender, city, level, points, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const cities = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安', '南京', '重庆'];
    const shared = hashPassword('xcx123456');
    const names = [...DEMO_ACCOUNTS.map((a) => a.nickname), ...NICKNAMES.filter((n) => !DEMO_ACCOUNTS.some((a) => a.nickname === n))];
    names.forEach((nickname, i) => {
      const id = i + 1;
      insert.run(
        `138${String(id).padStart(8, '0')}`,
        shared,
        nickname,
        relMedia('avatar', `u${id}`, nickname),
        rng.pick(['热爱新能源，记录用车点滴', '开电车的第三年', '理性讨论，拒绝拉踩', '智驾爱好者', '']),
        rng.int(0, 2),
        rng.pick(cities),
        ...levelAndPoints(rng.int(1, 8), rng.int(0, 5000)),
        now - rng.int(30, 900) * 86400,
      );
    });
  },
  routes(r, env) {
    r.post('v1/auth/login', (ctx) => {
      const { db, body } = ctx;
      const phone = String(body.phone ?? body.username ?? '').trim();
      const password = String(body.password ?? '');
      if (!phone || !password) throw badRequest('请输入手机号和密码');
      ctx.limit(RATE_LIMITS.loginAddress, ctx.address);
      const row = db.prepare('SELECT id, password FROM users WHERE phone = ?').get(phone) as
        | { id: number; password: string }
        | undefined;
      if (!row || !checkPassword(password, row.password)) {
        // Failed guesses per phone are capped (the 11th in 15 minutes answers 429).
        ctx.limit(RATE_LIMITS.loginPhone, phone);
        throw badRequest('手机号或密码错误');
      }
      return session(db, env, row.id);
    });

    r.post('v1/captcha', (ctx) => {
      const phone = String(ctx.body.phone ?? '').trim();
      if (!PHONE_PATTERN.test(phone)) throw badRequest(FORM_MESSAGES.phone);
      issueCode(ctx, env, phone, String(ctx.body.type ?? 'login'));
      return { sent: true, expires_in: SMS_CODE_TTL };
    });

    r.post('v1/auth/fast-login', ({ db, body }) => {
      const phone = String(body.phone ?? '').trim();
      const code = String(body.code ?? '').trim();
      if (!PHONE_PATTERN.test(phone)) throw badRequest(FORM_MESSAGES.phone);
      if (!checkCode(db, env, phone, code)) throw badRequest('验证码错误或已过期');
      return session(db, env, findOrCreateByPhone(db, phone));
    });

    r.post('v1/user/verify/refresh-jwt', ({ db, token }) => {
      const state = readToken(db, token, env.token);
      if (state.kind !== 'valid' && state.kind !== 'expired') throw new HttpError(401, '登录已失效，请重新登录');
      // A refresh chain lives at most LOCAL_API_SESSION_MAX after the login that started it.
      if (nowSeconds() - state.authAt > env.token.sessionMax) {
        revokeToken(db, state.jti);
        throw new HttpError(401, '登录已失效，请重新登录');
      }
      revokeToken(db, state.jti);
      return { Authorization: signToken(db, state.uid, env.token, nowSeconds(), state.authAt) };
    });

    r.delete('v1/auth', ({ db, token }) => {
      const state = readToken(db, token, env.token);
      if (state.kind === 'valid' || state.kind === 'expired') revokeToken(db, state.jti);
      return { logout: true };
    });

    r.get('v1/home/check-token', ({ db, user }) => ({
      valid: Boolean(user),
      user: user ? profile(db, env, user.id, user.id) : null,
    }));

    r.get('v1/auth/is-geetest', () => ({ is_geetest: false }));

    r.post(
      'v1/user/set-phone',
      ({ db, body, user, token }) => {
        const phone = String(body.phone ?? '').trim();
        if (!PHONE_PATTERN.test(phone)) throw badRequest(FORM_MESSAGES.phone);
        if (!checkCode(db, env, phone, String(body.code ?? ''))) throw badRequest('验证码错误或已过期');
        const taken = db.prepare('SELECT id FROM users WHERE phone = ? AND id != ?').get(phone, user!.id);
        if (taken) throw badRequest('该手机号已被绑定');
        db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, user!.id);
        keepOnlyThisSession(db, env, user!.id, token);
        return profile(db, env, user!.id, user!.id);
      },
      { auth: true },
    );

    r.get('v1/user/profile', ({ db, user }) => profile(db, env, user!.id, user!.id), { auth: true });

    r.get('v1/user', (ctx) => {
      const uid = Number(str(ctx, 'uid'));
      if (!Number.isInteger(uid) || uid <= 0) throw new HttpError(404, '用户不存在');
      return profile(ctx.db, env, uid, ctx.user?.id ?? null);
    });

    r.post(
      'v1/user/edit-profile',
      ({ db, body, user }) => {
        const current = db.prepare('SELECT gender, city FROM users WHERE id = ?').get(user!.id) as Pick<UserRow, 'gender' | 'city'>;
        const nickname = String(body.nickname ?? '').trim();
        const intro = String(body.intro ?? '').trim();
        // Gender and city are optional in the request: a client that only edits the name keeps them.
        const gender = body.gender === undefined ? current.gender : Number(body.gender);
        const city = body.city === undefined ? current.city : String(body.city).trim();
        if (!nickname) throw badRequest('请填写昵称');
        if (Array.from(nickname).length > 16) throw badRequest('昵称最多16个字');
        if (Array.from(intro).length > 60) throw badRequest('简介最多60个字');
        if (![0, 1, 2].includes(gender)) throw badRequest('性别选择不正确');
        if (Array.from(city).length > 20) throw badRequest('城市名称过长');
        db.prepare('UPDATE users SET nickname = ?, intro = ?, gender = ?, city = ? WHERE id = ?').run(
          nickname,
          intro,
          gender,
          city,
          user!.id,
        );
        return profile(db, env, user!.id, user!.id);
      },
      { auth: true },
    );

    // Password reset in two steps: the code proves the phone, then a new password is set.
    r.post('v1/user/forget-password-first', ({ db, body }) => {
      const phone = String(body.phone ?? '').trim();
      if (!PHONE_PATTERN.test(phone)) throw badRequest(FORM_MESSAGES.phone);
      if (!checkCode(db, env, phone, String(body.code ?? ''))) throw badRequest('验证码错误或已过期');
      const row = db.prepare('SELECT password FROM users WHERE phone = ?').get(phone) as { password: string } | undefined;
      // An unknown phone gets a ticket too (one that step two refuses): this step does not tell
      // a caller whether a phone has an account.
      return { ticket: resetTicket(env, phone, row?.password ?? 'no-account') };
    });

    r.post('v1/user/forget-password-second', ({ db, body }) => {
      const phone = String(body.phone ?? '').trim();
      const ticket = String(body.ticket ?? '');
      const password = String(body.password ?? '');
      const row = db.prepare('SELECT password FROM users WHERE phone = ?').get(phone) as { password: string } | undefined;
      if (!row || ticket !== resetTicket(env, phone, row.password)) throw badRequest('验证已失效，请重新获取验证码');
      if (password.length < 6 || password.length > 20) throw badRequest('密码长度为6-20位');
      const uid = (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number }).id;
      db.transaction(() => {
        db.prepare('UPDATE users SET password = ? WHERE id = ?').run(hashPassword(password), uid);
        // A reset ends every session of the account.
        revokeOtherSessions(db, uid);
      })();
      return { reset: true };
    });
  },
};

/** After a phone change: every other session of the account ends, the caller's stays. */
export function keepOnlyThisSession(db: Database, env: ApiEnv, uid: number, token: string | null): void {
  const state = readToken(db, token, env.token);
  revokeOtherSessions(db, uid, state.kind === 'valid' || state.kind === 'expired' ? state.jti : null);
}

export { loadUser };
