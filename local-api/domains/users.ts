import type { RawAuthor } from '../../contract/api/types';
import type { RawVoiceCode } from '../../contract/api/auth';
import { maskPhone } from '../../contract/format/phone';
import crypto from 'node:crypto';
import type { Domain } from '../domain';
import {
  checkPassword,
  hashPassword,
  NO_PASSWORD,
  readToken,
  revokeOtherSessions,
  revokeToken,
  signToken,
} from '../auth';
import { countOf, nowSeconds } from '../db';
import { HttpError, badRequest } from '../http-error';
import { absMedia, relMedia } from '../media-path';
import { limitText, str } from '../params';
import { seedSecret } from '../seed/rng';
import { NICKNAMES } from '../seed/text';
import type { ApiEnv } from '../env';
import { RATE_LIMITS, type RateRule } from '../rate-limit';
import { changePhone } from './phone-change';
import { countForBotCheck, guardBotCheck } from './bot-check';
import type { Ctx } from '../router';
import { levelFor } from '../levels';
import type { Database } from 'better-sqlite3';
import { FORM_MESSAGES, PHONE_PATTERN, SMS_CODE_PATTERN } from '../../contract/forms';
import { hiddenCharacterProblem, withoutHiddenCharacters } from '../../contract/person-name';
import { toSimplified } from '../simplified';
import { onLogin } from './account-data/records';

/** Demo accounts, printed in README. */
const DEMO_PASSWORD = 'xcx123456';
export const DEMO_ACCOUNTS = [
  { phone: '13800000001', password: DEMO_PASSWORD, nickname: '电车小白' },
  { phone: '13800000002', password: DEMO_PASSWORD, nickname: '续航焦虑终结者' },
];

/** A user's profile: the columns the account's pages show and 下载我的信息 exports (no password). */
export interface ProfileRow {
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

export const PROFILE_COLUMNS = [
  'id',
  'phone',
  'nickname',
  'avatar',
  'intro',
  'gender',
  'city',
  'level',
  'points',
  'created_at',
] as const satisfies readonly (keyof ProfileRow)[];

interface UserRow extends ProfileRow {
  /** IP 属地 of the latest located post, comment or reply (domains/ip-regions.ts). */
  ip_region: string | null;
}

export function publicUser(
  env: ApiEnv,
  row: Pick<UserRow, 'id' | 'nickname' | 'avatar'> & Partial<UserRow>,
): RawAuthor {
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: absMedia(env, row.avatar),
    intro: row.intro ?? '',
    level: row.level ?? 1,
  };
}

/** The columns of a user that publicUser shows. */
export type PublicUserRow = Pick<UserRow, 'id' | 'nickname' | 'avatar' | 'intro' | 'level'>;

/** A user's public columns by id; undefined for an unknown id. */
export function publicUserRow(db: Database, uid: number): PublicUserRow | undefined {
  return db
    .prepare('SELECT id, nickname, avatar, intro, level FROM users WHERE id = ?')
    .get(uid) as PublicUserRow | undefined;
}

export function profile(db: Database, env: ApiEnv, uid: number, viewer: number | null) {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(uid) as UserRow | undefined;
  if (!row) throw new HttpError(404, '用户不存在');
  const count = (sql: string) => countOf(db, sql, uid);
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
      ? Boolean(
          db
            .prepare('SELECT 1 FROM follows WHERE user_id = ? AND followed_id = ?')
            .get(viewer, uid),
        )
      : false,
    is_blocked:
      viewer && viewer !== uid
        ? Boolean(
            db
              .prepare('SELECT 1 FROM blocks WHERE user_id = ? AND blocked_id = ?')
              .get(viewer, uid),
          )
        : false,
    ip_region: row.ip_region,
  };
}

/** SMS code rules: 5 minutes of life, 5 wrong guesses, one live code per phone. */
const SMS_CODE_TTL = 5 * 60;
const SMS_MAX_GUESSES = 5;

/** How a code reaches the phone: a text, or a call that reads it out (语音验证码). */
type CodeChannel = 'sms' | 'voice';

/**
 * Issues a code: at most one a minute and a daily cap per phone, a cap per client address, by
 * either channel; the new code replaces any live one of the phone.
 */
function issueCode(
  ctx: Ctx,
  env: ApiEnv,
  phone: string,
  purpose: string,
  channel: CodeChannel = 'sms',
): void {
  ctx.limit(RATE_LIMITS.smsAddress, ctx.address);
  ctx.limit(RATE_LIMITS.smsPhone, phone);
  ctx.limit(RATE_LIMITS.smsPhoneDaily, phone);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const now = nowSeconds();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE phone = ? AND used = 0').run(phone);
    ctx.db
      .prepare(
        'INSERT INTO sms_codes (phone, purpose, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(phone, purpose, code, now + SMS_CODE_TTL, now);
  })();
  // The platform's SMS and phone-call gateways cannot run here: the code goes to the log instead
  // (a call's words, digit by digit, as the voice would read them).
  if (!env.quiet) {
    const demo = env.demoSmsCode ? ` (demo mode: ${env.demoSmsCode} also works)` : '';
    console.log(
      channel === 'voice'
        ? `[local-api] Voice call to ${phone} (${purpose}): 您的验证码是 ${code.split('').join(' ')}${demo}`
        : `[local-api] SMS code for ${phone} (${purpose}): ${code}${demo}`,
    );
  }
}

/**
 * The phone a code request is for: the body's, or with `type: 'old-phone'` the logged-in caller's
 * own (the client only knows it masked).
 */
function codePhone(ctx: Ctx): { phone: string; type: string } {
  const type = String(ctx.body.type ?? 'login');
  if (type === 'old-phone' && !ctx.user) throw new HttpError(401, '请先登录');
  const phone = type === 'old-phone' ? ctx.user!.phone : String(ctx.body.phone ?? '').trim();
  if (!PHONE_PATTERN.test(phone)) throw badRequest(FORM_MESSAGES.phone);
  return { phone, type };
}

/**
 * Checks (and on success uses up) the phone's live code. A wrong guess counts; the fifth kills
 * the code. The fixed demo code works only when LOCAL_API_SMS_CODE is set.
 */
export function checkCode(db: Database, env: ApiEnv, phone: string, code: string): boolean {
  if (!SMS_CODE_PATTERN.test(code)) return false;
  if (env.demoSmsCode && code === env.demoSmsCode) return true;
  const live = db
    .prepare(
      'SELECT id, code, attempts FROM sms_codes WHERE phone = ? AND used = 0 AND expires_at > ? ORDER BY id DESC LIMIT 1',
    )
    .get(phone, nowSeconds()) as { id: number; code: string; attempts: number } | undefined;
  if (!live) return false;
  const a = Buffer.from(live.code);
  const b = Buffer.from(code.padEnd(live.code.length, ' ').slice(0, live.code.length));
  if (code.length === live.code.length && crypto.timingSafeEqual(a, b)) {
    db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(live.id);
    return true;
  }
  db.prepare(
    'UPDATE sms_codes SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ? THEN 1 ELSE 0 END WHERE id = ?',
  ).run(SMS_MAX_GUESSES, live.id);
  return false;
}

/** A reset ticket lives 10 minutes. */
const RESET_TICKET_TTL = 10 * 60;

/**
 * The proof of step one of a password reset: `<issued at>.<mac>`. Bound to the current password
 * hash, so it stops working once the password has been changed (single use), and to its time.
 */
function resetTicket(
  env: ApiEnv,
  phone: string,
  passwordHash: string,
  issuedAt = nowSeconds(),
): string {
  const mac = crypto
    .createHmac('sha256', env.token.secret)
    .update(`reset:${phone}:${passwordHash}:${issuedAt}`)
    .digest('hex')
    .slice(0, 32);
  return `${issuedAt}.${mac}`;
}

function resetTicketValid(
  env: ApiEnv,
  phone: string,
  passwordHash: string,
  ticket: string,
): boolean {
  const issuedAt = Number(/^(\d{1,12})\./.exec(ticket)?.[1] ?? NaN);
  const age = nowSeconds() - issuedAt;
  if (!Number.isFinite(age) || age < 0 || age > RESET_TICKET_TTL) return false;
  const expected = Buffer.from(resetTicket(env, phone, passwordHash, issuedAt));
  const given = Buffer.from(ticket);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Demo levels follow the points (the growth rules of /webview/level-rules); the first draw is kept so the seed stays the same. */
function levelAndPoints(_drawnLevel: number, points: number): [number, number] {
  return [levelFor(points), points];
}

/**
 * Nicknames are unique as people read them (a copied nickname takes over that user's @-mentions):
 * compared after NFKC (full-width ＡＢＣ, １２３ and compatibility forms), without case, spaces or
 * characters nobody sees (contract/person-name.ts), and with common traditional characters read as their
 * simplified twins (simplified.ts: a listed set, not every character).
 */
export const nicknameKey = (nickname: string) =>
  toSimplified(
    withoutHiddenCharacters(nickname.normalize('NFKC')).toLowerCase().replace(/\s+/g, ''),
  );
const NICKNAME_TAKEN = '该昵称已被使用，请换一个';
const keyed = new WeakSet<Database>();

/** Whether another account already has this nickname (or one that reads the same). */
export function nicknameTaken(db: Database, nickname: string, exceptId = 0): boolean {
  if (!keyed.has(db)) {
    db.function('nickname_key', { deterministic: true }, (value: unknown) =>
      nicknameKey(String(value ?? '')),
    );
    keyed.add(db);
  }
  return Boolean(
    db
      .prepare('SELECT 1 FROM users WHERE nickname_key(nickname) = ? AND id != ? LIMIT 1')
      .get(nicknameKey(nickname), exceptId),
  );
}

/** The account of a phone; a phone seen for the first time gets a new account (code and third-party logins). */
export function findOrCreateByPhone(db: Database, phone: string): number {
  const row = db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as
    { id: number } | undefined;
  if (row) return row.id;
  // 新出行用户 and the phone's last four digits; another phone with the same four gets a number after them.
  let nickname = `新出行用户${phone.slice(-4)}`;
  for (let n = 2; nicknameTaken(db, nickname); n++) nickname = `新出行用户${phone.slice(-4)}_${n}`;
  const info = db
    .prepare(
      'INSERT INTO users (phone, password, nickname, avatar, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(phone, hashPassword(crypto.randomBytes(12).toString('hex')), nickname, '', nowSeconds());
  const id = Number(info.lastInsertRowid);
  db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(
    relMedia('avatar', `u${id}`, nickname),
    id,
  );
  return id;
}

/**
 * A login's answer. A login cancels the account's pending deletion (注销中: the cooling-off's
 * promise, account-data/records.ts) and records the agreement the login form asked for.
 */
export function session(db: Database, env: ApiEnv, uid: number) {
  const deletionCancelled = onLogin(db, uid);
  return {
    token: signToken(db, uid, env.token),
    user: profile(db, env, uid, uid),
    ...(deletionCancelled ? { deletion_cancelled: true } : {}),
  };
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
      created_at INTEGER NOT NULL,
      ip_region TEXT
    );
    CREATE TABLE IF NOT EXISTS revoked_tokens (jti TEXT PRIMARY KEY, revoked_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS sms_codes (
      id INTEGER PRIMARY KEY, phone TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL,
      expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0, attempts INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS sms_codes_phone ON sms_codes (phone, used);
    CREATE TABLE IF NOT EXISTS sms_notices (
      id INTEGER PRIMARY KEY, phone TEXT NOT NULL, kind TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL
    );
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
  seed({ db, rng, env, now }) {
    const insert = db.prepare(
      'INSERT INTO users (phone, password, nickname, avatar, intro, gender, city, level, points, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const cities = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安', '南京', '重庆'];
    // Outside demo mode the seeded accounts have no usable password: README prints the demo one.
    // Its salt is fixed so every demo seed stores the same hash; real accounts get random salts.
    const shared = env.demo
      ? hashPassword(DEMO_PASSWORD, seedSecret(true, 'password-salt', 32))
      : NO_PASSWORD;
    const names = [
      ...DEMO_ACCOUNTS.map((a) => a.nickname),
      ...NICKNAMES.filter((n) => !DEMO_ACCOUNTS.some((a) => a.nickname === n)),
    ];
    names.forEach((nickname, i) => {
      const id = i + 1;
      insert.run(
        `138${String(id).padStart(8, '0')}`,
        shared,
        nickname,
        relMedia('avatar', `u${id}`, nickname),
        rng.pick([
          '热爱新能源，记录用车点滴',
          '开电车的第三年',
          '理性讨论，拒绝拉踩',
          '智驾爱好者',
          '',
        ]),
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
      // Failed guesses per phone are capped: while the phone's window is full every attempt is
      // refused the same way, the right password too, so guessing stops there.
      ctx.limit(RATE_LIMITS.loginPhone, phone, { peek: true });
      // Past a few failures the phone's logins need a solved bot check too (domains/bot-check.ts).
      guardBotCheck(ctx, 'login', phone);
      const row = db.prepare('SELECT id, password FROM users WHERE phone = ?').get(phone) as
        { id: number; password: string } | undefined;
      // One scrypt whether or not the phone has an account: same answer, same time (F7).
      const matches = checkPassword(password, row?.password);
      if (!row || !matches) {
        countForBotCheck(ctx, 'login', phone);
        ctx.limit(RATE_LIMITS.loginPhone, phone);
        throw badRequest('手机号或密码错误');
      }
      return session(db, env, row.id);
    });

    r.post('v1/captcha', (ctx) => {
      const { phone, type } = codePhone(ctx);
      // Past 3 codes an hour for the phone or the address, a send needs a solved bot check; every
      // request counts, a refused one too (a script hammering is what the check is for).
      guardBotCheck(ctx, 'sms', phone);
      countForBotCheck(ctx, 'sms', phone);
      issueCode(ctx, env, phone, type);
      return { sent: true, expires_in: SMS_CODE_TTL };
    });

    // 语音验证码: the same code, read out by a call to the phone; the bot check's way for those who
    // cannot see its picture, so no picture stands before it. What holds a script back instead: the
    // code proves only the phone it rings (a script that does not hold the phone learns nothing),
    // and the calls are capped per phone and per address (voice-phone, voice-phone-day,
    // voice-address) on top of every code's own limits (issueCode).
    r.post('v1/captcha/voice', (ctx): RawVoiceCode => {
      const { phone, type } = codePhone(ctx);
      const rules: [RateRule, string][] = [
        [RATE_LIMITS.voiceAddress, ctx.address],
        [RATE_LIMITS.voicePhone, phone],
        [RATE_LIMITS.voicePhoneDaily, phone],
      ];
      // Asked first and counted once the code is out: a request a code limit refuses uses up none of
      // the phone's or the address's calls.
      for (const [rule, subject] of rules) ctx.limit(rule, subject, { peek: true });
      issueCode(ctx, env, phone, type, 'voice');
      for (const [rule, subject] of rules) ctx.limit(rule, subject);
      return { called: true, expires_in: SMS_CODE_TTL };
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
      if (state.kind !== 'valid' && state.kind !== 'expired')
        throw new HttpError(401, '登录已失效，请重新登录');
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

    // Binding a phone is changing it when the account has one: the same proofs (phone-change.ts).
    r.post('v1/user/set-phone', (ctx) => changePhone(ctx, env), { auth: true });

    r.get('v1/user/profile', ({ db, user }) => profile(db, env, user!.id, user!.id), {
      auth: true,
    });

    r.get('v1/user', (ctx) => {
      const uid = Number(str(ctx, 'uid'));
      if (!Number.isInteger(uid) || uid <= 0) throw new HttpError(404, '用户不存在');
      return profile(ctx.db, env, uid, ctx.user?.id ?? null);
    });

    r.post(
      'v1/user/edit-profile',
      ({ db, body, user }) => {
        const current = db
          .prepare('SELECT gender, city FROM users WHERE id = ?')
          .get(user!.id) as Pick<UserRow, 'gender' | 'city'>;
        const nickname = String(body.nickname ?? '').trim();
        const intro = String(body.intro ?? '').trim();
        // Gender and city are optional in the request: a client that only edits the name keeps them.
        const gender = body.gender === undefined ? current.gender : Number(body.gender);
        const city = body.city === undefined ? current.city : String(body.city).trim();
        if (!nickname) throw badRequest('请填写昵称');
        limitText('nickname', nickname);
        const hidden = hiddenCharacterProblem('昵称', nickname);
        if (hidden) throw badRequest(hidden);
        if (nicknameTaken(db, nickname, user!.id)) throw new HttpError(409, NICKNAME_TAKEN);
        limitText('intro', intro);
        if (![0, 1, 2].includes(gender)) throw badRequest('性别选择不正确');
        limitText('userCity', city);
        db.prepare(
          'UPDATE users SET nickname = ?, intro = ?, gender = ?, city = ? WHERE id = ?',
        ).run(nickname, intro, gender, city, user!.id);
        return profile(db, env, user!.id, user!.id);
      },
      { auth: true },
    );

    // Password reset in two steps: the code proves the phone, then a new password is set.
    r.post('v1/user/forget-password-first', ({ db, body }) => {
      const phone = String(body.phone ?? '').trim();
      if (!PHONE_PATTERN.test(phone)) throw badRequest(FORM_MESSAGES.phone);
      if (!checkCode(db, env, phone, String(body.code ?? '')))
        throw badRequest('验证码错误或已过期');
      const row = db.prepare('SELECT password FROM users WHERE phone = ?').get(phone) as
        { password: string } | undefined;
      // An unknown phone gets a ticket too (one that step two refuses): this step does not tell
      // a caller whether a phone has an account.
      return { ticket: resetTicket(env, phone, row?.password ?? 'no-account') };
    });

    r.post('v1/user/forget-password-second', ({ db, body }) => {
      const phone = String(body.phone ?? '').trim();
      const ticket = String(body.ticket ?? '');
      const password = String(body.password ?? '');
      const row = db.prepare('SELECT password FROM users WHERE phone = ?').get(phone) as
        { password: string } | undefined;
      if (!row || !resetTicketValid(env, phone, row.password, ticket))
        throw badRequest('验证已失效，请重新获取验证码');
      if (password.length < 6 || password.length > 20) throw badRequest('密码长度为6-20位');
      const uid = (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number })
        .id;
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
export function keepOnlyThisSession(
  db: Database,
  env: ApiEnv,
  uid: number,
  token: string | null,
): void {
  const state = readToken(db, token, env.token);
  revokeOtherSessions(
    db,
    uid,
    state.kind === 'valid' || state.kind === 'expired' ? state.jti : null,
  );
}
