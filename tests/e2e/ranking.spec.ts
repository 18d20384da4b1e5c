import { expect, test } from '@playwright/test';
import { pickMonth } from './person-helpers';

// A new visitor explores 排行榜 on a phone: the hub, every list and tab, the sales filters (and
// their shared URL in someone else's browser), range results with their test conditions, and a
// whole test; bad filters and bad ids answer as they should.

const UA = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' };

test('from /ranking every list and every tab is a link that answers 200 with a ranked list', async ({
  page,
  request,
}) => {
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { name: '新能源排行榜', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '榜单' });
  const lists = await nav
    .locator('a[href^="/ranking/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(lists).toHaveLength(12);
  for (const href of lists) {
    const res = await request.get(href, { headers: UA });
    expect(res.status(), href).toBe(200);
    const html = await res.text();
    expect(html, href).toContain('data-testid="rank-row"');
    const tabs = [
      ...html.matchAll(/role="tab"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*role="tab"/g),
    ].map((m) => (m[1] ?? m[2])!.replace(/&amp;/g, '&'));
    expect(tabs.length, href).toBeGreaterThanOrEqual(2);
    for (const tab of tabs.slice(1)) {
      const t = await request.get(tab, { headers: UA });
      expect(t.status(), tab).toBe(200);
      expect(await t.text(), tab).toContain('data-testid="rank-row"');
    }
  }
  // And by tapping, as a person would.
  await nav.getByRole('link', { name: '续航榜' }).click();
  await expect(page).toHaveURL(/\/ranking\/endurace$/);
  await expect(page.getByTestId('rank-row').first()).toBeVisible();
});

test('changing the sales month and energy changes the list and the URL; the URL shows the same list in a fresh browser', async ({
  page,
  browser,
}) => {
  await page.goto('/ranking/sales');
  const rows = page.getByTestId('rank-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('published-info')).toContainText('上险量');
  const firstList = await rows.locator('strong').allTextContents();

  // A marker on the window survives client navigation only: a full reload would drop it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await pickMonth(page, 3);

  await page
    .getByRole('group', { name: '能源' })
    .getByRole('link', { name: '插混', exact: true })
    .click();
  await expect(page).toHaveURL(/energy=%E6%8F%92%E6%B7%B7|energy=插混/);
  await expect(
    page.getByRole('group', { name: '能源' }).getByRole('link', { name: '插混', exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  const filtered = await rows.locator('strong').allTextContents();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
  expect(filtered).not.toEqual(firstList);
  await expect(rows.first().getByText(/[↑↓]\d+|新上榜|^-$/)).toBeVisible();

  const other = await browser.newContext({ ...test.info().project.use, baseURL: undefined });
  const fresh = await other.newPage();
  await fresh.goto(page.url());
  await expect(fresh.getByTestId('rank-row').first()).toBeVisible();
  expect(await fresh.getByTestId('rank-row').locator('strong').allTextContents()).toEqual(filtered);
  await other.close();

  // The car library's ranking links here, and this list links back.
  await page.getByRole('link', { name: '车型排行榜' }).click();
  await expect(page).toHaveURL(/\/car\/ranking$/);
  await expect(page.getByRole('link', { name: /完整销量榜/ })).toBeVisible();
});

test('/ranking/endurace?tab=2 has its second tab in the server HTML, and a result shows its conditions and basis', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/ranking/endurace?tab=2', { headers: UA })).text();
  expect(html).toMatch(/aria-selected="true"[^>]*>夏测<|>夏测<\/a>/);
  expect(html).toMatch(
    /role="tab" aria-selected="true" href="\/ranking\/endurace\?tab=2"|aria-selected="true"[^>]*href="\/ranking\/endurace\?[^"]*tab=2"/,
  );
  expect(html).toContain('海南琼海');

  await page.goto('/ranking/endurace?tab=2');
  await expect(page.getByRole('tab', { name: '夏测' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('test-conditions').first();
  await expect(card).toContainText('夏测');
  await expect(card).toContainText('环境温度');
  await expect(card).toContainText('空调');
  await expect(card).toContainText('达成率口径');
  await expect(card).toContainText('CLTC标称续航');
  await expect(page.getByTestId('rank-chart')).toBeVisible();

  // The other basis is a separate list, never mixed in.
  await page
    .getByRole('group', { name: '达成率口径' })
    .getByRole('link', { name: '表显续航' })
    .click();
  await expect(page).toHaveURL(/basis=display/);
  await expect(page.getByTestId('test-conditions').first()).toContainText('表显续航');
  await expect(page.getByTestId('test-conditions').filter({ hasText: 'CLTC标称续航' })).toHaveCount(
    0,
  );

  await page.getByRole('link', { name: '查看完整测试 ›' }).first().click();
  await expect(page).toHaveURL(/\/ranking\/gamp\/\d+$/);
  await expect(page.getByRole('heading', { name: '测试条件' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '分段里程' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /\d+km/ }).first()).toBeVisible();
});

test('a refused filter shows an empty state with 重置筛选; a short list ends in 没有更多了', async ({
  page,
}) => {
  await page.goto('/ranking/sales?month=1999-01');
  await expect(page.getByText('月份无效，仅支持最近13个月的数据')).toBeVisible();
  await page.getByRole('link', { name: '重置筛选' }).click();
  await expect(page).toHaveURL(/\/ranking\/sales$/);
  await expect(page.getByTestId('rank-row').first()).toBeVisible();

  await page.goto('/ranking/compute?tab=2');
  await expect(page.getByTestId('rank-row')).toHaveCount(10);
  await page.getByTestId('rank-row').last().scrollIntoViewIfNeeded();
  await expect(page.getByText('没有更多了')).toBeVisible();
  expect(await page.getByTestId('rank-row').count()).toBeGreaterThan(10);
});

test('unknown lists and test ids answer 404', { tag: '@server' }, async ({ request }) => {
  for (const path of [
    '/ranking/nope',
    '/ranking/sales/extra',
    '/ranking/gamp/999999',
    '/ranking/gamp/abc',
    '/ranking/gamp/0',
  ]) {
    const res = await request.get(path, { headers: UA });
    expect(res.status(), path).toBe(404);
  }
  expect((await request.get('/ranking/gamp/1', { headers: UA })).status()).toBe(200);
});

test.describe('in dark mode (issue 26 §7)', () => {
  test.use({ colorScheme: 'dark', userAgent: `${UA['user-agent']} xcx-theme/dark` });

  test('the ranking banners are dimmed, not saturated yellow, and their text stays readable', async ({
    page,
  }) => {
    for (const path of ['/ranking', '/ranking/sales']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      const banner = page.locator('main header').first();
      const [bg, fg] = await banner.evaluate((el) => [
        getComputedStyle(el).backgroundColor,
        getComputedStyle(el.querySelector('h1')!).color,
      ]);
      const rgb = (c: string) =>
        c
          .match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map(Number) as [number, number, number];
      const luminance = ([r, g, b]: [number, number, number]) =>
        (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      expect(luminance(rgb(bg)), `${path} banner ${bg}`).toBeLessThan(0.25);
      expect(luminance(rgb(fg)), `${path} title ${fg}`).toBeGreaterThan(0.6);
    }
  });
});
