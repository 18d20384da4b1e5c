// Calendar rules shared by the server page and the calendar island.

/** Weekdays start on Sunday (spec: calendar weekdays start Sunday). */
export const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const DAY = 86400_000;

export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Days between two day keys, counting both ends. */
export function spanDays(a: string, b: string): number {
  return Math.round(Math.abs(Date.parse(b) - Date.parse(a)) / DAY) + 1;
}
