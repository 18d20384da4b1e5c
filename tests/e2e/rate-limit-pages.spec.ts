import { expect, test, type APIRequestContext } from '@playwright/test';
import { rateLimitedSite } from './own-site';
import { scaled } from '../time-scale';

// A page whose read the API refuses as too frequent answers 429 with Retry-After and says
// 请求太频繁了，请稍后再试 with 重试, never 500; a section that needed the read fails alone. And the
// budget is the visitor's own: every server-side call of a page carries the visitor's address and
// device (the `xcx_device` cookie), so one visitor over the limit leaves the next one served, though
// both come from 127.0.0.1 like visitors behind one carrier address. A visitor's device comes with
// the first answer that is not shared: a page a shared cache may keep sets no cookie
// (docs/deploy.md, "Shared cache"), the visitor's first /api answer does (deviceFrom below). The shared site scales the
// limits up for the whole suite, so this file runs its own site with reads sent as POST at 6 a
// minute per device (LOCAL_API_RATE_LIMIT_SCALE=0.05 of 120; the per-address ceiling 60).

const site = rateLimitedSite('rate-limit-pages', '0.05');

/** Gives a visitor its device cookie, as the page's first /api call does in a browser. */
async function deviceFrom(request: APIRequestContext) {
  const res = await request.get(`${site().base}/api/v1/home/index?channel=news&page=1&per-page=1`);
  expect(res.status()).toBe(200);
  expect(res.headers()['set-cookie']).toMatch(
    /xcx_device=[\w-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/,
  );
}

/** Views `url` with one visitor's cookies until the answer is not 200; that answer. */
async function viewUntilRefused(request: APIRequestContext, url: string) {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(url, { maxRedirects: 0 });
    if (res.status() !== 200) return res;
  }
  throw new Error(`${url} was never refused`);
}

test('a search past the limit answers 429 with 请求太频繁了 and 重试; another visitor on the same address is served', async ({
  page,
  playwright,
}) => {
  test.setTimeout(scaled(120_000));
  const url = `${site().base}/search?keyword=${encodeURIComponent('理想')}&tab=car`;
  // The page's own request context shares its cookies: the same visitor.
  await deviceFrom(page.request);
  const first = await page.request.get(url);
  expect(first.status()).toBe(200);
  const refused = await viewUntilRefused(page.request, url);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);

  const res = await page.goto(url);
  expect(res?.status()).toBe(429);
  await expect(page.getByRole('heading', { name: '请求太频繁了，请稍后再试' })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();

  // Another phone behind the same address (127.0.0.1): its own device, its own budget.
  const other = await playwright.request.newContext();
  try {
    const served = await other.get(url);
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain('搜索结果');
  } finally {
    await other.dispose();
  }
});

test('询底价 spends the visitor’s budget, not the site’s: one visitor refused (429, not 500), the next served', async ({
  playwright,
}) => {
  test.setTimeout(scaled(120_000));
  const url = `${site().base}/car/get-discount/1/1`;
  const a = await playwright.request.newContext();
  const b = await playwright.request.newContext();
  try {
    await deviceFrom(a);
    expect((await a.get(url)).status()).toBe(200);
    const refused = await viewUntilRefused(a, url);
    expect(refused.status()).toBe(429);
    expect(refused.headers()['retry-after']).toMatch(/^\d+$/);
    const served = await b.get(url);
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain('获取本地最低价');
  } finally {
    await a.dispose();
    await b.dispose();
  }
});

test('the series page past the limit keeps its 200 and shows its dealer section failed, for that visitor only', async ({
  page,
  playwright,
}) => {
  test.setTimeout(scaled(120_000));
  const url = `${site().base}/car/series/1`;
  // The dealer section's read (POST v1/dealer/dealer-drive/get-dealership) counts once a view.
  await deviceFrom(page.request);
  for (let i = 0; i < 8; i++) expect((await page.request.get(url)).status()).toBe(200);
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  await expect(page.getByText('经销商加载失败，请稍后重试')).toBeVisible();

  const other = await playwright.request.newContext();
  try {
    const served = await other.get(url);
    expect(served.status()).toBe(200);
    expect(await served.text()).not.toContain('经销商加载失败');
  } finally {
    await other.dispose();
  }
});
