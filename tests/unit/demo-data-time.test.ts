// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDb } from '@/local-api/app';
import { rules } from '@/local-api/audit/time';
import { readEnv } from '@/local-api/env';

// Time holds whatever hour the demo data is seeded at. The seed places everything relative to the
// moment it runs, so this suite seeds its own database at 05:45 on 1 September in Beijing (21:45 UTC
// on 31 August, the server's date and month still August): the hour a launch was seen on air and
// lotteries ran "05:45 至 05:45", and the month boundary where a launch on the 1st was labelled
// with UTC's month. catalogue-audit.test.ts runs the same rules over the seed of the test run.

/** 2026-09-01 05:45 China time. */
const NIGHT = Date.UTC(2026, 7, 31, 21, 45) / 1000;

let db: ReturnType<typeof prepareDb>;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NIGHT * 1000 });
  try {
    db = prepareDb({ ...readEnv(), dbFile: ':memory:', quiet: true, demo: true });
  } finally {
    vi.useRealTimers();
  }
});

afterAll(() => db?.close());

describe('time holds when the demo data is seeded at 05:45 in Beijing', () => {
  for (const rule of rules) {
    it(`${rule.id}: ${rule.text}`, () => {
      expect(rule.check(db).slice(0, 20)).toEqual([]);
    });
  }

  it('no launch is on air at 05:45; the 24-hour stream is, so the live list still opens on a room 直播中', () => {
    const onAir = db
      .prepare(
        'SELECT c.title FROM lives l JOIN contents c ON c.id = l.content_id WHERE l.start_at <= ? AND l.end_at > ?',
      )
      .all(NIGHT, NIGHT) as { title: string }[];
    expect(onAir.map((l) => l.title)).toEqual([expect.stringContaining('24小时')]);
    // The launch that would have been on air goes on stage later the same day instead.
    const later = db
      .prepare('SELECT COUNT(*) n FROM lives WHERE start_at > ? AND start_at < ?')
      .get(NIGHT, NIGHT + 86400) as { n: number };
    expect(later.n).toBeGreaterThan(0);
  });

  it('monthly sales run to August, the last full month in Beijing (the server is still in August)', () => {
    const latest = db.prepare('SELECT MAX(month) m FROM car_series_sales').get() as { m: string };
    expect(latest.m).toBe('2026-08');
  });

  it('nobody owns a car of a series not yet on sale, and every series on sale with owners still has reviews', () => {
    const owned = db
      .prepare(
        'SELECT COUNT(*) n FROM user_cars k JOIN car_series s ON s.id = k.series_id WHERE s.sale_status = 3',
      )
      .get() as { n: number };
    expect(owned.n).toBe(0);
    const reviewed = db.prepare('SELECT COUNT(DISTINCT series_id) n FROM remarks').get() as {
      n: number;
    };
    expect(reviewed.n).toBeGreaterThanOrEqual(40);
  });
});
