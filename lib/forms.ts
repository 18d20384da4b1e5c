// Lead-form rules (§5: name required, a correct phone, address area and detail required). One
// pure module used by the test-drive, consult, discount and activity sign-up forms, and by the
// local API, so the browser and the server answer with the same words.

export const FORM_MESSAGES = {
  name: '请填写姓名',
  phone: '请填写正确的手机号',
  area: '请选择所在地区',
  address: '请填写详细地址',
} as const;

/** Mainland mobile numbers: 11 digits starting 13 to 19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Longest name a lead form keeps (matches the API's column). */
export const NAME_MAX = 20;

/** An error message, or null when the value passes. */
export type Check = string | null;

export function validateName(value: unknown): Check {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || Array.from(text).length > NAME_MAX) return FORM_MESSAGES.name;
  return null;
}

export function validatePhone(value: unknown): Check {
  const text = typeof value === 'string' ? value.replace(/[\s-]/g, '') : typeof value === 'number' ? String(value) : '';
  return PHONE_PATTERN.test(text) ? null : FORM_MESSAGES.phone;
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
  if (parts.length === 0 || parts.some((p) => p === null || p === undefined || String(p).trim() === '')) {
    return FORM_MESSAGES.area;
  }
  if (!detail || !detail.trim()) return FORM_MESSAGES.address;
  return null;
}

export interface LeadInput {
  name: string;
  phone: string;
}

export type LeadErrors = Partial<Record<keyof LeadInput, string>>;

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
