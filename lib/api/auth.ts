import { http, type CallOptions } from './http';
import { botSolutionBody, type BotSolution } from './bot-check';
import type { Session, UserProfile } from './types';
import type { RawVoiceCode } from '@/contract/api/auth';

/** Password login; past a few failures the API asks for a solved bot check (lib/api/bot-check.ts). */
export const loginWithPassword = (phone: string, password: string, solution?: BotSolution | null) =>
  http.post<Session>('v1/auth/login', { phone, password, ...botSolutionBody(solution) });

/** SMS-code login: the code comes from POST v1/captcha. */
export const loginWithCode = (phone: string, code: string) =>
  http.post<Session>('v1/auth/fast-login', { phone, code });

/** What a code is for: a login, a reset, a new phone to bind, a dealer lead's phone. */
export type SmsType = 'login' | 'reset' | 'bind' | 'lead';

export const sendSmsCode = (
  phone: string,
  type: SmsType = 'login',
  solution?: BotSolution | null,
) =>
  http.post<{ sent: boolean; expires_in: number }>('v1/captcha', {
    phone,
    type,
    ...botSolutionBody(solution),
  });

/**
 * 语音验证码: the same code as `sendSmsCode`, read out to the phone by a call; the bot check's way
 * for those who cannot see its picture (no picture needed, capped per phone and address instead).
 * `old-phone`: the logged-in caller's own phone, which the client only knows masked.
 */
export const sendVoiceCode = (phone: string, type: SmsType | 'old-phone') =>
  http.post<RawVoiceCode>('v1/captcha/voice', type === 'old-phone' ? { type } : { phone, type });

/** A code to the logged-in caller's own (old) phone, which the client only knows masked: a phone change's proof. */
export const sendOldPhoneCode = (solution?: BotSolution | null) =>
  http.post<{ sent: boolean; expires_in: number }>('v1/captcha', {
    type: 'old-phone',
    ...botSolutionBody(solution),
  });

export const logout = () => http.delete<{ logout: boolean }>('v1/auth');

export const checkToken = (options?: CallOptions) =>
  http.get<{ valid: boolean; user: UserProfile | null }>('v1/home/check-token', undefined, options);

export const setPhone = (phone: string, code: string) =>
  http.post<UserProfile>('v1/user/set-phone', { phone, code });

/** Whether a phone may be bound to the caller's account; rejects with the reason when not. */
export const checkPhoneBindable = (phone: string) =>
  http.get<{ bindable: boolean }>('v1/common/verify/phone-bind-validator', { phone });

/** How the owner proves the account when changing its phone: the old phone's code or the password. */
export type OwnerProof = { oldCode: string } | { password: string };
const proofBody = (proof: OwnerProof) =>
  'oldCode' in proof ? { old_code: proof.oldCode } : { password: proof.password };

/** Second step of changing the bound phone: the code sent to the new phone, and the owner's proof. */
export const updatePhone = (phone: string, code: string, proof: OwnerProof) =>
  http.post<UserProfile>('v1/user/update-phone-second', { phone, code, ...proofBody(proof) });

export type ThirdProvider = 'weixin' | 'weibo' | 'qq';
export const THIRD_PROVIDERS: readonly ThirdProvider[] = ['weixin', 'weibo', 'qq'];

/** One third-party login attempt (GET v1/auth/thirdauth): the providers' authorize URLs and its guards. */
export interface ThirdAuthAttempt {
  /** WeChat OAuth inside the WeChat browser. */
  weixin: string;
  /** WeChat web (QR) login in other browsers. */
  weixin_web: string;
  weibo: string;
  qq: string;
  /** Sent to the provider, which hands it back with the code. */
  state: string;
  /** The browser's proof that the attempt is its own: kept in an httpOnly cookie, never in the page. */
  binding: string;
  expires_in: number;
}

/**
 * A new attempt; `redirectUri` must be this site's /third/{provider} page (`{provider}` is filled
 * per provider). Called by the web tier only (app/(account)/third/[id]/start/route.ts).
 */
export const startThirdAuth = (redirectUri: string, options?: CallOptions) =>
  http.get<ThirdAuthAttempt>('v1/auth/thirdauth', { redirect_uri: redirectUri }, options);

/** What the provider sent back, and the browser's binding cookie of the attempt. */
export interface ThirdReturn {
  code: string;
  state: string;
  binding: string;
}

/**
 * Exchanges the provider's `code` for a session once the API has checked `state` against the
 * browser's binding (WeChat and Weibo by GET, QQ by POST). Called by the /third/{provider} page
 * on the server, which alone can read the httpOnly binding cookie.
 */
export function thirdPartyLogin(
  provider: ThirdProvider,
  back: ThirdReturn,
  options?: CallOptions,
): Promise<Session & { provider: ThirdProvider }> {
  if (provider === 'qq') return http.post('v1/user/third/qqCallback', back, options);
  return http.get(`v1/user/third/${provider}Callback`, { ...back }, options);
}

export const forgetPasswordFirst = (phone: string, code: string) =>
  http.post<{ ticket: string }>('v1/user/forget-password-first', { phone, code });

export const forgetPasswordSecond = (phone: string, ticket: string, password: string) =>
  http.post<{ reset: boolean }>('v1/user/forget-password-second', { phone, ticket, password });
