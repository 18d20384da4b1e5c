'use client';

import { errorMessage, toast } from '@/components/ui/toast';
import { sendSmsCode } from '@/lib/api/auth';
import { PHONE_PATTERN as PHONE } from '@/lib/forms';
import { RESEND_SECONDS, useCountdown } from './useCountdown';

export interface SmsCodeButtonProps {
  phone: string;
  type: 'login' | 'reset' | 'bind';
  className?: string;
  /** Receives the message to show (null clears it); the form keeps what was typed. */
  onError: (message: string | null) => void;
  /** A check before sending, e.g. that a new phone may be bound; throws with the API's message. */
  beforeSend?: (phone: string) => Promise<unknown>;
}

/** 获取验证码: checks the phone, sends the code, then counts down before it may be sent again. */
export function SmsCodeButton({ phone, type, className, onError, beforeSend }: SmsCodeButtonProps) {
  const [countdown, setCountdown] = useCountdown();

  async function send() {
    const p = phone.trim();
    if (!PHONE.test(p)) {
      onError('请填写正确的手机号');
      return;
    }
    onError(null);
    try {
      await beforeSend?.(p);
      await sendSmsCode(p, type);
      setCountdown(RESEND_SECONDS);
      void toast('验证码已发送');
    } catch (err) {
      onError(errorMessage(err, '验证码发送失败，请稍后重试'));
    }
  }

  return (
    <button type="button" className={className} disabled={countdown > 0} onClick={send}>
      {countdown > 0 ? `${countdown}s后重新获取` : '获取验证码'}
    </button>
  );
}
