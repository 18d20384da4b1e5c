// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawCarCost } from '@/contract/api/cost';
import { scopedTestApi } from '../helpers/local-api';

// GET v1/car/cost: 用车成本 of a seeded trim, computed from the rule rows and the catalogue; bad
// input is a clear answer (unknown trim 404, out-of-bounds 400 in Chinese).

const api = scopedTestApi();
const get = (query: Record<string, string | number>) =>
  api.call<RawCarCost>('GET', 'v1/car/cost', { query });
const now = Math.floor(Date.now() / 1000);

/** A launched, priced trim matching `where` (SQL on car_models m and car_series s). */
function trim(where: string): { id: number; price: number; series_id: number } {
  const row = api.db
    .prepare(
      `SELECT m.id, m.price, m.series_id FROM car_models m JOIN car_series s ON s.id = m.series_id
       WHERE m.sale_status = 1 AND m.price > 0 AND m.launch_at <= ? AND ${where} ORDER BY m.id LIMIT 1`,
    )
    .get(now) as { id: number; price: number; series_id: number } | undefined;
  expect(row, where).toBeDefined();
  return row!;
}

const line = (data: RawCarCost, key: string) => data.nev.lines.find((l) => l.key === key)!;

describe('GET v1/car/cost', () => {
  it('a listed battery car above ~33.9万 gets the relief capped at 15,000', async () => {
    const m = trim(`s.energy = '纯电' AND m.price > 34 AND m.price < 60`);
    const res = await get({ model_id: m.id, city: '310100' });
    expect(res.status).toBe(200);
    const yuan = Math.round(m.price * 10000);
    expect(line(res.body.data, 'tax').amount).toBe(Math.round((yuan / 1.13) * 0.1 - 15000));
    expect(res.body.data.model.tax_listed).toBe(true);
    expect(line(res.body.data, 'price').amount).toBe(yuan);
  });

  it('a plug-in trim under 100 km of pure-electric range is not on the catalogue and pays the full tax', async () => {
    const m = trim(`s.energy = '插混' AND m.range_km < 100`);
    const res = await get({ model_id: m.id, city: '310100' });
    expect(res.body.data.model.tax_listed).toBe(false);
    expect(line(res.body.data, 'tax').amount).toBe(Math.round(((m.price * 10000) / 1.13) * 0.1));
  });

  it('in a city that paused 以旧换新 there is no subsidy; elsewhere there is', async () => {
    const m = trim(`s.energy = '纯电'`);
    const paused = await get({ model_id: m.id, city: '500100', trade: 'scrap' });
    expect(paused.body.data.city.subsidy_paused).toBe(true);
    expect(line(paused.body.data, 'subsidy').amount).toBe(0);
    const open = await get({ model_id: m.id, city: '310100', trade: 'scrap' });
    expect(line(open.body.data, 'subsidy').amount).toBeLessThan(0);
  });

  it('two cities differ in the energy line by their tariffs, and the inputs come back as given', async () => {
    const m = trim(`s.energy = '纯电'`);
    const inputs = { years: 3, km: 20000, home: 60, tariff: 'flat', trade: 'replace', ins: 'full' };
    const q = { model_id: m.id, ...inputs };
    const sh = (await get({ ...q, city: '310100' })).body.data;
    const bj = (await get({ ...q, city: '110100' })).body.data;
    expect(sh.inputs).toEqual(inputs);
    expect(line(sh, 'energy').amount).not.toBe(line(bj, 'energy').amount);
    expect(line(sh, 'energy').detail).toContain('0.617');
    expect(line(bj, 'energy').detail).toContain('0.4883');
  });

  it('series_id alone prices the series’ first trim', async () => {
    const m = trim(`s.energy = '纯电'`);
    const res = await get({ series_id: m.series_id, city: '110100' });
    expect(res.status).toBe(200);
    expect(res.body.data.model.series_id).toBe(m.series_id);
    expect(res.body.data.trims[0]!.id).toBe(res.body.data.model.id);
  });

  it('refuses what it cannot price, in Chinese', async () => {
    const m = trim(`s.energy = '纯电'`);
    expect((await get({ model_id: 99999999 })).status).toBe(404);
    expect((await get({ model_id: 'abc' })).status).toBe(404);
    const years = await get({ model_id: m.id, years: 30 });
    expect(years.status).toBe(400);
    expect(years.body.message).toContain('年限');
    expect((await get({ model_id: m.id, tariff: 'x' })).status).toBe(400);
    expect((await get({ model_id: m.id, city: '999999' })).status).toBe(400);
    // A preferred city without data falls back instead.
    expect((await get({ model_id: m.id, city: '999999', fallback: 1 })).status).toBe(200);
    const upcoming = api.db
      .prepare('SELECT id FROM car_models WHERE sale_status = 3 LIMIT 1')
      .get() as { id: number };
    const refused = await get({ model_id: upcoming.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('尚未上市');
  });
});
