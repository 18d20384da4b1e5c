// The web side's environment: every variable the web app, its server (scripts/web-server.mjs,
// scripts/web-worker.mjs), `npm start`'s supervisor (scripts/start.mjs) and next.config.ts read,
// parsed and checked in one place. Plain JavaScript, so the server scripts import it as they run
// (no TypeScript loader); lib/env.d.mts gives TypeScript its types. `.env.example` lists every
// variable with its default; tests/unit/env-example.test.ts holds the two together.
//
// A bad value is an error naming the variable and the value: the supervisor and the web server
// read this at their start and stop with that message, so a deploy never half-works on a typo.
// Unset and empty are the same: the default. Server code: lib/api/http.ts, which client islands
// share, loads lib/config.ts on the server only (a dynamic import), so no page loads this in the
// browser; the browser build still compiles it into a chunk nobody loads, so it imports nothing
// that only runs in Node.
import * as z from 'zod/mini';
import { INVALID, readSettings, setting as envSetting } from '../contract/env-settings.mjs';

/**
 * A variable's schema: `read` turns its text (undefined when unset or empty) into the value, or
 * INVALID.
 */
const setting = (expected, read) =>
  envSetting(expected, (raw) => read(raw === undefined || raw === '' ? undefined : raw));

/** A whole number from `min` to `max`. */
const integer = (fallback, min, max, expected) =>
  setting(expected, (raw) => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    return /^-?\d+$/.test(raw) && n >= min && n <= max ? n : INVALID;
  });

const port = (fallback) => integer(fallback, 1, 65535, 'a port number (1 to 65535)');
/** Milliseconds, more than 0. */
const ms = (fallback) =>
  integer(fallback, 1, Number.MAX_SAFE_INTEGER, 'a whole number of ms above 0');
/** Megabytes; 0 turns the limit off. */
const mb = (fallback) => integer(fallback, 0, 1 << 20, 'a whole number of MB (0: off)');

/** 1 or 0 (unset: 0). */
const flag = () =>
  setting('0 or 1', (raw) =>
    raw === undefined ? false : raw === '1' ? true : raw === '0' ? false : INVALID,
  );

/** Free text; `undefined` when unset. */
const text = () => setting('text', (raw) => raw);
/** Free text with surrounding spaces dropped; '' when unset. */
const trimmed = () => setting('text', (raw) => raw?.trim() ?? '');

/** An http(s) URL without trailing slashes (`keep`: as given). */
const url = (fallback, { keep = false } = {}) =>
  setting('an http(s) URL', (raw) => {
    if (raw === undefined) return fallback;
    try {
      const parsed = new URL(raw);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return INVALID;
    } catch {
      return INVALID;
    }
    return keep ? raw : raw.replace(/\/+$/, '');
  });

/** Where desktop browsers are sent (DESKTOP_SITE_URL's default). */
const DEFAULT_DESKTOP_SITE_URL = 'https://www.xchuxing.com';

const schema = z.object({
  // The web server
  PORT: port(3000),
  HOSTNAME_BIND: text(),
  API_BASE: url(undefined),
  LOCAL_API_PORT: port(4000),
  DESKTOP_SITE_URL: url(DEFAULT_DESKTOP_SITE_URL),
  SITE_URL: url(null),
  SITE_HOSTS: setting('comma-separated host[:port]', (raw) =>
    (raw ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ),
  WX_APP_ID: trimmed(),
  WX_OPEN_APP_ID: trimmed(),
  ANALYTICS_SITE_ID: setting('a 32-character Baidu Tongji id', (raw) => {
    const id = raw?.trim() ?? '';
    return id === '' ? null : /^[0-9a-f]{32}$/i.test(id) ? id : INVALID;
  }),
  // Parsed and checked where the address rules live (contract/client-address.mjs, which needs
  // node:net): the supervisor and the web server stop at start on a value that does not parse.
  TRUSTED_PROXIES: text(),
  API_HEALTH_URL: url(undefined, { keep: true }),
  WEB_API_REPROBE_MS: ms(1000),
  WEB_API_DOWN: flag(),
  WEB_WORKERS: integer(1, 1, 1024, 'a whole number of workers, 1 or more'),
  WEB_HEAP_MB: mb(384),
  WEB_SEMI_MB: mb(32),
  WEB_GZIP_LEVEL: integer(3, 0, 9, 'a gzip level from 0 (off) to 9'),
  // The shared cache's times in seconds (scripts/cache-policy.mjs)
  WEB_CACHE_S_MAXAGE: integer(5, 0, 86_400, 'a whole number of seconds (0: not shared)'),
  WEB_CACHE_SWR: integer(60, 0, 86_400, 'a whole number of seconds'),
  WEB_CACHE_404_S: integer(2, 0, 86_400, 'a whole number of seconds'),
  WEB_NODE: text(),
  WEB_SHUTDOWN_MS: ms(10_000),
  WEB_STACK_TRACE_LIMIT: integer(0, 0, 1_000_000, 'a whole number of frames (0: none)'),
  WEB_HEALTHZ_PID: flag(),
  NEXT_DIST_DIR: setting('a folder', (raw) => raw ?? '.next'),
  // npm start's supervisor
  START_NO_BUILD: flag(),
  START_API_WAIT_MS: ms(60_000),
  START_API_PROBE_MS: ms(1000),
  START_API_RESTART_DELAY: ms(500),
  // The bundled API's demo mode as npm start decides it: on unless LOCAL_API_DEMO=0.
  LOCAL_API_DEMO: setting('0 or 1', (raw) =>
    raw === undefined || raw === '0' || raw === '1' ? raw : INVALID,
  ),
  LOCAL_API_SMS_CODE: text(),
  // The build
  BUILD_ID: text(),
  XCX_BUILD_TYPES_CHECKED: flag(),
});

/** The names of every variable this module reads (tests/unit/env-example.test.ts). */
export const WEB_ENV_NAMES = Object.keys(schema.shape);

/**
 * The web side's settings from an environment (default: this process's). Throws one Error naming
 * every bad variable and its value, a line each.
 */
export function webEnv(env = process.env) {
  return readSettings(schema, env);
}
