import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { loginByApi } from './helpers';
import { scaled } from '../time-scale';

/** A key page of the site, as the accessibility tests open it. */
export interface KeyPage {
  name: string;
  /** The URL to open (some need an id from the API first). */
  path: (request: APIRequestContext) => Promise<string>;
  /** Logs in first (the user center). */
  login?: boolean;
}

async function firstFeedId(
  request: APIRequestContext,
  channel: string,
  type: number,
): Promise<number> {
  const res = await request.get(`/api/v1/home/index?channel=${channel}&page=1`);
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { data: { list: { type: number; object_id: number }[] } })
    .data.list;
  const item = list.find((i) => i.type === type);
  if (!item) throw new Error(`no item of type ${type} in the ${channel} feed`);
  return item.object_id;
}

const at = (path: string) => async () => path;

async function firstRangeTest(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/v3/ranking/endurance');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { items: { list: { test: { id: number } }[] } } }).data
    .items.list[0]!.test.id;
}

/** An article with 更正记录 (the demo data corrects a few of the first ones). */
async function firstCorrectedArticle(request: APIRequestContext): Promise<number> {
  for (let id = 1; id <= 60; id++) {
    const res = await request.get(`/api/v1/article/${id}`);
    if (res.status() !== 200) continue;
    if (((await res.json()) as { data: { revisions: unknown[] } }).data.revisions.length > 0)
      return id;
  }
  throw new Error('no corrected article among the first 60 ids');
}

export const KEY_PAGES: KeyPage[] = [
  { name: 'home', path: at('/') },
  { name: 'article', path: async (r) => `/article/${await firstFeedId(r, 'news', 1)}` },
  { name: 'video', path: async (r) => `/video/${await firstFeedId(r, 'video', 2)}` },
  { name: 'car library', path: at('/car') },
  { name: 'series', path: at('/series/1') },
  { name: 'parameter table', path: at('/car/parameter/1/1') },
  { name: 'compare (two models)', path: at('/car/compare?ids=1,2') },
  { name: 'cost calculator', path: at('/car/cost?series=1&city=310100') },
  { name: 'login', path: at('/login') },
  { name: 'search results', path: at('/search?keyword=' + encodeURIComponent('比亚迪')) },
  { name: 'user center', path: at('/user'), login: true },
  { name: 'community', path: at('/community') },
  { name: 'circle', path: at('/community/1') },
  { name: 'sales ranking', path: at('/ranking/sales') },
  { name: 'ranking hub', path: at('/ranking') },
  {
    name: 'range test (protocol, run, maker reply)',
    path: async (r) => `/ranking/gamp/${await firstRangeTest(r)}`,
  },
  { name: 'corrected article', path: async (r) => `/article/${await firstCorrectedArticle(r)}` },
  { name: 'shop', path: at('/shop') },
  { name: 'goods', path: at('/goods/1') },
  { name: 'activities', path: at('/activity') },
  { name: 'partners disclosure', path: at('/about/partners') },
  { name: 'my price requests', path: at('/user/leads'), login: true },
  { name: 'my orders', path: at('/user/orders'), login: true },
  { name: 'price request form with its consent', path: at('/car/get-discount/1/1') },
];

/**
 * Opens a key page and waits for its content: the response is 200, the page's heading is there
 * and every streamed section has replaced its skeleton.
 */
export async function openKeyPage(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  key: KeyPage,
): Promise<void> {
  if (key.login) await loginByApi(context, baseURL);
  const path = await key.path(page.request);
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: scaled(15_000) });
  await page.evaluate(() => document.fonts.ready);
}
