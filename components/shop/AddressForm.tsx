'use client';

import { useId, useState, type FormEvent } from 'react';
import { AreaSelect, EMPTY_AREA, areaText, type AreaValue } from '@/components/activity/AreaSelect';
import { TextField } from '@/components/ui/FormFields';
import { toast } from '@/components/ui/toast';
import { useContactFields } from '@/components/ui/useLeadContact';
import { useSubmit } from '@/components/ui/useSubmit';
import { createAddress, type Address } from '@/lib/api/shop';
import {
  FORM_MESSAGES,
  firstError,
  normalizePhone,
  validateAddress,
  validateName,
  validatePhone,
} from '@/contract/forms';
import styles from '@/components/ui/LeadForm.module.css';

type Field = 'name' | 'phone' | 'area' | 'detail';
type Errors = Partial<Record<Field, string>>;

/** The specification's form messages (§5) for 收货人, phone, area and detail; the API checks the same. */
function validateShipping(name: string, phone: string, area: AreaValue, detail: string): Errors {
  const errors: Errors = {};
  const n = validateName(name);
  if (n) errors.name = n;
  const p = validatePhone(phone);
  if (p) errors.phone = p;
  if (validateAddress({ area: area.codes, detail }) === FORM_MESSAGES.area)
    errors.area = FORM_MESSAGES.area;
  if (!detail.trim()) errors.detail = FORM_MESSAGES.address;
  return errors;
}

/** A new entry of the address book (收货地址); starts with the account's name and phone. */
export function AddressForm({
  onSaved,
  onCancel,
}: {
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const { name, setName, phone, setPhone } = useContactFields();
  const [area, setArea] = useState<AreaValue>(EMPTY_AREA);
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const ids = useId();
  const { busy, run } = useSubmit({ fallback: '保存失败，请稍后重试' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateShipping(name, phone, area, detail);
    setErrors(found);
    const message = firstError(found);
    if (message) {
      void toast(message);
      return;
    }
    await run(async () => {
      const saved = await createAddress({
        name: name.trim(),
        phone: normalizePhone(phone),
        province: area.codes[0],
        city: area.codes[1],
        district: area.codes[2],
        area_text: areaText(area),
        detail: detail.trim(),
      });
      onSaved(saved);
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="新增收货地址">
      <TextField
        id={`${ids}-name`}
        label="收货人"
        error={errors.name}
        classes={styles}
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="请输入收货人姓名"
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
      <div className={styles.field}>
        <span className={styles.label}>所在地区</span>
        <AreaSelect value={area} onChange={setArea} invalid={Boolean(errors.area)} />
      </div>
      {errors.area && <p className={styles.error}>{errors.area}</p>}
      <TextField
        id={`${ids}-detail`}
        label="详细地址"
        error={errors.detail}
        classes={styles}
        name="detail"
        value={detail}
        onChange={(e) => setDetail(e.target.value)}
        placeholder="街道、小区、门牌号"
        maxLength={100}
        autoComplete="street-address"
      />
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? '保存中...' : '保存并使用'}
      </button>
      {onCancel && (
        <button type="button" className="btn btn-block btn-ghost" onClick={onCancel}>
          取消
        </button>
      )}
    </form>
  );
}
