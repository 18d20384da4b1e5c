'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ContactFields, SmsCodeField } from '@/components/ui/ContactFields';
import { toast } from '@/components/ui/toast';
import { useContactFields } from '@/components/ui/useLeadContact';
import { useFieldSubmit } from '@/components/ui/useSubmit';
import {
  normalizePhone,
  SMS_CODE_PATTERN,
  validateLead,
  validatePhone,
  type LeadErrors,
  type LeadInput,
} from '@/contract/forms';
import { useIsLoggedIn } from '@/components/layout/AppContext';
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
  const contact = useContactFields(initial);
  const { name, phone, accountPhone } = contact;
  const [code, setCode] = useState('');
  // The server's session decides the first render, so the code field hydrates as it was sent.
  const loggedIn = useIsLoggedIn();
  // Signed in, the code is asked once a whole number other than the account's is typed.
  const typed = normalizePhone(phone);
  const askCode = verifyPhone && (!loggedIn || (!validatePhone(phone) && typed !== accountPhone));
  const [serverError, setServerError] = useState('');
  const { busy, errors, submit } = useFieldSubmit<LeadErrors>({
    onError: (text) => {
      setServerError(text);
      void toast(text);
    },
  });
  // Each message is tied to its field (aria-describedby), so a screen reader reads it there.
  const fields = { ids: useId(), errors, classes: styles };

  async function onSubmitForm(event: FormEvent) {
    setServerError('');
    const found = validateLead({ name, phone });
    if (askCode && !found.phone && !SMS_CODE_PATTERN.test(code.trim()))
      found.code = '请输入短信验证码';
    const extra = validateExtra?.() ?? null;
    const refused = noStore ? NO_STORE_MESSAGE : consent && !agreed ? CONSENT_REQUIRED_MESSAGE : '';
    setConsentError(refused);
    await submit(
      event,
      found,
      () =>
        onSubmit({
          name: name.trim(),
          phone: normalizePhone(phone),
          ...(askCode ? { code: code.trim() } : {}),
          ...(consent ? { consent: true } : {}),
        }),
      { other: extra ?? (refused || null) },
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmitForm} noValidate>
      {children}
      <ContactFields {...fields} contact={contact} namePlaceholder="请输入您的姓名" />
      {askCode && <SmsCodeField {...fields} phone={phone} code={[code, setCode]} />}
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
