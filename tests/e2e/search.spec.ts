import { expect, test } from '@playwright/test';

test(
  'a visitor searches from the top bar, switches tabs and finds the keyword in the history',
  { tag: '@device' },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '搜索' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: '热门搜索' })).toBeVisible();

    const input = page.getByRole('searchbox');
    await input.fill('续航');
    await input.press('Enter');
    await expect(page).toHaveURL(/keyword=%E7%BB%AD%E8%88%AA/);
    const results = page.locator(
      'main a[href^="/article/"], main a[href^="/video/"], main a[href^="/short-news/"], main a[href^="/small-knowledge/"], main a[href^="/number-power/"], main a[href^="/vote/"]',
    );
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toContainText('续航');

    await page.getByRole('link', { name: '视频', exact: true }).click();
    await expect(page).toHaveURL(/tab=video/);
    await expect(page.locator('main a[href^="/video/"]').first()).toBeVisible();

    await page.goto('/search');
    const history = page.getByRole('region', { name: '搜索历史' });
    await expect(history.getByRole('button', { name: '续航' })).toBeVisible();
    await history.getByRole('button', { name: '清空' }).click();
    await expect(history).toHaveCount(0);
  },
);

test('a search with no match says so in Chinese', async ({ page }) => {
  await page.goto('/search?keyword=' + encodeURIComponent('不存在的关键词xyz'));
  await expect(
    page.getByText('没有找到与“不存在的关键词xyz”相关的内容，换个关键词试试'),
  ).toBeVisible();
});

test('hot searches are links a crawler can follow', { tag: '@server' }, async ({ request }) => {
  const res = await request.get('/search', {
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' },
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('热门搜索');
  expect(html).toMatch(/href="\/search\?keyword=[^"]+"/);
});

test('a visitor searches a brand and opens one of its series from the 车系 tab', async ({
  page,
}) => {
  await page.goto('/search?keyword=' + encodeURIComponent('小米'));
  await page.getByRole('link', { name: '车系', exact: true }).click();
  await expect(page).toHaveURL(/tab=car/);
  const series = page.locator('main a[href^="/series/"]').first();
  await expect(series).toContainText('小米');
  await series.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('小米');
});
