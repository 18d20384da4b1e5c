'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@/components/ui/FormFields';
import { toast } from '@/components/ui/toast';
import { useContactFields } from '@/components/ui/useLeadContact';
import { useSubmit } from '@/components/ui/useSubmit';
import {
  firstError,
  normalizePhone,
  SMS_CODE_PATTERN,
  validateLead,
  validatePhone,
  type LeadErrors,
  type LeadInput,
} from '@/contract/forms';
import { SmsCodeButton } from '@/components/account/SmsCodeButton';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import formStyles from '@/components/ui/Form.module.css';
import { CONSENT_REQUIRED_MESSAGE, NO_STORE_MESSAGE } from '@/contract/lead-consent';
import { LeadConsent, type LeadConsentProps } from './LeadConsent';
import styles from '@/components/ui/LeadForm.module.css';

export interface LeadFormProps {
  /** Sends the lead; a rejection keeps everything typed and shows the API's message. */
  onSubmit(lead: LeadInput): Promise<void>;
  submitText: string;
  initial?: Partial<LeadInput>;
  /** Fields shown above name and phone (a store picker, a date...). */
  children?: ReactNode;
  /** Checks the extra fields; a message stops the submit. */
  validateExtra?: () => string | null;
  note?: string;
  /** The notices a submit agrees to (links under the button: 活动报名须知, 试驾服务协议...). */
  terms?: { href: string; title: string }[];
  /**
   * The phone must be proven (dealer leads): a visitor, or a signed-in user who types a number other
   * than the account's own, sends that phone's SMS code.
   */
  verifyPhone?: boolean;
  /**
   * The number goes to stores: the form names them, the purpose and the keeping time, and asks the
   * separate consent (LeadConsent); the lead is sent with `consent: true` only once it is ticked.
   */
  consent?: Pick<LeadConsentProps, 'kind' | 'stores' | 'onlineOnly'>;
}

/** Name + phone with the lead rules of contract/forms.ts, shared by drive, consult, discount and sign-up. */
export function LeadForm({
  onSubmit,
  submitText,
  initial,
  children,
  validateExtra,
  note,
  terms,
  verifyPhone = false,
  consent,
}: LeadFormProps) {
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState('');
  const noStore = consent !== undefined && consent.stores.length === 0;
  const { name, setName, phone, setPhone, accountPhone } = useContactFields(initial);
  const [code, setCode] = useState('');
  // The server's session decides the first render, so the code field hydrates as it was sent.
  const loggedIn = useIsLoggedIn();
  // Signed in, the code is asked once a whole number other than the account's is typed.
  const typed = normalizePhone(phone);
  const askCode = verifyPhone && (!loggedIn || (!validatePhone(phone) && typed !== accountPhone));
  const [errors, setErrors] = useState<LeadErrors>({});
  // Each message is tied to its field (aria-describedby), so a screen reader reads it there.
  const ids = useId();
  const [serverError, setServerError] = useState('');
  const { busy, run } = useSubmit({
    onError: (text) => {
      setServerError(text);
      void toast(text);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServerError('');
    const found = validateLead({ name, phone });
    if (askCode && !found.phone && !SMS_CODE_PATTERN.test(code.trim()))
      found.code = '请输入短信验证码';
    setErrors(found);
    const extra = validateExtra?.() ?? null;
    const refused = noStore ? NO_STORE_MESSAGE : consent && !agreed ? CONSENT_REQUIRED_MESSAGE : '';
    setConsentError(refused);
    const message = firstError(found) ?? extra ?? (refused || null);
    if (message) {
      toast(message);
      return;
    }
    await run(() =>
      onSubmit({
        name: name.trim(),
        phone: normalizePhone(phone),
        ...(askCode ? { code: code.trim() } : {}),
        ...(consent ? { consent: true } : {}),
      }),
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <TextField
        id={`${ids}-name`}
        label="姓名"
        error={errors.name}
        classes={styles}
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="请输入您的姓名"
        maxLength={20}
        autoComplete="name"
      />
      <TextField
        id={`${ids}-phone`}
        label="手机号"
        error={errors.phone}
        classes={styles}
        name="phone"
        type="tel"
        inputMode="numeric"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        placeholder="请输入11位手机号"
        maxLength={13}
        autoComplete="tel"
      />
      {askCode && (
        <TextField
          id={`${ids}-code`}
          label="验证码"
          error={errors.code}
          classes={styles}
          name="code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          placeholder="请输入短信验证码"
          maxLength={6}
          autoComplete="one-time-code"
          action={
            <SmsCodeButton
              phone={normalizePhone(phone)}
              type="lead"
              className={formStyles.codeBtn}
              onError={(m) => m && toast(m)}
            />
          }
        />
      )}
      {consent && (
        <LeadConsent
          {...consent}
          checked={agreed}
          error={consentError}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setConsentError('');
          }}
        />
      )}
      {serverError && (
        <p className={styles.error} role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="btn btn-block" disabled={busy || noStore}>
        {busy ? '提交中...' : submitText}
      </button>
      {note && <p className={styles.note}>{note}</p>}
      {terms && terms.length > 0 && (
        <p className={styles.note}>
          提交即表示已阅读并同意
          {terms.map((t) => (
            <Link key={t.href} href={t.href} className={styles.termsLink}>
              《{t.title}》
            </Link>
          ))}
        </p>
      )}
    </form>
  );
}
