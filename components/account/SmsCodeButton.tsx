'use client';

import { errorMessage, toast } from '@/components/ui/toast';
import { sendSmsCode, type SmsType } from '@/lib/api/auth';
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
}

/** 获取验证码: checks the phone, sends the code, then counts down before it may be sent again. */
export function SmsCodeButton({
  phone,
  type,
  className,
  onError,
  beforeSend,
  send: sendOther,
}: SmsCodeButtonProps) {
  const [countdown, setCountdown] = useCountdown();
  const botCheck = useBotCheck();

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
      {botCheck.dialog}
    </>
  );
}
