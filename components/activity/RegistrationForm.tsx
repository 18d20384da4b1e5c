'use client';

import Link from 'next/link';
import { useRouter } from '@/components/layout/useRouter';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/FormFields';
import { toast } from '@/components/ui/toast';
import { useContactFields } from '@/components/ui/useLeadContact';
import { useSubmit } from '@/components/ui/useSubmit';
import { signActivity } from '@/lib/api/activity';
import {
  FORM_MESSAGES,
  firstError,
  normalizePhone,
  validateAddress,
  validateName,
  validatePhone,
} from '@/contract/forms';
import { AreaSelect, EMPTY_AREA, areaText, type AreaValue } from './AreaSelect';
import styles from './Activity.module.css';
import { FIELD_LIMITS } from '@/contract/field-limits';
import { SmsCodeButton } from '@/components/account/SmsCodeButton';
import formStyles from '@/components/ui/Form.module.css';
import leadStyles from '@/components/ui/LeadForm.module.css';

const fieldClasses = { field: styles.field, label: styles.fieldLabel, error: styles.error };

type Field = 'name' | 'phone' | 'area' | 'address';
type Errors = Partial<Record<Field, string>>;

/** The rules of contract/forms.ts, each field's first problem (the API checks the same). */
function validate(name: string, phone: string, area: AreaValue, address: string): Errors {
  const errors: Errors = {};
  const n = validateName(name);
  if (n) errors.name = n;
  const p = validatePhone(phone);
  if (p) errors.phone = p;
  const a = validateAddress({ area: area.codes, detail: address });
  if (a === FORM_MESSAGES.area) errors.area = a;
  if (!address.trim()) errors.address = FORM_MESSAGES.address;
  return errors;
}

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
  const { name, setName, phone, setPhone, accountPhone } = useContactFields({ name: initialName });
  // A whole number other than the account's own is proven by its SMS code; the API asks for it
  // (after its other checks), so the form sends what was typed and shows the API's answer.
  const [code, setCode] = useState('');
  const askCode = !validatePhone(phone) && normalizePhone(phone) !== accountPhone;
  const [area, setArea] = useState<AreaValue>(EMPTY_AREA);
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // Each message is tied to its field (aria-describedby), so a screen reader reads it there.
  const ids = useId();
  const [serverError, setServerError] = useState('');
  // Everything typed stays on a failure; the message goes under its field when it names one.
  // Busy stays on after a success: the page moves to the order.
  const { busy, run } = useSubmit({
    fallback: '报名失败，请稍后重试',
    stayBusy: true,
    onError: (text) => {
      const field = fieldOf(text);
      if (field) setErrors({ [field]: text });
      else setServerError(text);
      void toast(text);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServerError('');
    const found = validate(name, phone, area, address);
    setErrors(found);
    const message = firstError(found);
    if (message) {
      void toast(message);
      return;
    }
    await run(async () => {
      const reg = await signActivity(activityId, {
        name: name.trim(),
        phone: normalizePhone(phone),
        area: area.codes,
        areaText: areaText(area),
        address: address.trim(),
        inviteUid: invite,
        ...(askCode ? { code: code.trim() } : {}),
      });
      void toast(reg.status === 1 ? '报名成功' : '已加入候补');
      router.push(`/activity-registration-order/${reg.id}`);
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="活动报名">
      <TextField
        id={`${ids}-name`}
        label="姓名"
        error={errors.name}
        classes={fieldClasses}
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="请输入真实姓名"
        maxLength={FIELD_LIMITS.name.max}
        autoComplete="name"
      />
      <TextField
        id={`${ids}-phone`}
        label="手机号"
        error={errors.phone}
        classes={fieldClasses}
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
        <div className={leadStyles.codeRow}>
          <TextField
            id={`${ids}-code`}
            label="验证码"
            classes={fieldClasses}
            name="code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            placeholder="请输入短信验证码"
            maxLength={6}
            autoComplete="one-time-code"
          />
          <SmsCodeButton
            phone={normalizePhone(phone)}
            type="lead"
            className={formStyles.codeBtn}
            onError={(m) => m && toast(m)}
          />
        </div>
      )}
      <div className={styles.field}>
        <span className={styles.fieldLabel}>所在地区</span>
        <AreaSelect value={area} onChange={setArea} invalid={Boolean(errors.area)} />
      </div>
      {errors.area && <p className={styles.error}>{errors.area}</p>}
      <TextField
        id={`${ids}-address`}
        label="详细地址"
        error={errors.address}
        classes={fieldClasses}
        name="address"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        placeholder="街道、小区、门牌号"
        maxLength={FIELD_LIMITS.address.max}
      />
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
