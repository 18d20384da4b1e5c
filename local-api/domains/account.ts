import crypto from 'node:crypto';
import type { Domain } from '../domain';
import { nowSeconds } from '../db';
import { badRequest } from '../http-error';
import { absMedia } from '../media-path';
import { str } from '../params';
import type { Ctx } from '../router';
import { readUploadedFile, storeImage } from '../uploads';
import { awardPoints } from './shop';
import { FORM_MESSAGES, PHONE_PATTERN } from '../../lib/forms';
import { RATE_LIMITS } from '../rate-limit';
import { changePhone } from './phone-change';
import type { RawLeadContact } from '../../lib/api/user';
import { findOrCreateByPhone, profile, session } from './users';

// The signed-in user's own account: avatar, phone change, daily check-in, and the third-party
// logins (a mock of WeChat, Weibo and QQ, which cannot run here: see THIRD_PARTY_MOCK below).

/** Points of one check-in: 5, plus 1 for each day of an unbroken streak, at most 10 in all. */
export const CHECKIN_BASE = 5;
export const CHECKIN_MAX = 10;

/** Check-in days follow the platform's clock (China Standard Time, UTC+8). */
export function chinaDay(seconds: number): string {
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export const THIRD_PROVIDERS = ['weixin', 'weibo', 'qq'] as const;
export type ThirdProvider = (typeof THIRD_PROVIDERS)[number];

/**
 * THIRD_PARTY_MOCK. The real callbacks exchange the provider's `code` for an access token and
 * the user's open id at WeChat / Weibo / QQ, which are unreachable here. This mock accepts a code
 * of the form `demo-<phone>` (e.g. `demo-13800000009`) and logs into that phone's account,
 * creating it on first use, exactly as a first third-party login creates an account on the
 * platform. Any other code is what an expired or forged code gets: 400 授权失败，请重试.
 */
export function mockThirdPartyCode(code: string): string {
  const m = /^demo-(\d{11})$/.exec(code.trim());
  if (!m || !PHONE_PATTERN.test(m[1]!)) throw badRequest('授权失败，请重试');
  return m[1]!;
}

function authorizeUrls(appIds: { weixin: string; weibo: string; qq: string }, redirectUri: string, state: string) {
  const enc = encodeURIComponent;
  const back = (p: ThirdProvider) => redirectUri.replace('{provider}', p);
  return {
    // Inside WeChat: the official-account OAuth page. In other browsers WeChat offers its web QR login.
    weixin: `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${enc(appIds.weixin)}&redirect_uri=${enc(back('weixin'))}&response_type=code&scope=snsapi_userinfo&state=${state}#wechat_redirect`,
    weixin_web: `https://open.weixin.qq.com/connect/qrconnect?appid=${enc(appIds.weixin)}&redirect_uri=${enc(back('weixin'))}&response_type=code&scope=snsapi_login&state=${state}#wechat_redirect`,
    weibo: `https://api.weibo.com/oauth2/authorize?client_id=${enc(appIds.weibo)}&redirect_uri=${enc(back('weibo'))}&response_type=code&display=mobile&state=${state}`,
    qq: `https://graph.qq.com/oauth2.0/authorize?response_type=code&client_id=${enc(appIds.qq)}&redirect_uri=${enc(back('qq'))}&display=mobile&state=${state}`,
  };
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
        const file = readUploadedFile({ body, raw, contentType: String(headers['content-type'] ?? '') });
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
        // after the code of that phone proves it (update-phone-second), never here (issue 28 F7).
        if (ctx.user!.phone === phone) throw badRequest('该手机号已绑定当前账号');
        return { bindable: true };
      },
      { auth: true },
    );

    // Change the bound phone: the code sent to the new phone proves it (step one is the
    // validator above plus POST v1/captcha {type: 'bind'}); the owner proves the account with the
    // old phone's code (POST v1/captcha {type: 'old-phone'}) or the password (issue 28 F10).
    r.post('v1/user/update-phone-second', (ctx) => changePhone(ctx, env), { auth: true });

    // The contact the user's lead forms start with: their own phone and the name they last gave.
    r.get(
      'v1/user/lead-contact',
      ({ db, user }): RawLeadContact => {
        const { phone } = db.prepare('SELECT phone FROM users WHERE id = ?').get(user!.id) as { phone: string };
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
        const points = (db.prepare('SELECT points FROM users WHERE id = ?').get(user!.id) as { points: number }).points;
        const checked = last?.day === today;
        const alive = checked || last?.day === previousDay(today);
        const streak = alive ? (last?.streak ?? 0) : 0;
        return { checked_today: checked, streak, points, next_points: Math.min(CHECKIN_MAX, CHECKIN_BASE + streak) };
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
          db.prepare('INSERT INTO checkins (user_id, day, points, streak, created_at) VALUES (?, ?, ?, ?, ?)').run(
            user!.id,
            today,
            earned,
            streak,
            now,
          );
          // Balance, level and the points ledger row in one place (the shop domain's ledger).
          return awardPoints(db, user!.id, 'checkin', { amount: earned, title: `每日签到（连续 ${streak} 天）` });
        })();
        return { earned, streak, points: row.points, level: row.level, checked_today: true };
      },
      { auth: true },
    );

    r.get('v1/auth/thirdauth', (ctx) => {
      // {provider} in the return address is filled per provider: one call serves all three buttons.
      const redirectUri = str(ctx, 'redirect_uri');
      if (!/^https?:\/\/[^\s]+$/.test(redirectUri)) throw badRequest('redirect_uri 参数无效');
      const state = crypto.randomBytes(8).toString('hex');
      return authorizeUrls(
        { weixin: env.wx.appId, weibo: env.thirdParty.weiboAppKey, qq: env.thirdParty.qqAppId },
        redirectUri,
        state,
      );
    });

    const callback = (provider: ThirdProvider) => (ctx: Ctx) => {
      const code = str(ctx, 'code');
      if (!code) throw badRequest('缺少授权码');
      // The mock answers in demo mode only: a deploy never logs anyone in by a made-up code.
      if (!env.demo) throw badRequest('授权失败，请重试');
      const phone = mockThirdPartyCode(code);
      const uid = findOrCreateByPhone(ctx.db, phone);
      return { ...session(ctx.db, env, uid), provider };
    };
    r.get('v1/user/third/weixinCallback', callback('weixin'));
    r.get('v1/user/third/weiboCallback', callback('weibo'));
    r.post('v1/user/third/qqCallback', callback('qq'));
  },
};
