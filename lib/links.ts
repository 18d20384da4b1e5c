// Content type -> route, or -> app-scheme link inside the native app (§2). The codes are the
// contract the local API uses as well.

import { RANKING_TYPES } from '@/contract/ranking-types';

export const ContentType = {
  ARTICLE: 1,
  VIDEO: 2,
  INS: 3,
  LIVE: 4,
  ACTIVITY: 5,
  GOODS: 6,
  VOTE: 7,
  THEME: 8,
  COLUMN: 9,
  IDLE: 10,
  REMARK: 11,
  NUMBER_POWER: 12,
  SHORT_NEWS: 13,
  SMALL_KNOWLEDGE: 14,
  SERIES: 15,
  MODEL: 16,
  BRAND: 17,
  DEALER: 18,
  USER: 19,
  CIRCLE: 20,
  CLUB: 21,
  LOTTERY: 22,
  TOPIC: 23,
  NEW_CAR: 24,
  COMMUNITY_ACTIVITY: 25,
  RANKING_SALES: 73,
  RANKING_HOT: 74,
  RANKING_COMMUNITY: 75,
  RANKING_ENDURACE: 76,
  RANKING_SMART: 77,
  RANKING_ASSIST: 78,
  RANKING_COMPUTE: 79,
  RANKING_VOTE: 80,
  RANKING_CHARGE: 81,
  RANKING_REMARK: 82,
} as const;

const DETAIL_ROUTES: Readonly<Record<number, string>> = {
  [ContentType.ARTICLE]: '/article',
  [ContentType.VIDEO]: '/video',
  [ContentType.INS]: '/ins',
  [ContentType.LIVE]: '/live',
  [ContentType.ACTIVITY]: '/activity',
  [ContentType.GOODS]: '/goods',
  [ContentType.VOTE]: '/vote',
  [ContentType.THEME]: '/theme',
  [ContentType.COLUMN]: '/column',
  [ContentType.IDLE]: '/idle',
  [ContentType.REMARK]: '/remark',
  [ContentType.NUMBER_POWER]: '/number-power',
  [ContentType.SHORT_NEWS]: '/short-news',
  [ContentType.SMALL_KNOWLEDGE]: '/small-knowledge',
  [ContentType.SERIES]: '/series',
  [ContentType.MODEL]: '/car/model',
  [ContentType.BRAND]: '/car/library-brand',
  [ContentType.DEALER]: '/car/dealer',
  [ContentType.USER]: '/user',
  [ContentType.CIRCLE]: '/community',
  [ContentType.CLUB]: '/club',
  [ContentType.LOTTERY]: '/lottery',
  [ContentType.TOPIC]: '/topic',
  [ContentType.NEW_CAR]: '/new-car',
  [ContentType.COMMUNITY_ACTIVITY]: '/community-activity',
};

const RANKING_FIRST = ContentType.RANKING_SALES;
const RANKING_LAST = ContentType.RANKING_REMARK;

export interface LinkOptions {
  tab?: number;
}

type Id = number | string;

// ?tab={n} only when n is above 1 (§2): tab 1 is the page's default.
function tabQuery(opts: LinkOptions | undefined, separator: '?' | '&'): string {
  const tab = opts?.tab;
  return tab !== undefined && Number.isInteger(tab) && tab > 1 ? `${separator}tab=${tab}` : '';
}

function rankingHref(type: number, opts?: LinkOptions): string {
  const name = Number.isInteger(type) ? RANKING_TYPES[type - RANKING_FIRST] : undefined;
  return name ? `/ranking/${name}${tabQuery(opts, '?')}` : '/ranking';
}

function isRanking(type: number): boolean {
  return type >= RANKING_FIRST && type <= RANKING_LAST;
}

function idSegment(id: Id): string | null {
  const text = String(id).trim();
  return text ? encodeURIComponent(text) : null;
}

export function contentHref(type: number | string, id: Id, opts?: LinkOptions): string | null {
  const code = Number(type);
  if (isRanking(code)) return rankingHref(code, opts);
  const base = DETAIL_ROUTES[code];
  const segment = idSegment(id);
  return base && segment ? `${base}/${segment}` : null;
}

/** Inside the native app the same targets open through app-scheme links (§2). */
export function appSchemeHref(type: number | string, id: Id, opts?: LinkOptions): string | null {
  if (contentHref(type, id, opts) === null) return null;
  const params = new URLSearchParams({ type: String(Number(type)), id: String(id).trim() });
  return `xchuxing://open?${params.toString()}${tabQuery(opts, '&')}`;
}

export function linkFor(
  ctx: { isApp: boolean },
  type: number | string,
  id: Id,
  opts?: LinkOptions,
): string | null {
  return ctx.isApp ? appSchemeHref(type, id, opts) : contentHref(type, id, opts);
}

// Control characters and backslashes: browsers drop tabs/newlines and read "\" as "/", which
// turns "/\evil" or "/\t/evil" into a protocol-relative "//evil".
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARS.test(path);
}

/** Only same-site relative paths starting with a single "/" may be redirect targets. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (typeof target !== 'string' || !isLocalPath(target)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return false;
  }
  // A double-encoded "//" or "\" must not slip through a second decode downstream.
  if (!isLocalPath(decoded)) return false;
  const base = 'http://same-site.invalid';
  return new URL(target, base).origin === base;
}

export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (isSafeRedirect(target)) return target;
  return isSafeRedirect(fallback) ? fallback : '/';
}
