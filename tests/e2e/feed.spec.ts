import { expect, test } from '@playwright/test';
import { scaled } from '../time-scale';

test('a reader scrolls a channel to its end and sees 没有更多了', async ({ page }) => {
  // The 数说 channel holds 30 items: three pages of 10.
  await page.goto('/?channel=power');
  const cards = page.locator('[role="feed"] > div > a');
  await expect(cards).toHaveCount(10);
  // Keep scrolling to the list's footer until the last page has arrived.
  await expect(async () => {
    // The list's footer line, right after the feed.
    await page
      .locator('[role="feed"] + div')
      .getByText(/加载中|没有更多了/)
      .scrollIntoViewIfNeeded();
    await expect(page.getByText('没有更多了')).toBeVisible({ timeout: scaled(1_000) });
  }).toPass({ timeout: scaled(20_000) });
  await expect(cards).toHaveCount(30);
});

test('pulling the list down refreshes it', async ({ page }) => {
  await page.goto('/?channel=news');
  const feed = page.locator('[role="feed"]');
  await expect(feed.locator('> div').first()).toBeVisible();
  const box = (await feed.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 20;
  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/api/v1/home/index') && r.url().includes('page=1'),
  );
  // A touch drag from the top of the list, past the trigger distance.
  await page.evaluate(
    async ({ x, y }) => {
      const target = document.elementFromPoint(x, y)!;
      const touch = (cy: number) => new Touch({ identifier: 1, target, clientX: x, clientY: cy });
      target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(y)] }));
      for (let d = 10; d <= 150; d += 10) {
        target.dispatchEvent(
          new TouchEvent('touchmove', { bubbles: true, touches: [touch(y + d)] }),
        );
        await new Promise((r) => setTimeout(r, 16));
      }
      target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [] }));
    },
    { x, y },
  );
  await refreshed;
  await expect(page.getByText('刷新成功')).toBeVisible();
});
