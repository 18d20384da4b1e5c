import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatYuan } from '@/contract/car-cost';
import { scaled } from '../time-scale';
import { api, closeAppBanner } from './car-helpers';

// 用车成本 (/car/cost): the server renders the lines for the URL's inputs; the form writes the
// inputs into the URL. Two cities give different energy lines by their tariffs, the tax line
// matches the hand arithmetic of the 2026–2027 halved rate with its 15,000 cap, and a reloaded
// (or shared) URL restores every input.

closeAppBanner();

type Cost = {
  model: { id: number; price: number };
  trims: { id: number; name: string; price: number }[];
};

/** Model Y's dearest priced trim (above ~33.9万, where the relief reaches its cap). */
async function cappedTrim(request: APIRequestContext) {
  const hot = await api<{ series: { id: number; name: string }[] }>(request, 'GET', 'v1/car/hot');
  const series = hot.series.find((s) => s.name === 'Model Y')!;
  const cost = await api<Cost>(request, 'GET', `v1/car/cost?series_id=${series.id}&city=310100`);
  const trim = [...cost.trims].sort((a, b) => b.price - a.price)[0]!;
  expect(trim.price).toBeGreaterThan(33.9);
  return trim;
}

const form = (page: Page) => page.getByRole('form', { name: '用车成本计算条件' });

/** A form control by its name (labels wrap their controls, so a label's text also holds the options'). */
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);

const query = (model: number, city: string) =>
  `/car/cost?model=${model}&city=${city}&years=5&km=15000&home=80&tariff=tou&trade=none&ins=basic`;

test('the lines for two cities differ by their tariffs, the tax hits the 15,000 cap, and the URL restores the inputs', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(60_000));
  const trim = await cappedTrim(request);
  // e.g. 35.35万: 353,500 ÷ 1.13 = 312,831.86; × 10 % = 31,283.19; half (15,641.59) is over the cap,
  // so 15,000 is waived: 16,283.19 → 1.63万元.
  const yuan = Math.round(trim.price * 10000);
  const tax = Math.round((yuan / 1.13) * 0.1 - 15000);

  await page.goto(query(trim.id, '310100'));
  await expect(page.getByRole('heading', { level: 2 })).toContainText('上海 · 5年用车成本');
  await expect(page.getByTestId('cost-nev-tax')).toHaveText(formatYuan(tax));
  await expect(page.getByTestId('cost-basis-tax')).toContainText('每辆1.50万元上限');
  await expect(page.getByTestId('cost-basis-energy')).toContainText('谷时0.307元/kWh');
  await expect(page.getByTestId('cost-basis-energy')).toContainText('电费0.85+服务费0.8元/kWh');
  await expect(page.getByTestId('cost-basis-energy')).toContainText('整理于');
  await expect(page.getByTestId('cost-caveat')).toContainText('未逐项与来源原文核对');
  await page.screenshot({ path: test.info().outputPath('cost-shanghai.png'), fullPage: true });
  const shanghai = await page.getByTestId('cost-nev-energy').textContent();

  // Only the city changes: the energy line follows 北京's tariffs, the tax line stays.
  await field(page, 'city').selectOption({ label: '北京' });
  await form(page).getByRole('button', { name: '计算用车成本' }).click();
  await expect(page).toHaveURL(/city=110100/, { timeout: scaled(15_000) });
  await expect(page.getByRole('heading', { level: 2 })).toContainText('北京 · 5年用车成本');
  await expect(page.getByTestId('cost-basis-energy')).toContainText('谷时0.2883元/kWh');
  await expect(page.getByTestId('cost-nev-energy')).not.toHaveText(shanghai!);
  await expect(page.getByTestId('cost-nev-tax')).toHaveText(formatYuan(tax));

  // More inputs, then a reload: the URL carries every one of them back into the form and the lines.
  await field(page, 'km').fill('20000');
  await field(page, 'trade').selectOption({ label: '报废更新' });
  await field(page, 'tariff').selectOption({ label: '城市默认居民电价' });
  await form(page).getByRole('button', { name: '计算用车成本' }).click();
  await expect(page).toHaveURL(/km=20000/, { timeout: scaled(15_000) });
  await expect(page).toHaveURL(/trade=scrap/);
  await page.reload();
  await expect(field(page, 'city')).toHaveValue('110100');
  await expect(field(page, 'km')).toHaveValue('20000');
  await expect(field(page, 'trade')).toHaveValue('scrap');
  await expect(field(page, 'tariff')).toHaveValue('flat');
  await expect(page.getByTestId('cost-basis-energy')).toContainText('居民电价0.4883元/kWh');
  // 报废更新 of a new-energy car: 12 % of the price, at most 20,000.
  await expect(page.getByTestId('cost-nev-subsidy')).toHaveText(
    formatYuan(-Math.min(Math.round(yuan * 0.12), 20000)),
  );
});

test('a number out of bounds is refused in the form and what was typed stays', async ({
  page,
  request,
}) => {
  const trim = await cappedTrim(request);
  await page.goto(query(trim.id, '310100'));
  const km = field(page, 'km');
  await km.fill('500');
  await form(page).getByRole('button', { name: '计算用车成本' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '年行驶里程请填1000-100000km的整数' }),
  ).toBeVisible();
  await expect(km).toHaveValue('500');
  await expect(page).toHaveURL(/km=15000/);
});

test('the series page shows the cost for the reader’s city and links to the calculator with its inputs', async ({
  page,
  request,
}) => {
  const hot = await api<{ series: { id: number; name: string }[] }>(request, 'GET', 'v1/car/hot');
  const series = hot.series.find((s) => s.name === 'Model Y')!;
  await page.goto(`/series/${series.id}`);
  const section = page.getByTestId('series-cost');
  await expect(section).toContainText('元/km');
  await section.getByRole('link', { name: '查看明细、换城市和条件' }).click();
  await expect(page).toHaveURL(/\/car\/cost\?model=\d+&city=\d{6}&years=5&km=15000/, {
    timeout: scaled(15_000),
  });
  await expect(page.getByTestId('cost-table')).toBeVisible();
});

test('an unknown trim is a 404, and the page without a car says how to pick one', async ({
  page,
}) => {
  const res = await page.goto('/car/cost?model=99999999');
  expect(res?.status()).toBe(404);
  await page.goto('/car/cost');
  await expect(page.locator('main')).toContainText('还没有选择车型');
});

test('the comparison lists each compared trim’s cost, linking to its calculator', async ({
  page,
  request,
}) => {
  const hot = await api<{ series: { id: number; name: string }[] }>(request, 'GET', 'v1/car/hot');
  const ids: number[] = [];
  for (const name of ['Model Y', '小米SU7']) {
    const s = hot.series.find((x) => x.name === name)!;
    ids.push(
      (await api<Cost>(request, 'GET', `v1/car/cost?series_id=${s.id}&city=110100`)).model.id,
    );
  }
  await page.goto(`/car/compare?ids=${ids.join(',')}`);
  const table = page.getByTestId('compare-cost');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table).toContainText('元/km');
  await expect(table.getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`^/car/cost\\?model=${ids[0]}&city=\\d{6}&years=5`),
  );
  await page.screenshot({ path: test.info().outputPath('compare-cost.png'), fullPage: true });
});
