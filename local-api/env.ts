import path from 'node:path';
import type { TokenConfig } from './auth';
import { siteOriginConfig, type SiteOriginConfig } from '../contract/site-origin';

/** Everything the local API reads from the environment, read and checked once at start-up. */
export interface ApiEnv {
  port: number;
  host: string;
  dbFile: string;
  /** Base of the image URLs the API hands out (the web app proxies `/api` to this server). */
  mediaBase: string;
  token: TokenConfig;
  /**
   * The SMS code that always works (the platform's SMS gateway cannot run here): only when
   * LOCAL_API_SMS_CODE is set (`npm start`'s demo mode sets it); null otherwise.
   */
  demoSmsCode: string | null;
  /** Demo mode (LOCAL_API_DEMO=1, set by `npm start`): the mock third-party logins answer. */
  demo: boolean;
  /** Multiplies every rate limit (rate-limit.ts); 0 turns them off. */
  rateLimitScale: number;
  /** The JS-SDK ticket (LOCAL_API_WX_TICKET); empty when unset. */
  wx: { appId: string; jsapiTicket: string };
  /** App ids of the third-party logins (the authorize URLs of GET v1/auth/thirdauth). */
  thirdParty: { weiboAppKey: string; qqAppId: string };
  /**
   * The site's own origins (SITE_URL, SITE_HOSTS, PORT: the web server's trusted-origin setting,
   * lib/config.ts): the only return addresses a third-party login accepts.
   */
  site: SiteOriginConfig;
  /** Where user uploads are stored (served at /media/upload/{file}). */
  uploadDir: string;
  quiet: boolean;
}

function num(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

export function readEnv(): ApiEnv {
  return {
    port: num('LOCAL_API_PORT', 4000),
    host: process.env.LOCAL_API_HOST || '127.0.0.1',
    dbFile: process.env.LOCAL_API_DB || path.join(__dirname, 'data', 'local.sqlite'),
    mediaBase: process.env.LOCAL_API_MEDIA_BASE ?? '/api',
    token: {
      // Unset: a random secret generated at first start and kept in the database (app.ts).
      secret: process.env.LOCAL_API_SECRET || '',
      ttl: num('LOCAL_API_TOKEN_TTL', 2 * 60 * 60),
      refreshGrace: num('LOCAL_API_REFRESH_GRACE', 7 * 24 * 60 * 60),
      sessionMax: num('LOCAL_API_SESSION_MAX', 30 * 24 * 60 * 60),
    },
    demoSmsCode: process.env.LOCAL_API_SMS_CODE || null,
    demo: process.env.LOCAL_API_DEMO === '1',
    rateLimitScale: num('LOCAL_API_RATE_LIMIT_SCALE', 1),
    wx: {
      appId: process.env.LOCAL_API_WX_APPID || 'wx5d8f0a1c2b3e4f60',
      // Unset: demo mode signs with a demo ticket, a deploy does not sign (domains/share.ts).
      jsapiTicket: process.env.LOCAL_API_WX_TICKET || '',
    },
    thirdParty: {
      weiboAppKey: process.env.LOCAL_API_WEIBO_APPKEY || '3921700954',
      qqAppId: process.env.LOCAL_API_QQ_APPID || '101987654',
    },
    site: siteOriginConfig(process.env),
    uploadDir: process.env.LOCAL_API_UPLOAD_DIR || path.join(__dirname, 'data', 'uploads'),
    quiet: process.env.LOCAL_API_QUIET === '1',
  };
}
