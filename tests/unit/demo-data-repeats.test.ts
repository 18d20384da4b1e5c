import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';

// Issue 26 §3 "No repeated template lines": a recommended list says why each car is on it
// instead of printing the card's spec line again, and owner reviews are written by their owners
// (no sentence of more than 12 characters in more than 2 reviews). Threads without copied replies
// and 快讯 without their title as summary are pinned in demo-data-counts and demo-data-bodies.

const api = scopedTestApi();

interface ListSeries {
  name: string;
  level: string;
  energy: string;
  max_range: number;
  reason: string;
}

describe('recommended lists (/recommended-series)', () => {
  it('give each car a reason of its own, never the spec line its card already prints', async () => {
    const ids = (api.db.prepare('SELECT id FROM car_recommend').all() as { id: number }[]).map(
      (r) => r.id,
    );
    expect(ids.length).toBeGreaterThan(5);
    let checked = 0;
    for (const id of ids) {
      const list = (
        await api.call<{ series: ListSeries[] }>('GET', `v1/car/recommended-series/${id}`)
      ).body.data.series;
      for (const s of list) {
        // The card prints level, energy and range (components/car/SeriesCard.tsx).
        expect(s.reason, s.name).not.toContain(s.level);
        expect(s.reason, s.name).not.toMatch(new RegExp(`续航${s.max_range}km|${s.energy} ·`));
        expect(s.reason, s.name).not.toMatch(/-(?:km|kWh|kW|座|mm|L|Cd)/);
        checked++;
      }
      const reasons = list.map((s) => s.reason);
      expect(new Set(reasons).size, `list ${id}`).toBe(reasons.length);
    }
    expect(checked).toBeGreaterThan(30);
  });
});

describe('owner reviews (口碑)', () => {
  const reviews = () =>
    api.db.prepare('SELECT id, title, satisfied, unsatisfied, body FROM remarks').all() as {
      id: number;
      title: string;
      satisfied: string;
      unsatisfied: string;
      body: string;
    }[];

  it('share no sentence of more than 12 characters among more than 2 reviews', () => {
    const rows = reviews();
    expect(rows.length).toBeGreaterThan(200);
    const uses = new Map<string, number>();
    for (const r of rows) {
      const sentences = new Set(
        `${r.satisfied}${r.unsatisfied}${r.body}`
          .split(/[。！？；\n]/)
          .map((x) => x.trim())
          .filter((x) => x.length > 12),
      );
      for (const x of sentences) uses.set(x, (uses.get(x) ?? 0) + 1);
    }
    const repeated = [...uses].filter(([, n]) => n > 2).map(([x, n]) => `${n}× ${x}`);
    expect(repeated).toEqual([]);
  });

  it('each review reads differently, quotes no parameter its trim lacks, and does not repeat a battery word', () => {
    const rows = reviews();
    const texts = rows.map((r) => `${r.satisfied}|${r.unsatisfied}|${r.body}`);
    expect(new Set(texts).size).toBe(texts.length);
    for (const t of texts) expect(t).not.toMatch(/-(?:度|升|毫米|千瓦|秒|寸)|是-|电池电池/);
  });
});
