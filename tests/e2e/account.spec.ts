import { expect, test, type Page } from '@playwright/test';
import { scaled } from '../time-scale';
import { freshUser, loginByApi, setSiteCookie } from './helpers';

/** A form's message (Next's route announcer is an alert too). */
const expectAlert = (page: Page, text: string) =>
  expect(page.locator('form [role="alert"]')).toHaveText(text);

// Account screens and info pages, as a person uses them. Each device profile uses its own
// demo accounts so the two projects can run side by side on one database.
const accounts = (project: string) =>
  project === 'iphone12'
    ? { reset: '13800000015', editor: '13800000016', third: '13800000019' }
    : { reset: '13800000005', editor: '13800000006', third: '13800000009' };

test('a person resets a forgotten password and logs in with the new one', async ({
  page,
}, info) => {
  const phone = accounts(info.project.name).reset;
  await page.goto('/reset');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill('000000');
  await page.getByRole('button', { name: '下一步' }).click();
  // A wrong code keeps what was typed and shows the API's message.
  await expectAlert(page, '验证码错误或已过期');
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(phone);
  await page.getByPlaceholder('请输入验证码').fill('123456');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByPlaceholder('请输入新密码（6-20位）').fill('newpass2026');
  await page.getByPlaceholder('请再次输入新密码').fill('newpass2025');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expectAlert(page, '两次输入的密码不一致');
  await page.getByPlaceholder('请再次输入新密码').fill('newpass2026');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByRole('heading', { name: '密码已重置' })).toBeVisible();
  await page.getByRole('link', { name: '去登录' }).click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill('newpass2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === 'token' && c.value)).toBe(true);
});

test('a person edits their nickname and sees it on their page', async ({
  page,
  context,
  baseURL,
}, info) => {
  const phone = accounts(info.project.name).editor;
  await loginByApi(context, baseURL!, { phone, password: 'xcx123456', nickname: '' });
  await page.goto('/user/update');
  const nickname = `测试车主${info.project.name === 'iphone12' ? 'B' : 'A'}${Date.now() % 10000}`;
  await page.getByPlaceholder('请填写昵称（最多16个字）').fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await expectAlert(page, '请填写昵称');
  await page.getByPlaceholder('请填写昵称（最多16个字）').fill(nickname);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nickname);
});

test('a person follows another user from their page and the follower count goes up', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // A new account of this attempt's own, which follows no one yet, and a user to follow of its own
  // too: a seeded author's follower count moves whenever a test beside this one follows them.
  await freshUser(request, baseURL!, context);
  const target = (await freshUser(request, baseURL!)).uid;
  await page.goto(`/user/${target}`);
  const count = page.getByTestId('follower-count');
  await expect(count).toHaveText('0');
  await page.getByRole('button', { name: '+ 关注' }).click();
  await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
  await expect(count).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('follower-count')).toHaveText('1');
  await page.getByRole('button', { name: '已关注' }).click();
  await expect(page.getByTestId('follower-count')).toHaveText('0');
});

test('an anonymous visitor who taps follow is asked to log in over the page', async ({ page }) => {
  await page.goto('/user/2');
  await page.getByRole('button', { name: '+ 关注' }).click();
  // The login sheet (issue 26 §5), on the same page: the follow completes after it (login-sheet.spec.ts).
  await expect(page.getByRole('dialog', { name: /验证码登录|密码登录/ })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/2$/);
});

test('an unknown or malformed user id is a 404', async ({ page }) => {
  expect((await page.goto('/user/999999'))?.status()).toBe(404);
  expect((await page.goto('/user/abc'))?.status()).toBe(404);
});

/**
 * Plays WeChat's web login, which cannot run here. The site's real start (/third/weixin/start)
 * answers: it binds the attempt to this browser (its cookie lands in the context's jar) and sends
 * the user to WeChat's QR login with the return address and `state`; instead of that page (a
 * cross-site hop Playwright loses track of), the user comes straight back to the return address
 * with a code, as a scan would. The code is the local API's mock (`demo-<phone>`,
 * THIRD_PARTY_MOCK); the `state` is the one the site sent unless `forgedState` says otherwise.
 * Returns the addresses the browser was sent back to.
 */
async function playWeChat(page: Page, phone: string, forgedState?: string): Promise<string[]> {
  const returns: string[] = [];
  await page.route('**/third/weixin/start?**', async (route) => {
    const start = await route.fetch({ maxRedirects: 0 });
    const asked = new URL(start.headers().location!);
    expect(asked.origin + asked.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    const back = new URL(asked.searchParams.get('redirect_uri')!);
    back.searchParams.set('code', `demo-${phone}`);
    back.searchParams.set('state', forgedState ?? asked.searchParams.get('state')!);
    returns.push(back.toString());
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  return returns;
}

test('a person logs in with WeChat from the login page and lands on the personal center; the return works once', async ({
  page,
}, info) => {
  const returns = await playWeChat(page, accounts(info.project.name).third);
  await page.goto('/login?redirect=/user');
  await page.getByRole('button', { name: '微信登录' }).click();
  // Three server hops (the start, the return's exchange, then the target) before the center shows.
  await expect(page).toHaveURL((url) => url.pathname === '/user', { timeout: scaled(20_000) });
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: /签到|今日已签到/ })).toBeVisible();
  // WeChat's return address is this site's own callback page, with the state the site sent.
  expect(returns).toHaveLength(1);
  expect(new URL(returns[0]!).pathname).toBe('/third/weixin');
  // The same return again (a replayed link) is refused: a state is used once.
  await page.goto(returns[0]!);
  await expect(page.getByRole('alert').filter({ hasText: '微信登录失败' })).toContainText(
    '该登录链接已使用，请重新登录',
  );
});

test('a return from WeChat with a forged state is refused, logs no one in and leads back to 登录', async ({
  page,
  context,
  baseURL,
}) => {
  const phone = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await playWeChat(page, phone, 'f'.repeat(32));
  await page.goto('/login?redirect=/user');
  await page.getByRole('button', { name: '微信登录' }).click();
  const refused = page.getByRole('alert').filter({ hasText: '微信登录失败' });
  await expect(refused).toContainText('登录校验失败，请重新登录');
  await expect(refused.getByRole('link', { name: '返回登录' })).toHaveAttribute(
    'href',
    /\/login\?redirect=%2Fuser/,
  );
  expect((await context.cookies(baseURL)).find((c) => c.name === 'token')).toBeUndefined();
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser/);
});

test('a callback that no login on this browser started is refused with the way back to login', async ({
  page,
}) => {
  await page.goto(
    '/third/weibo?code=demo-13800000009&state=0123456789abcdef0123456789abcdef&redirect=/user',
  );
  await expect(page.getByText('登录校验信息缺失，请重新登录')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回登录' })).toHaveAttribute(
    'href',
    /\/login\?redirect=%2Fuser/,
  );
});

test('the personal center needs a login', async ({ page }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser/);
});

test('a stale token cookie on /user/update is checked on the server and sent to log in', async ({
  page,
  context,
  baseURL,
}) => {
  await setSiteCookie(context, baseURL!, 'token', 'a.b.c');
  await page.goto('/user/update');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fupdate/);
});

const LEGAL: [string, string, string][] = [
  ['/privacy', '隐私政策', '未成年人'],
  ['/useragreement', '用户协议', '用户行为规范'],
  ['/about', '关于我们', '新能源汽车'],
  ['/contact', '联系我们', '商务合作'],
  ['/annualagreement', '年度报告协议', '报告使用的数据'],
  ['/personal-information', '个人信息收集清单', '设备信息'],
  ['/personal-information-detail?type=location', '个人信息收集明细', '精确地理位置'],
  ['/share-list', '第三方信息共享清单', '合作汽车经销商'],
  ['/sdk', '第三方SDK目录', '微信开放平台 SDK'],
  ['/permission', '应用权限说明', '相机'],
  ['/xcheshihzxy', '新车试驾服务协议', '驾驶证'],
  ['/xcxyhxxbhsm', '小程序用户信息保护声明', '微信昵称和头像'],
  ['/hdbmxz', '活动报名须知', '取消与变更'],
  ['/hdgz', '活动规则', '奖品与发放'],
  ['/webview/level-rules', '积分与成长等级规则', '新手上路'],
];

test('the info and legal pages render their text', async ({ page }) => {
  // Fifteen pages in one test: give it the time of three.
  test.slow();
  for (const [path, title, text] of LEGAL) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(text).first()).toBeVisible();
  }
  expect((await page.goto('/personal-information-detail?type=nope'))?.status()).toBe(404);
});

test('the download and update pages show the releases', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByRole('link', { name: /Android 下载/ })).toHaveAttribute('href', /\.apk$/);
  await page.goto('/app-merch');
  await expect(page.getByRole('heading', { name: '新出行商家版', exact: true })).toBeVisible();
  await page.goto('/market/download');
  await expect(page.getByRole('heading', { name: '新出行 App', exact: true })).toBeVisible();
  await page.goto('/appupdate');
  await expect(page.getByRole('heading', { name: /Android 4\.18\.1/ })).toBeVisible();
});

test.describe('on a desktop browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  });

  test('the privacy policy renders without a redirect', async ({ page }) => {
    const res = await page.goto('/privacy');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
  });
});

test(
  'a third-party login start for a provider that does not exist is a 404',
  { tag: '@server' },
  async ({ request }) => {
    // A route handler, not a page (so not in status-codes.spec.ts's table of pages): the status alone.
    for (const path of ['/third/wechat/start?redirect=/user', '/third/99999999/start']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    // A known one sends the browser on to the provider, bound by its cookie.
    const start = await request.get('/third/weibo/start?redirect=/user', { maxRedirects: 0 });
    expect(start.status()).toBe(303);
    expect(start.headers().location).toMatch(/^https:\/\/api\.weibo\.com\/oauth2\/authorize\?/);
    expect(start.headers()['set-cookie']).toMatch(
      /^third_login=[\w-]{43}; Path=\/third; .*HttpOnly; SameSite=lax/i,
    );
  },
);
