'use client';

import type { InputHTMLAttributes } from 'react';
import authStyles from './AuthForm.module.css';
import formStyles from '@/components/ui/Form.module.css';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';

export interface PhoneCodeFieldsProps {
  phone: string;
  code: string;
  onPhone: (phone: string) => void;
  onCode: (code: string) => void;
  /** Which SMS the button asks for. */
  smsType: SmsCodeButtonProps['type'];
  /** Receives the send button's message (null clears it). */
  onError: SmsCodeButtonProps['onError'];
  beforeSend?: SmsCodeButtonProps['beforeSend'];
  /** `auth`: the full-page login / reset look (+86, hidden labels); `row`: a labelled settings row. */
  layout?: 'auth' | 'row';
  /** Field names and the phone's label, where a screen asks for a new phone. */
  names?: { phone: string; code: string };
  phoneLabel?: string;
  /** False in password login: the phone field alone. */
  withCode?: boolean;
  /** Extra attributes of the phone and code inputs (aria-invalid / aria-describedby of a form error). */
  phoneInput?: InputHTMLAttributes<HTMLInputElement>;
  codeInput?: InputHTMLAttributes<HTMLInputElement>;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** The phone + SMS code pair of login, reset password and phone change (rules: contract/forms.ts). */
export function PhoneCodeFields({
  phone,
  code,
  onPhone,
  onCode,
  smsType,
  onError,
  beforeSend,
  layout = 'auth',
  names = { phone: 'phone', code: 'code' },
  phoneLabel = '手机号',
  withCode = true,
  phoneInput,
  codeInput,
}: PhoneCodeFieldsProps) {
  const auth = layout === 'auth';
  const field = auth ? authStyles.field : formStyles.row;
  const label = (text: string) =>
    auth ? (
      <span className="visually-hidden">{text}</span>
    ) : (
      <span className={formStyles.label}>{text}</span>
    );
  return (
    <>
      <label className={field}>
        {label(phoneLabel)}
        {auth && <span className={authStyles.prefix}>+86</span>}
        <input
          name={names.phone}
          type="tel"
          inputMode="numeric"
          autoComplete={auth ? 'tel' : undefined}
          maxLength={11}
          placeholder={`请输入${phoneLabel}`}
          value={phone}
          onChange={(e) => onPhone(digits(e.target.value))}
          {...phoneInput}
        />
      </label>
      {withCode && (
        <label className={field}>
          {label('验证码')}
          <input
            name={names.code}
            inputMode="numeric"
            autoComplete={auth ? 'one-time-code' : undefined}
            maxLength={6}
            placeholder="请输入验证码"
            value={code}
            onChange={(e) => onCode(digits(e.target.value))}
            {...codeInput}
          />
          <SmsCodeButton
            phone={phone}
            type={smsType}
            className={formStyles.codeBtn}
            onError={onError}
            beforeSend={beforeSend}
          />
        </label>
      )}
    </>
  );
}
