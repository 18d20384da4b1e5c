import { checkPassword } from '../auth';
import { nowSeconds } from '../db';
import type { ApiEnv } from '../env';
import { badRequest } from '../http-error';
import { RATE_LIMITS } from '../rate-limit';
import type { Ctx } from '../router';
import { FORM_MESSAGES, PHONE_PATTERN } from '../../contract/forms';
import { checkCode, keepOnlyThisSession, profile } from './users';

// Moving an account to another phone. A session alone is not enough: a stolen one
// could otherwise take the account for good. The code of the new phone proves that phone; the old
// phone's code or the password proves the owner; the old phone is told.

const mask = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/**
 * A text message to a phone. The platform's SMS gateway cannot run here: like the codes, the
 * message goes to the log, and to `sms_notices` (what was sent to whom, for support and tests).
 */
function notifyPhone(
  ctx: Pick<Ctx, 'db'>,
  env: ApiEnv,
  phone: string,
  kind: string,
  text: string,
): void {
  ctx.db
    .prepare('INSERT INTO sms_notices (phone, kind, text, created_at) VALUES (?, ?, ?, ?)')
    .run(phone, kind, text, nowSeconds());
  if (!env.quiet) console.log(`[local-api] SMS to ${phone} (${kind}): ${text}`);
}

/** The owner's proof: the old phone's code, or the password (a wrong one counts like a failed login). */
function proveOwner(ctx: Ctx, env: ApiEnv, current: { phone: string; password: string }): void {
  const oldCode = String(ctx.body.old_code ?? '').trim();
  const password = String(ctx.body.password ?? '');
  if (oldCode) {
    if (!checkCode(ctx.db, env, current.phone, oldCode))
      throw badRequest('原手机验证码错误或已过期');
    return;
  }
  if (password) {
    ctx.limit(RATE_LIMITS.loginPhone, current.phone, { peek: true });
    if (!checkPassword(password, current.password)) {
      ctx.limit(RATE_LIMITS.loginPhone, current.phone);
      throw badRequest('登录密码错误');
    }
    return;
  }
  throw badRequest('请先验证原手机号或登录密码');
}

/** POST v1/user/update-phone-second and v1/user/set-phone: the caller's account moves to `phone`. */
export function changePhone(ctx: Ctx, env: ApiEnv) {
  const { db, body, user, token } = ctx;
  const phone = String(body.phone ?? '').trim();
  if (!PHONE_PATTERN.test(phone)) throw badRequest(FORM_MESSAGES.phone);
  const current = db.prepare('SELECT phone, password FROM users WHERE id = ?').get(user!.id) as {
    phone: string;
    password: string;
  };
  if (current.phone === phone) throw badRequest('新手机号不能与原手机号相同');
  // An account without a phone has nothing older to prove.
  if (current.phone) proveOwner(ctx, env, current);
  if (!checkCode(db, env, phone, String(body.code ?? ''))) throw badRequest('验证码错误或已过期');
  if (db.prepare('SELECT 1 FROM users WHERE phone = ? AND id != ?').get(phone, user!.id))
    throw badRequest('该手机号已被其他账号绑定');
  db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, user!.id);
  keepOnlyThisSession(db, env, user!.id, token);
  if (current.phone) {
    notifyPhone(
      ctx,
      env,
      current.phone,
      'phone-changed',
      `【新出行】您的账号绑定手机号已更换为${mask(phone)}。如非本人操作，请立即联系客服。`,
    );
  }
  return profile(db, env, user!.id, user!.id);
}
