import type { UaContext } from './context';
import { APP_SCHEME } from './native';
import { loginHref, thirdLoginStart } from './routes';

// Where a reader who must log in is sent, by context (§8, README user-agent contract): the
// native app shows its own login, WeChat with an official-account app id authorizes there (through
// /third/weixin/start, which binds the attempt's state to this browser), everyone else
// gets the login page with the way back.

export type LoginEntry =
  { kind: 'app' | 'external'; href: string } | { kind: 'route'; href: string };

export function loginEntry(
  ua: Pick<UaContext, 'isApp' | 'isWx'>,
  wxAppId: string,
  returnTo: string,
): LoginEntry {
  if (ua.isApp) return { kind: 'app', href: `${APP_SCHEME}login` };
  if (ua.isWx && wxAppId) return { kind: 'external', href: thirdLoginStart('weixin', returnTo) };
  return { kind: 'route', href: loginHref(returnTo) };
}
