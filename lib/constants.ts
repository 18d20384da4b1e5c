// Business constants of the specification (§9 and the rules that quote numbers). One place, so a
// unit test can pin each of them and every part of the app reads the same value. The few the app
// shell reads on every page live in lib/shell-constants.ts and are re-exported here.

export { RELOAD_GUARD_MS, TOKEN_COOKIE } from './shell-constants';

/**
 * A feed card shows a row of pictures when its item has at least this many, else its cover. Here,
 * not beside the feed schemas: FeedCard is a client component, and importing lib/api/types put
 * zod into the home page's first-load JS (17 KB gzip).
 */
export const CARD_PICTURES = 3;
/** Default page size of every list call (§9). */
export const PER_PAGE = 10;
/** Sent as the `api-version` header on every call (§7). */
export const API_VERSION = '4.18.1';
/** Sent as the `systerm` header on every call (§7; the spelling is the platform's). */
export const SYSTERM = 'h5';
/** Design width in px that viewport-width units are computed from (§9): the root font size (lib/viewport.ts). */
export const DESIGN_WIDTH = 390;

/** Top loading bar (§2): brand yellow, with these timings in ms. */
export const PROGRESS_BAR = {
  color: '#ffd100',
  duration: 2000,
  throttle: 200,
  hideDelay: 500,
  resetDelay: 400,
} as const;

/** The new-build check starts this long after the page is idle (§9). */
export const BUILD_CHECK_DELAY_MS = 1_000;
/** After the first check, the new-build check runs again this often (not in the spec: §4 only says a newer build is detected). */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

/** Toast closes after this many ms by default (§4, §9). */
export const TOAST_MS = 2_000;
/** Swipe animation duration (§9); autoplay is off by default. */
export const SWIPE_MS = 300;
/** The other swipe default the spec mentions (§9), used by the image preview. */
export const SWIPE_MS_SLOW = 500;
/** Swipe autoplay (§9), ms between slides: 0, off. The swiper carousels (components/shop/GallerySwiper.tsx) read it. */
export const SWIPE_AUTOPLAY = 0;

/** Image preview (§9). */
export const IMAGE_PREVIEW = {
  minZoom: 1 / 3,
  maxZoom: 3,
  doubleTapMs: 250,
  fastSwipeSpeed: 0.25,
  loop: true,
} as const;

/** Lazy image loading (§9). */
export const LAZY_IMAGE = {
  preloadRatio: 1.3,
  throttleMs: 200,
  retries: 3,
  cacheSize: 200,
} as const;

/** Image resize helper defaults (§9). */
export const IMAGE_RESIZE = { width: 750, quality: 100 } as const;

/** Share texts (§5). */
export const SHARE = {
  titleMax: 50,
  defaultTitle: '新出行',
  defaultDescription: '新能源汽车资讯平台',
} as const;

/** Copy to clipboard results (§5). */
export const COPY_OK = '复制成功';
export const COPY_FAIL = '复制失败';

/** Paths exempt from the desktop redirect (§1). */
export const DESKTOP_EXEMPT = [
  'permission',
  'sdk',
  'privacy',
  'team-invitation',
  'promotion',
  'club',
  'appupdate',
] as const;

/**
 * 长辈版 (MIIT 适老化通用设计规范, docs/elder-mode.md): the reader's switch, a plain cookie the
 * server reads so the first paint is already large. Value '1' when on; kept a year.
 */
export const ELDER_COOKIE = 'xcx_elder';
export const ELDER_COOKIE_DAYS = 365;
export const THIRD_LOGIN_COOKIE = 'third_login';

/**
 * Pages that are never remembered as the login-return target (§4: login, third-party login,
 * profile update). The password-reset page is part of logging in, so it is left out too.
 */
export const NO_RETURN_PATHS = ['/login', '/third', '/user/update', '/reset'] as const;

/** Comparison: most models compareModel holds, the one figure every page states (the spec names no limit). */
export const MAX_COMPARE_MODELS = 8;
export const COMPARE_LIMIT_TEXT = `最多对比${MAX_COMPARE_MODELS}款车型`;

/** Launch calendar: longest selectable range, and its message (§ library texts: 'at most N days'). */
export const CALENDAR_MAX_DAYS = 31;
export const CALENDAR_LIMIT_TEXT = `最多选择${CALENDAR_MAX_DAYS}天`;
