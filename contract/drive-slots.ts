// Test-drive dates and time slots are China time (Asia/Shanghai, UTC+8 all year). A slot whose
// start has passed can no longer be booked: the form disables it and the local API rejects it.
// Pure functions of a clock reading, so the page and the local API share the one rule.

/** The instant a slot such as "09:00-11:00" on day "2026-11-23" starts (China time), in ms. */
function slotStart(date: string, slot: string): number {
  const start = /^(\d{2}):(\d{2})/.exec(slot);
  if (!start) return Number.NaN;
  return Date.parse(`${date}T${start[1]}:${start[2]}:00+08:00`);
}

/** True when the slot has started (or the day is over): it can no longer be booked. */
export function isSlotPassed(date: string, slot: string, nowMs = Date.now()): boolean {
  const start = slotStart(date, slot);
  return !Number.isFinite(start) || start <= nowMs;
}

export const SLOT_PASSED_MESSAGE = '该时段已过，请选择其他时段';

export const SLOT_CLOSED_MESSAGE = '该时段门店未营业，请选择其他时段';

/** "09:30" -> 570 minutes; NaN when it is not a time. */
function minutes(hhmm: string | undefined): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/**
 * The slots that lie wholly inside a store's opening hours (no 17:00-19:00 slot at a
 * store open 09:00-18:00). Hours such as "09:00-18:00"; hours the store did not state in that
 * form leave every slot (nothing to judge by).
 */
export function slotsWithinHours(slots: readonly string[], hours: string): string[] {
  const [open, close] = hours.split('-').map((part) => minutes(part.trim()));
  if (!Number.isFinite(open) || !Number.isFinite(close)) return [...slots];
  return slots.filter((slot) => {
    const [start, end] = slot.split('-').map((part) => minutes(part.trim()));
    return start! >= open! && end! <= close!;
  });
}
