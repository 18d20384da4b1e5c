// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawGampTest, RawRanking } from '@/contract/api/ranking';
import { RANKINGS, RANKING_KINDS } from '@/contract/ranking';
import { scopedTestApi } from '../helpers/local-api';

const api = scopedTestApi();

const list = async (kind: keyof typeof RANKINGS, query: Record<string, string | number> = {}) => {
  const res = await api.call<RawRanking>('GET', RANKINGS[kind].endpoint, { query });
  expect(res.status, `${kind} ${JSON.stringify(query)}: ${res.body.message}`).toBe(200);
  return res.body.data;
};
const all = <T>(sql: string, ...args: unknown[]) => api.db.prepare(sql).all(...args) as T[];
const energyOf = (seriesId: number) =>
  (api.db.prepare('SELECT energy FROM car_series WHERE id = ?').get(seriesId) as { energy: string })
    .energy;

describe('every ranking list', () => {
  it.each(RANKING_KINDS.flatMap((k) => RANKINGS[k].tabs.map((_, i) => [k, i + 1] as const)))(
    '%s tab %i answers a ranked list paged by 10',
    async (kind, tab) => {
      const first = await list(kind, { tab });
      expect(first.tab).toBe(tab);
      expect(first.items.total).toBeGreaterThan(0);
      expect(first.items.per_page).toBe(10);
      expect(first.published.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(first.published.note.length).toBeGreaterThan(5);
      if (!first.items.list.some((r) => r.group))
        expect(first.items.list.map((r) => r.rank)).toEqual(first.items.list.map((_, i) => i + 1));
      if (first.items.total > 10) {
        const second = await list(kind, { tab, page: 2 });
        expect(second.items.list[0]!.rank).toBe(11);
      }
    },
  );

  it('the hub shows every list with its top 3', async () => {
    const res = await api.call<{ type: string; top: unknown[] }[]>('GET', 'v1/ranking/overview');
    expect(res.body.data.map((o) => o.type)).toEqual([...RANKING_KINDS]);
    for (const o of res.body.data) expect(o.top).toHaveLength(3);
  });
});

describe('sales ranking', () => {
  it('shows the same figures as the car library ranking for the latest month', async () => {
    const ours = await list('sales');
    const car = await api.call<{ list: { id: number; sales: number }[]; month: string }>(
      'GET',
      'v1/car/ranking',
      { query: { type: 'sales' } },
    );
    expect(ours.filters.find((f) => f.key === 'month')!.value).toBe(car.body.data.month);
    expect(ours.items.list.map((r) => [r.series_id, r.value])).toEqual(
      car.body.data.list.slice(0, 10).map((s) => [s.id, s.sales]),
    );
  });

  it('offers the last 13 months, and a month and an energy type change the list', async () => {
    const base = await list('sales');
    const months = base.filters.find((f) => f.key === 'month')!.options.map((o) => o.value);
    expect(months).toHaveLength(13);
    const older = await list('sales', { month: months[6]!, energy: '插混' });
    expect(older.items.list.map((r) => r.series_id)).not.toEqual(
      base.items.list.map((r) => r.series_id),
    );
    for (const r of older.items.list) expect(energyOf(r.series_id!)).toBe('插混');
    const stored = all<{ series_id: number; sales: number }>(
      'SELECT series_id, sales FROM car_series_sales WHERE month = ?',
      months[6],
    );
    const bySeries = new Map(stored.map((s) => [s.series_id, s.sales]));
    for (const r of older.items.list) expect(r.value).toBe(bySeries.get(r.series_id!));
  });

  it('reports each row against its rank last month: places moved, null for a newcomer', async () => {
    const data = await list('sales', { per_page: 50, 'per-page': 50 });
    const months = data.filters.find((f) => f.key === 'month')!.options.map((o) => o.value);
    const prev = all<{ series_id: number }>(
      'SELECT series_id FROM car_series_sales WHERE month = ? AND sales > 0 ORDER BY sales DESC, series_id',
      months[1],
    ).map((r, i) => [r.series_id, i + 1] as const);
    const prevRank = new Map(prev);
    for (const r of data.items.list) {
      const before = prevRank.get(r.series_id!);
      expect(r.change).toBe(before === undefined ? null : before - r.rank);
    }
  });

  it('a city list counts that city only, and the brand tab sums the series', async () => {
    const nation = await list('sales');
    const city = await list('sales', { city: '310100' });
    expect(city.items.list[0]!.value).toBeLessThan(nation.items.list[0]!.value);
    const brands = await list('sales', { tab: 2 });
    expect(brands.items.list[0]!.href).toMatch(/^\/car\/library-brand\/\d+$/);
  });
});

describe('range tests (达成率 basis rule)', () => {
  it('ranks one basis at a time, each rate measured against that basis', async () => {
    for (const basis of ['cltc', 'display']) {
      const data = await list('endurace', { basis, 'per-page': 50 });
      for (const r of data.items.list) {
        expect(r.test!.basis).toBe(basis);
        const measured = Number(r.metrics[0]!.value.replace('km', ''));
        expect(r.value).toBeCloseTo(Math.round((measured / r.test!.basis_km) * 1000) / 10, 5);
      }
    }
    const ids = (await list('endurace', { basis: 'cltc', 'per-page': 50 })).items.list.map(
      (r) => r.test!.id,
    );
    const other = (await list('endurace', { basis: 'display', 'per-page': 50 })).items.list.map(
      (r) => r.test!.id,
    );
    expect(ids.filter((x) => other.includes(x))).toEqual([]);
  });

  it('the charge list (新出行实测) scatters like measurements: no ties in its top ten, 400 V cars within 250 kW, no "10%充满" label', async () => {
    for (const tab of [1, 2]) {
      const top = (await list('charge', { tab, 'per-page': 10 })).items.list;
      const values = top.map((r) => r.value);
      expect(new Set(values).size, values.join(', ')).toBe(values.length);
      for (const r of top) {
        expect(r.metrics.map((m) => m.label)).toContain('10%-100%');
        expect(r.metrics.map((m) => m.label).join()).not.toMatch(/充满/);
      }
    }
    const lowVoltage = all<{ name: string; peak_kw: number }>(
      `SELECT s.name, t.peak_kw FROM rank_tests t JOIN car_series s ON s.id = t.series_id
       JOIN car_model_params p ON p.model_id = t.model_id AND p.name = '800V高压平台' WHERE t.kind = 'charge' AND p.value != '●'`,
    );
    expect(lowVoltage.length).toBeGreaterThan(10);
    for (const r of lowVoltage) expect(r.peak_kw, r.name).toBeLessThanOrEqual(250);
    const tesla = all<{ peak_kw: number }>(
      "SELECT t.peak_kw FROM rank_tests t JOIN car_series s ON s.id = t.series_id WHERE t.kind = 'charge' AND s.name = 'Model X'",
    );
    for (const r of tesla) expect(r.peak_kw).toBeLessThanOrEqual(250);
  });

  it('winter tests at −15…−20 °C reach 40–60 % of CLTC, summer tests 62–72 %', async () => {
    const winter = await list('endurace', { basis: 'cltc', 'per-page': 50 });
    for (const r of winter.items.list) {
      expect(r.test!.temp_c).toBeGreaterThanOrEqual(-20);
      expect(r.test!.temp_c).toBeLessThanOrEqual(-15);
      expect(r.value).toBeGreaterThanOrEqual(40);
      expect(r.value).toBeLessThanOrEqual(60.5);
    }
    const summer = await list('endurace', { tab: 2, basis: 'cltc', 'per-page': 50 });
    for (const r of summer.items.list) {
      expect(r.test!.season).toBe('夏测');
      expect(r.value).toBeGreaterThanOrEqual(62);
      expect(r.value).toBeLessThanOrEqual(72.5);
    }
  });

  it('sorts by km when asked and groups by price band', async () => {
    const byKm = await list('endurace', { sort: 'km', 'per-page': 50 });
    const km = byKm.items.list.map((r) => r.value);
    expect(km).toEqual([...km].sort((a, b) => b - a));
    const grouped = await list('endurace', { group: 'price', 'per-page': 50 });
    expect(grouped.items.list.every((r) => r.group !== '')).toBe(true);
  });

  it('every result carries its conditions, and its test detail shows every item', async () => {
    const data = await list('endurace');
    const t = data.items.list[0]!.test!;
    expect(t.ac).not.toBe('');
    expect(t.wheel).toMatch(/英寸/);
    const detail = await api.call<RawGampTest>('GET', `v1/ranking/gamp/${t.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.results.length).toBeGreaterThan(0);
    expect(detail.body.data.images.length).toBeGreaterThan(0);
    for (const bad of ['999999', 'abc', '0'])
      expect((await api.call('GET', `v1/ranking/gamp/${bad}`)).status).toBe(404);
  });
});

describe('compute, smart and assist', () => {
  it('2× Orin-X is 508 TOPS, as in the parameter tables', async () => {
    const data = await list('compute', { 'per-page': 50 });
    const orin2 = data.items.list.filter((r) => r.metrics[0]!.value === '英伟达Orin-X×2');
    expect(orin2.length).toBeGreaterThan(0);
    for (const r of orin2) expect(r.value).toBe(508);
  });

  it('assisted driving shows passes out of runs per scenario group', async () => {
    const data = await list('assist');
    expect(data.items.list[0]!.metrics.map((m) => m.label)).toEqual([
      '高速领航',
      '城市领航',
      '自动泊车',
    ]);
    expect(data.items.list[0]!.metrics[0]!.value).toMatch(/^\d+\/\d+次通过$/);
  });
});

describe('remark ranking', () => {
  it('shows the number of reviews and flags thin samples', async () => {
    const data = await list('remark', { 'per-page': 50 });
    for (const r of data.items.list) {
      const n = r.dist!.reduce((a, b) => a + b, 0);
      expect(r.metrics[0]!.value).toBe(`${n}条`);
      if (n < 5) expect(r.badge).toMatch(/样本较少/);
    }
  });
});

describe('filter validation', () => {
  it.each([
    ['sales', { month: '1999-01' }],
    ['sales', { month: '2026-13' }],
    ['sales', { energy: '氢能' }],
    ['sales', { level: '超跑' }],
    ['sales', { city: '999999' }],
    ['sales', { price: '5-6' }],
    ['sales', { brand: '99999' }],
    ['sales', { tab: 9 }],
    ['endurace', { basis: 'wltp' }],
    ['endurace', { sort: 'speed' }],
    ['charge', { window: '0-100' }],
    ['hot', { energy: 'x' }],
  ] as const)('%s %j is a 400 with a Chinese message', async (kind, query) => {
    const res = await api.call('GET', RANKINGS[kind].endpoint, { query });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('click report (do-user-click-rank)', () => {
  it('counts a tap on a series in its heat, and refuses bad reports', async () => {
    const before = (await list('hot', { 'per-page': 50 })).items.list;
    const target = before[before.length - 1]!;
    const res = await api.call('POST', 'v1/ranking/do-user-click-rank', {
      body: { rank_type: 'hot', object_type: 'series', object_id: target.series_id },
    });
    expect(res.status).toBe(200);
    const after = (await list('hot', { 'per-page': 50 })).items.list.find(
      (r) => r.series_id === target.series_id,
    )!;
    expect(after.value).toBe(target.value + 50);
    expect(
      (
        await api.call('POST', 'v1/ranking/do-user-click-rank', {
          body: { rank_type: 'nope', object_id: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', 'v1/ranking/do-user-click-rank', {
          body: { rank_type: 'hot', object_id: 0 },
        })
      ).status,
    ).toBe(400);
  });

  it('banners exist for every list and tab', async () => {
    for (const kind of RANKING_KINDS) {
      for (let tab = 1; tab <= RANKINGS[kind].tabs.length; tab++) {
        const res = await api.call<{ title: string }>('GET', 'v1/ranking/banner', {
          query: { rankType: kind, rankId: tab },
        });
        expect(res.status).toBe(200);
      }
    }
    expect(
      (await api.call('GET', 'v1/ranking/banner', { query: { rankType: 'nope', rankId: 1 } }))
        .status,
    ).toBe(404);
  });
});
