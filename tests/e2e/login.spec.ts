import { expect, test } from '@playwright/test';
import { DEMO, loginByCode } from './helpers';
import { loginWithPassword } from './person-helpers';

test('without a redirect query, logging in returns to the last page the visitor read', async ({
  page,
}) => {
  await page.goto('/?channel=video');
  await expect(page.locator('[role="feed"]')).toBeVisible();
  // The shell remembers the page after hydration; then the visitor opens the login page.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('xcx-main') ?? ''))
    .toContain('/?channel=video');
  await page.goto('/login');
  await loginByCode(page, DEMO.phone);
  await expect(page).toHaveURL(/\/\?channel=video$/);
});

test('a failed password login keeps the phone number and says why', async ({ page }) => {
  await page.goto('/login?redirect=/');
  await loginWithPassword(page, DEMO.phone, 'wrong-password');
  await expect(page.locator('form [role="alert"]')).toHaveText('手机号或密码错误');
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(DEMO.phone);
  await expect(page).toHaveURL(/\/login/);
});
