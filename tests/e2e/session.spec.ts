import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freshUser, setSiteCookie } from './helpers';
import { barButton, firstArticleId } from './person-helpers';

// The e2e local API signs with the secret playwright.config.ts gives it (LOCAL_API_SECRET).
const SECRET = 'xcx-e2e-only-token-secret';

function expiredToken(uid: number): string {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  // Expired ten minutes ago: past its lifetime, inside the refresh grace.
  const body = b64({
    uid,
    iat: now - 7800,
    exp: now - 600,
    jti: crypto.randomBytes(8).toString('hex'),
  });
  const sig = crypto.createHmac('sha256', SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

test('a reader who comes back with an expired token has it renewed while reading, without logging in again', async ({
  page,
  context,
  baseURL,
}) => {
  const old = expiredToken(2);
  await setSiteCookie(context, baseURL!, 'token', old);

  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/user/verify/refresh-jwt') && r.status() === 200,
  );
  await page.goto('/?channel=news');
  await refreshed;

  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'token')?.value ?? '')
    .not.toBe(old);
  const fresh = (await context.cookies()).find((c) => c.name === 'token')!.value;
  expect(fresh.split('.')).toHaveLength(3);

  // The new token works where login is required, and the old one was revoked by the exchange.
  const me = await page.request.get('/api/v1/user/profile', {
    headers: { authorization: `Bearer ${fresh}` },
  });
  expect(me.status()).toBe(200);
  expect((await me.json()).data.nickname).toBe('续航焦虑终结者');
  const stale = await page.request.get('/api/v1/user/profile', {
    headers: { authorization: `Bearer ${old}` },
  });
  expect(stale.status()).toBe(401);
});

test('a token the API no longer accepts leaves the reader anonymous instead of breaking pages', async ({
  page,
  context,
  baseURL,
}) => {
  await setSiteCookie(context, baseURL!, 'token', 'not.a-valid.token');
  await page.goto('/?channel=news');
  await expect(page.locator('[role="feed"]')).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'token'))
    .toBe(false);
});

test('a 401 clears user info and token and sends the reader to /login with the full address to come back to (§4, §8)', async ({
  page,
  context,
  baseURL,
}) => {
  // A reader of their own: what this test clears is nobody else's session.
  await freshUser(context.request, baseURL!, context);
  const full = `/article/${await firstArticleId(page)}?from=feed`;

  await page.goto(full);
  // The session sync stores the user info.
  const userInfo = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('xcx-main') ?? '{}') as {
            state?: { userInfo?: { id: number } | null };
          }
        ).state?.userInfo ?? null,
    );
  await expect.poll(userInfo).not.toBeNull();
  // The API says the session is over.
  await page.route('**/api/v1/content/like', (route) =>
    route.fulfill({ status: 401, json: { status: 401, message: '请先登录', data: null } }),
  );
  await barButton(page, /点赞/).click();

  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(full);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  expect(await userInfo()).toBeNull();
});
