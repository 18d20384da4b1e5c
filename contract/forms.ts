// Form rules of the spec, named once (§5: name required, a correct phone, address area and detail
// required; the SMS code of login, reset and phone change). One pure module used by every form
// (lead, consult, drive, sign-up, merchant, account) and imported by the local API's validators
// (local-api/domains/users.ts, account.ts, dealers.ts, info.ts, activities/), so the browser and
// the server check the same rule and answer with the same words.

import { tooLong } from './field-limits';
import { hiddenCharacterProblem } from './person-name';

export const FORM_MESSAGES = {
  name: '请填写姓名',
  phone: '请填写正确的手机号',
  area: '请选择所在地区',
  address: '请填写详细地址',
  smsCode: '请输入短信验证码',
} as const;

/** Mainland mobile numbers: 11 digits starting 13 to 19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** An SMS verification code as typed: 4 to 6 digits (the local API sends 6). */
export const SMS_CODE_PATTERN = /^\d{4,6}$/;

/** An error message, or null when the value passes. */
export type Check = string | null;

export function validateName(value: unknown): Check {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return FORM_MESSAGES.name;
  return tooLong('name', text) ?? hiddenCharacterProblem('姓名', text);
}

export function validatePhone(value: unknown): Check {
  const text =
    typeof value === 'string'
      ? value.replace(/[\s-]/g, '')
      : typeof value === 'number'
        ? String(value)
        : '';
  return PHONE_PATTERN.test(text) ? null : FORM_MESSAGES.phone;
}

export function validateSmsCode(value: string): Check {
  return SMS_CODE_PATTERN.test(value.trim()) ? null : FORM_MESSAGES.smsCode;
}

/** The phone + SMS code pair of login, reset and phone change: the first problem, or null. */
export function validatePhoneCode(phone: string, code: string): Check {
  return validatePhone(phone) ?? validateSmsCode(code);
}

/** Digits only, as the API stores a phone (users type spaces and dashes). */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export interface AddressInput {
  /** Province / city / district codes or names; all three chosen. */
  area: readonly (string | number | null | undefined)[] | string | null | undefined;
  detail: string | null | undefined;
}

export function validateAddress({ area, detail }: AddressInput): Check {
  const parts = Array.isArray(area) ? area : typeof area === 'string' && area ? [area] : [];
  if (
    parts.length === 0 ||
    parts.some((p) => p === null || p === undefined || String(p).trim() === '')
  ) {
    return FORM_MESSAGES.area;
  }
  if (!detail || !detail.trim()) return FORM_MESSAGES.address;
  return null;
}

export interface LeadInput {
  name: string;
  phone: string;
  /** The SMS code of the phone, when it is not the signed-in account's own (a dealer lead's proof). */
  code?: string;
  /** The consent to pass the number to the stores the form names (contract/lead-consent.ts), when the form asks it. */
  consent?: boolean;
}

export type LeadErrors = Partial<Record<'name' | 'phone' | 'code', string>>;

/** Every field's first problem, in form order; empty when the lead can be sent. */
export function validateLead(input: LeadInput): LeadErrors {
  const errors: LeadErrors = {};
  const name = validateName(input.name);
  if (name) errors.name = name;
  const phone = validatePhone(input.phone);
  if (phone) errors.phone = phone;
  return errors;
}

/** The first message of a set of errors, for a toast. */
export function firstError(errors: Partial<Record<string, string>>): string | null {
  for (const message of Object.values(errors)) if (message) return message;
  return null;
}

/** A dealer's application to join (apply-join, /market/add-information and the dealer pages). */
export interface MerchantInput {
  name: string;
  phone: string;
  company: string;
  city: string;
  brand: string;
  /** The uploaded business licence (营业执照): the URL the upload call answered. */
  licence: string;
}

export type MerchantErrors = Partial<Record<keyof MerchantInput, string>>;

export const MERCHANT_MESSAGES = {
  company: '请填写公司名称',
  city: '请填写所在城市',
  brand: '请填写代理品牌',
  licence: '请上传营业执照照片',
  phoneTaken: '该手机号已提交入驻申请，请等待招商经理联系',
} as const;

/** Every field's first problem, in form order; empty when the application can be sent. */
export function validateMerchant(input: MerchantInput): MerchantErrors {
  const errors: MerchantErrors = {};
  const text = (
    key: 'company' | 'city' | 'brand',
    field: 'company' | 'merchantCity' | 'merchantBrand',
  ) => {
    const value = input[key].trim();
    const problem = value ? tooLong(field, value) : MERCHANT_MESSAGES[key];
    if (problem) errors[key] = problem;
  };
  const name = validateName(input.name);
  if (name) errors.name = name;
  const phone = validatePhone(input.phone);
  if (phone) errors.phone = phone;
  text('company', 'company');
  text('city', 'merchantCity');
  text('brand', 'merchantBrand');
  if (!input.licence.trim()) errors.licence = MERCHANT_MESSAGES.licence;
  return errors;
}
