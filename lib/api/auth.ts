import { http, type CallOptions } from './http';
import type { Session, UserProfile } from './types';

export const loginWithPassword = (phone: string, password: string) =>
  http.post<Session>('v1/auth/login', { phone, password });

/** SMS-code login: the code comes from POST v1/captcha. */
export const loginWithCode = (phone: string, code: string) => http.post<Session>('v1/auth/fast-login', { phone, code });

export const sendSmsCode = (phone: string, type: 'login' | 'reset' | 'bind' = 'login') =>
  http.post<{ sent: boolean; expires_in: number }>('v1/captcha', { phone, type });

export const logout = () => http.delete<{ logout: boolean }>('v1/auth');

export const checkToken = (options?: CallOptions) =>
  http.get<{ valid: boolean; user: UserProfile | null }>('v1/home/check-token', undefined, options);

export const setPhone = (phone: string, code: string) => http.post<UserProfile>('v1/user/set-phone', { phone, code });

/** Whether a phone may be bound to the caller's account; rejects with the reason when not. */
export const checkPhoneBindable = (phone: string) =>
  http.get<{ bindable: boolean }>('v1/common/verify/phone-bind-validator', { phone });

/** Second step of changing the bound phone: the code sent to the new phone. */
export const updatePhone = (phone: string, code: string) =>
  http.post<UserProfile>('v1/user/update-phone-second', { phone, code });

export type ThirdProvider = 'weixin' | 'weibo' | 'qq';
export const THIRD_PROVIDERS: readonly ThirdProvider[] = ['weixin', 'weibo', 'qq'];

export interface ThirdAuthUrls {
  /** WeChat OAuth inside the WeChat browser. */
  weixin: string;
  /** WeChat web (QR) login in other browsers. */
  weixin_web: string;
  weibo: string;
  qq: string;
}

/** Authorize URLs of the providers; `{provider}` in the return address is filled per provider. */
export const getThirdAuthUrls = (redirectUri: string) => http.get<ThirdAuthUrls>('v1/auth/thirdauth', { redirect_uri: redirectUri });

/** Exchanges the provider's `code` for a session (WeChat and Weibo by GET, QQ by POST). */
export function thirdPartyLogin(provider: ThirdProvider, code: string): Promise<Session & { provider: ThirdProvider }> {
  if (provider === 'qq') return http.post('v1/user/third/qqCallback', { code });
  return http.get(`v1/user/third/${provider}Callback`, { code });
}

export const forgetPasswordFirst = (phone: string, code: string) =>
  http.post<{ ticket: string }>('v1/user/forget-password-first', { phone, code });

export const forgetPasswordSecond = (phone: string, ticket: string, password: string) =>
  http.post<{ reset: boolean }>('v1/user/forget-password-second', { phone, ticket, password });
