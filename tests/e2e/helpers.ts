import { randomInt } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

export const DEMO = { phone: '13800000001', password: 'xcx123456', nickname: '电车小白' };
export const DEMO2 = { phone: '13800000002', password: 'xcx123456', nickname: '续航焦虑终结者' };

/** Sets one of the site's cookies (the token, xcx_city, xcx_elder...) on the browser context. */
export async function setSiteCookie(
  context: BrowserContext,
  baseURL: string,
  name: string,
  value: string,
): Promise<void> {
  const domain = new URL(baseURL).hostname;
  await context.addCookies([{ name, value, domain, path: '/', sameSite: 'Lax' }]);
}

/**
 * Logs in through the API (as the login page does) and stores the token cookie; for tests whose
 * subject is not the login screen itself.
 */
export async function loginByApi(
  context: BrowserContext,
  baseURL: string,
  who = DEMO,
): Promise<string> {
  const res = await context.request.post(`${baseURL}/api/v1/auth/login`, {
    data: { phone: who.phone, password: who.password },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { token: string } };
  await setSiteCookie(context, baseURL, 'token', body.data.token);
  return body.data.token;
}

/** A phone number no account has yet (SMS login creates the account): a clean reader per run. */
export function newReaderPhone(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The `data` of a GET through the site's API proxy, which must answer 200. */
export async function apiData<T>(
  request: APIRequestContext,
  path: string,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Logs in through the login screen (or the login sheet: pass it) with the SMS code, as a person would. */
export async function loginByCode(
  page: Page | Locator,
  phone = DEMO.phone,
  code = '123456',
): Promise<void> {
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

// Every test owns its data: what a test changes (a comment, a sign-up, a seat, a balance) is its
// own, so its retry starts clean and the two device profiles never race on one record.

/**
 * A text marker no other test attempt writes (a few letters and digits): put it in every text a
 * test writes and then looks for, so a retry does not meet its first try's copy.
 */
export const uniqueMark = (): string => randomInt(36 ** 5, 36 ** 6).toString(36);

/** A phone number no other test attempt uses (so its first login makes a new account). */
export const uniquePhone = (): string => `17${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** A phone's user agent, for calls made outside a device's browser context. */
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** An Android phone's headers, for a page's server HTML fetched outside a browser context. */
export const ANDROID_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 5) AppleWebKit/537.36 Mobile Safari/537.36',
};

/** Marks the current document: a full page load (a reload) replaces it, and the marker with it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { xcxMarker?: number }).xcxMarker = 1));
}

/** Whether the document marked by markDocument was replaced by a full page load. */
export async function documentReplaced(page: Page): Promise<boolean> {
  return page
    .evaluate(() => (window as unknown as { xcxMarker?: number }).xcxMarker === undefined)
    .catch(() => false);
}

/** Server HTML as text to match: React's entity escapes and its text separators undone. */
export const unescapeHtml = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/<!-- -->/g, '');

export type FreshUser = { phone: string; token: string; nickname: string; uid: number };

/**
 * A new account of its own for this test attempt, logged in through the API with the SMS code
 * (demo mode: the fixed code works for any phone, and a new phone gets a new account); when a
 * context is given, its token cookie is set as after a login.
 */
export async function freshUser(
  request: APIRequestContext,
  baseURL: string,
  context?: BrowserContext,
): Promise<FreshUser> {
  return phoneUser(request, baseURL, uniquePhone(), context);
}

/** The account of `phone` (a seeded one, or a new one), logged in by the SMS code as freshUser() does. */
export async function phoneUser(
  request: APIRequestContext,
  baseURL: string,
  phone: string,
  context?: BrowserContext,
): Promise<FreshUser> {
  const res = await request.post(`${baseURL}/api/v1/auth/fast-login`, {
    data: { phone, code: '123456' },
    headers: { 'user-agent': PHONE_UA },
  });
  expect(res.status()).toBe(200);
  const { token, user } = (
    (await res.json()) as {
      data: { token: string; user: { uid?: number; id?: number; nickname: string } };
    }
  ).data;
  if (context) await setSiteCookie(context, baseURL, 'token', token);
  return { phone, token, nickname: user.nickname, uid: Number(user.uid ?? user.id) };
}

/**
 * The browser test with the person it opens with, logged in on the test's own browser context
 * before its first step: `reader` is an account of this attempt's own (freshUser), `readerPage` the
 * page with that reader logged in, `demoPage` the page with the demo account (DEMO) logged in.
 */
export const test = base.extend<{ reader: FreshUser; readerPage: Page; demoPage: Page }>({
  reader: async ({ request, baseURL, context }, provide) => {
    await provide(await freshUser(request, baseURL!, context));
  },
  // Asking for `reader` is what logs the reader in; the page needs nothing else of it.
  readerPage: async ({ page, reader: _reader }, provide) => {
    await provide(page);
  },
  demoPage: async ({ page, context, baseURL }, provide) => {
    await loginByApi(context, baseURL!);
    await provide(page);
  },
});
