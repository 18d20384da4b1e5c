// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawPublished, RawRanking } from '@/contract/api/ranking';
import { RANKINGS } from '@/contract/ranking';
import { scopedTestApi } from '../helpers/local-api';

// 动力电池榜 and 充电站榜 (spec §7 ranking calls: battery, charge stations, published-day-info):
// computed from seeded monthly rows, their filters change the rows, bad filters are refused.

const api = scopedTestApi();

const list = async (kind: 'battery' | 'station', query: Record<string, string | number> = {}) => {
  const res = await api.call<RawRanking>('GET', RANKINGS[kind].endpoint, {
    query: { 'per-page': 50, ...query },
  });
  expect(res.status, `${kind} ${JSON.stringify(query)}: ${res.body.message}`).toBe(200);
  return res.body.data;
};
const values = (r: RawRanking) =>
  Object.fromEntries(r.items.list.map((it) => [it.title, it.value]));
const monthsOf = (r: RawRanking) =>
  r.filters.find((f) => f.key === 'month')!.options.map((o) => o.value);

describe('battery ranking (动力电池榜)', () => {
  it('ranks makers by installed GWh of the latest month, 宁德时代 first, shares adding up to 100 %', async () => {
    const r = await list('battery');
    expect(r.items.list[0]!.title).toBe('宁德时代');
    expect(r.items.list[0]!.value_text).toMatch(/^\d+\.\d{2}GWh$/);
    const shares = r.items.list.map((it) => Number(it.metrics[0]!.value.replace('%', '')));
    expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(1);
    expect(r.published.note).toContain('装车量');
  });

  it('another month and a chemistry change the figures; LFP and NCM add up to the whole', async () => {
    const whole = await list('battery');
    const months = monthsOf(whole);
    expect(months.length).toBeGreaterThanOrEqual(12);
    const older = await list('battery', { month: months[3]! });
    expect(values(older)).not.toEqual(values(whole));
    const lfp = values(await list('battery', { chem: 'lfp' }));
    const ncm = values(await list('battery', { chem: 'ncm' }));
    for (const [maker, v] of Object.entries(values(whole)))
      expect(Math.abs((lfp[maker] ?? 0) + (ncm[maker] ?? 0) - v), maker).toBeLessThan(0.03);
    expect(lfp['比亚迪']).toBeGreaterThan(ncm['比亚迪'] ?? 0);
  });

  it('年内累计 sums January up to the month', async () => {
    const months = monthsOf(await list('battery')).filter((m) => m.endsWith('-03'));
    const march = months[0]!;
    const year = march.slice(0, 4);
    const ytd = values(await list('battery', { tab: 2, month: march }));
    const sum = [1, 2, 3].map(async (m) =>
      values(await list('battery', { month: `${year}-0${m}` })),
    );
    const parts = await Promise.all(sum);
    expect(Math.abs(ytd['宁德时代']! - parts.reduce((a, p) => a + p['宁德时代']!, 0))).toBeLessThan(
      0.03,
    );
  });
});

describe('charging station ranking (充电站榜)', () => {
  it('ranks operators by stations nationally, and by piles on the second tab', async () => {
    const stations = await list('station');
    expect(stations.items.total).toBe(12);
    expect(stations.items.list[0]!.value_text).toMatch(/座$/);
    const piles = await list('station', { tab: 2 });
    expect(piles.items.list[0]!.value_text).toMatch(/台$/);
    expect(piles.items.list[0]!.value).toBeGreaterThan(stations.items.list[0]!.value);
  });

  it('a city and a charger type change the rows; a city has fewer than the nation', async () => {
    const nation = values(await list('station'));
    const city = await list('station', { city: '440300' });
    expect(city.published.note).toContain('深圳');
    for (const [op, v] of Object.entries(values(city))) expect(v, op).toBeLessThan(nation[op]!);
    const dc = values(await list('station', { power: 'dc' }));
    const ac = values(await list('station', { power: 'ac' }));
    for (const [op, v] of Object.entries(nation)) expect((dc[op] ?? 0) + (ac[op] ?? 0), op).toBe(v);
  });
});

describe('published-day-info', () => {
  it('gives the date a list of that tab and month was published (battery the 10th, stations the 15th of the next month)', async () => {
    const month = monthsOf(await list('battery'))[2]!;
    const [y, m] = month.split('-').map(Number) as [number, number];
    const next = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}`;
    const battery = await api.call<RawPublished>('GET', 'v1/ranking/published-day-info', {
      query: { rankType: 'battery', rankId: 1, month },
    });
    expect(battery.status).toBe(200);
    expect(battery.body.data.date).toBe(`${next}-10`);
    const station = await api.call<RawPublished>('GET', 'v1/ranking/published-day-info', {
      query: { rankType: 'station', rankId: 2, month },
    });
    expect(station.body.data.date).toBe(`${next}-15`);
    expect(station.body.data.note).toContain('充电桩');
  });

  it('an unknown list is a 404, a refused filter a 400 in Chinese', async () => {
    expect(
      (await api.call('GET', 'v1/ranking/published-day-info', { query: { rankType: 'nope' } }))
        .status,
    ).toBe(404);
    const bad = await api.call('GET', 'v1/ranking/published-day-info', {
      query: { rankType: 'battery', chem: 'lead' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('电池材料无效，可选：磷酸铁锂、三元锂');
  });

  it.each([
    ['battery', { chem: 'lead' }],
    ['battery', { month: '1999-01' }],
    ['station', { power: 'wireless' }],
    ['station', { city: '999999' }],
  ] as const)('%s %j is a 400 with a Chinese message', async (kind, query) => {
    const res = await api.call('GET', RANKINGS[kind].endpoint, { query });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
