'use client';

import { useState } from 'react';
import { SmsCodeButton } from '@/components/account/SmsCodeButton';
import { AreaSelect, EMPTY_AREA, type AreaValue } from '@/components/activity/AreaSelect';
import { FIELD_LIMITS } from '@/contract/field-limits';
import {
  FORM_MESSAGES,
  normalizePhone,
  validateAddress,
  validateName,
  validatePhone,
} from '@/contract/forms';
import { TextField } from './FormFields';
import formStyles from './Form.module.css';
import { toast } from './toast';
import type { useContactFields } from './useLeadContact';

// The person and address fields that the lead forms, the activity sign-up and the shipping address
// share, with the rules of contract/forms.ts (the API checks the same). A form passes its module's
// classes (TextField) and a useId() prefix for the fields' ids.

type Classes = { field?: string; label?: string; error?: string; grow?: string };

/** What every field of a form shares: the ids' prefix, the messages by field, the module's classes. */
export interface FieldsProps {
  ids: string;
  errors: ContactErrors;
  classes: Classes;
}

type Contact = ReturnType<typeof useContactFields>;

/** The state of 所在地区 and 详细地址. */
export function useAddressFields() {
  const [area, setArea] = useState<AreaValue>(EMPTY_AREA);
  const [detail, setDetail] = useState('');
  return { area, setArea, detail, setDetail };
}

type AddressState = ReturnType<typeof useAddressFields>;

/** Each field's first problem: name, phone, and for an address the area and its detail. */
export type ContactErrors = Partial<Record<'name' | 'phone' | 'code' | 'area' | 'address', string>>;

/** The rules of name, phone, area and detailed address (收货地址, 活动报名). */
export function validateContactAddress(
  { name, phone }: Pick<Contact, 'name' | 'phone'>,
  { area, detail }: Pick<AddressState, 'area' | 'detail'>,
): ContactErrors {
  const errors: ContactErrors = {};
  const n = validateName(name);
  if (n) errors.name = n;
  const p = validatePhone(phone);
  if (p) errors.phone = p;
  if (validateAddress({ area: area.codes, detail }) === FORM_MESSAGES.area)
    errors.area = FORM_MESSAGES.area;
  if (!detail.trim()) errors.address = FORM_MESSAGES.address;
  return errors;
}

/** 姓名 (or 收货人) and 手机号. */
export function ContactFields({
  ids,
  errors,
  classes,
  contact: { name, setName, phone, setPhone, enter },
  nameLabel = '姓名',
  namePlaceholder,
}: FieldsProps & { contact: Contact; nameLabel?: string; namePlaceholder: string }) {
  return (
    <>
      <TextField
        id={`${ids}-name`}
        label={nameLabel}
        error={errors.name}
        classes={classes}
        name="name"
        value={name}
        onFocus={() => enter('name')}
        onChange={(e) => setName(e.target.value)}
        placeholder={namePlaceholder}
        maxLength={FIELD_LIMITS.name.max}
        autoComplete="name"
      />
      <TextField
        id={`${ids}-phone`}
        label="手机号"
        error={errors.phone}
        classes={classes}
        name="phone"
        type="tel"
        inputMode="numeric"
        value={phone}
        onFocus={() => enter('phone')}
        onChange={(e) => setPhone(e.target.value)}
        placeholder="请输入11位手机号"
        maxLength={13}
        autoComplete="tel"
      />
    </>
  );
}

/** 验证码 for a phone other than the account's own, with 获取验证码 at the end of its row. */
export function SmsCodeField({
  ids,
  errors,
  classes,
  phone,
  code: [code, setCode],
}: FieldsProps & { phone: string; code: [string, (value: string) => void] }) {
  return (
    <TextField
      id={`${ids}-code`}
      label="验证码"
      error={errors.code}
      classes={classes}
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
  );
}

/** 所在地区 (province, city, district) and 详细地址. */
export function AddressFields({
  ids,
  errors,
  classes,
  address: { area, setArea, detail, setDetail },
  detailName,
}: FieldsProps & {
  address: AddressState;
  /** The detail input's form name. */
  detailName: 'address' | 'detail';
}) {
  return (
    <>
      <div className={classes.field}>
        <span className={classes.label}>所在地区</span>
        <AreaSelect value={area} onChange={setArea} invalid={Boolean(errors.area)} />
      </div>
      {errors.area && <p className={classes.error}>{errors.area}</p>}
      <TextField
        id={`${ids}-${detailName}`}
        label="详细地址"
        error={errors.address}
        classes={classes}
        name={detailName}
        value={detail}
        onChange={(e) => setDetail(e.target.value)}
        placeholder="街道、小区、门牌号"
        maxLength={FIELD_LIMITS.address.max}
        autoComplete="street-address"
      />
    </>
  );
}
