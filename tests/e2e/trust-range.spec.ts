import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RawSeasonRates } from '@/contract/api/range-season';
import { CITY_MONTHLY_TEMP_C } from '@/contract/city-climate';
import { monthlyRange } from '@/contract/range-estimate';
import { api, closeAppBanner, CRAWLER_UA } from './car-helpers';
import { setSiteCookie } from './helpers';

// Issue 30 §3: a series page shows the range to expect month by month in the chosen city, from the
// rated range (官方), its class's test results (实测) and the city's monthly mean temperatures (估算).

closeAppBanner();

const HARBIN = '230100';
const GUANGZHOU = '440100';
const BEIJING = '110100';

/** A battery series on sale whose class has winter and summer tests. */
async function testedSeries(request: APIRequestContext): Promise<RawSeasonRates> {
  const hot = await api<{ series: { id: number }[] }>(request, 'GET', 'v1/car/hot');
  for (const { id } of hot.series) {
    const rates = await api<RawSeasonRates>(
      request,
      'GET',
      `v3/ranking/season-rates?series_id=${id}`,
    );
    if (rates.rated_km > 0 && rates.winter && rates.summer) return rates;
  }
  throw new Error('no tested battery series among the hot ones');
}

/** The band the page should show for a city's month, computed by the same method. */
function band(rates: RawSeasonRates, city: string, month: number): string {
  const m = monthlyRange(
    rates.rated_km,
    CITY_MONTHLY_TEMP_C[city]!,
    { rate: rates.winter!.rate, tempC: rates.winter!.temp_c },
    { rate: rates.summer!.rate, tempC: rates.summer!.temp_c },
  )[month - 1]!;
  return `${m.low}–${m.high}km`;
}

test(
  'the server HTML carries the range band of the chosen city, each figure labelled',
  { tag: '@server' },
  async ({ request }) => {
    const rates = await testedSeries(request);
    const res = await request.get(`/series/${rates.series_id}`, {
      headers: { 'user-agent': CRAWLER_UA, cookie: `xcx_city=${HARBIN}` },
    });
    expect(res.status()).toBe(200);
    // React separates adjacent text parts with <!-- --> in server HTML.
    const html = (await res.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('哈尔滨全年续航估算');
    expect(html).toContain(band(rates, HARBIN, 1));
    expect(html).toContain(band(rates, HARBIN, 7));
    for (const label of ['官方', '实测', '估算', 'CLTC续航', '同级冬测达成率'])
      expect(html).toContain(label);
  },
);

test('picking another city changes the band in place, and 说明 gives the method', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const rates = await testedSeries(request);
  await setSiteCookie(context, baseURL!, 'xcx_city', BEIJING);
  await page.goto(`/series/${rates.series_id}`);
  await expect(page.getByRole('heading', { name: '北京全年续航估算' })).toBeVisible();
  await expect(page.getByTestId('range-month-1')).toHaveText(band(rates, BEIJING, 1));
  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { keptMarker: number }).keptMarker = 1));

  await page.getByRole('combobox', { name: '选择城市' }).selectOption(GUANGZHOU);
  await expect(page.getByRole('heading', { name: '广州全年续航估算' })).toBeVisible();
  await expect(page.getByTestId('range-month-1')).toHaveText(band(rates, GUANGZHOU, 1));
  expect(band(rates, GUANGZHOU, 1)).not.toBe(band(rates, BEIJING, 1));
  expect(await page.evaluate(() => (window as unknown as { keptMarker?: number }).keptMarker)).toBe(
    1,
  );
  // The choice is kept like the city picker keeps it.
  expect((await context.cookies()).find((c) => c.name === 'xcx_city')?.value).toBe(GUANGZHOU);

  await page.getByRole('button', { name: '说明' }).click();
  const sheet = page.getByRole('dialog', { name: '续航估算说明' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('1991–2020');
  await sheet.getByRole('button', { name: '知道了' }).click();
  await expect(sheet).toHaveCount(0);
});

test('the comparison shows each battery model’s CLTC beside its coldest and best month in the chosen city', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const series = await testedSeries(request);
  const table = await api<{ models: { id: number; name: string; series_name: string }[] }>(
    request,
    'GET',
    `v1/car-v4/parameter?series_id=${series.series_id}`,
  );
  const model = table.models[0]!;
  // The estimate of a compared trim starts from that trim's own CLTC range.
  const rates = await api<RawSeasonRates>(
    request,
    'GET',
    `v3/ranking/season-rates?series_id=${series.series_id}&model_id=${model.id}`,
  );
  await setSiteCookie(context, baseURL!, 'xcx_city', HARBIN);
  await page.goto(`/car/compare?ids=${model.id}`);
  await expect(page.getByRole('heading', { name: '哈尔滨续航估算对比' })).toBeVisible();
  const months = (city: string) =>
    monthlyRange(
      rates.rated_km,
      CITY_MONTHLY_TEMP_C[city]!,
      { rate: rates.winter!.rate, tempC: rates.winter!.temp_c },
      { rate: rates.summer!.rate, tempC: rates.summer!.temp_c },
    );
  const coldest = (city: string) => months(city).reduce((a, m) => (m.point < a.point ? m : a));
  const row = page.getByTestId('compare-range').getByRole('row', { name: new RegExp(model.name) });
  await expect(row).toContainText(`${rates.rated_km}km`);
  await expect(row).toContainText(`${coldest(HARBIN).low}–${coldest(HARBIN).high}km`);
  await page.getByRole('combobox', { name: '选择城市' }).selectOption(GUANGZHOU);
  await expect(page.getByRole('heading', { name: '广州续航估算对比' })).toBeVisible();
  await expect(row).toContainText(`${coldest(GUANGZHOU).low}–${coldest(GUANGZHOU).high}km`);
  expect(coldest(GUANGZHOU).low).toBeGreaterThan(coldest(HARBIN).low);
});
