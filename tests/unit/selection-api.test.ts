// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type List } from '../helpers/car-services';
import { scopedTestApi } from '../helpers/local-api';

const api = scopedTestApi();

describe('selection (选车)', () => {
  it('counts what the filters match and the list agrees with the count', async () => {
    const all = await api.call<{ total: number }>('GET', 'v1/car/selection/count');
    const ev = await api.call<{ total: number }>('GET', 'v1/car/selection/count', {
      query: { energy: '纯电' },
    });
    expect(ev.body.data.total).toBeGreaterThan(0);
    expect(ev.body.data.total).toBeLessThan(all.body.data.total);
    const list = await api.call<List<{ energy: string }>>('GET', 'v1/car/selection/list', {
      query: { energy: '纯电', 'per-page': 50 },
    });
    expect(list.body.data.total).toBe(ev.body.data.total);
    expect(list.body.data.list.every((s) => s.energy === '纯电')).toBe(true);
  });

  it('filters by price band, level, range and subsidy minimum and maximum', async () => {
    const res = await api.call<
      List<{ min_price: number; max_price: number; subsidy: number; max_range: number }>
    >('GET', 'v1/car/selection/list', {
      query: {
        price_min: 15,
        price_max: 25,
        subsidy_min: 10000,
        subsidy_max: 20000,
        range_min: 400,
        'per-page': 50,
      },
    });
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const s of res.body.data.list) {
      expect(s.max_price).toBeGreaterThanOrEqual(15);
      expect(s.min_price).toBeLessThanOrEqual(25);
      expect(s.subsidy).toBeGreaterThanOrEqual(10000);
      expect(s.subsidy).toBeLessThanOrEqual(20000);
      expect(s.max_range).toBeGreaterThanOrEqual(400);
    }
    const suv = await api.call<{ total: number }>('GET', 'v1/car/selection/count', {
      query: { level: 'SUV' },
    });
    const mpv = await api.call<{ total: number }>('GET', 'v1/car/selection/count', {
      query: { level: 'MPV' },
    });
    expect(suv.body.data.total).toBeGreaterThan(mpv.body.data.total);
    const options = await api.call<{ brands: unknown[]; prices: unknown[] }>(
      'GET',
      'v1/car/selection/options',
    );
    expect(options.body.data.brands.length).toBeGreaterThan(10);
  });
});
