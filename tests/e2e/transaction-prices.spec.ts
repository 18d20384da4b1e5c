import Database from 'better-sqlite3';
import { expect, test, type BrowserContext } from '@playwright/test';
import type { RawSeriesPrices, RawTrimPrice } from '@/contract/api/price';
import { formatYuanAsWan } from '@/contract/format/price';
import { CITIES } from '@/local-api/seed/cities';
import { scaled } from '../time-scale';
import { api, closeAppBanner } from './car-helpers';
import { loginByApi, setSiteCookie } from './helpers';

// 车主成交价 (docs/transaction-prices.md): the series and trim pages show the owners' median 裸车价
// per trim for the reader's city (else nationwide, said so, else 暂无足够成交价); an owner of the
// trim adds theirs with 晒价格 and the figures take it in.

closeAppBanner();

const cityCookie = (context: BrowserContext, baseURL: string, code: string) =>
  setSiteCookie(context, baseURL, 'xcx_city', code);

const trimFigures = async (
  request: Parameters<typeof api>[0],
  modelId: number,
  city: string,
): Promise<RawTrimPrice> =>
  (await api<RawSeriesPrices>(request, 'GET', `v1/price/series?model_id=${modelId}&city=${city}`))
    .trims[0]!;

test('an owner 晒价格 on their trim, and the trim page’s count and median take it in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A trim with figures nationwide and an owner of it who has not reported yet (each attempt takes
  // its own owner), read from the run's database (playwright.config.ts E2E_API_DB); the reader's
  // city is one without reports of that trim, so the page shows the nationwide figures and says so.
  const db = new Database(process.env.E2E_API_DB!, { readonly: true, fileMustExist: true });
  const candidates = db
    .prepare(
      `SELECT k.model_id, k.city, u.phone, m.name, m.price FROM user_cars k JOIN users u ON u.id = k.user_id JOIN car_models m ON m.id = k.model_id
       WHERE (SELECT COUNT(*) FROM price_reports p WHERE p.model_id = k.model_id) >= 3
         AND NOT EXISTS (SELECT 1 FROM price_reports p WHERE p.model_id = k.model_id AND p.user_id = k.user_id) ORDER BY k.model_id, k.user_id`,
    )
    .all() as { model_id: number; city: string; phone: string; name: string; price: number }[];
  const reportedIn = (modelId: number) =>
    new Set(
      (
        db.prepare('SELECT DISTINCT city FROM price_reports WHERE model_id = ?').all(modelId) as {
          city: string;
        }[]
      ).map((r) => r.city),
    );
  let chosen: { car: (typeof candidates)[number]; code: string; before: RawTrimPrice } | undefined;
  for (const car of candidates) {
    const quiet = CITIES.find((c) => c.name !== car.city && !reportedIn(car.model_id).has(c.name));
    if (!quiet) continue;
    const before = await trimFigures(request, car.model_id, quiet.code);
    if (before.scope === 'national') {
      chosen = { car, code: quiet.code, before };
      break;
    }
  }
  db.close();
  expect(chosen, 'a trim with figures and an owner who has not reported').toBeDefined();
  const { car, code, before } = chosen!;

  await loginByApi(context, baseURL!, { phone: car.phone, password: 'xcx123456', nickname: '' });
  await cityCookie(context, baseURL!, code);
  await page.goto(`/car/model/${car.model_id}`);
  const row = page.getByRole('listitem', { name: `${car.name}成交价` });
  await expect(row.getByTestId('price-count')).toHaveText(`${before.count}条`);
  await expect(row.getByTestId('price-median')).toHaveText(formatYuanAsWan(before.median!));
  await expect(row).toContainText('以上为全国数据');

  await row.getByRole('link', { name: '我是车主，晒价格' }).click();
  await expect(page).toHaveURL(new RegExp(`/car/price-report/${car.model_id}$`));
  const form = page.getByRole('form', { name: '晒价格' });
  // The form starts from the owner's car: their city.
  await expect(form.getByLabel('购车城市')).toHaveValue(car.city);
  // Below every report so far (they sit at 90–100 % of 指导价), within the outlier rule's bounds.
  const paid = Math.round(car.price * 0.88 * 100) / 100;
  await form.getByLabel('裸车价（万元）').fill(String(paid));
  await form.getByLabel('保险（元）').fill('5200');
  await form.getByLabel('上牌（元）').fill('500');
  await form.getByRole('button', { name: '晒价格' }).click();

  await expect(page).toHaveURL(new RegExp(`/car/model/${car.model_id}$`), {
    timeout: scaled(15_000),
  });
  const after = await trimFigures(request, car.model_id, code);
  expect(after.count).toBe(before.count + 1);
  expect(after.low).toBe(Math.round(paid * 10_000));
  await expect(row.getByTestId('price-count')).toHaveText(`${before.count + 1}条`);
  await expect(row.getByTestId('price-median')).toHaveText(formatYuanAsWan(after.median!));
  await expect(row).toContainText(`区间 ${formatYuanAsWan(after.low!)}`);
});

test('a trim with fewer than 3 reports shows 暂无足够成交价 and no figure; the series page lists each trim', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(60_000));
  // A series on sale with a trim many owners reported and an on-sale trim nobody reported yet.
  const db = new Database(process.env.E2E_API_DB!, { readonly: true, fileMustExist: true });
  const seriesId = (
    db
      .prepare(
        `SELECT s.id FROM car_series s WHERE s.sale_status = 1
           AND EXISTS (SELECT 1 FROM price_reports p WHERE p.series_id = s.id GROUP BY p.model_id HAVING COUNT(*) >= 5)
           AND EXISTS (SELECT 1 FROM car_models m WHERE m.series_id = s.id AND m.sale_status = 1 AND m.launch_at < ? AND NOT EXISTS (SELECT 1 FROM price_reports p WHERE p.model_id = m.id))
         ORDER BY s.id LIMIT 1`,
      )
      .get(Math.floor(Date.now() / 1000)) as { id: number }
  ).id;
  db.close();
  const prices = await api<RawSeriesPrices>(
    request,
    'GET',
    `v1/price/series?series_id=${seriesId}&city=110100`,
  );
  const trim = prices.trims.find((t) => t.scope === 'none' && t.count === 0)!;
  expect(trim).toBeDefined();
  expect(prices.trims.some((t) => t.scope !== 'none')).toBe(true);
  const trims = prices.trims.length;

  await page.goto(`/series/${seriesId}`);
  const section = page.getByRole('region', { name: /车主成交价/ });
  await expect(section.getByRole('heading', { name: /车主成交价/ })).toBeVisible();
  await expect(section.locator('ul > li')).toHaveCount(trims);
  const row = section.getByRole('listitem', { name: `${trim.model_name}成交价` });
  await expect(row).toContainText('暂无足够成交价');
  await expect(row).toContainText('还没有车主晒过这款车型的价格');
  await expect(row.getByTestId('price-median')).toHaveCount(0);
  await expect(section.getByTestId('price-median').first()).toBeVisible();

  await page.goto(`/car/model/${trim.model_id}`);
  const single = page.getByRole('listitem', { name: `${trim.model_name}成交价` });
  await expect(single).toContainText('暂无足够成交价');
  await expect(single.getByTestId('price-median')).toHaveCount(0);
});

test('someone who does not own the trim is told only its owners can 晒价格', async ({
  page,
  context,
  baseURL,
}) => {
  // 电车小白 (the first demo account) owns no car.
  await loginByApi(context, baseURL!);
  const db = new Database(process.env.E2E_API_DB!, { readonly: true, fileMustExist: true });
  const trim = db.prepare('SELECT model_id FROM price_reports ORDER BY model_id LIMIT 1').get() as {
    model_id: number;
  };
  db.close();
  await page.goto(`/car/price-report/${trim.model_id}`);
  await expect(page.getByText('只有这款车型的车主可以晒价格。')).toBeVisible();
  await expect(page.getByRole('form', { name: '晒价格' })).toHaveCount(0);
});
