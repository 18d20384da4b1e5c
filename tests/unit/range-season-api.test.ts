// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawSeasonRates } from '@/contract/api/range-season';
import { scopedTestApi } from '../helpers/local-api';

// Issue 30 §3: the range estimate of a series starts from the winter and summer 达成率 of its class
// in the range tests, derived from the stored test rows.

const api = scopedTestApi();

const get = (seriesId: number | string) =>
  api.call<RawSeasonRates>('GET', 'v3/ranking/season-rates', { query: { series_id: seriesId } });

describe('GET v3/ranking/season-rates (issue 30 §3)', () => {
  it('answers the mean winter and summer 达成率 of the series’ level, from the tests', async () => {
    const s = api.db
      .prepare(
        `SELECT s.id, s.level, s.max_range FROM car_series s JOIN rank_tests t ON t.series_id = s.id AND t.kind = 'endurace'
         WHERE s.energy = '纯电' GROUP BY s.level HAVING COUNT(*) >= 4 ORDER BY s.id LIMIT 1`,
      )
      .get() as { id: number; level: string; max_range: number };
    const res = await get(s.id);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ series_id: s.id, rated_km: s.max_range, class_name: s.level });
    const expected = api.db
      .prepare(
        `SELECT AVG(t.measured_km * 1.0 / t.cltc_km) rate FROM rank_tests t JOIN car_series s ON s.id = t.series_id
         WHERE t.kind = 'endurace' AND t.season = '冬测' AND s.energy = '纯电' AND s.level = ?`,
      )
      .get(s.level) as { rate: number };
    expect(data.winter!.rate).toBeCloseTo(expected.rate, 3);
    expect(data.winter!.temp_c).toBeLessThan(0);
    expect(data.summer!.temp_c).toBeGreaterThan(25);
    expect(data.winter!.rate).toBeLessThan(data.summer!.rate);
  });

  it('a series whose level was never tested still gets the rates of every battery car tested', async () => {
    const untested = api.db
      .prepare(
        `SELECT s.id FROM car_series s WHERE NOT EXISTS (SELECT 1 FROM rank_tests t JOIN car_series x ON x.id = t.series_id
         WHERE t.kind = 'endurace' AND x.level = s.level AND x.energy = '纯电') ORDER BY s.id LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    if (!untested) return;
    const res = await get(untested.id);
    expect(res.body.data.class_name).toBe('纯电车型');
    expect(res.body.data.winter).not.toBeNull();
  });

  it('with model_id the rates apply to that trim’s own CLTC range, not the series’ longest', async () => {
    const m = api.db
      .prepare(
        `SELECT m.id, m.series_id, m.range_km, s.max_range FROM car_models m JOIN car_series s ON s.id = m.series_id
         WHERE s.energy = '纯电' AND m.sale_status = 1 AND m.range_km < s.max_range ORDER BY m.id LIMIT 1`,
      )
      .get() as { id: number; series_id: number; range_km: number; max_range: number };
    const res = await api.call<RawSeasonRates>('GET', 'v3/ranking/season-rates', {
      query: { series_id: m.series_id, model_id: m.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.rated_km).toBe(m.range_km);
    expect(res.body.data.rated_km).toBeLessThan(m.max_range);
    // A trim of another series names nothing here.
    const other = api.db
      .prepare('SELECT id FROM car_models WHERE series_id != ? ORDER BY id LIMIT 1')
      .get(m.series_id) as { id: number };
    expect(
      (
        await api.call('GET', 'v3/ranking/season-rates', {
          query: { series_id: m.series_id, model_id: other.id },
        })
      ).status,
    ).toBe(404);
  });

  it('a missing or malformed series is 404', async () => {
    expect((await get(999999)).status).toBe(404);
    expect((await get('abc')).status).toBe(404);
  });
});
