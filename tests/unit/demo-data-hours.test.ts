import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';
import { atChinaHour } from '@/local-api/seed/clock';

// Issue 26 (walk): seeded events start at an hour people hold events, in China time, whatever the
// hour the seed ran. They were placed at "now" plus whole days, so every activity started at the
// seed's hour plus two (07:00 when seeded at 05:18 Beijing) and every store event at 05:18.

const api = scopedTestApi();

/** The China-time hour and minute of a Unix timestamp, as "HH:MM". */
const chinaClock = (ts: number) => new Date((ts + 8 * 3600) * 1000).toISOString().slice(11, 16);

describe('atChinaHour', () => {
  it('places an instant at an hour of its China calendar day', () => {
    // 2026-11-26 21:30 UTC is 2026-11-27 05:30 in Beijing: its 09:00 is 2026-11-27 01:00 UTC.
    expect(atChinaHour(Date.UTC(2026, 10, 26, 21, 30) / 1000, 9)).toBe(
      Date.UTC(2026, 10, 27, 1, 0) / 1000,
    );
    // 2026-11-26 15:59 UTC is still the 26th in Beijing (23:59).
    expect(atChinaHour(Date.UTC(2026, 10, 26, 15, 59) / 1000, 14, 30)).toBe(
      Date.UTC(2026, 10, 26, 6, 30) / 1000,
    );
  });
});

describe('seeded events keep daytime hours in China time', () => {
  it('community and official activities start at 09:00, 10:00 or 14:00 and not all at one hour', () => {
    const rows = api.db.prepare('SELECT starts_at FROM activities WHERE id <= 40').all() as {
      starts_at: number;
    }[];
    const starts = rows.map((r) => chinaClock(r.starts_at));
    expect(starts.length).toBeGreaterThan(10);
    for (const s of starts) expect(['09:00', '10:00', '14:00']).toContain(s);
    expect(new Set(starts).size).toBeGreaterThan(1);
  });

  it('store events run from 09:00 on their first day to 18:00 on their last', () => {
    const rows = api.db.prepare('SELECT start_at, end_at FROM dealer_activities').all() as {
      start_at: number;
      end_at: number;
    }[];
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(chinaClock(r.start_at)).toBe('09:00');
      expect(chinaClock(r.end_at)).toBe('18:00');
      expect(r.end_at).toBeGreaterThan(r.start_at);
    }
  });

  it('launch events not on air go on stage at 14:00, 14:30, 19:00 or 19:30', () => {
    const rows = api.db
      .prepare(
        "SELECT start_at, end_at FROM lives WHERE NOT (start_at <= strftime('%s','now') AND end_at >= strftime('%s','now'))",
      )
      .all() as {
      start_at: number;
    }[];
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows)
      expect(['14:00', '14:30', '19:00', '19:30']).toContain(chinaClock(r.start_at));
  });
});
