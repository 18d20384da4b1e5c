// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawRanking } from '@/contract/api/ranking';
import { RANKINGS } from '@/contract/ranking';
import { salesMonths, salesOfMonth, seriesFacts } from '../../local-api/domains/car-refs';
import { keptRead } from '../../local-api/kept-reads';
import { scopedTestApi } from '../helpers/local-api';

// The local API keeps its reads of tables only the seed writes between requests (issue 13:
// local-api/kept-reads.ts; the car library's series, brands and sales, the ranking tests). A kept
// read must never outlive a write, no caller may change what the next request reads, and keys
// built from request parameters must not grow without bound.

const api = scopedTestApi();

const sales = async () => {
  const res = await api.call<RawRanking>('GET', RANKINGS.sales.endpoint, { query: { tab: 1 } });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('kept reads of the car library', () => {
  it('are kept: the same values on the next request', () => {
    expect(seriesFacts(api.db)).toBe(seriesFacts(api.db));
    const month = salesMonths(api.db)[0]!;
    expect(salesOfMonth(api.db, month)).toBe(salesOfMonth(api.db, month));
  });

  it('are frozen', () => {
    const facts = seriesFacts(api.db);
    expect(Object.isFrozen(facts)).toBe(true);
    expect(() => {
      (facts[0] as { name: string }).name = '改过的名字';
    }).toThrow(TypeError);
    expect(() => (salesMonths(api.db) as string[]).push('2099-01')).toThrow(TypeError);
  });

  it('follow an update of a sales figure and of a series name at once', async () => {
    const before = await sales();
    const month = before.filters.find((f) => f.key === 'month')!.value;
    const last = before.items.list.at(-1)!;
    const { sales: stored } = api.db
      .prepare('SELECT sales FROM car_series_sales WHERE series_id = ? AND month = ?')
      .get(last.series_id, month) as { sales: number };
    const { name } = api.db
      .prepare('SELECT name FROM car_series WHERE id = ?')
      .get(last.series_id) as { name: string };
    try {
      api.db
        .prepare('UPDATE car_series_sales SET sales = ? WHERE series_id = ? AND month = ?')
        .run(stored + 10_000_000, last.series_id, month);
      api.db
        .prepare('UPDATE car_series SET name = ? WHERE id = ?')
        .run(`${name} 改款`, last.series_id);
      const after = await sales();
      expect(after.items.list[0]).toMatchObject({
        series_id: last.series_id,
        value: stored + 10_000_000,
        title: `${name} 改款`,
      });
    } finally {
      api.db
        .prepare('UPDATE car_series_sales SET sales = ? WHERE series_id = ? AND month = ?')
        .run(stored, last.series_id, month);
      api.db.prepare('UPDATE car_series SET name = ? WHERE id = ?').run(name, last.series_id);
    }
    expect((await sales()).items.list).toEqual(before.items.list);
  });

  it('follow a deleted row', async () => {
    const before = await sales();
    const month = before.filters.find((f) => f.key === 'month')!.value;
    const top = before.items.list[0]!;
    const row = api.db
      .prepare('SELECT * FROM car_series_sales WHERE series_id = ? AND month = ?')
      .get(top.series_id, month) as Record<string, unknown>;
    try {
      api.db
        .prepare('DELETE FROM car_series_sales WHERE series_id = ? AND month = ?')
        .run(top.series_id, month);
      expect((await sales()).items.list.map((r) => r.series_id)).not.toContain(top.series_id);
    } finally {
      const cols = Object.keys(row);
      api.db
        .prepare(
          `INSERT INTO car_series_sales (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`,
        )
        .run(row);
    }
    expect((await sales()).items.list).toEqual(before.items.list);
  });

  it('follow a changed test result (the endurance list)', async () => {
    const endurance = async () =>
      (await api.call<RawRanking>('GET', RANKINGS.endurace.endpoint, { query: { tab: 1 } })).body
        .data;
    const before = await endurance();
    const last = before.items.list.at(-1)!;
    const triple = api.db.prepare(
      "UPDATE rank_tests SET measured_km = measured_km * 3 WHERE kind = 'endurace' AND series_id = ?",
    );
    const restore = api.db.prepare(
      "UPDATE rank_tests SET measured_km = measured_km / 3 WHERE kind = 'endurace' AND series_id = ?",
    );
    try {
      triple.run(last.series_id);
      expect((await endurance()).items.list[0]!.series_id).toBe(last.series_id);
    } finally {
      restore.run(last.series_id);
    }
    expect((await endurance()).items.list).toEqual(before.items.list);
  });

  it('keep at most 200 values a database, the oldest going first', () => {
    let reads = 0;
    const read = (key: string) =>
      keptRead(api.db, ['car_brands'], `bound-test:${key}`, () => ++reads);
    for (let i = 0; i < 250; i++) read(String(i));
    expect(reads).toBe(250);
    read('249');
    expect(reads).toBe(250);
    read('0');
    expect(reads).toBe(251);
  });

  it('keep nothing read inside a transaction, which may roll back', () => {
    let reads = 0;
    const read = () => keptRead(api.db, ['car_series'], 'transaction-test', () => ++reads);
    const rolledBack = api.db.transaction(() => {
      read();
      throw new Error('rolled back');
    });
    expect(() => rolledBack()).toThrow('rolled back');
    read();
    read();
    expect(reads).toBe(2);
  });

  it('take table names only', () => {
    expect(() => keptRead(api.db, ['car_brands; DROP TABLE car_brands'], 'bad', () => 1)).toThrow(
      'not a table name',
    );
  });
});
