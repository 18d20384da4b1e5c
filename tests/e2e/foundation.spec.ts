import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from './helpers';
import { loginWithPassword } from './person-helpers';

// The foundation as a person (and a crawler, a desktop browser, the native app) meets it:
// the home feed, the shell's contexts, errors, security headers and login returns.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const APP_DARK = `${IPHONE} xchuxing-app/4.18.1 xcx-theme/dark`;
const WEIBO = `${IPHONE} Weibo (iPhone14,2__weibo__13.6.0__iphone__os17.0)`;
const MINI_APP = `${IPHONE} MicroMessenger/8.0.40 miniProgram`;

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function feedTitles(
  request: APIRequestContext,
  channel: string,
  page = 1,
): Promise<string[]> {
  const res = await request.get(`/api/v1/home/index?channel=${channel}&page=${page}&per-page=10`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { list: { title: string }[] } };
  return body.data.list.map((i) => i.title);
}

test.describe('a visitor on the home page', () => {
  test(
    'the server HTML already holds the feed from the API (crawlers read it)',
    { tag: '@server' },
    async ({ request }) => {
      const titles = await feedTitles(request, 'recommend');
      expect(titles.length).toBe(10);
      const res = await request.get('/', { headers: { 'user-agent': IPHONE } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      // The html tag carries the release's deployment id (data-dpl-id) beside its language.
      expect(html).toMatch(/^<!DOCTYPE html><html [^>]*\blang="zh-CN"/);
      for (const title of titles.slice(0, 5)) expect(html).toContain(escapeHtml(title));
    },
  );

  test(
    'reads the feed, switches channel, and hydrates without warnings',
    { tag: '@device' },
    async ({ page, request }) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        const text = msg.text();
        if (/hydrat|did not match|server rendered HTML/i.test(text)) problems.push(text);
      });
      page.on('pageerror', (err) => problems.push(err.message));
      await page.goto('/');
      const [first] = await feedTitles(request, 'recommend');
      await expect(page.getByText(first!, { exact: true }).first()).toBeVisible();
      await page
        .getByRole('navigation', { name: '频道' })
        .getByRole('link', { name: '视频' })
        .click();
      await expect(page).toHaveURL(/\?channel=video$/);
      const [video] = await feedTitles(request, 'video');
      await expect(page.getByText(video!, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: '视频', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(problems).toEqual([]);
    },
  );

  test('scrolling loads more, and a small channel ends with 没有更多了', async ({
    page,
    request,
  }) => {
    await page.goto('/?channel=power');
    const total = (
      (await (await request.get('/api/v1/home/index?channel=power')).json()) as {
        data: { total: number };
      }
    ).data.total;
    expect(total).toBeGreaterThan(10);
    const [secondPageFirst] = await feedTitles(request, 'power', 2);
    const finished = page.getByText('没有更多了');
    for (let i = 0; i < 20 && !(await finished.isVisible()); i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(250);
    }
    await expect(finished).toBeVisible();
    await expect(page.getByText(secondPageFirst!, { exact: true })).toHaveCount(1);
    await expect(page.locator('main a[href^="/number-power/"]')).toHaveCount(total);
  });
});

test.describe('contexts decided on the server', () => {
  test('a desktop browser is sent to the desktop site', { tag: '@server' }, async ({ request }) => {
    const res = await request.get('/article/1?from=x', {
      headers: { 'user-agent': DESKTOP },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('https://www.xchuxing.com/article/1?from=x');
    const exempt = await request.get('/privacy', {
      headers: { 'user-agent': DESKTOP },
      maxRedirects: 0,
    });
    expect(exempt.status()).not.toBe(302);
  });

  test(
    'the native app in dark mode gets class="dark" in the first HTML response',
    { tag: '@server' },
    async ({ request }) => {
      const res = await request.get('/', { headers: { 'user-agent': APP_DARK } });
      const html = await res.text();
      expect(html).toMatch(/<html [^>]*\blang="zh-CN" class="dark"/);
      const light = await (await request.get('/', { headers: { 'user-agent': IPHONE } })).text();
      expect(light).not.toMatch(/<html[^>]*class="dark"/);
    },
  );

  test.describe('inside the native app', () => {
    test.use({ userAgent: APP_DARK });
    test('the page is dark and shows no app banner', async ({ page }) => {
      // The new-build check runs 1 s after idle: by then the page has hydrated.
      const hydrated = page.waitForRequest(/\/builds\/latest\.json/);
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(page.getByRole('navigation', { name: '频道' })).toBeVisible();
      await hydrated;
      await expect(page.getByRole('complementary', { name: '下载新出行APP' })).toHaveCount(0);
    });
  });

  test.describe('in an ordinary phone browser', () => {
    test(
      'the app banner invites to the app and can be closed',
      { tag: '@device' },
      async ({ page }) => {
        await page.goto('/');
        const banner = page.getByRole('complementary', { name: '下载新出行APP' });
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('button', { name: '打开APP' })).toBeVisible();
        await banner.getByRole('button', { name: '关闭' }).click();
        await expect(banner).toHaveCount(0);
        await expect(page.getByRole('dialog', { name: '请在浏览器中打开' })).toHaveCount(0);
      },
    );
  });

  test.describe('in Weibo', () => {
    test.use({ userAgent: WEIBO });
    test('a mask asks to open an external browser', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: '请在浏览器中打开' })).toBeVisible();
      await expect(page.getByText('在浏览器中打开', { exact: false }).first()).toBeVisible();
    });
  });

  test.describe('in the mini-app', () => {
    test.use({ userAgent: MINI_APP });
    test('there is no top bar', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: '频道' })).toBeVisible();
      await expect(page.getByRole('button', { name: '菜单' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: '新出行首页' })).toHaveCount(0);
    });
  });
});

test.describe('errors are screens', () => {
  test('an unknown route shows 页面未找到 with status 404', async ({ page }) => {
    const res = await page.goto('/no/such/page?x=1');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
    await expect(page.getByText('Page not found: /no/such/page?x=1')).toBeVisible();
  });

  test("a malformed id shows 'Page Not Found: /new-car/abc' with status 404", async ({ page }) => {
    const res = await page.goto('/new-car/abc');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /new-car/abc')).toBeVisible();
  });
  // The outage view with the API down or answering garbage: tests/e2e/outage.spec.ts.
});

test.describe('security', () => {
  test(
    'security headers are present and every script carries the CSP nonce',
    { tag: '@server' },
    async ({ request }) => {
      const res = await request.get('/', { headers: { 'user-agent': IPHONE } });
      const h = res.headers();
      const csp = h['content-security-policy']!;
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("frame-ancestors 'self'");
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['x-powered-by']).toBeUndefined();
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(2);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      const again = await request.get('/', { headers: { 'user-agent': IPHONE } });
      expect(again.headers()['content-security-policy']).not.toContain(nonce!);
    },
  );

  test('HSTS is sent behind https', { tag: '@server' }, async ({ request }) => {
    const res = await request.get('/', {
      headers: { 'user-agent': IPHONE, 'x-forwarded-proto': 'https' },
    });
    expect(res.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

test.describe('logging in returns to where the person was', () => {
  test('by password from /login?redirect=/?channel=video', async ({ page, baseURL }) => {
    await page.goto('/login?redirect=/?channel=video');
    await loginWithPassword(page, DEMO.phone, DEMO.password);
    await expect(page).toHaveURL(`${baseURL}/?channel=video`);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'token')).toMatchObject({ sameSite: 'Lax', path: '/' });
  });

  test(
    'by SMS code from /login?redirect=/?channel=video',
    { tag: '@device' },
    async ({ page, baseURL }) => {
      await page.goto('/login?redirect=/?channel=video');
      await page.getByPlaceholder('请输入手机号').fill(DEMO.phone);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByRole('button', { name: /s后重新获取/ })).toBeVisible();
      await page.getByPlaceholder('请输入验证码').fill('123456');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/?channel=video`);
      await expect(page.getByRole('link', { name: '视频', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  for (const evil of [
    '//evil.example',
    'https:evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    test(`a redirect to ${evil} lands on / after login`, async ({ page, baseURL }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(evil)}`);
      await loginWithPassword(page, DEMO.phone, DEMO.password);
      await expect(page).toHaveURL(`${baseURL}/`);
    });
  }

  test('a wrong password shows 手机号或密码错误 and keeps the phone typed', async ({ page }) => {
    await page.goto('/login');
    await loginWithPassword(page, DEMO.phone, 'wrong-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('手机号或密码错误');
    await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(DEMO.phone);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a login-required page sends the visitor to log in with its full path as the return target', async ({
    page,
  }) => {
    await page.goto('/drive/create?sid=3');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdrive%2Fcreate%3Fsid%3D3$/);
  });
});
