import type { UaContext } from './context';
import { APP_SCHEME } from './native';
import { loginHref } from './routes';
import { wxAuthorizeUrl } from './wechat';

// Where a reader who must log in is sent, by context (§8, README user-agent contract): the
// native app shows its own login, WeChat with an official-account app id authorizes there,
// everyone else gets the login page with the way back.

export type LoginEntry = { kind: 'app' | 'external'; href: string } | { kind: 'route'; href: string };

export function loginEntry(ua: Pick<UaContext, 'isApp' | 'isWx'>, wxAppId: string, origin: string, returnTo: string): LoginEntry {
  if (ua.isApp) return { kind: 'app', href: `${APP_SCHEME}login` };
  if (ua.isWx && wxAppId) return { kind: 'external', href: wxAuthorizeUrl(wxAppId, origin, returnTo) };
  return { kind: 'route', href: loginHref(returnTo) };
}
