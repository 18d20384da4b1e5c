import { expect, test } from '@playwright/test';
import { COMPARE_LIMIT_TEXT } from '../../lib/constants';
import { scaled } from '../time-scale';

// The comparison shares itself as its text says (issue 26 §5): 复制链接 copies the address that
// reproduces it, 分享 opens the share sheet, and every page states the one comparison limit.

test('the compare page copies its own link with 复制链接 and opens the share sheet with 分享', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/car/compare?ids=1,2');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('车型对比（2款）');
  await expect(page.locator('main')).toContainText('复制链接');
  const copy = page.getByRole('button', { name: '复制链接' });
  await expect(async () => {
    await copy.click();
    await expect(page.getByText('复制成功')).toBeVisible({ timeout: scaled(2000) });
  }).toPass({ timeout: scaled(30_000) });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname + new URL(copied).search).toBe('/car/compare?ids=1,2');
  await page.getByRole('button', { name: '分享', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '分享' })).toBeVisible();
});

test('the compare page and the download pages state the same comparison limit', async ({
  page,
}) => {
  await page.goto('/car/compare?ids=1,2');
  await expect(page.locator('main')).toContainText(COMPARE_LIMIT_TEXT);
  for (const path of ['/market/download', '/app']) {
    await page.goto(path);
    await expect(page.locator('main'), path).toContainText(COMPARE_LIMIT_TEXT);
    await expect(page.locator('main'), path).not.toContainText(/最多\s*\d+\s*车/);
  }
});
