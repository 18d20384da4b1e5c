import path from 'node:path';
import * as z from 'zod/mini';
import type { TokenConfig } from './auth';
import type { SiteOriginConfig } from '../contract/site-origin';
import { INVALID, readSettings, setting } from '../contract/env-settings.mjs';

// The local API's environment: every variable the bundled API reads, parsed and checked here and
// nowhere else (the web side has its own reader, lib/env.mjs; both are built from
// contract/env-settings.mjs, which hands a variable's `read` its text, undefined when unset).
// `.env.example` lists each with its default; tests/unit/env-example.test.ts holds them together.
// A bad value stops the API at start with a message naming the variable and the value (server.ts).

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
  site: SiteOriginConfig;
  /** Where user uploads are stored (served at /media/upload/{file}). */
  uploadDir: string;
  quiet: boolean;
  /** How long a shutdown waits for the requests in flight (ms). */
  shutdownMs: number;
}

/** Unset or empty: the default. */
const orDefault = (fallback: string) => setting('text', (raw) => raw || fallback);
/** A number from 0 up (seconds, a factor); unset or empty: the default. */
const amount = (fallback: number, expected: string) =>
  setting(expected, (raw) => {
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    return raw.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : INVALID;
  });
/** A whole number from `min` to `max`; unset or empty: the default. */
const whole = (fallback: number, min: number, max: number, expected: string) =>
  setting(expected, (raw) => {
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    return /^\d+$/.test(raw) && n >= min && n <= max ? n : INVALID;
  });
/** 1 or 0; unset or empty: off. */
const flag = () =>
  setting('0 or 1', (raw) => (raw === '1' ? true : !raw || raw === '0' ? false : INVALID));

const schema = z.object({
  LOCAL_API_PORT: whole(4000, 0, 65535, 'a port number (0 to 65535; 0: any free port)'),
  LOCAL_API_HOST: orDefault('127.0.0.1'),
  LOCAL_API_DB: orDefault(path.join(__dirname, 'data', 'local.sqlite')),
  // Empty is a base of its own here (image URLs from the site's root).
  LOCAL_API_MEDIA_BASE: setting('text', (raw) => raw ?? '/api'),
  // Unset: a random secret generated at first start and kept in the database (app.ts).
  LOCAL_API_SECRET: orDefault(''),
  LOCAL_API_TOKEN_TTL: amount(2 * 60 * 60, 'a number of seconds'),
  LOCAL_API_REFRESH_GRACE: amount(7 * 24 * 60 * 60, 'a number of seconds'),
  LOCAL_API_SESSION_MAX: amount(30 * 24 * 60 * 60, 'a number of seconds'),
  LOCAL_API_SMS_CODE: setting('text', (raw) => raw || null),
  LOCAL_API_DEMO: flag(),
  LOCAL_API_RATE_LIMIT_SCALE: amount(1, 'a factor of 0 or more (0: no limits)'),
  LOCAL_API_WX_APPID: orDefault('wx5d8f0a1c2b3e4f60'),
  // Unset: demo mode signs with a demo ticket, a deploy does not sign (domains/share.ts).
  LOCAL_API_WX_TICKET: orDefault(''),
  LOCAL_API_WEIBO_APPKEY: orDefault('3921700954'),
  LOCAL_API_QQ_APPID: orDefault('101987654'),
  LOCAL_API_UPLOAD_DIR: orDefault(path.join(__dirname, 'data', 'uploads')),
  LOCAL_API_QUIET: flag(),
  LOCAL_API_SHUTDOWN_MS: whole(10_000, 1, Number.MAX_SAFE_INTEGER, 'a whole number of ms above 0'),
  // The web server's own origin setting (see SiteOriginConfig).
  PORT: whole(3000, 1, 65535, 'a port number (1 to 65535)'),
  SITE_URL: setting('an http(s) URL', (raw) => {
    if (!raw) return null;
    try {
      const { protocol } = new URL(raw);
      return protocol === 'http:' || protocol === 'https:' ? raw.replace(/\/+$/, '') : INVALID;
    } catch {
      return INVALID;
    }
  }),
  SITE_HOSTS: setting('comma-separated host[:port]', (raw) =>
    (raw ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ),
});

/** The names of every variable the local API reads (tests/unit/env-example.test.ts). */
export const API_ENV_NAMES = Object.keys(schema.shape);

/**
 * The local API's settings from an environment (default: this process's). Throws one Error naming
 * every bad variable and its value, a line each.
 */
export function readEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const v = readSettings(schema, source);
  return {
    port: v.LOCAL_API_PORT,
    host: v.LOCAL_API_HOST,
    dbFile: v.LOCAL_API_DB,
    mediaBase: v.LOCAL_API_MEDIA_BASE,
    token: {
      secret: v.LOCAL_API_SECRET,
      ttl: v.LOCAL_API_TOKEN_TTL,
      refreshGrace: v.LOCAL_API_REFRESH_GRACE,
      sessionMax: v.LOCAL_API_SESSION_MAX,
    },
    demoSmsCode: v.LOCAL_API_SMS_CODE,
    demo: v.LOCAL_API_DEMO,
    rateLimitScale: v.LOCAL_API_RATE_LIMIT_SCALE,
    wx: { appId: v.LOCAL_API_WX_APPID, jsapiTicket: v.LOCAL_API_WX_TICKET },
    thirdParty: { weiboAppKey: v.LOCAL_API_WEIBO_APPKEY, qqAppId: v.LOCAL_API_QQ_APPID },
    site: {
      siteUrl: v.SITE_URL,
      siteHosts:
        v.SITE_HOSTS.length > 0 ? v.SITE_HOSTS : [`localhost:${v.PORT}`, `127.0.0.1:${v.PORT}`],
      fallbackOrigin: `http://localhost:${v.PORT}`,
    },
    uploadDir: v.LOCAL_API_UPLOAD_DIR,
    quiet: v.LOCAL_API_QUIET,
    shutdownMs: v.LOCAL_API_SHUTDOWN_MS,
  };
}
