import { expect, test } from '@playwright/test';

// Issue 26 §3 as a person sees it: a recommended list prints each car's spec line once (its
// reason says something else), and the download pages show the app's screens and the site's logo.

test('a recommended list prints each car’s spec line once and says why the car is on it', async ({
  page,
}) => {
  await page.goto('/recommended-series/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('10万以内');
  const cards = page.locator('main a[href*="/series/"]');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const text = (await cards.nth(i).innerText())
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const spec = text.find((l) => / · (纯电|插混|增程)/.test(l));
    expect(spec, text.join(' | ')).toBeDefined();
    // The spec line's level is printed once, and the reason quotes facts the card lacks.
    const level = spec!.split(' · ')[0]!;
    expect(
      text.filter((l) => l.includes(level)),
      text.join(' | '),
    ).toHaveLength(1);
    expect(
      text.some((l) => /轴距\d+mm|\d+kWh/.test(l)),
      text.join(' | '),
    ).toBe(true);
  }
});

for (const path of ['/app', '/market/download', '/app-merch']) {
  test(`${path} shows the app’s screens with their words and the site’s logo as the icon`, async ({
    page,
  }) => {
    await page.goto(path);
    const icon = page.getByRole('img', { name: /图标$/ });
    await expect(icon).toHaveAttribute('src', '/icons/icon.svg');
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const screens = page.getByRole('img', { name: /界面示意$/ });
    await expect(screens).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const words = await screens.nth(i).locator('text').allTextContents();
      expect(words.filter((w) => /[\u4e00-\u9fff]/.test(w)).length).toBeGreaterThan(5);
    }
  });
}
