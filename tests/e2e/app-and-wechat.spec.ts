import { devices, expect, test } from '@playwright/test';
import { feedCards, firstArticleId } from './person-helpers';

// The site inside WeChat and inside the native app, and the app banner (issue 12, defects 2, 5, 9).

test.describe('12.2 the WeChat share guide', () => {
  test.use({ userAgent: `${devices['Pixel 5'].userAgent} MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/zh_CN` });

  test('分享 in WeChat covers the screen, points at the top-right menu and closes on a tap', async ({ page }) => {
    await page.goto(`/article/${await firstArticleId(page)}`);
    await page.getByRole('button', { name: '分享' }).click();
    const guide = page.getByRole('dialog', { name: '分享提示' });
    await expect(guide).toBeVisible();
    const view = page.viewportSize()!;
    const box = (await guide.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(0);
    expect(box.y).toBeLessThanOrEqual(0);
    expect(box.width).toBeGreaterThanOrEqual(view.width);
    expect(box.height).toBeGreaterThanOrEqual(view.height);
    // Both lines are on the screen, near the top where the ··· menu is.
    for (const line of ['点击右上角', '发送给朋友或分享到朋友圈']) {
      const lb = (await guide.getByText(line).boundingBox())!;
      expect(lb.y).toBeGreaterThanOrEqual(0);
      expect(lb.y + lb.height).toBeLessThan(view.height / 2);
      expect(lb.x + lb.width).toBeLessThanOrEqual(view.width);
    }
    const arrow = (await guide.locator('svg').boundingBox())!;
    expect(arrow.x + arrow.width).toBeGreaterThan(view.width * 0.7);
    expect(arrow.y).toBeLessThan(view.height * 0.2);
    // A tap anywhere (here: the lower half of the screen) closes it.
    await page.mouse.click(view.width / 3, view.height * 0.75);
    await expect(guide).toBeHidden();
  });
});

test.describe('12.5 inside the native app', () => {
  test.use({ userAgent: `${devices['Pixel 5'].userAgent} xchuxing-app/3.6.0` });

  test('feed links use the app scheme and an anonymous 点赞 opens the app’s login', async ({ page }) => {
    await page.goto('/');
    const href = await feedCards(page).first().locator('a').first().getAttribute('href');
    expect(href).toMatch(/^xchuxing:\/\/open\?type=\d+&id=\d+/);

    await page.goto(`/article/${await firstArticleId(page)}`);
    // Where the page sends the reader: an app-scheme request (it goes nowhere in a browser).
    const opened: string[] = [];
    page.on('request', (r) => opened.push(r.url()));
    page.on('framenavigated', (f) => opened.push(f.url()));
    await page.getByRole('navigation', { name: '互动' }).getByRole('button', { name: /点赞/ }).click();
    await expect.poll(() => opened.some((u) => u.startsWith('xchuxing://login')) || page.url().startsWith('xchuxing://login')).toBe(true);
    expect(opened.some((u) => u.includes('/login?redirect'))).toBe(false);
  });
});

test.describe('12.9 the app banner', () => {
  test('on /login it does not cover the third-party login icons', async ({ page }) => {
    await page.goto('/login');
    const wx = page.getByRole('button', { name: '微信登录' });
    await expect(wx).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('complementary', { name: '下载新出行APP' })).toBeHidden();
    const box = (await wx.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? document.elementFromPoint(x, y)?.closest('button')?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(hit).toContain('微信登录');
  });

  test.describe('in WeChat without an official-account app id', () => {
    test.use({ userAgent: `${devices['Pixel 5'].userAgent} MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/zh_CN` });
    test('打开APP leads to the download page', async ({ page }) => {
      await page.goto('/about');
      const banner = page.getByRole('complementary', { name: '下载新出行APP' });
      await banner.getByRole('link', { name: '打开APP' }).click();
      await expect(page).toHaveURL(/\/market\/download$/);
    });
  });
});
