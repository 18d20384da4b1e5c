'use client';

import { useId, useState, type FormEvent } from 'react';
import { EMPTY_AREA, areaText, type AreaValue } from '@/components/activity/AreaSelect';
import {
  AddressFields,
  ContactFields,
  validateContactAddress,
  type ContactErrors,
} from '@/components/ui/ContactFields';
import { useContactFields } from '@/components/ui/useLeadContact';
import { useFieldSubmit } from '@/components/ui/useSubmit';
import { createAddress, type Address } from '@/lib/api/shop';
import { normalizePhone } from '@/lib/forms';
import styles from '@/components/ui/LeadForm.module.css';

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
  const ids = useId();
  const { busy, errors, submit } = useFieldSubmit<ContactErrors>({
    fallback: '保存失败，请稍后重试',
  });

  async function onSubmit(event: FormEvent) {
    await submit(event, validateContactAddress(name, phone, area, detail), async () => {
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="新增收货地址">
      <ContactFields
        ids={ids}
        errors={errors}
        classes={styles}
        name={name}
        onName={setName}
        phone={phone}
        onPhone={setPhone}
        nameLabel="收货人"
        namePlaceholder="请输入收货人姓名"
      />
      <AddressFields
        ids={ids}
        errors={errors}
        classes={styles}
        area={area}
        onArea={setArea}
        detail={detail}
        onDetail={setDetail}
        detailName="detail"
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
