import { expect } from '@playwright/test';
import { test } from './helpers';

// 我的收藏 opens the favourites list (issue 12, defect 12).

test.describe('12.12 我的收藏', () => {
  test('我的收藏 on /user shows the list, not the top of the page', async ({ demoPage: page }) => {
    await page.goto('/user');
    await page
      .getByRole('navigation', { name: '我的' })
      .getByRole('link', { name: /我的收藏/ })
      .click();
    await expect(page).toHaveURL(/tab=favourites/);
    const tabs = page.getByRole('navigation', { name: '内容' });
    await expect
      .poll(async () => (await tabs.boundingBox())!.y)
      .toBeLessThan(page.viewportSize()!.height / 2);
    await expect(tabs.getByRole('link', { name: '收藏' })).toHaveAttribute('aria-current', 'page');
  });
});
