// Every date and time the product shows is China time (Asia/Shanghai), whatever the zone of the
// server (UTC on most hosts) or of the browser: formatted by this one module, so the server's HTML
// and the browser's render agree (else React's hydration error, number 418) and an event shows one time.

export type Timestamp = number | string | Date;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Asia/Shanghai is UTC+8 all year (no daylight saving since 1991), so a fixed offset is exact. */
const CHINA_OFFSET_MS = 8 * HOUR * 1000;

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
  return parseLocal(text);
}

// dayjs's parsing and formatting rules, for the few patterns the site uses, without shipping
// dayjs in every page that shows a time (first-load JS).
const PARSE =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** "YYYY-MM-DD HH:mm:ss" (and shorter) without a zone is China wall-clock time, on any machine. */
function parseLocal(text: string): Date {
  const m = /Z$/i.test(text) ? null : PARSE.exec(text);
  if (!m) return new Date(text);
  const ms = Number((m[7] ?? '0').substring(0, 3));
  const utc = Date.UTC(
    Number(m[1]),
    Number(m[2] ?? 1) - 1 || 0,
    Number(m[3] || 1),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    ms,
  );
  return new Date(utc - CHINA_OFFSET_MS);
}

const FORMAT = /\[([^\]]+)]|YYYY|YY|MM|M|DD|D|HH|H|mm|m|ss|s|SSS/g;

/** dayjs-style pattern: YYYY YY MM M DD D HH H mm m ss s SSS, `[text]` kept as is; China time. */
function format(instant: Date, pattern: string): string {
  // The instant moved by China's offset: its UTC fields are the wall clock in Beijing.
  const china = new Date(instant.getTime() + CHINA_OFFSET_MS);
  const date = {
    getFullYear: () => china.getUTCFullYear(),
    getMonth: () => china.getUTCMonth(),
    getDate: () => china.getUTCDate(),
    getHours: () => china.getUTCHours(),
    getMinutes: () => china.getUTCMinutes(),
    getSeconds: () => china.getUTCSeconds(),
    getMilliseconds: () => china.getUTCMilliseconds(),
  };
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()).padStart(4, '0'),
    YY: String(date.getFullYear()).slice(-2),
    MM: pad2(date.getMonth() + 1),
    M: String(date.getMonth() + 1),
    DD: pad2(date.getDate()),
    D: String(date.getDate()),
    HH: pad2(date.getHours()),
    H: String(date.getHours()),
    mm: pad2(date.getMinutes()),
    m: String(date.getMinutes()),
    ss: pad2(date.getSeconds()),
    s: String(date.getSeconds()),
    SSS: String(date.getMilliseconds()).padStart(3, '0'),
  };
  return pattern.replace(
    FORMAT,
    (token, literal: string | undefined) => literal ?? parts[token] ?? token,
  );
}

function isValid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

export function formatDate(ts: Timestamp, pattern = 'YYYY-MM-DD'): string {
  const date = toDate(ts);
  return isValid(date) ? format(date, pattern) : '';
}

/** Today's date in China as YYYY-MM-DD (the day a calendar or a booking form starts from). */
export function chinaToday(nowMs: number = Date.now()): string {
  return format(new Date(nowMs), 'YYYY-MM-DD');
}

/** Relative time (§9): seconds, minutes, hours under a day, then the date (China) as Y-m-d. */
export function relativeTime(ts: Timestamp, now: number = Date.now()): string {
  const date = toDate(ts);
  if (!isValid(date)) return '';
  // A clock running ahead of the server must not show "0秒前" or a negative age.
  const seconds = Math.max(1, Math.floor((now - date.getTime()) / 1000));
  if (seconds < MINUTE) return `${seconds}秒前`;
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}分钟前`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`;
  return format(date, 'YYYY-MM-DD');
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
