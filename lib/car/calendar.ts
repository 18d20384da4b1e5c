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

/**
 * The days the calendar opens on: the whole month of today when it has launches, else the whole
 * month with launches nearest to today (a later one on a tie), so it never opens on 新车上市（0）.
 * `launchDays` are day keys (YYYY-MM-DD, China time); with none it opens on today.
 */
export function openingRange(launchDays: string[], today: string): [string, string] {
  const months = [...new Set(launchDays.map((d) => d.slice(0, 7)))];
  if (months.length === 0) return [today, today];
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  const now = index(today.slice(0, 7));
  const month = months.reduce((best, m) => {
    const d = Math.abs(index(m) - now);
    const bestD = Math.abs(index(best) - now);
    return d < bestD || (d === bestD && m > best) ? m : best;
  });
  const [y, mo] = month.split('-').map(Number) as [number, number];
  return [`${month}-01`, dayKey(new Date(y, mo, 0))];
}
