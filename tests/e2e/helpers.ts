import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const DEMO = { phone: '13800000001', password: 'xcx123456', nickname: '电车小白' };
export const DEMO2 = { phone: '13800000002', password: 'xcx123456', nickname: '续航焦虑终结者' };

/**
 * Logs in through the API (as the login page does) and stores the token cookie; for tests whose
 * subject is not the login screen itself.
 */
export async function loginByApi(context: BrowserContext, baseURL: string, who = DEMO): Promise<string> {
  const res = await context.request.post(`${baseURL}/api/v1/auth/login`, {
    data: { phone: who.phone, password: who.password },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { token: string } };
  const url = new URL(baseURL);
  await context.addCookies([{ name: 'token', value: body.data.token, domain: url.hostname, path: '/', sameSite: 'Lax' }]);
  return body.data.token;
}

/** A phone number no account has yet (SMS login creates the account): a clean reader per run. */
export function newReaderPhone(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The `data` of a GET through the site's API proxy, which must answer 200. */
export async function apiData<T>(request: APIRequestContext, path: string, headers?: Record<string, string>): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Logs in through the login screen (or the login sheet: pass it) with the SMS code, as a person would. */
export async function loginByCode(page: Page | Locator, phone = DEMO.phone, code = '123456'): Promise<void> {
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
