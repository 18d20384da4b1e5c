// @vitest-environment node
import { afterAll, expect, it } from 'vitest';
import { seededAt } from '@/local-api/app';
import { readEnv } from '@/local-api/env';

// Nothing in the demo data was written after the seed's now: a tip, a comment or an announcement
// dated in the future reads as a defect ("3 小时后"). Only the times that announce what is to come
// may lie ahead: launches, live rooms, events and sign-up windows, offers and lotteries that end later.

/** 2026-11-20 11:00 China time. */
const NOW = Date.UTC(2026, 10, 20, 3, 0) / 1000;

/** The columns that may lie after now, by table: each announces something to come. */
const AHEAD: Record<string, string[]> = {
  car_series: ['launch_at'],
  car_models: ['launch_at'],
  car_launches: ['launch_at', 'models_at'],
  lives: ['start_at', 'end_at'],
  dealer_activities: ['start_at', 'end_at'],
  community_themes: ['ends_at'],
  community_club_events: ['starts_at', 'ends_at'],
  activities: ['starts_at', 'ends_at', 'sign_starts_at', 'sign_ends_at'],
  promotions: ['starts_at', 'ends_at'],
  lotteries: ['start_at', 'end_at'],
};

const db = seededAt({ ...readEnv(), dbFile: ':memory:', quiet: true, demo: true }, NOW);
afterAll(() => db.close());

it('dates nothing written after the seed’s now; only what is announced lies ahead', () => {
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[]
  ).map((t) => t.name);
  const ahead: string[] = [];
  let checked = 0;
  for (const table of tables) {
    const columns = (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[])
      .map((c) => c.name)
      .filter((c) => c.endsWith('_at') && !AHEAD[table]?.includes(c));
    for (const column of columns) {
      checked++;
      const { n, latest } = db
        .prepare(`SELECT COUNT(*) n, MAX("${column}") latest FROM "${table}" WHERE "${column}" > ?`)
        .get(NOW) as { n: number; latest: number | null };
      if (n)
        ahead.push(
          `${table}.${column}: ${n} rows, up to ${((latest! - NOW) / 3600).toFixed(1)} h ahead`,
        );
    }
  }
  expect(checked).toBeGreaterThan(80);
  expect(ahead).toEqual([]);
});
