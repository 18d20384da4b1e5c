import type { Domain } from '../domain';
import { nowSeconds } from '../db';
import { badRequest } from '../http-error';
import { absMedia } from '../media-path';
import { str } from '../params';
import { readUploadedFile, storeImage } from '../uploads';
import { awardPoints } from './shop';
import { FORM_MESSAGES, PHONE_PATTERN } from '../../contract/forms';
import { RATE_LIMITS } from '../rate-limit';
import { changePhone } from './phone-change';
import type { RawLeadContact } from '../../contract/api/user';
import { profile } from './users';

// The signed-in user's own account: avatar, phone change, daily check-in. The third-party logins
// are third-login.ts.

/** Points of one check-in: 5, plus 1 for each day of an unbroken streak, at most 10 in all. */
const CHECKIN_BASE = 5;
const CHECKIN_MAX = 10;

/** Check-in days follow the platform's clock (China Standard Time, UTC+8). */
export function chinaDay(seconds: number): string {
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export const account: Domain = {
  name: 'account',
  schema: `
    CREATE TABLE IF NOT EXISTS checkins (
      user_id INTEGER NOT NULL REFERENCES users(id), day TEXT NOT NULL, points INTEGER NOT NULL,
      streak INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (user_id, day)
    );
  `,
  routes(r, env) {
    r.post(
      'v1/user-profile/uploadavatar',
      ({ db, body, raw, headers, user }) => {
        const file = readUploadedFile({
          body,
          raw,
          contentType: String(headers['content-type'] ?? ''),
        });
        const rel = storeImage(env, file);
        db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(rel, user!.id);
        return { avatar: absMedia(env, rel), user: profile(db, env, user!.id, user!.id) };
      },
      { auth: true },
    );

    // Whether a phone can be bound to the caller's account (before a code is sent).
    r.get(
      'v1/common/verify/phone-bind-validator',
      (ctx) => {
        const phone = str(ctx, 'phone');
        if (!PHONE_PATTERN.test(phone)) throw badRequest(FORM_MESSAGES.phone);
        ctx.limit(RATE_LIMITS.phoneCheck, `u${ctx.user!.id}`);
        // Only the caller's own phone is named: whether another account holds a phone is told
        // after the code of that phone proves it (update-phone-second), never here.
        if (ctx.user!.phone === phone) throw badRequest('该手机号已绑定当前账号');
        return { bindable: true };
      },
      { auth: true },
    );

    // Change the bound phone: the code sent to the new phone proves it (step one is the
    // validator above plus POST v1/captcha {type: 'bind'}); the owner proves the account with the
    // old phone's code (POST v1/captcha {type: 'old-phone'}) or the password.
    r.post('v1/user/update-phone-second', (ctx) => changePhone(ctx, env), { auth: true });

    // The contact the user's lead forms start with: their own phone and the name they last gave.
    r.get(
      'v1/user/lead-contact',
      ({ db, user }): RawLeadContact => {
        const { phone } = db.prepare('SELECT phone FROM users WHERE id = ?').get(user!.id) as {
          phone: string;
        };
        const last = db
          .prepare(
            `SELECT name FROM (
               SELECT name, created_at FROM drive_orders WHERE user_id = @uid
               UNION ALL SELECT name, created_at FROM dealer_leads WHERE user_id = @uid AND name <> ''
               UNION ALL SELECT name, created_at FROM activity_registrations WHERE user_id = @uid
               UNION ALL SELECT name, created_at FROM dealer_activity_signs WHERE user_id = @uid
             ) ORDER BY created_at DESC LIMIT 1`,
          )
          .get({ uid: user!.id }) as { name: string } | undefined;
        return { name: last?.name ?? '', phone };
      },
      { auth: true },
    );

    r.get(
      'v1/user/checkin',
      ({ db, user }) => {
        const today = chinaDay(nowSeconds());
        const last = db
          .prepare('SELECT day, streak FROM checkins WHERE user_id = ? ORDER BY day DESC LIMIT 1')
          .get(user!.id) as { day: string; streak: number } | undefined;
        const points = (
          db.prepare('SELECT points FROM users WHERE id = ?').get(user!.id) as { points: number }
        ).points;
        const checked = last?.day === today;
        const alive = checked || last?.day === previousDay(today);
        const streak = alive ? (last?.streak ?? 0) : 0;
        return {
          checked_today: checked,
          streak,
          points,
          next_points: Math.min(CHECKIN_MAX, CHECKIN_BASE + streak),
        };
      },
      { auth: true },
    );

    r.post(
      'v1/user/checkin',
      ({ db, user }) => {
        const now = nowSeconds();
        const today = chinaDay(now);
        const last = db
          .prepare('SELECT day, streak FROM checkins WHERE user_id = ? ORDER BY day DESC LIMIT 1')
          .get(user!.id) as { day: string; streak: number } | undefined;
        if (last?.day === today) throw badRequest('今日已签到');
        const streak = last?.day === previousDay(today) ? last.streak + 1 : 1;
        const earned = Math.min(CHECKIN_MAX, CHECKIN_BASE + streak - 1);
        const row = db.transaction(() => {
          db.prepare(
            'INSERT INTO checkins (user_id, day, points, streak, created_at) VALUES (?, ?, ?, ?, ?)',
          ).run(user!.id, today, earned, streak, now);
          // Balance, level and the points ledger row in one place (the shop domain's ledger).
          return awardPoints(db, user!.id, 'checkin', {
            amount: earned,
            title: `每日签到（连续 ${streak} 天）`,
          });
        })();
        return { earned, streak, points: row.points, level: row.level, checked_today: true };
      },
      { auth: true },
    );
  },
};
