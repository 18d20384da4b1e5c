'use client';

import { useState } from 'react';
import { errorMessage, toast } from '@/components/ui/toast';
import { sendSmsCode, sendVoiceCode, type SmsType } from '@/lib/api/auth';
import type { BotSolution } from '@/lib/api/bot-check';
import { PHONE_PATTERN as PHONE } from '@/contract/forms';
import { useBotCheck } from './BotCheck';
import { RESEND_SECONDS, useCountdown } from './useCountdown';

export interface SmsCodeButtonProps {
  phone: string;
  type: SmsType;
  className?: string;
  /** Receives the message to show (null clears it); the form keeps what was typed. */
  onError: (message: string | null) => void;
  /** A check before sending, e.g. that a new phone may be bound; throws with the API's message. */
  beforeSend?: (phone: string) => Promise<unknown>;
  /** Sends some other way (a code to the caller's own phone, which the page knows only masked). */
  send?: (solution?: BotSolution) => Promise<unknown>;
  /** The 语音验证码 for such a `send` (the same phone); without `send` it is `sendVoiceCode` of `phone`. */
  voice?: () => Promise<unknown>;
}

/** What the page says once the call is placed (a toast, and a live region for screen readers). */
const VOICE_NOTICE = '正在拨打您的手机，请接听电话并记下读出的6位验证码';

/** 获取验证码: checks the phone, sends the code, then counts down before it may be sent again. */
export function SmsCodeButton({
  phone,
  type,
  className,
  onError,
  beforeSend,
  send: sendOther,
  voice: voiceOther,
}: SmsCodeButtonProps) {
  const [countdown, setCountdown] = useCountdown();
  const [notice, setNotice] = useState('');
  const callPhone = voiceOther ?? (sendOther ? undefined : () => sendVoiceCode(phone.trim(), type));
  const botCheck = useBotCheck({ voice: callPhone && (() => void call(callPhone)) });

  /** 语音验证码, chosen on the picture check: the code by a call, then the same countdown. */
  async function call(place: () => Promise<unknown>) {
    onError(null);
    setNotice('');
    try {
      await place();
      setCountdown(RESEND_SECONDS);
      setNotice(VOICE_NOTICE);
      void toast(VOICE_NOTICE);
    } catch (err) {
      onError(errorMessage(err, '语音验证码发送失败，请稍后重试'));
    }
  }

  async function send() {
    const p = phone.trim();
    if (!sendOther && !PHONE.test(p)) {
      onError('请填写正确的手机号');
      return;
    }
    onError(null);
    try {
      await beforeSend?.(p);
      // Past a few codes the API asks for the bot check first.
      const solution = await botCheck.guard(p, 'sms');
      if (solution === null) return;
      await (sendOther ? sendOther(solution) : sendSmsCode(p, type, solution));
      setCountdown(RESEND_SECONDS);
      void toast('验证码已发送');
    } catch (err) {
      onError(errorMessage(err, '验证码发送失败，请稍后重试'));
    }
  }

  return (
    <>
      <button type="button" className={className} disabled={countdown > 0} onClick={send}>
        {countdown > 0 ? `${countdown}s后重新获取` : '获取验证码'}
      </button>
      <span className="visually-hidden" aria-live="polite" data-testid="voice-code-notice">
        {notice}
      </span>
      {botCheck.dialog}
    </>
  );
}
