// The wire shapes of the login and code calls that the local API answers and lib/api/auth.ts reads.

/** The answer to a 语音验证码 request: the call is placed, its code lives `expires_in` seconds. */
export interface RawVoiceCode {
  called: boolean;
  expires_in: number;
}
