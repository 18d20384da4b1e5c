import { expect, test } from '@playwright/test';

// Search results mark the keyword; the search page is not prefetched (issue 12, defect 12).

test.describe('12.12 search', () => {
  test('search marks the keyword, and 综合 for 蔚来 starts with its series', async ({ page }) => {
    await page.goto(`/search?keyword=${encodeURIComponent('蔚来')}`);
    const matches = page.getByRole('region', { name: '相关车系' });
    await expect(matches.locator('a[href^="/series/"]').first()).toBeVisible();
    await expect(page.locator('[role="feed"] mark').first()).toHaveText('蔚来');
  });

  test('the page being read does not prefetch the search page (whose stylesheet it then preloaded unused)', async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on('request', (r) => {
      if (/\/search\?_rsc=/.test(r.url())) prefetched.push(r.url());
    });
    await page.goto('/car');
    await page.waitForTimeout(3_000);
    expect(prefetched).toEqual([]);
    // Still one tap away.
    await page.getByRole('link', { name: '搜索' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});
