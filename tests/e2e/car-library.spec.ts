import { expect, test } from '@playwright/test';

// A visitor browses the car library on a phone: brand by letter index, series, parameter
// table, comparison, and the comparison's shared URL in someone else's browser.

test(
  'a visitor finds a brand by its letter and opens one of its series',
  { tag: '@device' },
  async ({ page }) => {
    await page.goto('/car');
    await expect(page.getByRole('heading', { name: '热门品牌' })).toBeVisible();
    // Jump with the side letter index, then pick a brand of that group.
    await page
      .getByRole('navigation', { name: '品牌字母索引' })
      .getByText('X', { exact: true })
      .click();
    await expect(page.locator('#letter-X')).toBeInViewport();
    await page.locator('#letter-X ~ a', { hasText: '小米' }).click();
    await expect(page.getByRole('heading', { name: '小米', level: 1 })).toBeVisible();
    await page
      .getByRole('link', { name: /小米SU7/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: '小米SU7', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /在售/ })).toBeVisible();
  },
);

// The journey went on from there; it is two tests now, each doing one thing, so neither needs the
// other's time on a slow machine.
test('a visitor compares models from the parameter table and shares the comparison', async ({
  page,
  browser,
}) => {
  await page.goto('/series/1');
  await expect(page.getByRole('heading', { name: '汉EV', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: '参数配置' }).first().click();
  const table = page.getByTestId('param-table');
  await expect(table).toBeVisible();
  const identical = table.locator('tr[data-same="1"]', {
    has: page.getByRole('rowheader', { name: 'ABS防抱死' }),
  });
  const differing = table.locator('tr[data-same="0"]').first();
  await expect(identical).toBeVisible();
  await page.getByLabel('隐藏相同项').check();
  await expect(identical).toBeHidden();
  await expect(differing).toBeVisible();

  const heads = table.locator('thead th button');
  await heads.nth(0).click();
  await heads.nth(1).click();
  const float = page.getByTestId('compare-float');
  await expect(float).toHaveText('对比(2)');
  const names = await table
    .locator('thead th a')
    .evaluateAll((as) => as.slice(0, 2).map((a) => a.textContent ?? ''));
  await float.click();
  await expect(page).toHaveURL(/\/car\/compare\?ids=\d+,\d+$/);
  const compare = page.getByTestId('param-table');
  for (const n of names) await expect(compare.getByRole('link', { name: n })).toBeVisible();

  // Someone else opens the shared link in a fresh browser: the same two models.
  const url = page.url();
  const other = await browser.newContext({ ...test.info().project.use, baseURL: undefined });
  const otherPage = await other.newPage();
  await otherPage.goto(url);
  for (const n of names)
    await expect(otherPage.getByTestId('param-table').getByRole('link', { name: n })).toBeVisible();
  await other.close();
});

test(
  'every car route answers a crawler with content, bad ids are 404',
  { tag: '@server' },
  async ({ request }) => {
    const ua = {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    };
    const routes: [string, string][] = [
      ['/car', '热门品牌'],
      ['/car/library-brand/1', '比亚迪'],
      ['/series/1', '汉EV'],
      ['/car/series/1', '汉EV'],
      ['/car/model/1', '主要参数'],
      ['/car/parameter/1/1', 'ABS防抱死'],
      ['/car/parameter/2/1', '电池能量'],
      ['/car/compare?ids=1,2', '车型对比'],
      ['/compare?ids=1,2', '车型对比'],
      ['/gallery/1', '汉EV图片_外观'],
      ['/sales-list/1', '月销量'],
      ['/car/series-theme/1', '冬季续航'],
      ['/recommended-series/2', '10-20万'],
      ['/car/calendar', '新车日历'],
      ['/car/ranking', '销量榜'],
      ['/new-car/1', '车型与价格'],
      ['/new-car/content/1', '查看'],
    ];
    for (const [path, text] of routes) {
      const res = await request.get(path, { headers: ua });
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).toContain(text);
    }
    for (const path of [
      '/series/999999',
      '/series/abc',
      '/car/model/0',
      '/car/parameter/3/1',
      '/gallery/999999',
      '/new-car/abc',
      '/new-car/999999',
      '/car/library-brand/999',
    ]) {
      const res = await request.get(path, { headers: ua });
      expect(res.status(), path).toBe(404);
    }
  },
);

test('the calendar starts weeks on Sunday and refuses ranges over 31 days', async ({ page }) => {
  await page.goto('/car/calendar');
  const grid = page.getByRole('grid', { name: '新车日历' });
  await expect(grid.locator('[role=columnheader]').first()).toHaveText('日');
  const days = grid.locator('[data-day]');
  await days.first().click();
  await page.getByRole('button', { name: '下个月' }).click();
  await page.getByRole('button', { name: '下个月' }).click();
  await grid.locator('[data-day]').last().click();
  await expect(page.getByText('最多选择31天')).toBeVisible();
});

test('selection filters change the live count and lead to the matching series', async ({
  page,
}) => {
  await page.goto('/car/selection');
  const go = page.getByTestId('selection-go');
  await expect(go).toHaveText(/^查看\d+个车系$/);
  const all = Number((await go.textContent())!.match(/\d+/)![0]);
  await page
    .getByRole('region', { name: '能源类型' })
    .getByRole('button', { name: '增程' })
    .click();
  await expect(page).toHaveURL(/energy=%E5%A2%9E%E7%A8%8B|energy=增程/);
  await expect(go).toHaveText(/^查看\d+个车系$/);
  await expect
    .poll(async () => Number((await go.textContent())!.match(/\d+/)?.[0] ?? all))
    .toBeLessThan(all);
  const some = Number((await go.textContent())!.match(/\d+/)![0]);
  expect(some).toBeGreaterThan(0);
  await go.click();
  await expect(page).toHaveURL(/\/car\/selection\/result\?energy=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`共${some}个车系`);
  await expect(page.locator('main a[href^="/series/"]').first()).toContainText('增程');
});
