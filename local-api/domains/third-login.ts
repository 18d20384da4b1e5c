import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { nowSeconds } from '../db';
import { badRequest } from '../http-error';
import { str } from '../params';
import type { Ctx } from '../router';
import { isSiteOrigin } from '../../contract/site-origin';
import { THIRD_LOGIN_TTL_S } from '../../contract/constants';
import { PHONE_PATTERN } from '../../contract/forms';
import { WRITE_RULES } from '../write-limits';
import { findOrCreateByPhone, session } from './users';

// Third-party login (WeChat, Weibo, QQ) with its guards: the provider may only send the user back
// to this site's own /third/{provider} page, and the `state` that comes back must be the one this
// API issued for this browser and for this provider, unused and under 10 minutes old.

const THIRD_PROVIDERS = ['weixin', 'weibo', 'qq'] as const;
type ThirdProvider = (typeof THIRD_PROVIDERS)[number];

export const THIRD_LOGIN_MESSAGES = {
  badRedirect: '回跳地址不在本站允许的范围内',
  noState: '登录校验信息缺失，请重新登录',
  badState: '登录校验失败，请重新登录',
  usedState: '该登录链接已使用，请重新登录',
  expiredState: '登录已超时，请重新登录',
  noProvider: '请选择登录方式',
  otherProvider: '登录方式与发起时不一致，请重新登录',
  badCode: '授权失败，请重试',
} as const;

/**
 * The return address must be this site's own callback page: an absolute http(s) URL on one of
 * the site's origins (contract/site-origin.ts, the setting canonical URLs use), path /third/{provider},
 * no credentials or fragment. `{provider}` in the address is filled per provider, so one call
 * serves the three buttons; each filled address is checked.
 */
function checkRedirectUri(env: ApiEnv, template: string): void {
  const providers = template.includes('{provider}') ? THIRD_PROVIDERS : [null];
  for (const p of providers) {
    let url: URL;
    try {
      url = new URL(p ? template.replaceAll('{provider}', p) : template);
    } catch {
      throw badRequest(THIRD_LOGIN_MESSAGES.badRedirect);
    }
    const ok =
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      !url.password &&
      !url.hash &&
      isSiteOrigin(env.site, url.origin) &&
      (THIRD_PROVIDERS as readonly string[]).some(
        (name) => url.pathname === `/third/${name}` && (!p || name === p),
      );
    if (!ok) throw badRequest(THIRD_LOGIN_MESSAGES.badRedirect);
  }
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * The provider an attempt is for: the one a filled return address names (/third/weibo), else the
 * `provider` asked for alongside a `{provider}` template; null when neither names one.
 */
function attemptProvider(redirectUri: string, asked: string): ThirdProvider | null {
  if (!redirectUri.includes('{provider}')) {
    const path = new URL(redirectUri).pathname;
    return THIRD_PROVIDERS.find((p) => path === `/third/${p}`) ?? null;
  }
  return (THIRD_PROVIDERS as readonly string[]).includes(asked) ? (asked as ThirdProvider) : null;
}

/** A new attempt for `provider`: its `state` (sent to the provider) and its `binding` (the browser's cookie). */
function issueState(db: Database, provider: ThirdProvider): { state: string; binding: string } {
  const now = nowSeconds();
  const state = crypto.randomBytes(16).toString('hex');
  const binding = crypto.randomBytes(32).toString('base64url');
  // Attempts past their life are of no use to anyone: swept as new ones come.
  db.prepare('DELETE FROM third_login_states WHERE created_at < ?').run(now - THIRD_LOGIN_TTL_S);
  db.prepare(
    'INSERT INTO third_login_states (state, binding_hash, provider, created_at) VALUES (?, ?, ?, ?)',
  ).run(state, hash(binding), provider, now);
  return { state, binding };
}

/**
 * Uses up an attempt's `state` on the callback of `provider`, or throws the Chinese 400 of why not.
 * Only the browser that holds the attempt's binding learns that it was used, expired or started for
 * another provider; anyone else is told it failed. An attempt finished on another provider's
 * callback is refused and stays unused.
 */
function consumeState(db: Database, state: string, binding: string, provider: ThirdProvider): void {
  if (!state || !binding) throw badRequest(THIRD_LOGIN_MESSAGES.noState);
  const row = db
    .prepare(
      'SELECT binding_hash, provider, created_at, used_at FROM third_login_states WHERE state = ?',
    )
    .get(state) as
    | { binding_hash: Buffer; provider: string; created_at: number; used_at: number | null }
    | undefined;
  if (!row || !crypto.timingSafeEqual(row.binding_hash, hash(binding)))
    throw badRequest(THIRD_LOGIN_MESSAGES.badState);
  if (row.provider !== provider) throw badRequest(THIRD_LOGIN_MESSAGES.otherProvider);
  if (row.used_at !== null) throw badRequest(THIRD_LOGIN_MESSAGES.usedState);
  const now = nowSeconds();
  if (now - row.created_at >= THIRD_LOGIN_TTL_S)
    throw badRequest(THIRD_LOGIN_MESSAGES.expiredState);
  // Single use even when two callbacks race: only one update finds it unused.
  const used = db
    .prepare('UPDATE third_login_states SET used_at = ? WHERE state = ? AND used_at IS NULL')
    .run(now, state);
  if (used.changes !== 1) throw badRequest(THIRD_LOGIN_MESSAGES.usedState);
}

/**
 * THIRD_PARTY_MOCK. The real callbacks exchange the provider's `code` for an access token and
 * the user's open id at WeChat / Weibo / QQ, which are unreachable here. This mock accepts a code
 * of the form `demo-<phone>` (e.g. `demo-13800000009`) and logs into that phone's account,
 * creating it on first use, exactly as a first third-party login creates an account on the
 * platform. Any other code is what an expired or forged code gets: 400 授权失败，请重试. The mock
 * stands in for the provider only: the `state` check before it is the real one.
 */
function mockThirdPartyCode(code: string): string {
  const m = /^demo-(\d{11})$/.exec(code.trim());
  if (!m || !PHONE_PATTERN.test(m[1]!)) throw badRequest(THIRD_LOGIN_MESSAGES.badCode);
  return m[1]!;
}

function authorizeUrls(
  appIds: { weixin: string; weibo: string; qq: string },
  redirectUri: string,
  state: string,
) {
  const enc = encodeURIComponent;
  const back = (p: ThirdProvider) => redirectUri.replaceAll('{provider}', p);
  return {
    // Inside WeChat: the official-account OAuth page. In other browsers WeChat offers its web QR login.
    weixin: `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${enc(appIds.weixin)}&redirect_uri=${enc(back('weixin'))}&response_type=code&scope=snsapi_userinfo&state=${state}#wechat_redirect`,
    weixin_web: `https://open.weixin.qq.com/connect/qrconnect?appid=${enc(appIds.weixin)}&redirect_uri=${enc(back('weixin'))}&response_type=code&scope=snsapi_login&state=${state}#wechat_redirect`,
    weibo: `https://api.weibo.com/oauth2/authorize?client_id=${enc(appIds.weibo)}&redirect_uri=${enc(back('weibo'))}&response_type=code&display=mobile&state=${state}`,
    qq: `https://graph.qq.com/oauth2.0/authorize?response_type=code&client_id=${enc(appIds.qq)}&redirect_uri=${enc(back('qq'))}&display=mobile&state=${state}`,
  };
}

export const thirdLogin: Domain = {
  name: 'third-login',
  schema: `
    CREATE TABLE IF NOT EXISTS third_login_states (
      state TEXT PRIMARY KEY, binding_hash BLOB NOT NULL, provider TEXT NOT NULL, created_at INTEGER NOT NULL, used_at INTEGER
    );
  `,
  routes(r, env) {
    // The web tier (app/(account)/third/[id]/start) asks for an attempt for one provider (its
    // filled return address names it), keeps `binding` in the browser's httpOnly cookie and sends
    // the user to that provider with `state`.
    r.get('v1/auth/thirdauth', (ctx) => {
      const redirectUri = str(ctx, 'redirect_uri');
      checkRedirectUri(env, redirectUri);
      const provider = attemptProvider(redirectUri, str(ctx, 'provider'));
      if (!provider) throw badRequest(THIRD_LOGIN_MESSAGES.noProvider);
      ctx.limit(WRITE_RULES.session, ctx.address);
      const { state, binding } = issueState(ctx.db, provider);
      return {
        ...authorizeUrls(
          { weixin: env.wx.appId, weibo: env.thirdParty.weiboAppKey, qq: env.thirdParty.qqAppId },
          redirectUri,
          state,
        ),
        state,
        binding,
        expires_in: THIRD_LOGIN_TTL_S,
      };
    });

    const callback = (provider: ThirdProvider) => (ctx: Ctx) => {
      const code = str(ctx, 'code');
      if (!code) throw badRequest('缺少授权码');
      const redirectUri = str(ctx, 'redirect_uri');
      if (redirectUri) checkRedirectUri(env, redirectUri);
      // QQ's POST counts in app.ts (write-limits.ts); the GET callbacks count here, like it.
      if (ctx.method === 'GET') ctx.limit(WRITE_RULES.session, ctx.address);
      consumeState(ctx.db, str(ctx, 'state'), str(ctx, 'binding'), provider);
      // The mock answers in demo mode only: a deploy never logs anyone in by a made-up code.
      if (!env.demo) throw badRequest(THIRD_LOGIN_MESSAGES.badCode);
      const phone = mockThirdPartyCode(code);
      const uid = findOrCreateByPhone(ctx.db, phone);
      return { ...session(ctx.db, env, uid), provider };
    };
    r.get('v1/user/third/weixinCallback', callback('weixin'));
    r.get('v1/user/third/weiboCallback', callback('weibo'));
    r.post('v1/user/third/qqCallback', callback('qq'));
  },
};
