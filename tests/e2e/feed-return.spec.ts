import { expect, test, type Page } from '@playwright/test';
import { feedCards } from './person-helpers';
import { scaled } from '../time-scale';

// The feed keeps your place on back (issue 12, defect 1), scrolled the way a person does it.

/** Wheel-scrolls down, as a thumb or a mouse would, until `enough` says stop (or the list ends). */
async function wheelDown(page: Page, enough: (cards: number, y: number) => boolean): Promise<void> {
  await page.mouse.move(195, 420);
  for (let i = 0; i < 260; i++) {
    const cards = await feedCards(page).count();
    const y = await page.evaluate(() => window.scrollY);
    if (enough(cards, y)) return;
    if (await page.getByText('没有更多了').isVisible()) return;
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(50);
  }
}

/** The feed card drawn at the middle of the screen: its link and its distance from the top. */
async function cardAtMiddle(page: Page): Promise<{ href: string; top: number }> {
  return page.evaluate(() => {
    const a = document
      .elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
      ?.closest('[role="feed"] > div')
      ?.querySelector('a');
    if (!a) throw new Error('no feed card at the middle of the screen');
    return { href: a.getAttribute('href') ?? '', top: a.getBoundingClientRect().top };
  });
}

async function expectSamePlace(
  page: Page,
  before: { cards: number; y: number; href: string; top: number },
) {
  await expect.poll(() => feedCards(page).count()).toBeGreaterThanOrEqual(before.cards);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: scaled(5_000) })
    .toBeGreaterThan(before.y - 60);
  const y = await page.evaluate(() => window.scrollY);
  expect(Math.abs(y - before.y)).toBeLessThan(60);
  // The card that was tapped is where it was on the screen.
  const card = page.locator(`[role="feed"] a[href="${before.href}"]`).first();
  const box = (await card.boundingBox())!;
  expect(Math.abs(box.y - before.top)).toBeLessThan(60);
}

test.describe('12.1 the feed keeps your place on back', () => {
  test(
    'seven pages down the home feed, open an article, go back: same pages, same place, same card',
    { tag: '@device' },
    async ({ page }) => {
      test.setTimeout(scaled(180_000));
      await page.goto('/');
      await expect(feedCards(page)).toHaveCount(10);
      await wheelDown(page, (cards, y) => cards >= 70 && y >= 8_600);
      await page.waitForTimeout(300);
      const cards = await feedCards(page).count();
      const y = await page.evaluate(() => window.scrollY);
      expect(cards).toBeGreaterThanOrEqual(70);
      expect(y).toBeGreaterThanOrEqual(8_000);
      const tapped = await cardAtMiddle(page);

      await page.mouse.click(195, (await page.viewportSize())!.height / 2);
      await expect(page).toHaveURL(new RegExp(`${tapped.href}$`));
      await expect(page.locator('h1').first()).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expectSamePlace(page, { cards, y, ...tapped });
    },
  );

  test('the 视频 channel scrolled to its end comes back at the same video', async ({ page }) => {
    test.setTimeout(scaled(180_000));
    await page.goto('/?channel=video');
    await expect(feedCards(page)).toHaveCount(10);
    await wheelDown(page, (cards, y) => cards >= 50 && y >= 5_000);
    const cards = await feedCards(page).count();
    const y = await page.evaluate(() => window.scrollY);
    expect(cards).toBeGreaterThanOrEqual(50);
    const tapped = await cardAtMiddle(page);
    await page.mouse.click(195, (await page.viewportSize())!.height / 2);
    await expect(page).toHaveURL(/\/video\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/channel=video/);
    await expectSamePlace(page, { cards, y, ...tapped });
  });
});
