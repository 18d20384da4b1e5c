// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawGampTest, RawTestRun } from '@/contract/api/ranking';
import { CAR_SOURCES } from '@/contract/ranking';
import { scopedTestApi } from '../helpers/local-api';

// A test publishes its protocol, its raw run and the maker's reply (issue 30 §2).

const api = scopedTestApi();

type TestRow = {
  id: number;
  kind: string;
  measured_km: number;
  soc_start: number;
  soc_end: number;
  tested_at: number;
  temp_c: number;
};
const tests = (kind: string) =>
  api.db
    .prepare(
      'SELECT id, kind, measured_km, soc_start, soc_end, tested_at, temp_c FROM rank_tests WHERE kind = ? ORDER BY id',
    )
    .all(kind) as TestRow[];
const detail = async (id: number) => {
  const res = await api.call<RawGampTest>('GET', `v1/ranking/gamp/${id}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('a test’s protocol, provenance and run (issue 30 §2)', () => {
  it('every test has a protocol dated before the test, the car’s source and who paid', async () => {
    for (const kind of ['endurace', 'charge', 'smart', 'assist']) {
      const t = tests(kind)[0]!;
      const p = (await detail(t.id)).protocol;
      expect(p.published_at).toBeLessThan(t.tested_at);
      expect(p.route.length).toBeGreaterThan(4);
      expect(p.hvac.length).toBeGreaterThan(1);
      expect(p.tyres).toContain('胎压');
      expect(p.preconditioning.length).toBeGreaterThan(4);
      expect(p.door_openings).toBeGreaterThanOrEqual(0);
      expect(p.ambient_c).toBe(t.temp_c);
      expect([p.soc_start, p.soc_end]).toEqual([t.soc_start, t.soc_end]);
      expect(CAR_SOURCES.map(([k]) => k)).toContain(p.car_source);
      expect(p.payer.length).toBeGreaterThan(4);
      expect(p.has_run).toBe(kind === 'endurace');
    }
  });

  it('a few tests are sponsored and say who paid; the rest are paid by 新出行', async () => {
    const sponsored = api.db
      .prepare('SELECT test_id, sponsor FROM rank_test_protocols WHERE sponsor IS NOT NULL')
      .all() as { test_id: number; sponsor: string }[];
    expect(sponsored.length).toBeGreaterThan(0);
    const one = await detail(sponsored[0]!.test_id);
    expect(one.protocol.sponsor).toBe(sponsored[0]!.sponsor);
    expect(one.protocol.payer).toContain(sponsored[0]!.sponsor);
    const plain = api.db
      .prepare('SELECT test_id FROM rank_test_protocols WHERE sponsor IS NULL LIMIT 1')
      .get() as { test_id: number };
    expect((await detail(plain.test_id)).protocol.payer).toContain('新出行自费');
  });

  it('the run of a range test ends at the measured range and the end SOC, its legs as the results split them', async () => {
    for (const t of tests('endurace').slice(0, 6)) {
      const res = await api.call<RawTestRun>('GET', `v1/ranking/gamp/${t.id}/run`);
      expect(res.status).toBe(200);
      const { columns, rows } = res.body.data;
      expect(columns).toEqual([
        '时间(分钟)',
        '里程(km)',
        'SOC(%)',
        '车速(km/h)',
        '环境温度(℃)',
        '空调功率(kW)',
      ]);
      const first = rows[0]!;
      const last = rows.at(-1)!;
      expect(first.slice(0, 3)).toEqual([0, 0, t.soc_start]);
      expect(last[1]).toBe(t.measured_km);
      expect(last[2]).toBe(t.soc_end);
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i]![0]!).toBeGreaterThanOrEqual(rows[i - 1]![0]!);
        expect(rows[i]![1]!).toBeGreaterThan(rows[i - 1]![1]!);
        expect(rows[i]![2]!).toBeLessThanOrEqual(rows[i - 1]![2]!);
      }
      for (const r of rows) expect(Math.abs(r[4]! - t.temp_c)).toBeLessThanOrEqual(3);
      const results = (await detail(t.id)).results.map((r) => r.score);
      expect(results.reduce((a, b) => a + b, 0)).toBe(t.measured_km);
    }
  });

  it('a test without a run, a missing and a malformed id answer 404', async () => {
    expect((await api.call('GET', `v1/ranking/gamp/${tests('charge')[0]!.id}/run`)).status).toBe(
      404,
    );
    for (const bad of ['999999', 'abc', '0'])
      expect((await api.call('GET', `v1/ranking/gamp/${bad}/run`)).status).toBe(404);
  });

  it('a maker’s reply is kept with its date, after the test; a test without one says null', async () => {
    const replied = api.db
      .prepare(
        'SELECT r.test_id, r.replied_at, t.tested_at FROM rank_test_replies r JOIN rank_tests t ON t.id = r.test_id',
      )
      .all() as { test_id: number; replied_at: number; tested_at: number }[];
    expect(replied.length).toBeGreaterThan(0);
    for (const r of replied) expect(r.replied_at).toBeGreaterThan(r.tested_at);
    const reply = (await detail(replied[0]!.test_id)).reply!;
    expect(reply.maker).toMatch(/官方$/);
    expect(reply.replied_at).toBe(replied[0]!.replied_at);
    const silent = api.db
      .prepare(
        'SELECT id FROM rank_tests WHERE id NOT IN (SELECT test_id FROM rank_test_replies) LIMIT 1',
      )
      .get() as { id: number };
    expect((await detail(silent.id)).reply).toBeNull();
  });
});
