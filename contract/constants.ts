// Spec constants the web app and the local API both apply.

/** Pinyin index letters: A to Z without I, U and V (§5). */
export const PINYIN_LETTERS = 'ABCDEFGHJKLMNOPQRSTWXYZ'.split('');

/** 撤销: a lead or a store event sign-up may be taken back this long after it was sent (seconds). */
export const UNDO_WINDOW_S = 10 * 60;

/**
 * Third-party login: an attempt's `state` lives 10 minutes, is used once, and belongs
 * to the browser holding this httpOnly cookie (set on /third/{provider}/start, sent only to /third).
 */
export const THIRD_LOGIN_TTL_S = 10 * 60;
