'use client';

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
}

const digits = (value: string) => value.replace(/\D/g, '');

/** The phone + SMS code pair of login, reset password and phone change (rules: lib/forms.ts). */
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
}: PhoneCodeFieldsProps) {
  const button = (
    <SmsCodeButton
      phone={phone}
      type={smsType}
      className={layout === 'auth' ? authStyles.codeBtn : formStyles.codeBtn}
      onError={onError}
      beforeSend={beforeSend}
    />
  );
  if (layout === 'row') {
    return (
      <>
        <label className={formStyles.row}>
          <span className={formStyles.label}>{phoneLabel}</span>
          <input
            name={names.phone}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={`请输入${phoneLabel}`}
            value={phone}
            onChange={(e) => onPhone(digits(e.target.value))}
          />
        </label>
        {withCode && (
          <label className={formStyles.row}>
            <span className={formStyles.label}>验证码</span>
            <input
              name={names.code}
              inputMode="numeric"
              maxLength={6}
              placeholder="请输入验证码"
              value={code}
              onChange={(e) => onCode(digits(e.target.value))}
            />
            {button}
          </label>
        )}
      </>
    );
  }
  return (
    <>
      <label className={authStyles.field}>
        <span className="visually-hidden">{phoneLabel}</span>
        <span className={authStyles.prefix}>+86</span>
        <input
          name={names.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={`请输入${phoneLabel}`}
          value={phone}
          onChange={(e) => onPhone(digits(e.target.value))}
        />
      </label>
      {withCode && (
        <label className={authStyles.field}>
          <span className="visually-hidden">验证码</span>
          <input
            name={names.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入验证码"
            value={code}
            onChange={(e) => onCode(digits(e.target.value))}
          />
          {button}
        </label>
      )}
    </>
  );
}
