import { expect, test } from '@playwright/test';
import { barButton, firstArticleId } from './person-helpers';

// Reading an article on a small phone (issue 12, defect 12).

test.describe('12.12 an article', () => {
  test('点赞 stays on one line at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/article/${await firstArticleId(page)}`);
    const like = barButton(page, /点赞/);
    const box = (await like.boundingBox())!;
    expect(box.height).toBeLessThan(60);
    const text = (await like.getByText('点赞', { exact: true }).boundingBox())!;
    expect(text.width).toBeGreaterThan(text.height);
  });

  test('the author name on an article is a link', async ({ page }) => {
    await page.goto(`/article/${await firstArticleId(page)}`);
    const author = page.locator('main p a[href^="/user/"]').first();
    await expect(author).toBeVisible();
  });
});
