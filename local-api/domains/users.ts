import crypto from 'node:crypto';
import type { Domain } from '../domain';
import { checkPassword, hashPassword, readToken, revokeToken, signToken, loadUser } from '../auth';
import { nowSeconds } from '../db';
import { HttpError, badRequest } from '../http-error';
import { absMedia, relMedia } from '../media-path';
import { str } from '../params';
import { NICKNAMES } from '../seed/text';
import type { ApiEnv } from '../env';
import { levelFor } from '../levels';
import type { Database } from 'better-sqlite3';

/** Demo accounts, printed in README. */
export const DEMO_ACCOUNTS = [
  { phone: '13800000001', password: 'xcx123456', nickname: '电车小白' },
  { phone: '13800000002', password: 'xcx123456', nickname: '续航焦虑终结者' },
];

export const PHONE = /^1[3-9]\d{9}$/;

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

export function publicUser(env: ApiEnv, row: Pick<UserRow, 'id' | 'nickname' | 'avatar'> & Partial<UserRow>) {
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
    phone: viewer === uid ? row.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : undefined,
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

function issueCode(db: Database, env: ApiEnv, phone: string, purpose: string): void {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare('INSERT INTO sms_codes (phone, purpose, code, expires_at) VALUES (?, ?, ?, ?)').run(
    phone,
    purpose,
    code,
    nowSeconds() + 300,
  );
  // The platform's SMS gateway cannot run here: the code goes to the log instead.
  if (!env.quiet) console.log(`[local-api] SMS code for ${phone} (${purpose}): ${code} (the demo code ${env.demoSmsCode} also works)`);
}

export function checkCode(db: Database, env: ApiEnv, phone: string, code: string): boolean {
  if (!/^\d{4,6}$/.test(code)) return false;
  if (code === env.demoSmsCode) return true;
  const row = db
    .prepare('SELECT id FROM sms_codes WHERE phone = ? AND code = ? AND expires_at > ? AND used = 0 ORDER BY id DESC')
    .get(phone, code, nowSeconds()) as { id: number } | undefined;
  if (!row) return false;
  db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
  return true;
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
  return { token: signToken(uid, env.token), user: profile(db, env, uid, uid) };
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
      expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
    );
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
    r.post('v1/auth/login', ({ db, body }) => {
      const phone = String(body.phone ?? body.username ?? '').trim();
      const password = String(body.password ?? '');
      if (!phone || !password) throw badRequest('请输入手机号和密码');
      const row = db.prepare('SELECT id, password FROM users WHERE phone = ?').get(phone) as
        | { id: number; password: string }
        | undefined;
      if (!row || !checkPassword(password, row.password)) throw badRequest('手机号或密码错误');
      return session(db, env, row.id);
    });

    r.post('v1/captcha', ({ db, body }) => {
      const phone = String(body.phone ?? '').trim();
      if (!PHONE.test(phone)) throw badRequest('请填写正确的手机号');
      issueCode(db, env, phone, String(body.type ?? 'login'));
      return { sent: true, expires_in: 300 };
    });

    r.post('v1/auth/fast-login', ({ db, body }) => {
      const phone = String(body.phone ?? '').trim();
      const code = String(body.code ?? '').trim();
      if (!PHONE.test(phone)) throw badRequest('请填写正确的手机号');
      if (!checkCode(db, env, phone, code)) throw badRequest('验证码错误或已过期');
      return session(db, env, findOrCreateByPhone(db, phone));
    });

    r.post('v1/user/verify/refresh-jwt', ({ db, token }) => {
      const state = readToken(db, token, env.token);
      if (state.kind !== 'valid' && state.kind !== 'expired') throw new HttpError(401, '登录已失效，请重新登录');
      revokeToken(db, state.jti);
      return { Authorization: signToken(state.uid, env.token) };
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
      ({ db, body, user }) => {
        const phone = String(body.phone ?? '').trim();
        if (!PHONE.test(phone)) throw badRequest('请填写正确的手机号');
        if (!checkCode(db, env, phone, String(body.code ?? ''))) throw badRequest('验证码错误或已过期');
        const taken = db.prepare('SELECT id FROM users WHERE phone = ? AND id != ?').get(phone, user!.id);
        if (taken) throw badRequest('该手机号已被绑定');
        db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, user!.id);
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
      if (!PHONE.test(phone)) throw badRequest('请填写正确的手机号');
      if (!checkCode(db, env, phone, String(body.code ?? ''))) throw badRequest('验证码错误或已过期');
      const row = db.prepare('SELECT password FROM users WHERE phone = ?').get(phone) as { password: string } | undefined;
      if (!row) throw badRequest('该手机号未注册');
      return { ticket: resetTicket(env, phone, row.password) };
    });

    r.post('v1/user/forget-password-second', ({ db, body }) => {
      const phone = String(body.phone ?? '').trim();
      const ticket = String(body.ticket ?? '');
      const password = String(body.password ?? '');
      const row = db.prepare('SELECT password FROM users WHERE phone = ?').get(phone) as { password: string } | undefined;
      if (!row || ticket !== resetTicket(env, phone, row.password)) throw badRequest('验证已失效，请重新获取验证码');
      if (password.length < 6 || password.length > 20) throw badRequest('密码长度为6-20位');
      db.prepare('UPDATE users SET password = ? WHERE phone = ?').run(hashPassword(password), phone);
      return { reset: true };
    });
  },
};

export { loadUser };
