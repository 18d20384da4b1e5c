// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  chinaToday,
  formatDate,
  formatDuration,
  relativeTime,
  toDate,
} from '@/contract/format/time';

// 2024-03-15 12:00 in Beijing (04:00 UTC): every expectation below is China wall-clock time.
const NOON = Date.UTC(2024, 2, 15, 4, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('toDate', () => {
  it('a 10-digit timestamp is read as seconds (§5)', () => {
    expect(toDate(1_700_000_000).getTime()).toBe(1_700_000_000_000);
    expect(toDate('1700000000').getTime()).toBe(1_700_000_000_000);
  });

  it('a 13-digit timestamp is read as milliseconds', () => {
    expect(toDate(1_700_000_000_123).getTime()).toBe(1_700_000_000_123);
    expect(toDate('1700000000123').getTime()).toBe(1_700_000_000_123);
  });

  it('only 10 digits mean seconds: 9 or 11 digits stay milliseconds', () => {
    expect(toDate(999_999_999).getTime()).toBe(999_999_999);
    expect(toDate(10_000_000_000).getTime()).toBe(10_000_000_000);
    expect(toDate(9_999_999_999).getTime()).toBe(9_999_999_999_000);
  });

  it('ISO strings and "YYYY-MM-DD HH:mm:ss" strings are parsed', () => {
    expect(toDate('2024-03-15T04:00:00.000Z').getTime()).toBe(Date.UTC(2024, 2, 15, 4));
    expect(toDate('2024-03-15 12:00:00').getTime()).toBe(NOON);
    expect(toDate('2024-03-15T12:00').getTime()).toBe(NOON);
  });

  it('a Date is copied, not shared', () => {
    const source = new Date(NOON);
    const copy = toDate(source);
    expect(copy.getTime()).toBe(NOON);
    expect(copy).not.toBe(source);
  });

  it('garbage is an invalid date', () => {
    expect(Number.isNaN(toDate('not a date').getTime())).toBe(true);
  });
});

describe('relativeTime (§9: seconds, minutes, hours, then Y-m-d)', () => {
  it('under a minute it counts seconds (秒前)', () => {
    expect(relativeTime(NOON - 1 * SECOND, NOON)).toBe('1秒前');
    expect(relativeTime(NOON - 59 * SECOND, NOON)).toBe('59秒前');
  });

  it('zero seconds and future timestamps read 1秒前, never 刚刚 or a negative age', () => {
    expect(relativeTime(NOON, NOON)).toBe('1秒前');
    expect(relativeTime(NOON + 5 * MINUTE, NOON)).toBe('1秒前');
  });

  it('from one minute to under an hour it counts minutes (分钟前)', () => {
    expect(relativeTime(NOON - 60 * SECOND, NOON)).toBe('1分钟前');
    expect(relativeTime(NOON - 59 * MINUTE - 59 * SECOND, NOON)).toBe('59分钟前');
  });

  it('from one hour to under a day it counts hours (小时前)', () => {
    expect(relativeTime(NOON - HOUR, NOON)).toBe('1小时前');
    expect(relativeTime(NOON - DAY + SECOND, NOON)).toBe('23小时前');
  });

  it('a day or more shows the date as YYYY-MM-DD', () => {
    expect(relativeTime(NOON - DAY, NOON)).toBe('2024-03-14');
    expect(relativeTime(Date.UTC(2023, 11, 31, 0), NOON)).toBe('2023-12-31');
  });

  it('accepts API timestamps in Unix seconds', () => {
    const createdAt = Math.floor((NOON - 3 * MINUTE) / 1000);
    expect(String(createdAt)).toHaveLength(10);
    expect(relativeTime(createdAt, NOON)).toBe('3分钟前');
  });

  it('an unreadable timestamp renders nothing', () => {
    expect(relativeTime('soon', NOON)).toBe('');
  });
});

describe('formatDate', () => {
  it('defaults to YYYY-MM-DD and takes a dayjs pattern', () => {
    expect(formatDate(NOON)).toBe('2024-03-15');
    expect(formatDate(NOON, 'MM-DD HH:mm')).toBe('03-15 12:00');
    expect(formatDate(Math.floor(NOON / 1000), 'YYYY/MM/DD HH:mm:ss')).toBe('2024/03/15 12:00:00');
  });

  it('an invalid date gives an empty string', () => {
    expect(formatDate('nope')).toBe('');
  });
});

describe('formatDuration (video length)', () => {
  it('under an hour is mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(65.9)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('an hour or more is h:mm:ss', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3 * 3600 + 4 * 60 + 5)).toBe('3:04:05');
  });

  it('negative or missing lengths read 00:00', () => {
    expect(formatDuration(-3)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});

describe('China time (issue 26 §1): the same text on a UTC server and in a far-away browser', () => {
  const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati'];
  const original = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would set the zone "undefined": put back exactly what was there.
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  // Node re-reads TZ when it is assigned, so one test run plays a server and a phone in each zone.
  const inEachZone = (check: () => void) => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      check();
    }
  };

  it('a machine zone really changes local Date fields (the harness works)', () => {
    process.env.TZ = 'UTC';
    const utcHours = new Date(NOON).getHours();
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date(NOON).getHours()).not.toBe(utcHours);
  });

  it('an activity at 15:00 Beijing time reads 15:00 in every zone, in every pattern the site uses', () => {
    const startsAt = Date.UTC(2026, 11, 7, 7, 0) / 1000; // 2026-12-07 15:00 in Beijing
    inEachZone(() => {
      expect(formatDate(startsAt, 'MM月DD日 HH:mm')).toBe('12月07日 15:00');
      expect(formatDate(startsAt, 'YYYY-MM-DD HH:mm')).toBe('2026-12-07 15:00');
      expect(formatDate(startsAt, 'HH:mm')).toBe('15:00');
      expect(formatDate(startsAt, 'YYYY年M月D日')).toBe('2026年12月7日');
    });
  });

  it('the day is decided in China: 23:30 UTC is already the next day in Beijing', () => {
    const lateUtc = Date.UTC(2026, 11, 31, 23, 30) / 1000;
    inEachZone(() => {
      expect(formatDate(lateUtc)).toBe('2027-01-01');
      expect(formatDate(lateUtc, 'YYYY年MM月')).toBe('2027年01月');
      expect(chinaToday(lateUtc * 1000)).toBe('2027-01-01');
    });
  });

  it('relative time past a day shows the China date (§9)', () => {
    const posted = Date.UTC(2026, 11, 31, 17, 0); // 2027-01-01 01:00 in Beijing
    inEachZone(() => {
      expect(relativeTime(posted, posted + 3 * 24 * 3600_000)).toBe('2027-01-01');
      expect(relativeTime(posted, posted + 2 * 3600_000)).toBe('2小时前');
    });
  });

  it('a zone-less "YYYY-MM-DD HH:mm" (a picker value) is read as Beijing wall-clock time', () => {
    inEachZone(() => {
      expect(toDate('2026-12-07T15:00').getTime()).toBe(Date.UTC(2026, 11, 7, 7, 0));
      expect(toDate('2026-12-07 15:00:00').getTime()).toBe(Date.UTC(2026, 11, 7, 7, 0));
      expect(toDate('2026-12-07T07:00:00Z').getTime()).toBe(Date.UTC(2026, 11, 7, 7, 0));
    });
  });
});

describe('formatDate and toDate keep dayjs behaviour, in Asia/Shanghai (dayjs no longer ships to the browser)', () => {
  const zoned = async () => {
    const { default: dayjs } = await import('dayjs');
    const { default: utc } = await import('dayjs/plugin/utc');
    const { default: timezone } = await import('dayjs/plugin/timezone');
    dayjs.extend(utc);
    dayjs.extend(timezone);
    return dayjs;
  };

  it('formats every pattern the site uses as dayjs.tz(…, "Asia/Shanghai") does', async () => {
    const dayjs = await zoned();
    const patterns = [
      'HH:mm',
      'MM-DD HH:mm',
      'MM-DD',
      'MM月DD日 HH:mm',
      'YYYY-MM',
      'YYYY-MM-DD HH:mm',
      'YYYY-MM-DD',
      'YYYY年MM月',
      'YYYY年M月D日',
      'YY M D H m s SSS [YYYY]',
    ];
    // From 1992 on: China kept daylight saving time until 1991, the site shows nothing older.
    for (let t = Date.UTC(1992, 0, 1); t < 2e12; t += 7_777_777_777) {
      const beijing = dayjs(t).tz('Asia/Shanghai');
      for (const p of patterns) expect(formatDate(new Date(t), p)).toBe(beijing.format(p));
    }
  });

  it('parses zone-less date strings as dayjs.tz(…, "Asia/Shanghai") does', async () => {
    const dayjs = await zoned();
    for (const s of [
      '2024-01-05 10:20:30',
      '2024-01-05',
      '2024-1-5',
      '2024/01/05 08:00',
      '2024-01-05T10:20:30',
      '2024-01-05T10:20:30.123',
      '2024-03',
    ]) {
      expect(toDate(s).getTime()).toEqual(dayjs.tz(s, 'Asia/Shanghai').toDate().getTime());
    }
    expect(toDate('2024-01-05T10:20:30Z').getTime()).toBe(Date.UTC(2024, 0, 5, 10, 20, 30));
    expect(Number.isNaN(toDate('not a date').getTime())).toBe(true);
  });
});
