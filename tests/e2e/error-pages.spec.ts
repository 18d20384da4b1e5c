import { expect, test, type Page } from '@playwright/test';
import { closeAppBanner } from './car-helpers';
import { documentReplaced, markDocument } from './helpers';
import { failingProxy, startSite } from './own-site';
import { scaled } from '../time-scale';

// The error page says what the specification says (§2, §8): 页面未找到 for a page that is not
// there; the outage view (503) when the API is unreachable; 暂无相关内容 / 去看一下其他的内容吧 for
// any other error. A chunk that fails to load reloads the page (§8), once per path per 10 s.

closeAppBanner();

test('an unknown page says 页面未找到 with a 404', async ({ page }) => {
  const res = await page.goto('/no-such-page-here');
  expect(res!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
  await expect(page.getByText('Page not found: /no-such-page-here')).toBeVisible();
  await expect(page.getByText('暂无相关内容')).toHaveCount(0);
});

test('an API that cannot be reached shows the outage view with 503; any other API error shows 暂无相关内容', async ({
  page,
}) => {
  test.skip(
    test.info().project.name !== 'pixel5',
    'one device is enough: this is about the server',
  );
  test.setTimeout(scaled(120_000));
  // The article's record answers 403 (an answer about the request, not an outage); the series' 500.
  const api = await failingProxy(/^\/v1\/(article|series)\/\d+(\?|$)/, (url) =>
    url.startsWith('/v1/article/') ? 403 : 500,
  );
  const site = await startSite({ API_BASE: api.base });
  try {
    const other = await page.goto(`${site.base}/article/1`);
    expect(other!.status()).not.toBe(503);
    await expect(page.getByRole('heading', { name: '暂无相关内容' })).toBeVisible();
    await expect(page.getByText('去看一下其他的内容吧')).toBeVisible();
    await expect(page.getByText('服务暂时不可用')).toHaveCount(0);
    await expect(page).toHaveTitle(/暂无相关内容/);

    const outage = await page.goto(`${site.base}/series/1`);
    expect(outage!.status()).toBe(503);
    await expect(page.getByRole('heading', { name: '服务暂时不可用' })).toBeVisible();
    await expect(page.getByText('加载失败，请检查网络后重试')).toBeVisible();
    await expect(page.getByText('暂无相关内容')).toHaveCount(0);
  } finally {
    site.stop();
    api.close();
  }
});

/** Waits until the page and its deferred shell (the new-build check runs from it) have loaded. */
async function openSettled(page: Page, url: string): Promise<void> {
  const checked = page.waitForResponse(/\/builds\/latest\.json/);
  await page.goto(url);
  await checked;
  await page.waitForLoadState('networkidle');
}

/** From now on every script or stylesheet chunk the page has not loaded yet fails to download. */
async function failNewChunks(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/_next/static/chunks/')),
  );
  const known = new Set(loaded);
  const failed: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (known.has(path)) return route.continue();
    failed.push(path);
    return route.abort('failed');
  });
  return failed;
}

test('the menu drawer’s chunk failing to load reloads the page once; a second failure within 10 s shows the error', async ({
  page,
}) => {
  await openSettled(page, '/about');
  const failed = await failNewChunks(page);
  await markDocument(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: '菜单' }).click();
  await reloaded;
  await expect.poll(() => documentReplaced(page)).toBe(true);
  expect(failed.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/about$/);

  // Within the guard: the error, not another reload (no loop).
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  await page.getByRole('button', { name: '菜单' }).click();
  await expect(page.getByRole('heading', { name: '服务暂时不可用' })).toBeVisible();
  expect(await documentReplaced(page)).toBe(false);
  expect(
    await page.evaluate(() => window.sessionStorage.getItem('xcx-reload:/about')),
  ).not.toBeNull();
});

test('a chunk failing to load during a navigation reloads the page, and the way on works again', async ({
  page,
}) => {
  await openSettled(page, '/about');
  await failNewChunks(page);
  await markDocument(page);
  const reloaded = page.waitForEvent('load');
  // The search link is never prefetched, so the search page's code is not there yet.
  await page.getByRole('link', { name: '搜索' }).click();
  await reloaded;
  await expect.poll(() => documentReplaced(page)).toBe(true);
  // Loaded afresh where the failure met it: the page that was open when the navigation's own
  // chunk failed, or the search page when one of its lazy parts failed after the address changed.
  await expect(page).toHaveURL(/\/(about|search)$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (new URL(page.url()).pathname === '/about')
    await page.getByRole('link', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('searchbox').first()).toBeVisible();
});
