import { expect, test, type Page } from '@playwright/test';
import { closeAppBanner } from './car-helpers';
import { documentReplaced, markDocument } from './helpers';

// Every kind of navigation (spec §2, §4): a link, router.push / replace, back and forward. When a
// newer build is out, the next navigation loads the full page (at most once per path per 10 s);
// the brand-yellow loading bar shows on each. /builds/latest.json is the web app's own answer
// (app/builds/latest.json/route.ts): a deploy starts a server that answers another id, which the
// tests stand in for by answering it themselves.

closeAppBanner();

/** From now on /builds/latest.json answers another build id, as after a deploy. */
async function deployNewerBuild(page: Page): Promise<void> {
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'b-newer-build', timestamp: 1 } }),
  );
}

async function search(page: Page, word: string): Promise<void> {
  const box = page.getByRole('searchbox').first();
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(word)}`));
}

test('once a newer build is out, a router.push (a search) loads the next page in full', async ({
  page,
}) => {
  await deployNewerBuild(page);
  await page.goto('/search');
  await expect(page.locator('html')).toHaveAttribute('data-newer-build', 'b-newer-build');
  await markDocument(page);
  await search(page, '续航');
  await expect.poll(() => documentReplaced(page)).toBe(true);
  await expect(page.getByRole('searchbox').first()).toHaveValue('续航');
});

test('a newer build found later in a long session (the page became visible again) makes back load the page in full', async ({
  page,
}) => {
  await page.goto('/search');
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name.includes('/builds/latest.json')),
      ),
    )
    .toBe(true);
  await markDocument(page);
  // Without a newer build a search changes the page in place.
  await search(page, '充电');
  await expect(page.getByRole('searchbox').first()).toHaveValue('充电');
  expect(await documentReplaced(page)).toBe(false);

  await deployNewerBuild(page);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.locator('html')).toHaveAttribute('data-newer-build', 'b-newer-build');
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect.poll(() => documentReplaced(page)).toBe(true);
});

test('the brand-yellow loading bar shows on a router.push and goes when the page is there', async ({
  page,
}) => {
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  // The next page's data is held until the bar has been seen, so the change takes longer than the 200 ms throttle.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search?*', async (route) => {
    if (route.request().headers()['rsc'] === '1') await held;
    await route.continue();
  });
  const box = page.getByRole('searchbox').first();
  await box.fill('电池');
  await box.press('Enter');
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 209, 0)');
  release();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
