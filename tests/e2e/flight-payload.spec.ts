import { expect, test } from '@playwright/test';
import { PHONE_UA } from './helpers';
import { firstArticleId } from './person-helpers';

// The inline RSC (Flight) payload of a page, the bytes inside its `self.__next_f.push(...)`
// scripts, is at most 35 % of its HTML (uncompressed) on `/` and an article
// (docs/article-cost.md). A size, not a timing: the build and the seeded data decide it.

const MAX_SHARE = 0.35;
/** The car of the not-found and error views' art (components/ui/ErrorView.module.css). */
const ART_PATH = 'M40 70c4-16 14-26 30-28l28-2c12 0 20 8 24 18l4 12z';

/** The bytes inside every `self.__next_f.push(...)` script of a page's HTML, over the HTML's bytes. */
function flightShare(html: string): { flight: number; html: number; share: number } {
  let flight = 0;
  for (const m of html.matchAll(/<script\b[^>]*>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g))
    flight += Buffer.byteLength(m[1] ?? '');
  const total = Buffer.byteLength(html);
  return { flight, html: total, share: flight / total };
}

test.describe('the Flight payload', () => {
  test('is at most 35 % of the HTML on / and an article, without the error art', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'pixel5', 'the build is the same for every device');
    const routes = ['/', `/article/${await firstArticleId(page)}`];
    for (const route of routes) {
      const res = await page.request.get(route, { headers: { 'user-agent': PHONE_UA } });
      expect(res.status(), route).toBe(200);
      const html = await res.text();
      const { flight, html: bytes, share } = flightShare(html);
      expect(flight, `${route}: no Flight payload found`).toBeGreaterThan(1000);
      expect(
        share,
        `${route}: Flight ${flight} of ${bytes} bytes (${(share * 100).toFixed(1)} %)`,
      ).toBeLessThanOrEqual(MAX_SHARE);
      expect(html, `${route}: the error views' art is in the page`).not.toContain('M40 70c4-16');
    }
  });

  test('the not-found page still shows its art, drawn by the stylesheet', async ({ page }) => {
    test.skip(test.info().project.name !== 'pixel5', 'the build is the same for every device');
    const res = await page.goto('/this-page-does-not-exist');
    expect(res?.status()).toBe(404);
    const art = page.locator('[role="alert"] > [aria-hidden="true"]').first();
    await expect(art).toContainText('404');
    const mask = await art
      .locator('span')
      .nth(1)
      .evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage);
    expect(decodeURIComponent(mask)).toContain(ART_PATH);
  });
});
