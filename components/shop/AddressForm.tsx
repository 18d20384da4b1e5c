'use client';

import { useId, type FormEvent } from 'react';
import { areaText } from '@/components/activity/AreaSelect';
import {
  AddressFields,
  ContactFields,
  useAddressFields,
  validateContactAddress,
  type ContactErrors,
} from '@/components/ui/ContactFields';
import { useContactFields } from '@/components/ui/useLeadContact';
import { useFieldSubmit } from '@/components/ui/useSubmit';
import { createAddress, type Address } from '@/lib/api/shop';
import { normalizePhone } from '@/contract/forms';
import styles from '@/components/ui/LeadForm.module.css';

/** A new entry of the address book (收货地址); starts with the account's name and phone. */
export function AddressForm({
  onSaved,
  onCancel,
}: {
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const contact = useContactFields();
  const address = useAddressFields();
  const { busy, errors, submit } = useFieldSubmit<ContactErrors>({
    fallback: '保存失败，请稍后重试',
  });
  const fields = { ids: useId(), errors, classes: styles };

  async function onSubmit(event: FormEvent) {
    await submit(event, validateContactAddress(contact, address), async () => {
      const saved = await createAddress({
        name: contact.name.trim(),
        phone: normalizePhone(contact.phone),
        province: address.area.codes[0],
        city: address.area.codes[1],
        district: address.area.codes[2],
        area_text: areaText(address.area),
        detail: address.detail.trim(),
      });
      onSaved(saved);
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="新增收货地址">
      <ContactFields
        {...fields}
        contact={contact}
        nameLabel="收货人"
        namePlaceholder="请输入收货人姓名"
      />
      <AddressFields {...fields} address={address} detailName="detail" />
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
