import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';
import { AUDIT_RULES } from '@/local-api/audit';

// Issue 39 §7: every rule of the catalogue audit (`npm run audit:catalogue`) holds over the whole
// seeded demo database. A failure lists the rows that break the rule.

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
