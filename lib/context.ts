// Request context from the user agent (ARCHITECTURE: user-agent contract). Decided on the
// server and handed to the client once. No Node APIs: the edge middleware imports this too.

export interface UaContext {
  ua: string;
  isMobile: boolean;
  isApp: boolean;
  appToken: string | null;
  appVersion: string | null;
  isWx: boolean;
  isXcx: boolean;
  isOh: boolean;
  isWeibo: boolean;
  isDark: boolean;
  isIos: boolean;
  isAndroid: boolean;
}

/** Mobile is a user agent containing iPhone, iPad, iPod, Android or Mobile (§1). */
const MOBILE = /iPhone|iPad|iPod|Android|Mobile/;
const IOS = /iPhone|iPad|iPod/;
const APP = /xchuxing-app\/(\S*)/;
const APP_VERSION = /^\d+(\.\d+)*$/;
const APP_TOKEN = /xcx-token\/(\S+)/;

/**
 * What the client is handed of a request's user agent (the root layout's context, serialized into
 * the page): everything but the native app's token, which would otherwise be printed into every
 * page's HTML. The client reads the token from its own navigator.userAgent where it needs it.
 */
export function clientUaContext(ctx: UaContext): UaContext {
  return { ...ctx, ua: ctx.ua.replace(/\s*xcx-token\/\S+/g, ''), appToken: null };
}

export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return MOBILE.test(ua ?? '');
}

export function parseUserAgent(input: string | null | undefined): UaContext {
  const ua = input ?? '';
  const app = APP.exec(ua);
  const isApp = app !== null;
  const version = app?.[1] ?? '';
  return {
    ua,
    isMobile: isMobileUserAgent(ua),
    isApp,
    // The token is a credential the native app hands over; outside its webview it is ignored.
    appToken: isApp ? (APP_TOKEN.exec(ua)?.[1] ?? null) : null,
    appVersion: APP_VERSION.test(version) ? version : null,
    isWx: ua.includes('MicroMessenger'),
    isXcx: /miniProgram/i.test(ua),
    isOh: ua.includes('OpenHarmony'),
    isWeibo: /weibo/i.test(ua),
    isDark: ua.includes('xcx-theme/dark'),
    isIos: IOS.test(ua),
    isAndroid: ua.includes('Android'),
  };
}

export const EMPTY_CONTEXT: Readonly<UaContext> = Object.freeze(parseUserAgent(''));
