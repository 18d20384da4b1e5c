// Test-drive dates and time slots are China time (Asia/Shanghai, UTC+8 all year). A slot whose
// start has passed can no longer be booked: the form disables it and the local API rejects it.
// Pure functions of a clock reading, so the page and the local API share the one rule.

/** The instant a slot such as "09:00-11:00" on day "2026-11-23" starts (China time), in ms. */
export function slotStart(date: string, slot: string): number {
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
