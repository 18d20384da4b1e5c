// Which responses of the web server a shared cache (the balancer's, a CDN) may keep, and for how
// long (docs/deploy.md, "Shared cache"). scripts/web-worker.mjs decides every page's and /api
// answer's Cache-Control here, from the request and the response, replacing Next's own
// `private, no-cache, no-store` of a dynamic page:
//
// - shared: a page (not /api, not a build asset) for a GET or HEAD without a login (no token
//   cookie, no `authorization` header, no app token in the user agent; lib/cache-key.json,
//   "bypass"), not a client navigation's RSC payload, with status 200 (S seconds, then W more
//   while a fresh copy is fetched or the instances fail) or 404 (a few seconds), setting no cookie;
// - everything else `private, no-store`: every /api answer, a logged-in reader's page, a response
//   that sets a cookie, redirects (they depend on the visitor's user agent or login), 429, 503 and
//   every other error.
// Build assets and static files keep the headers Next gives them.
import { readFileSync } from 'node:fs';

export const PRIVATE = 'private, no-store';

const table = JSON.parse(readFileSync(new URL('../lib/cache-key.json', import.meta.url), 'utf8'));
const BYPASS_UA = new RegExp(table.bypass.userAgent);

/**
 * The shared cache's times from the web side's checked settings (lib/env.mjs, .env.example):
 * WEB_CACHE_S_MAXAGE (S; 0 shares nothing), WEB_CACHE_SWR (W) and WEB_CACHE_404_S (at most S).
 */
export function cacheSettings({ WEB_CACHE_S_MAXAGE, WEB_CACHE_SWR, WEB_CACHE_404_S }) {
  return {
    sMaxage: WEB_CACHE_S_MAXAGE,
    swr: WEB_CACHE_SWR,
    notFound: Math.min(WEB_CACHE_S_MAXAGE, WEB_CACHE_404_S),
  };
}

/** The names of the cookies of a Cookie header that have a value. */
function cookieNames(header) {
  const names = new Set();
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(eq + 1).trim() !== '') names.add(part.slice(0, eq).trim());
  }
  return names;
}

const KEY_COOKIES = new Set(table.cookies.map((row) => row.name));

/**
 * Whether a preference cookie of the key could be read two ways: nginx's `$cookie_<name>` is the
 * first of that name, raw; Next's cookies() the last, percent-decoded. Such a page could be
 * rendered for one variant and kept under another, so it is never shared.
 */
function ambiguousKeyCookie(header) {
  const seen = new Set();
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = (eq > 0 ? part.slice(0, eq) : part).trim();
    if (!KEY_COOKIES.has(name)) continue;
    if (seen.has(name) || /[%,"\\]/.test(part.slice(eq + 1))) return true;
    seen.add(name);
  }
  return false;
}

/** Whether a request speaks for someone (a login) or asks for something only they get. */
export function bypassesCache(headers) {
  const names = cookieNames(headers.cookie);
  if (table.bypass.cookies.some((name) => names.has(name))) return true;
  if (ambiguousKeyCookie(headers.cookie)) return true;
  if (table.bypass.headers.some((name) => Boolean(headers[name]))) return true;
  return BYPASS_UA.test(String(headers['user-agent'] ?? ''));
}

/**
 * Whether the request may get a shared answer at all (before its status is known): the web
 * server gives a page view that may be shared no device cookie (a shared response never sets one).
 */
export function mayShare({ method, headers }, settings) {
  if (settings.sMaxage === 0) return false;
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !bypassesCache(headers);
}

/**
 * The Cache-Control of a page's response: `kind` is 'page' or 'api'; `setsCookie` whether the
 * response carries Set-Cookie.
 */
export function cacheControl({ kind, method, headers, status, setsCookie }, settings) {
  if (kind !== 'page' || setsCookie || !mayShare({ method, headers }, settings)) return PRIVATE;
  if (status === 200)
    return `public, s-maxage=${settings.sMaxage}, stale-while-revalidate=${settings.swr}, stale-if-error=${settings.swr}`;
  if (status === 404 && settings.notFound > 0) return `public, s-maxage=${settings.notFound}`;
  return PRIVATE;
}
