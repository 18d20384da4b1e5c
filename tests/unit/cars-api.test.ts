// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';

// The car catalog endpoints of the local API (local-api/domains/cars.ts).

const api = scopedTestApi();

interface SeriesItem {
  id: number;
  name: string;
  bid: number;
  min_price: number;
  max_price: number;
  max_range: number;
  sale_status: number;
  energy: string;
}
interface ModelItem {
  id: number;
  series_id: number;
  name: string;
  year: number;
  price: number;
  range_km: number;
  battery_kwh: number;
  sale_status: number;
}

describe('car catalog API', () => {
  it('lists about 30 brands with pinyin letters and logos', async () => {
    const res = await api.call<
      { id: number; name: string; letter: string; logo: string; series_count: number }[]
    >('GET', 'v1/car/brand-list');
    expect(res.status).toBe(200);
    const brands = res.body.data;
    expect(brands.length).toBeGreaterThanOrEqual(30);
    const byd = brands.find((b) => b.name === '比亚迪')!;
    expect(byd.letter).toBe('B');
    expect(byd.logo).toMatch(/media\/logo\//);
    expect(byd.series_count).toBeGreaterThanOrEqual(8);
    expect(brands.every((b) => !['I', 'U', 'V'].includes(b.letter))).toBe(true);
  });

  it('has 100+ series and several hundred models, each with a full parameter table', () => {
    const n = (sql: string) => (api.db.prepare(sql).get() as { n: number }).n;
    expect(n('SELECT COUNT(*) n FROM car_series')).toBeGreaterThanOrEqual(100);
    expect(n('SELECT COUNT(*) n FROM car_models')).toBeGreaterThanOrEqual(300);
    const perModel = api.db
      .prepare(
        'SELECT MIN(c) lo, MAX(c) hi FROM (SELECT COUNT(*) c FROM car_model_params GROUP BY model_id)',
      )
      .get() as { lo: number; hi: number };
    expect(perModel.lo).toBeGreaterThanOrEqual(120);
    expect(perModel.lo).toBe(perModel.hi);
  });

  it('brand page lists its series; an unknown brand is 404', async () => {
    const res = await api.call<{ brand: { name: string }; series: SeriesItem[] }>(
      'GET',
      'v1/brand/1',
    );
    expect(res.body.data.brand.name).toBe('比亚迪');
    expect(res.body.data.series.map((s) => s.name)).toContain('汉EV');
    expect((await api.call('GET', 'v1/brand/9999')).status).toBe(404);
    expect((await api.call('GET', 'v1/brand/abc')).status).toBe(404);
  });

  it('series detail, models, images and sales agree with each other', async () => {
    const s = (await api.call<SeriesItem & { image_total: number }>('GET', 'v1/series/1')).body
      .data;
    expect(s.name).toBe('汉EV');
    const models = (await api.call<ModelItem[]>('GET', 'v1/series/1/models')).body.data;
    expect(models.length).toBeGreaterThanOrEqual(2);
    const onSale = models.filter((m) => m.sale_status === 1);
    expect(Math.min(...onSale.map((m) => m.price))).toBe(s.min_price);
    expect(Math.max(...onSale.map((m) => m.range_km))).toBe(s.max_range);
    const images = (
      await api.call<{ list: { category: string; url: string }[] }>('GET', 'v1/series/1/images')
    ).body.data;
    expect(images.list.length).toBe(s.image_total);
    expect(images.list.length).toBeGreaterThanOrEqual(6);
    const sales = (
      await api.call<{ list: { month: string; sales: number }[] }>('GET', 'v1/series/1/sales')
    ).body.data;
    expect(sales.list.length).toBeGreaterThan(0);
    expect(sales.list.length).toBeLessThanOrEqual(24);
    expect(sales.list[0]!.month < sales.list.at(-1)!.month).toBe(true);
    expect((await api.call('GET', 'v1/series/99999')).status).toBe(404);
    expect((await api.call('GET', 'v1/series/99999/models')).status).toBe(404);
  });

  it('a series’ related content: every piece filed under it or whose title names it, newest first, paged without overlap', async () => {
    const s = (await api.call<SeriesItem>('GET', 'v1/series/1')).body.data;
    // A post still under review (status 0) is its author's alone: not listed.
    const expected = (
      api.db
        .prepare(
          `SELECT c.id FROM contents c LEFT JOIN content_meta m ON m.content_id = c.id LEFT JOIN community_posts cp ON cp.content_id = c.id
           WHERE (instr(c.title, ?) > 0 OR (m.brand = '比亚迪' AND m.series = ?) OR cp.series_id = 1)
             AND NOT EXISTS (SELECT 1 FROM ins_posts p WHERE p.content_id = c.id AND p.status = 0) ORDER BY c.created_at DESC, c.id DESC`,
        )
        .all(s.name, s.name) as { id: number }[]
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(2);
    type Related = { list: { id: number; title: string }[]; total: number };
    const page = async (n: number) =>
      (await api.call<Related>('GET', 'v1/series/1/related', { query: { page: n, 'per-page': 2 } }))
        .body.data;
    const [first, second] = [await page(1), await page(2)];
    expect(first.total).toBe(expected.length);
    expect([...first.list, ...second.list].map((c) => c.id)).toEqual(expected.slice(0, 4));
    expect((await page(99)).list).toEqual([]);
    expect((await api.call('GET', 'v1/series/99999/related')).status).toBe(404);
  });

  it('理想L6’s related content holds 理想L6 pieces and none about 智己L6, 银河L6 or 乐道L60 (names that contain “L6”)', async () => {
    const l6 = api.db
      .prepare(
        "SELECT s.id FROM car_series s JOIN car_brands b ON b.id = s.brand_id WHERE b.name = '理想' AND s.name = 'L6'",
      )
      .get() as { id: number };
    const res = await api.call<{ list: { id: number; title: string }[] }>(
      'GET',
      `v1/series/${l6.id}/related`,
      { query: { 'per-page': 50 } },
    );
    const titles = res.body.data.list.map((c) => c.title);
    expect(titles.some((t) => t.includes('理想L6'))).toBe(true);
    for (const t of titles) expect(t).not.toMatch(/智己L6|银河L6|乐道L60/);
  });

  it('range follows battery size within a series', async () => {
    const models = (await api.call<ModelItem[]>('GET', 'v1/series/2/models')).body.data;
    const sorted = [...models].sort((a, b) => a.battery_kwh - b.battery_kwh);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.battery_kwh > sorted[i - 1]!.battery_kwh)
        expect(sorted[i]!.range_km).toBeGreaterThanOrEqual(sorted[i - 1]!.range_km - 60);
    }
  });

  it('model detail carries its parameters; unknown model is 404', async () => {
    const res = await api.call<
      ModelItem & { params: { group: string; name: string; value: string }[]; series: SeriesItem }
    >('GET', 'v1/model/1');
    expect(res.body.data.series.id).toBe(res.body.data.series_id);
    expect(res.body.data.params.find((p) => p.name === '电池能量(kWh)')?.value).toBe(
      String(res.body.data.battery_kwh),
    );
    expect((await api.call('GET', 'v1/model/999999')).status).toBe(404);
  });

  it('parameter table by series and by model ids aligns values with models', async () => {
    const bySeries = (
      await api.call<{
        models: ModelItem[];
        params: { group: string; name: string; values: string[] }[];
      }>('GET', 'v1/car-v4/parameter', { query: { series_id: 1 } })
    ).body.data;
    expect(bySeries.params.length).toBeGreaterThanOrEqual(120);
    expect(bySeries.params.every((p) => p.values.length === bySeries.models.length)).toBe(true);
    expect(new Set(bySeries.params.map((p) => p.group)).size).toBeGreaterThanOrEqual(15);
    const ids = [bySeries.models[0]!.id, 100, 200];
    const byIds = (
      await api.call<{ models: ModelItem[] }>('GET', 'v1/car-v4/parameter', {
        query: { model_ids: ids.join(',') },
      })
    ).body.data;
    expect(byIds.models.map((m) => m.id)).toEqual(ids);
    expect(
      (await api.call('GET', 'v1/car-v4/parameter', { query: { model_ids: '1,2,3,4,5,6,7,8,9' } }))
        .status,
    ).toBe(400);
    expect(
      (await api.call('GET', 'v1/car-v4/parameter', { query: { model_ids: 'x' } })).status,
    ).toBe(400);
    expect(
      (await api.call('GET', 'v1/car-v4/parameter', { query: { series_id: 99999 } })).status,
    ).toBe(404);
  });

  it('calendar returns launches in a date range, ranking sorts, themes and lists resolve', async () => {
    const d = (t: number) => new Date(t).toISOString().slice(0, 10);
    const now = Date.now();
    const cal = (
      await api.call<{ launch_at: number; series: SeriesItem }[]>('GET', 'v1/car/calendar', {
        query: { start: d(now - 90 * 864e5), end: d(now + 90 * 864e5) },
      })
    ).body.data;
    expect(cal.length).toBeGreaterThan(10);
    expect(cal.some((l) => l.launch_at * 1000 > now)).toBe(true);
    expect(
      (await api.call('GET', 'v1/car/calendar', { query: { start: 'x', end: d(now) } })).status,
    ).toBe(400);

    const sales = (
      await api.call<{ list: (SeriesItem & { sales: number; rank: number })[] }>(
        'GET',
        'v1/car/ranking',
        { query: { type: 'sales' } },
      )
    ).body.data.list;
    expect(sales[0]!.rank).toBe(1);
    expect(sales[0]!.sales).toBeGreaterThanOrEqual(sales[1]!.sales);
    const range = (
      await api.call<{ list: SeriesItem[] }>('GET', 'v1/car/ranking', { query: { type: 'range' } })
    ).body.data.list;
    expect(range.every((s) => s.energy === '纯电')).toBe(true);
    expect(range[0]!.max_range).toBeGreaterThanOrEqual(range[1]!.max_range);
    expect((await api.call('GET', 'v1/car/ranking', { query: { type: 'nope' } })).status).toBe(400);

    const hot = (
      await api.call<{ brands: unknown[]; series: SeriesItem[]; themes: { id: number }[] }>(
        'GET',
        'v1/car/hot',
      )
    ).body.data;
    expect(hot.brands.length).toBeGreaterThan(5);
    expect(hot.series.length).toBe(10);
    const theme = (
      await api.call<{ series: SeriesItem[] }>('GET', `v1/car/series-theme/${hot.themes[0]!.id}`)
    ).body.data;
    expect(theme.series.length).toBeGreaterThan(0);
    const rec = (await api.call<{ series: SeriesItem[] }>('GET', 'v1/car/recommended-series/2'))
      .body.data;
    expect(rec.series.every((s) => s.min_price >= 10 && s.min_price < 20)).toBe(true);
    expect((await api.call('GET', 'v1/car/series-theme/999')).status).toBe(404);
    expect((await api.call('GET', 'v1/car/recommended-series/999')).status).toBe(404);
  });

  it('new-car page and search', async () => {
    const launch = (
      await api.call<{ title: string; body: string; series: SeriesItem }>('GET', 'v1/car/new-car/1')
    ).body.data;
    expect(launch.title).toContain(launch.series.name);
    expect(launch.body).not.toContain('{{media}}');
    expect((await api.call('GET', 'v1/car/new-car/99999')).status).toBe(404);
    const found = (
      await api.call<{ list: (SeriesItem & { models: ModelItem[] })[]; total: number }>(
        'POST',
        'v1/car/search?per-page=10&page=1',
        { body: { keyword: '小米' } },
      )
    ).body.data;
    expect(found.list.map((s) => s.name)).toContain('小米SU7');
    expect(found.list[0]!.models.length).toBeGreaterThan(0);
  });
});
