// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  RawMyPriceCar,
  RawPriceSaved,
  RawSeriesPrices,
  type RawTrimPrice,
} from '@/contract/api/price';
import { formatDate } from '@/contract/format/time';
import { rules as timeRules } from '@/local-api/audit/time';
import { CITIES } from '@/local-api/seed/cities';
import { keptReports, OUTLIER, purchaseTax } from '@/local-api/domains/prices';
import { writeRule, WRITE_RULES } from '@/local-api/write-limits';
import { scopedTestApi } from '../helpers/local-api';

// 成交价: owners' reports of what they paid, summed up per trim for the reader's city
// (local-api/domains/prices.ts, docs/transaction-prices.md).

const api = scopedTestApi();

const BEIJING = '110100';
const SHANGHAI = '310100';

interface Car {
  user_id: number;
  series_id: number;
  model_id: number;
  city: string;
  bought_at: number;
  price: number;
  launch_at: number;
}

/** Owners' cars of trims with no report of their own yet, first user first. */
function unreportedCars(): Car[] {
  return api.db
    .prepare(
      `SELECT k.user_id, k.series_id, k.model_id, k.city, k.bought_at, m.price, m.launch_at FROM user_cars k JOIN car_models m ON m.id = k.model_id
       WHERE NOT EXISTS (SELECT 1 FROM price_reports p WHERE p.user_id = k.user_id AND p.model_id = k.model_id) ORDER BY k.user_id, k.series_id`,
    )
    .all() as Car[];
}

const phoneOf = (uid: number) =>
  (api.db.prepare('SELECT phone FROM users WHERE id = ?').get(uid) as { phone: string }).phone;

async function trimFigures(modelId: number, city?: string): Promise<RawTrimPrice> {
  const res = await api.call<RawSeriesPrices>('GET', 'v1/price/series', {
    query: city ? { model_id: modelId, city } : { model_id: modelId },
  });
  expect(res.status).toBe(200);
  // The answer is what the web app's schema (lib/api/price.ts) accepts.
  expect(RawSeriesPrices.safeParse(res.body.data).success).toBe(true);
  expect(res.body.data.trims).toHaveLength(1);
  return res.body.data.trims[0]!;
}

/** Replaces a trim's reports with these (裸车价 as shares of its 指导价, in cities), by distinct users. */
function setReports(modelId: number, reports: { share: number; city: string; month: string }[]) {
  const model = api.db
    .prepare('SELECT series_id, price FROM car_models WHERE id = ?')
    .get(modelId) as { series_id: number; price: number };
  api.db.prepare('DELETE FROM price_reports WHERE model_id = ?').run(modelId);
  const insert = api.db.prepare(
    `INSERT INTO price_reports (user_id, series_id, model_id, city, month, bare_price, purchase_tax, insurance, plate_fee, extras, source, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 0, 5000, 500, 0, 'form', 0)`,
  );
  reports.forEach((r, i) =>
    insert.run(
      i + 1,
      model.series_id,
      modelId,
      r.city,
      r.month,
      Math.round(model.price * 10_000 * r.share),
    ),
  );
  return Math.round(model.price * 10_000);
}

/** A trim of a series on sale that launched a while ago (so any month since can be reported). */
function launchedTrim(): number {
  return (
    api.db
      .prepare(
        'SELECT m.id FROM car_models m JOIN car_series s ON s.id = m.series_id WHERE s.sale_status = 1 AND m.sale_status = 1 AND m.launch_at < ? ORDER BY m.id LIMIT 1',
      )
      .get(Math.floor(Date.now() / 1000) - 200 * 86400) as { id: number }
  ).id;
}

describe('成交价 seed', () => {
  it('every report is by an owner of that trim, in their city, in the month they bought it, never before it launched', () => {
    const rows = api.db
      .prepare(
        `SELECT p.id, p.city, p.month, k.city car_city, k.bought_at, k.model_id car_model, p.model_id, m.launch_at, s.sale_status
         FROM price_reports p LEFT JOIN user_cars k ON k.user_id = p.user_id AND k.series_id = p.series_id
         JOIN car_models m ON m.id = p.model_id JOIN car_series s ON s.id = p.series_id`,
      )
      .all() as {
      city: string;
      month: string;
      car_city: string | null;
      bought_at: number;
      car_model: number;
      model_id: number;
      launch_at: number;
      sale_status: number;
    }[];
    expect(rows.length).toBeGreaterThan(150);
    const wrong = rows.filter(
      (r) =>
        r.car_city !== r.city ||
        r.car_model !== r.model_id ||
        r.month !== formatDate(r.bought_at, 'YYYY-MM') ||
        r.month < formatDate(r.launch_at, 'YYYY-MM') ||
        r.sale_status === 3,
    );
    expect(wrong).toEqual([]);
  });

  it('an owner who wrote a review reports its 裸车价; prices sit a little below 指导价', () => {
    const mismatched = api.db
      .prepare(
        `SELECT p.id FROM price_reports p JOIN remarks r ON r.user_id = p.user_id AND r.series_id = p.series_id AND r.is_follow_up = 0
         WHERE p.source = 'remark' AND p.bare_price != CAST(ROUND(r.price * 10000) AS INTEGER)`,
      )
      .all();
    expect(mismatched).toEqual([]);
    const { share } = api.db
      .prepare(
        'SELECT AVG(p.bare_price / (m.price * 10000.0)) share FROM price_reports p JOIN car_models m ON m.id = p.model_id',
      )
      .get() as { share: number };
    expect(share).toBeGreaterThan(0.9);
    expect(share).toBeLessThan(1);
  });

  it('the catalogue audit holds them to it: a report before its trim launched is named', () => {
    const rule = timeRules.find((r) => r.id === 'time.price-after-launch')!;
    expect(rule.check(api.db)).toEqual([]);
    const trim = api.db
      .prepare(
        'SELECT id, series_id, launch_at FROM car_models WHERE sale_status = 1 ORDER BY id LIMIT 1',
      )
      .get() as { id: number; series_id: number; launch_at: number };
    const early = formatDate(trim.launch_at - 40 * 86400, 'YYYY-MM');
    const row = api.db
      .prepare(
        `INSERT INTO price_reports (user_id, series_id, model_id, city, month, bare_price, purchase_tax, insurance, plate_fee, extras, source, created_at)
         VALUES ((SELECT MAX(id) FROM users), ?, ?, '北京', ?, 100000, 0, 0, 0, 0, 'form', ?)`,
      )
      .run(trim.series_id, trim.id, early, trim.launch_at + 86400);
    expect(rule.check(api.db)).toHaveLength(1);
    api.db.prepare('DELETE FROM price_reports WHERE id = ?').run(row.lastInsertRowid);
  });

  it('a series not yet on sale has no reports and no figures', async () => {
    const upcoming = api.db
      .prepare('SELECT id FROM car_series WHERE sale_status = 3 LIMIT 1')
      .get() as { id: number };
    expect(
      api.db
        .prepare(
          'SELECT COUNT(*) n FROM price_reports p JOIN car_series s ON s.id = p.series_id WHERE s.sale_status = 3',
        )
        .get(),
    ).toEqual({ n: 0 });
    const res = await api.call<RawSeriesPrices>('GET', 'v1/price/series', {
      query: { series_id: upcoming.id, city: BEIJING },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.trims).toEqual([]);
  });
});

describe('成交价 figures', () => {
  it('median, range, count and month window of the valid reports, the outliers left out and counted', async () => {
    const modelId = launchedTrim();
    const guide = setReports(modelId, [
      { share: 0.95, city: '北京', month: '2026-03' },
      { share: 0.93, city: '北京', month: '2026-01' },
      { share: 0.97, city: '北京', month: '2026-05' },
      // Below the floor (a typo), above the ceiling (a 落地价), and within both but far from the others.
      { share: 0.6, city: '北京', month: '2026-02' },
      { share: 1.1, city: '北京', month: '2026-02' },
      { share: 0.78, city: '北京', month: '2026-02' },
    ]);
    const t = await trimFigures(modelId, BEIJING);
    expect(t).toMatchObject({
      scope: 'city',
      fallback: false,
      count: 3,
      city_count: 3,
      excluded: 3,
      first_month: '2026-01',
      last_month: '2026-05',
    });
    expect(t.median).toBe(Math.round(guide * 0.95));
    expect(t.low).toBe(Math.round(guide * 0.93));
    expect(t.high).toBe(Math.round(guide * 0.97));
    expect(t.discount).toBe(guide - t.median!);
    // 落地价: 裸车价 + the split (here 5000 保险 + 500 上牌).
    expect(t.landed_median).toBe(t.median! + 5500);
  });

  it('an even count takes the mean of the middle two', async () => {
    const modelId = launchedTrim();
    const guide = setReports(
      modelId,
      [0.9, 0.92, 0.94, 0.96].map((share) => ({ share, city: '上海', month: '2026-04' })),
    );
    const t = await trimFigures(modelId, SHANGHAI);
    expect(t.count).toBe(4);
    expect(t.median).toBe(Math.round((Math.round(guide * 0.92) + Math.round(guide * 0.94)) / 2));
  });

  it('fewer than 3 valid reports give no figure; a city with too few falls back to nationwide, and says so', async () => {
    const modelId = launchedTrim();
    setReports(modelId, [
      { share: 0.95, city: '北京', month: '2026-03' },
      { share: 0.6, city: '北京', month: '2026-03' },
      { share: 0.94, city: '上海', month: '2026-03' },
    ]);
    // Two valid nationwide (the third is an outlier): nothing to show anywhere.
    const none = await trimFigures(modelId, BEIJING);
    expect(none).toMatchObject({
      scope: 'none',
      count: 2,
      median: null,
      low: null,
      high: null,
      discount: null,
      first_month: null,
    });
    setReports(modelId, [
      { share: 0.95, city: '北京', month: '2026-03' },
      { share: 0.94, city: '上海', month: '2026-03' },
      { share: 0.96, city: '上海', month: '2026-04' },
    ]);
    const national = await trimFigures(modelId, BEIJING);
    expect(national).toMatchObject({ scope: 'national', fallback: true, city_count: 1, count: 3 });
    expect(national.median).not.toBeNull();
    // Shanghai has only two: nationwide too. Without a city: nationwide, no fallback to speak of.
    expect(await trimFigures(modelId, SHANGHAI)).toMatchObject({
      scope: 'national',
      fallback: true,
      city_count: 2,
    });
    expect(await trimFigures(modelId)).toMatchObject({
      scope: 'national',
      fallback: false,
      city_count: 0,
    });
  });

  it('the outlier rule by itself: bounds of 指导价, then distance from the median', () => {
    const guide = 200_000;
    const rows = [0.69, 0.7, 0.9, 0.92, 0.95, 1.05, 1.06].map((s) => ({ bare_price: guide * s }));
    const { kept, excluded } = keptReports(rows, guide);
    // 0.69 and 1.06 are out of bounds; of the rest (median 0.92) 0.70 is more than 15 % of 指导价 away.
    expect(kept.map((r) => r.bare_price / guide)).toEqual([0.9, 0.92, 0.95, 1.05]);
    expect(excluded).toBe(3);
    expect(OUTLIER).toEqual({ floor: 0.7, ceiling: 1.05, spread: 0.15 });
  });

  it('a series page lists its trims on sale, cheapest first; unknown ids are 404', async () => {
    const s = api.db
      .prepare(
        'SELECT series_id FROM price_reports GROUP BY series_id ORDER BY COUNT(*) DESC LIMIT 1',
      )
      .get() as { series_id: number };
    const res = await api.call<RawSeriesPrices>('GET', 'v1/price/series', {
      query: { series_id: s.series_id, city: BEIJING },
    });
    expect(res.body.data.city).toBe('北京');
    const prices = res.body.data.trims.map((t) => t.guide_price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(
      (await api.call('GET', 'v1/price/series', { query: { series_id: 999999 } })).status,
    ).toBe(404);
    expect((await api.call('GET', 'v1/price/series', { query: { model_id: 999999 } })).status).toBe(
      404,
    );
    expect((await api.call('GET', 'v1/price/series', { query: { series_id: 'abc' } })).status).toBe(
      404,
    );
  });

  it('购置税 of a new-energy car: exempt up to ¥30,000 in 2025, half from 2026 with the relief capped at ¥15,000', () => {
    const in2025 = Date.UTC(2025, 5, 1) / 1000;
    const in2026 = Date.UTC(2026, 5, 1) / 1000;
    expect(purchaseTax(226_000, in2025)).toBe(0);
    expect(purchaseTax(452_000, in2025)).toBe(10_000);
    expect(purchaseTax(226_000, in2026)).toBe(10_000);
    // 10 % of 500,000 is 50,000: half would be 25,000 off, capped at 15,000.
    expect(purchaseTax(565_000, in2026)).toBe(35_000);
  });
});

describe('晒价格 (POST v1/price/report)', () => {
  it('needs a login (401) and ownership of that trim (403)', async () => {
    const modelId = launchedTrim();
    const body = { model_id: modelId, bare_price: 200_000, city: '北京', month: '2026-06' };
    expect((await api.call('POST', 'v1/price/report', { body })).status).toBe(401);
    expect((await api.call('GET', 'v1/price/mine', { query: { model_id: modelId } })).status).toBe(
      401,
    );
    // 电车小白 (a demo account) owns no car.
    const token = await api.login('13800000001');
    const res = await api.call('POST', 'v1/price/report', { token, body });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('只有这款车型的车主可以晒价格');
    const mine = await api.call<RawMyPriceCar>('GET', 'v1/price/mine', {
      token,
      query: { model_id: modelId },
    });
    expect(mine.body.data.car).toBeNull();
  });

  it('an owner of another trim of the series is refused this one, and told which trim is theirs', async () => {
    const car = unreportedCars().find(
      (c) =>
        (
          api.db
            .prepare('SELECT COUNT(*) n FROM car_models WHERE series_id = ?')
            .get(c.series_id) as { n: number }
        ).n > 1,
    )!;
    const other = api.db
      .prepare('SELECT id FROM car_models WHERE series_id = ? AND id != ? LIMIT 1')
      .get(car.series_id, car.model_id) as { id: number };
    const token = await api.login(phoneOf(car.user_id));
    const res = await api.call('POST', 'v1/price/report', {
      token,
      body: { model_id: other.id, bare_price: 200_000, city: car.city, month: '2026-06' },
    });
    expect(res.status).toBe(403);
    const mine = await api.call<RawMyPriceCar>('GET', 'v1/price/mine', {
      token,
      query: { model_id: other.id },
    });
    expect(mine.body.data.owned_model?.id).toBe(car.model_id);
  });

  it('an owner’s report counts into the figures; a second one replaces it (one per owner and trim)', async () => {
    const car = unreportedCars()[0]!;
    const guide = Math.round(car.price * 10_000);
    const month = formatDate(car.bought_at, 'YYYY-MM');
    // Three reports already in the owner's city, so the figures are the city's.
    const cityCode = CITIES.find((c) => c.name === car.city)!.code;
    api.db.prepare('DELETE FROM price_reports WHERE model_id = ?').run(car.model_id);
    const insert = api.db.prepare(
      `INSERT INTO price_reports (user_id, series_id, model_id, city, month, bare_price, purchase_tax, insurance, plate_fee, extras, source, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, 0, 0, 0, 'form', 0)`,
    );
    const others = (
      api.db.prepare('SELECT id FROM users WHERE id != ? ORDER BY id LIMIT 3').all(car.user_id) as {
        id: number;
      }[]
    ).map((u) => u.id);
    [0.9, 0.92, 0.94].forEach((s, i) =>
      insert.run(others[i], car.series_id, car.model_id, car.city, month, Math.round(guide * s)),
    );
    const before = await trimFigures(car.model_id, cityCode);
    expect(before).toMatchObject({ scope: 'city', count: 3, median: Math.round(guide * 0.92) });

    const token = await api.login(phoneOf(car.user_id));
    const mine = await api.call<RawMyPriceCar>('GET', 'v1/price/mine', {
      token,
      query: { model_id: car.model_id },
    });
    expect(RawMyPriceCar.safeParse(mine.body.data).success).toBe(true);
    expect(mine.body.data.car).toEqual({ city: car.city, month });
    expect(mine.body.data.report).toBeNull();
    const body = {
      model_id: car.model_id,
      city: car.city,
      month,
      bare_price: Math.round(guide * 0.98),
      purchase_tax: 0,
      insurance: 5200,
      plate_fee: 500,
      extras: 0,
    };
    const first = await api.call<RawPriceSaved>('POST', 'v1/price/report', { token, body });
    expect(first.status).toBe(200);
    expect(RawPriceSaved.safeParse(first.body.data).success).toBe(true);
    expect(first.body.data.replaced).toBe(false);
    const after = await trimFigures(car.model_id, cityCode);
    expect(after.count).toBe(4);
    expect(after.median).toBe(
      Math.round((Math.round(guide * 0.92) + Math.round(guide * 0.94)) / 2),
    );

    const second = await api.call<RawPriceSaved>('POST', 'v1/price/report', {
      token,
      body: { ...body, bare_price: Math.round(guide * 0.91) },
    });
    expect(second.body.data).toEqual({ id: first.body.data.id, replaced: true });
    const replaced = await trimFigures(car.model_id, cityCode);
    expect(replaced.count).toBe(4);
    expect(replaced.median).toBe(
      Math.round((Math.round(guide * 0.91) + Math.round(guide * 0.92)) / 2),
    );
    expect(
      api.db
        .prepare('SELECT COUNT(*) n FROM price_reports WHERE user_id = ? AND model_id = ?')
        .get(car.user_id, car.model_id),
    ).toEqual({ n: 1 });
    const again = await api.call<RawMyPriceCar>('GET', 'v1/price/mine', {
      token,
      query: { model_id: car.model_id },
    });
    expect(again.body.data.report?.bare_price).toBe(Math.round(guide * 0.91));
  });

  it('bad input is a clear 400 (month before launch or ahead, unknown city, a price in the wrong unit); unknown trims 404', async () => {
    const car = unreportedCars()[1]!;
    const guide = Math.round(car.price * 10_000);
    const token = await api.login(phoneOf(car.user_id));
    const body = {
      model_id: car.model_id,
      city: car.city,
      month: formatDate(car.bought_at, 'YYYY-MM'),
      bare_price: Math.round(guide * 0.95),
    };
    const launch = formatDate(car.launch_at - 40 * 86400, 'YYYY-MM');
    const bad = async (patch: Record<string, unknown>) =>
      (await api.call('POST', 'v1/price/report', { token, body: { ...body, ...patch } })).status;
    expect(await bad({ month: launch })).toBe(400);
    expect(await bad({ month: '2099-01' })).toBe(400);
    expect(await bad({ month: 'abc' })).toBe(400);
    expect(await bad({ city: '火星' })).toBe(400);
    expect(await bad({ bare_price: 25 })).toBe(400);
    expect(await bad({ bare_price: guide * 4 })).toBe(400);
    expect(await bad({ insurance: -1 })).toBe(400);
    expect(await bad({ model_id: 999999 })).toBe(404);
    expect(
      api.db
        .prepare('SELECT COUNT(*) n FROM price_reports WHERE user_id = ? AND model_id = ?')
        .get(car.user_id, car.model_id),
    ).toEqual({ n: 0 });
  });

  it('counts against the form rate rule like the other forms', () => {
    expect(writeRule('POST', 'v1/price/report')).toBe(WRITE_RULES.form);
  });
});
