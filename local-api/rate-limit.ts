import { HttpError } from './http-error';
import { pageNumber } from './params';

// Rate limits of the local API: fixed windows counted in memory per API process, keyed
// by a rule and a subject (a phone, a client address, a user). A caller over the limit gets 429
// with a Chinese message the page shows. LOCAL_API_RATE_LIMIT_SCALE multiplies every limit (the
// browser tests log in hundreds of times from one address); 0 turns limits off.

export interface RateRule {
  name: string;
  /** Requests allowed per window (before scaling). */
  limit: number;
  /** Window length in seconds. */
  window: number;
  message: string;
}

const rule = (name: string, limit: number, window: number, message: string): RateRule => ({
  name,
  limit,
  window,
  message,
});

/** The default limits; unit tests pin them (tests/unit/auth-limits-api.test.ts). */
export const RATE_LIMITS = {
  /** Failed password logins per phone. */
  loginPhone: rule('login-phone', 10, 15 * 60, '密码错误次数过多，请15分钟后再试或使用验证码登录'),
  /** Password login attempts per client address. */
  loginAddress: rule('login-address', 30, 60, '登录尝试过于频繁，请稍后再试'),
  /** SMS codes per phone: one a minute and a daily cap. */
  smsPhone: rule('sms-phone', 1, 60, '验证码发送太频繁，请60秒后再试'),
  smsPhoneDaily: rule(
    'sms-phone-day',
    10,
    24 * 60 * 60,
    '该手机号今日获取验证码次数已达上限，请明天再试',
  ),
  /** SMS codes per client address. */
  smsAddress: rule('sms-address', 20, 60 * 60, '获取验证码过于频繁，请稍后再试'),
  /**
   * 语音验证码 (the bot check's way without the picture, domains/users.ts): a call rings the
   * phone, so far fewer than texts, and no picture stands before them. Per phone an hour and a day...
   */
  voicePhone: rule('voice-phone', 2, 60 * 60, '语音验证码请求太频繁，请1小时后再试'),
  voicePhoneDaily: rule(
    'voice-phone-day',
    3,
    24 * 60 * 60,
    '该手机号今日语音验证码次数已达上限，请明天再试',
  ),
  /** ...and per client address a day: one script cannot ring many phones either. */
  voiceAddress: rule('voice-address', 10, 24 * 60 * 60, '语音验证码请求太频繁，请明天再试'),
  /** Comment, post and chat writes per user. */
  write: rule('write', 20, 60, '发布太频繁了，请稍后再试'),
  /** Counted searches (the hot-search ranking) per user, else device, else client address... */
  search: rule('search', 60, 60, '搜索太频繁了，请稍后再试'),
  /** ...and every one of them per client address, well above: one carrier-grade-NAT address is many people. */
  searchAddress: rule('search-address', 600, 60, '搜索太频繁了，请稍后再试'),
  /** Ranking click reports per viewer (a user, else an address). */
  rankClick: rule('rank-click', 60, 60, '操作太频繁了，请稍后再试'),
  /** Dealer leads (activity sign-ups, discount claims, phone clues) per address and per phone. */
  leadAddress: rule('lead-address', 10, 60 * 60, '提交太频繁了，请稍后再试'),
  leadPhone: rule('lead-phone', 5, 24 * 60 * 60, '该手机号今日提交次数已达上限，请明天再试'),
  /** The bot check (domains/bot-check.ts): required past 3 codes per phone or address an hour... */
  botSms: rule('bot-sms', 3, 60 * 60, '请先完成安全验证'),
  /** ...or past 3 failed password logins per phone. */
  botLogin: rule('bot-login', 3, 15 * 60, '请先完成安全验证'),
  /** Challenges drawn per address. */
  botChallenge: rule('bot-challenge', 30, 60, '验证太频繁了，请稍后再试'),
  /** Reads recorded into a reader's 个性化推荐 profile per account or device (domains/recommend.ts); past it a read is not recorded. */
  recommendSignal: rule('recommend-signal', 60, 60 * 60, '操作太频繁了，请稍后再试'),
  /** Phone-bind checks per user (they answer whether a phone has an account). */
  phoneCheck: rule('phone-check', 10, 60 * 60, '查询太频繁了，请稍后再试'),
  /** 下载我的信息 per account: the whole account's data in one answer. */
  dataExport: rule('data-export', 5, 60 * 60, '下载太频繁了，请1小时后再试'),
} as const;

/**
 * Counts one request of `subject` against `rule` (429 past the limit). With `peek` it only asks:
 * a full window answers 429, nothing is counted (a lockout that refuses even the right password).
 */
export type RateLimiter = (rule: RateRule, subject: string, options?: { peek?: boolean }) => void;

/** A limiter for one API process; `scale` multiplies every limit (0: no limits). */
export function createRateLimiter(
  scale: number,
  now: () => number = () => Date.now(),
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let sweepAt = now() + 60_000;
  return (r, subject, options) => {
    if (scale <= 0) return;
    const t = now();
    if (t > sweepAt) {
      // Forget expired windows so the map stays as small as the set of active callers.
      for (const [key, w] of windows)
        if (t - w.start >= Number(key.split('|')[1]) * 1000) windows.delete(key);
      sweepAt = t + 60_000;
    }
    const key = `${r.name}|${r.window}|${subject}`;
    const w = windows.get(key);
    if (!w || t - w.start >= r.window * 1000) {
      if (options?.peek) return;
      windows.set(key, { start: t, count: 1 });
      return;
    }
    if (w.count >= Math.max(1, Math.floor(r.limit * scale))) {
      const retry = Math.max(1, Math.ceil((w.start + r.window * 1000 - t) / 1000));
      throw new HttpError(429, r.message, { 'retry-after': String(retry) });
    }
    if (!options?.peek) w.count += 1;
  };
}

/** Writes people make in bulk (comments, replies, posts, live chat): counted per user. */
const WRITE_PATHS = new Set([
  'v1/comment',
  'v1/reply-comment',
  'v1/ins',
  'v1/live/chat',
  'v1/live/comment',
]);

/** The rule a request counts against before its handler runs, if any (app.ts). */
export function routeRule(method: string, path: string, query: URLSearchParams): RateRule | null {
  if (method === 'POST' && WRITE_PATHS.has(path)) return RATE_LIMITS.write;
  // Only the first page of a search is counted into the hot-search ranking (domains/search.ts),
  // decided by the same parse as the handler's paging() (`page=abc` is page 1 there).
  if (method === 'GET' && path === 'v1/search' && pageNumber(query.get('page')) === 1)
    return RATE_LIMITS.search;
  return null;
}
