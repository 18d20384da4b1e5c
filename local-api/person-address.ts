import { tooLong } from '../contract/field-limits';
import {
  FORM_MESSAGES,
  normalizePhone,
  validateAddress,
  validateName,
  validatePhone,
} from '../contract/forms';

// The person-and-address form the activity sign-up and the shipping address book share (name,
// phone, province / city / district codes, the area's text, the detailed address): its rules and
// its values as stored. The web forms check the same rules (contract/forms.ts) before sending.

/** The body's fields of the form; the detailed address is `address` or `detail` (`detailKey`). */
export type PersonAddressBody = Partial<
  Record<'name' | 'phone' | 'province' | 'city' | 'district' | 'area_text' | DetailKey, unknown>
>;
type DetailKey = 'address' | 'detail';

/** A field as text: a string trimmed, a number as typed, anything else empty. */
const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** The first failing field's message in form order (the specification's messages, §5), or null. */
export function checkPersonAddress(body: PersonAddressBody, detailKey: DetailKey): string | null {
  const area = [text(body.province), text(body.city), text(body.district)];
  const detail = text(body[detailKey]);
  return (
    validateName(body.name) ??
    validatePhone(body.phone) ??
    validateAddress({ area, detail }) ??
    (text(body.area_text) ? null : FORM_MESSAGES.area) ??
    // Province, city, district and the area text are each bounded like any typed text (contract/field-limits.ts).
    [...area, text(body.area_text)].map((part) => tooLong('areaPart', part)).find(Boolean) ??
    tooLong('address', detail)
  );
}

/** The stored columns in order: name, phone (normalised), province, city, district, area_text, detail. */
export const personAddressValues = (body: PersonAddressBody, detailKey: DetailKey) =>
  [
    text(body.name),
    normalizePhone(text(body.phone)),
    text(body.province),
    text(body.city),
    text(body.district),
    text(body.area_text),
    text(body[detailKey]),
  ] as const;
