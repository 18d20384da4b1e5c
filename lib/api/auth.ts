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

export const isGeetest = () => http.get<{ is_geetest: boolean }>('v1/auth/is-geetest');

export const setPhone = (phone: string, code: string) => http.post<UserProfile>('v1/user/set-phone', { phone, code });

export const forgetPasswordFirst = (phone: string, code: string) =>
  http.post<{ ticket: string }>('v1/user/forget-password-first', { phone, code });

export const forgetPasswordSecond = (phone: string, ticket: string, password: string) =>
  http.post<{ reset: boolean }>('v1/user/forget-password-second', { phone, ticket, password });
