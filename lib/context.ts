// Request context from the user agent (ARCHITECTURE: user-agent contract). Decided on the
// server and handed to the client once. No Node APIs: the edge middleware imports this too.
// The patterns live in lib/cache-key.json, the table the shared cache's key is made from, so the
// balancer (deploy/nginx.conf) tells visitors apart exactly as the pages do. Server code only:
// the browser reads what it needs of its user agent from lib/app-token.ts, without the table.
import { tokenInUserAgent } from './app-token';
import table from './cache-key.json';

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

type UaFlag = Exclude<keyof UaContext, 'ua' | 'appToken' | 'appVersion'>;

/** Each user-agent context of the table, as a test of the user agent. */
const FLAGS = table.userAgent.map((row) => ({
  context: row.context as UaFlag,
  re: new RegExp(row.pattern, 'ignoreCase' in row && row.ignoreCase ? 'i' : ''),
}));
/** Mobile is a user agent containing iPhone, iPad, iPod, Android or Mobile (§1). */
const MOBILE = FLAGS.find((f) => f.context === 'isMobile')!.re;
const APP_VERSION = new RegExp(table.appVersion.pattern);

/**
 * What the client is handed of a request's user agent (the root layout's context, serialized into
 * the page): the contexts, not the user agent itself. A page an anonymous visitor gets may be
 * shared with every visitor of the same contexts (lib/cache-key.json), so it names nobody's exact
 * user agent, and never the native app's token. The client reads navigator.userAgent where it
 * needs the string (lib/app-token.ts, clientUserAgent).
 */
export function clientUaContext(ctx: UaContext): UaContext {
  return { ...ctx, ua: '', appToken: null };
}

export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return MOBILE.test(ua ?? '');
}

export function parseUserAgent(input: string | null | undefined): UaContext {
  const ua = input ?? '';
  const flags = Object.fromEntries(FLAGS.map((f) => [f.context, f.re.test(ua)])) as Record<
    UaFlag,
    boolean
  >;
  return {
    ua,
    ...flags,
    // The token is a credential the native app hands over; outside its webview it is ignored.
    appToken: flags.isApp ? tokenInUserAgent(ua) : null,
    appVersion: flags.isApp ? (APP_VERSION.exec(ua)?.[1] ?? null) : null,
  };
}

export const EMPTY_CONTEXT: Readonly<UaContext> = Object.freeze(parseUserAgent(''));
