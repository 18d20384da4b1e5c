import { DESKTOP_EXEMPT, NO_RETURN_PATHS } from './constants';

// Route rules of the specification, shared by the edge middleware, server pages and the client
// shell. Pure functions of a path: no Node or browser APIs, so they run on the Edge runtime.

/** Login-required routes (§2, §6): the drive flow, consult, and the other flagged screens. */
const LOGIN_REQUIRED: RegExp[] = [
  /^\/drive(\/|$)/,
  /^\/consult(\/|$)/,
  /^\/user\/update\/?$/,
  /^\/user\/?$/,
  /^\/activity-registration(-order)?\/[^/]+\/?$/,
  /^\/activity\/create\/?$/,
  /^\/market\/add-information\/?$/,
  /^\/car\/price-report\/[^/]+\/?$/,
];

export function requiresLogin(pathname: string): boolean {
  return LOGIN_REQUIRED.some((re) => re.test(pathname));
}

/** Routes whose id is numeric only (§5); anything else there is a page validation failure. */
const NUMERIC_ID_ROUTES: { pattern: RegExp; reserved?: string[] }[] = [
  { pattern: /^\/new-car\/content\/([^/]+)\/?$/ },
  { pattern: /^\/new-car\/([^/]+)\/?$/, reserved: ['content'] },
  {
    pattern: /^\/community\/([^/]+)\/?$/,
    reserved: ['rank-content', 'rank', 'community-hot-rank'],
  },
  { pattern: /^\/community-activity\/([^/]+)\/?$/ },
  { pattern: /^\/community-ranking\/([^/]+)\/?$/ },
];

/** True when the path is one of the numeric-id routes and its id is not a number. */
export function hasInvalidNumericId(pathname: string): boolean {
  for (const { pattern, reserved } of NUMERIC_ID_ROUTES) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    const id = m[1] ?? '';
    if (reserved?.includes(id)) return false;
    return !/^\d+$/.test(id);
  }
  return false;
}

/** Old article links `/article-{aid}-{page}.html` (§2) point at `/article/{aid}`. */
export function legacyArticleTarget(pathname: string): string | null {
  const m = /^\/article-(\d+)-(\d+)\.html$/.exec(pathname);
  return m ? `/article/${m[1]}` : null;
}

/** Desktop visitors are sent to the main site, except on these paths (§1). */
export function isDesktopExempt(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return (DESKTOP_EXEMPT as readonly string[]).includes(first);
}

/** The last visited full path is the login-return target, except on these pages (§4). */
export function isReturnTarget(pathname: string): boolean {
  return !NO_RETURN_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function loginHref(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

/** Where a third-party login starts (app/(account)/third/[id]/start): it binds the attempt to this browser. */
export function thirdLoginStart(provider: 'weixin' | 'weibo' | 'qq', redirect: string): string {
  return `/third/${provider}/start?redirect=${encodeURIComponent(redirect)}`;
}
