'use client';

import Link from 'next/link';
import { useRouter } from '@/components/layout/useRouter';
import { useId, useState, type FormEvent } from 'react';
import {
  AddressFields,
  ContactFields,
  SmsCodeField,
  useAddressFields,
  validateContactAddress,
  type ContactErrors,
} from '@/components/ui/ContactFields';
import { toast } from '@/components/ui/toast';
import { useContactFields } from '@/components/ui/useLeadContact';
import { useFieldSubmit } from '@/components/ui/useSubmit';
import { signActivity } from '@/lib/api/activity';
import { FORM_MESSAGES, normalizePhone, validatePhone } from '@/contract/forms';
import { areaText } from './AreaSelect';
import styles from './Activity.module.css';
import leadStyles from '@/components/ui/LeadForm.module.css';

const fieldClasses = {
  field: styles.field,
  label: styles.fieldLabel,
  error: styles.error,
  grow: leadStyles.grow,
};

type Field = keyof ContactErrors;

/** A message from the API that names a field goes under that field. */
function fieldOf(message: string): Field | null {
  const entry = (Object.entries(FORM_MESSAGES) as [Field, string][]).find(
    ([, text]) => text === message,
  );
  return entry ? entry[0] : null;
}

export function RegistrationForm({
  activityId,
  full,
  invite,
  initialName,
}: {
  activityId: number;
  full: boolean;
  invite?: number;
  initialName?: string;
}) {
  const router = useRouter();
  const contact = useContactFields({ name: initialName });
  const { phone, accountPhone } = contact;
  // A whole number other than the account's own is proven by its SMS code; the API asks for it
  // (after its other checks), so the form sends what was typed and shows the API's answer.
  const [code, setCode] = useState('');
  const askCode = !validatePhone(phone) && normalizePhone(phone) !== accountPhone;
  const address = useAddressFields();
  const [serverError, setServerError] = useState('');
  // Everything typed stays on a failure; the message goes under its field when it names one.
  // Busy stays on after a success: the page moves to the order.
  const { busy, errors, setErrors, submit } = useFieldSubmit<ContactErrors>({
    fallback: '报名失败，请稍后重试',
    stayBusy: true,
    onError: (text) => {
      const field = fieldOf(text);
      if (field) setErrors({ [field]: text });
      else setServerError(text);
      void toast(text);
    },
  });
  // Each message is tied to its field (aria-describedby), so a screen reader reads it there.
  const fields = { ids: useId(), errors, classes: fieldClasses };

  async function onSubmit(event: FormEvent) {
    setServerError('');
    await submit(event, validateContactAddress(contact, address), async () => {
      const reg = await signActivity(activityId, {
        name: contact.name.trim(),
        phone: normalizePhone(phone),
        area: address.area.codes,
        areaText: areaText(address.area),
        address: address.detail.trim(),
        inviteUid: invite,
        ...(askCode ? { code: code.trim() } : {}),
      });
      void toast(reg.status === 1 ? '报名成功' : '已加入候补');
      router.push(`/activity-registration-order/${reg.id}`);
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="活动报名">
      <ContactFields {...fields} contact={contact} namePlaceholder="请输入真实姓名" />
      {askCode && <SmsCodeField {...fields} phone={phone} code={[code, setCode]} />}
      <AddressFields {...fields} address={address} detailName="address" />
      {serverError && (
        <p className={styles.error} role="alert" style={{ paddingLeft: 0 }}>
          {serverError}
        </p>
      )}
      <p className={styles.notice}>
        提交即表示已阅读并同意 <Link href="/hdbmxz">《活动报名须知》</Link> 和{' '}
        <Link href="/hdgz">《活动规则》</Link>。你的信息仅用于本次活动的联系与签到。
      </p>
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? '提交中...' : full ? '提交候补报名' : '提交报名'}
      </button>
    </form>
  );
}
