import { expect, test } from '@playwright/test';

// The 快讯 tab of search (GET v1/search/short-news): reached from the tab row of the search page,
// it lists short news only, each opening its /short-news/ page, the keyword marked.

test('the 快讯 tab is reached from the search page and lists the short news that match', async ({
  page,
}) => {
  await page.goto(`/search?keyword=${encodeURIComponent('交付')}`);
  await page
    .getByRole('navigation', { name: '搜索分类' })
    .getByRole('link', { name: '快讯', exact: true })
    .click();
  await expect(page).toHaveURL(/tab=short-news(&|$)/);
  const results = page.locator('main a[href^="/short-news/"]');
  await expect(results.first()).toBeVisible();
  await expect(page.locator('main mark.search-hit', { hasText: '交付' }).first()).toBeVisible();
  // Only short news: the tab asks v1/search/short-news, not the 综合 search of every kind.
  await expect(page.locator('main a[href^="/article/"], main a[href^="/video/"]')).toHaveCount(0);
  await results.first().click();
  await expect(page).toHaveURL(/\/short-news\/\d+/);
});
