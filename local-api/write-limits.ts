import { RATE_LIMITS, type RateRule } from './rate-limit';

// Every write of the local API counts against a rate rule ("writes without a rate
// limit"). A route is named here by its method and path template as registered (router.ts), so a
// new write route that is not in the table fails tests/unit/rate-limit-api.test.ts. The subject is
// the signed-in user, else the client address (app.ts). Rules that a route's handler counts itself
// (by phone and by address) are marked 'handler'. LOCAL_API_RATE_LIMIT_SCALE scales these too.

const rule = (name: string, limit: number, window: number, message: string): RateRule => ({
  name,
  limit,
  window,
  message,
});

export const WRITE_RULES = {
  /** Toggles and small changes: likes, follows, favourites, joins, blocks, read marks, deletes. */
  action: rule('action', 120, 60, '操作太频繁了，请稍后再试'),
  /** Forms that create a record: sign-ups, orders, leads, applications, redemptions, draws, votes. */
  form: rule('form', 30, 60, '提交太频繁了，请稍后再试'),
  /** Reports of comments and posts. */
  report: rule('report', 20, 60 * 60, '举报太频繁了，请稍后再试'),
  /** Pictures (comment and post pictures, avatars). */
  upload: rule('upload', 60, 60 * 60, '上传太频繁了，请稍后再试'),
  /** Session and account changes: token refresh, SMS-code logins, password reset, phone binding. */
  session: rule('session', 60, 60, '操作太频繁了，请稍后再试'),
  /** Reads sent as POST (car search, dealer lookup, update check): per user, else device, else address... */
  query: rule('query', 120, 60, '请求太频繁了，请稍后再试'),
  /** ...and every one of them per client address, well above. */
  queryAddress: rule('query-address', 1200, 60, '请求太频繁了，请稍后再试'),
  /** A second-hand seller's full phone number (F9): a few a day, so listings cannot be harvested. */
  sellerPhone: rule('seller-phone', 20, 24 * 60 * 60, '今天查看卖家电话的次数已达上限，请明天再试'),
} as const;

const { action, form, report, upload, session, query, sellerPhone } = WRITE_RULES;

/** Method and path template -> the rule it counts against. */
export const WRITE_LIMITS: Record<string, RateRule | 'handler'> = {
  // Password logins count failures per phone and attempts per address; SMS codes per phone and address (users.ts).
  'POST v1/auth/login': 'handler',
  'POST v1/captcha': 'handler',
  // 语音验证码: per phone and per address, and every code's own limits (users.ts).
  'POST v1/captcha/voice': 'handler',
  'POST v1/auth/fast-login': session,
  'POST v1/user/verify/refresh-jwt': session,
  'DELETE v1/auth': session,
  'POST v1/user/set-phone': session,
  'POST v1/user/forget-password-first': session,
  'POST v1/user/forget-password-second': session,
  'POST v1/user/update-phone-second': session,
  'POST v1/user/third/qqCallback': session,
  'POST v1/user/edit-profile': form,
  'POST v1/user/undo': action,
  'POST v1/user-profile/uploadavatar': upload,
  'POST v1/user/checkin': form,
  'POST v1/user-relate/add-followed': action,
  'POST v1/user-relate/del-followed': action,
  'POST v3/user/followed-op': action,
  'POST v1/user/black-add': action,
  'POST v1/user/black-del': action,
  'POST v1/app/update': query,
  'POST v1/dealer/dealer/apply-join': form,
  'POST v1/dealer/dealer/upload': upload,
  'POST v1/vote/multi-submit': form,
  'POST v1/vote/delete': action,
  'POST v1/live/chat': RATE_LIMITS.write,
  'POST v1/live/comment': RATE_LIMITS.write,
  'POST v1/live/reply-comment': RATE_LIMITS.write,
  'POST v1/live/del': action,
  'POST v1/live/item-like': action,
  'POST v1/live/comment-like': action,
  'POST v1/ins': RATE_LIMITS.write,
  'POST v1/ins/like': action,
  'POST v1/ins/delete': action,
  'POST v1/ins/report': report,
  'POST v4/column/ace-column/follow': action,
  'POST v1/content/like': action,
  'POST v1/favourite': action,
  'POST v1/car/search': query,
  'POST v1/dealer/dealer-drive/get-dealership': query,
  'POST v1/dealer/dealer-activity/sign': form,
  'POST v1/dealer/dealer/phone-check': query,
  'POST v1/dealer/dealer/receive': form,
  'POST v1/dealer/dealer/create-consult': form,
  'POST v1/dealer/dealer/clue-phone': form,
  // 撤回授权 of a 询底价.
  'POST v1/user/lead-withdraw': action,
  // 晒价格: one report per owner and trim, replaced on a second one (domains/prices.ts).
  'POST v1/price/report': form,
  // My data and my account (domains/account-data): withdrawing the login agreement, 注销账号 and 撤销注销.
  'POST v1/user/agreement-withdraw': action,
  'POST v1/user/deletion': session,
  'POST v1/user/deletion/cancel': action,
  // 撤回授权 of a recorded consent to pass a number to stores (consents.ts).
  'POST v1/user/consent-withdraw': action,
  // 个性化推荐 switch and 不感兴趣 (domains/recommend.ts).
  'POST v1/recommend/setting': action,
  'POST v1/recommend/not-interested': action,
  'POST v1/dealer/dealer-drive/create': form,
  'POST v1/dealer/dealer-drive/edit': form,
  'POST v1/social/join': action,
  'POST v1/circle/new/:id/operate/:op': action,
  'POST v4/circle/circle/user-read-selected': action,
  'POST v1/common/set-circle-topic-block': action,
  'POST v1/theme/follow': action,
  'POST v1/club/join': action,
  'POST v1/ranking/do-user-click-rank': action,
  'POST v1/activity/sign': form,
  'POST v1/activity/cancel': form,
  'POST v1/activity/create-activity': form,
  'POST v1/idle/contact': sellerPhone,
  'POST v1/team/join': form,
  'POST v1/goods/redeem': form,
  'POST v1/goods/order/pay': form,
  'POST v1/user/address/create': form,
  'POST v1/user/address/delete': action,
  'POST v1/draw/draw/draw': form,
  'POST v1/comment': RATE_LIMITS.write,
  'POST v1/reply-comment': RATE_LIMITS.write,
  'POST v1/comment/like': action,
  'POST v1/del-comment': action,
  'POST v1/comment/report': report,
  'POST v1/comment-set-status': action,
  'POST v1/comment/upload-img': upload,
};

/**
 * Read limits: many people share one address behind a carrier-grade NAT, so a read counts per
 * user, else per device (the web server's `xcx_device` cookie, contract/client-address.mjs), else
 * per address, and against a per-address ceiling ten times as high, which bounds a client that
 * drops or rotates its cookie. Every other rule counts per user, else per address.
 */
export const READ_CEILINGS: ReadonlyMap<RateRule, RateRule> = new Map([
  [RATE_LIMITS.search, RATE_LIMITS.searchAddress],
  [query, WRITE_RULES.queryAddress],
]);

/** Who a request is from, as app.ts knows it. */
export interface Caller {
  /** `u<id>` when signed in. */
  user: string | null;
  /** The device id the web server passed on, if any. */
  device: string | null;
  address: string;
}

/** The (rule, subject) pairs a request counts against for one of its rules. */
export function limitSubjects(r: RateRule, caller: Caller): [RateRule, string][] {
  const ceiling = READ_CEILINGS.get(r);
  if (!ceiling) return [[r, caller.user ?? caller.address]];
  return [
    [ceiling, caller.address],
    [r, caller.user ?? (caller.device ? `d:${caller.device}` : caller.address)],
  ];
}

/** The rule a write route counts against before its handler runs (app.ts), or null. */
export function writeRule(method: string, template: string): RateRule | null {
  const found = WRITE_LIMITS[`${method} ${template}`];
  return found && found !== 'handler' ? found : null;
}
