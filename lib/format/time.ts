import dayjs from 'dayjs';

export type Timestamp = number | string | Date;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Timestamps of 10 digits are treated as seconds (§5); 13 digits (and any other length) as ms. */
function fromEpoch(value: number): Date {
  const digits = String(Math.trunc(Math.abs(value))).length;
  return new Date(digits === 10 ? value * 1000 : value);
}

export function toDate(ts: Timestamp): Date {
  if (ts instanceof Date) return new Date(ts.getTime());
  if (typeof ts === 'number') return fromEpoch(ts);
  const text = ts.trim();
  if (/^\d+$/.test(text)) return fromEpoch(Number(text));
  // dayjs reads "YYYY-MM-DD HH:mm:ss" as local time, which Date() does not do on every engine.
  return dayjs(text).toDate();
}

function isValid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

export function formatDate(ts: Timestamp, pattern = 'YYYY-MM-DD'): string {
  const date = toDate(ts);
  return isValid(date) ? dayjs(date).format(pattern) : '';
}

/** Relative time (§9): seconds, minutes, hours under a day, then the date as Y-m-d. */
export function relativeTime(ts: Timestamp, now: number = Date.now()): string {
  const date = toDate(ts);
  if (!isValid(date)) return '';
  // A clock running ahead of the server must not show "0秒前" or a negative age.
  const seconds = Math.max(1, Math.floor((now - date.getTime()) / 1000));
  if (seconds < MINUTE) return `${seconds}秒前`;
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}分钟前`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`;
  return dayjs(date).format('YYYY-MM-DD');
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Video length: `mm:ss` under an hour, `h:mm:ss` from an hour on. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / HOUR);
  const m = Math.floor((total % HOUR) / MINUTE);
  const s = total % MINUTE;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${pad2(m)}:${pad2(s)}`;
}
