import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';
import { AUDIT_RULES } from '@/local-api/audit';
import { seededAt } from '@/local-api/app';
import { readEnv } from '@/local-api/env';
import { scaled } from '../time-scale';

// Every rule of the catalogue audit (`npm run audit:catalogue`) holds over the whole seeded demo
// database. A failure lists the rows that break it.

const api = scopedTestApi();

describe('the catalogue audit', () => {
  it('names each rule once, as area.name', () => {
    const ids = AUDIT_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
  });

  for (const rule of AUDIT_RULES) {
    it(`${rule.id}: ${rule.text}`, () => {
      expect(rule.check(api.db).slice(0, 20)).toEqual([]);
    });
  }
});

// The seed dates everything from the day it runs (launches, owners, tests, windows): a rule that
// holds today may break on a seed made another day. These days each broke a rule once (a 车主说
// piece about a car launched under a year before, a tie in a summer test's top ten).
describe('the catalogue audit on seeds made on other days', () => {
  const env = { ...readEnv(), dbFile: ':memory:', quiet: true, demo: true };
  for (const day of ['2026-08-05T03:00:00Z', '2026-12-15T03:00:00Z', '2027-07-20T03:00:00Z']) {
    it(
      `holds on a seed made at ${day}`,
      () => {
        const db = seededAt(env, Math.floor(Date.parse(day) / 1000));
        const broken = AUDIT_RULES.flatMap((rule) =>
          rule
            .check(db)
            .slice(0, 3)
            .map((line) => `${rule.id}: ${line}`),
        );
        db.close();
        expect(broken).toEqual([]);
      },
      scaled(60_000),
    );
  }
});
