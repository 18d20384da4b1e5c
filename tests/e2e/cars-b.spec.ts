import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO2, loginByApi, loginByCode } from './helpers';

// The app-download banner is fixed at the bottom; people close it, and so do these tests.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.sessionStorage.setItem('xcx-app-banner-closed', '1'));
});

const CRAWLER_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 (compatible; Baiduspider/2.0)';

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: Record<string, unknown>): Promise<T> {
  const res = method === 'GET' ? await request.get(`/api/${path}`) : await request.post(`/api/${path}`, { data });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A brand, series, model and a 北京 store that sells it, found through the API as the screens do. */
async function bookable(request: APIRequestContext) {
  const brands = await api<{ id: number; name: string }[]>(request, 'GET', 'v1/dealer/dealer-drive/brands');
  const brand = brands.find((b) => b.name === '比亚迪') ?? brands[0]!;
  const series = (await api<{ list: { id: number; name: string }[] }>(request, 'GET', `v1/dealer/dealer-drive/series?brand_id=${brand.id}`)).list[0]!;
  const model = (await api<{ list: { id: number; name: string }[] }>(request, 'GET', `v1/dealer/dealer-drive/models?series_id=${series.id}`)).list[0]!;
  const store = (await api<{ list: { id: number; name: string }[] }>(request, 'POST', 'v1/dealer/dealer-drive/get-dealership', { series_id: series.id, city_code: '110100' })).list[0]!;
  return { brand, series, model, store };
}

test('a logged-in user books a test drive from brand to order detail', async ({ page, context, baseURL, request }) => {
  // Six screens and two logins: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await loginByApi(context, baseURL!);
  const { brand, series, model } = await bookable(request);

  await page.goto('/drive/select/brand');
  await page.getByRole('link', { name: brand.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/drive/select/series/${brand.id}`));
  await page.getByRole('link', { name: new RegExp(series.name) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/drive/select/model/${series.id}`));
  await page.getByRole('link', { name: new RegExp(model.name) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/drive/select/store\\?series=${series.id}&model=${model.id}`));
  const firstStore = page.getByRole('list', { name: '门店列表' }).getByRole('link').first();
  const storeName = (await firstStore.locator('span').first().evaluate((el) => el.firstChild?.textContent ?? '')).trim();
  await firstStore.click();
  await expect(page).toHaveURL(/\/drive\/create\?series=\d+&model=\d+&store=\d+/);
  await expect(page.getByTestId('drive-model')).toHaveText(model.name);
  await expect(page.getByTestId('drive-store')).toHaveText(storeName);

  // Reload keeps the choices: they live in the URL.
  await page.reload();
  await expect(page.getByTestId('drive-store')).toHaveText(storeName);

  await page.getByRole('radio', { name: '15:00-17:00' }).click();
  await page.getByPlaceholder('请输入您的姓名').fill('李雷');
  await page.getByPlaceholder('请输入11位手机号').fill('13912345678');
  await page.getByRole('button', { name: '提交预约' }).click();

  await expect(page).toHaveURL(/\/drive\/order\/\d+$/);
  await expect(page.getByTestId('drive-status')).toHaveText('待确认');
  await expect(page.getByTestId('order-model')).toContainText(model.name);
  await expect(page.getByTestId('order-store')).toHaveText(storeName);
  await expect(page.getByTestId('order-time')).toContainText('15:00-17:00');
  await expect(page.getByTestId('order-contact')).toHaveText('李雷 139****5678');
  await page.reload();
  await expect(page.getByTestId('order-contact')).toHaveText('李雷 139****5678');

  // Changing the booking keeps the contact and shows the new slot.
  await page.getByRole('link', { name: '修改预约' }).click();
  await expect(page.getByPlaceholder('请输入您的姓名')).toHaveValue('李雷');
  await page.getByRole('radio', { name: '17:00-19:00' }).click();
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page).toHaveURL(/\/drive\/order\/\d+$/);
  await expect(page.getByTestId('order-time')).toContainText('17:00-19:00');

  // Someone else cannot see it.
  const orderUrl = page.url();
  await context.clearCookies();
  await loginByApi(context, baseURL!, DEMO2);
  const other = await page.goto(orderUrl);
  expect(other?.status()).toBe(404);
});

test('a test-drive form with no time slot or a bad phone keeps what was typed', async ({ page, context, baseURL, request }) => {
  await loginByApi(context, baseURL!);
  const { series, model, store } = await bookable(request);
  await page.goto(`/drive/create?series=${series.id}&model=${model.id}&store=${store.id}`);
  await page.getByPlaceholder('请输入您的姓名').fill('韩梅梅');
  await page.getByPlaceholder('请输入11位手机号').fill('139123');
  await page.getByRole('button', { name: '提交预约' }).click();
  await expect(page.getByText('请填写正确的手机号').first()).toBeVisible();
  await expect(page.getByPlaceholder('请输入您的姓名')).toHaveValue('韩梅梅');
  await expect(page).toHaveURL(/\/drive\/create/);
});

test('a consult with a bad phone shows 请填写正确的手机号 and keeps the form values', async ({ page, context, baseURL, request }) => {
  await loginByApi(context, baseURL!);
  const { series } = await bookable(request);
  await page.goto(`/consult/1?sid=${series.id}`);
  await expect(page.getByRole('heading', { name: '询底价', level: 1 })).toBeVisible();
  await expect(page.getByTestId('consult-series')).toContainText(series.name);
  await page.getByPlaceholder('请输入您的姓名').fill('张三');
  await page.getByPlaceholder('请输入11位手机号').fill('12345');
  await page.getByRole('button', { name: '提交询底价' }).click();
  await expect(page.getByText('请填写正确的手机号').first()).toBeVisible();
  await expect(page.getByPlaceholder('请输入您的姓名')).toHaveValue('张三');
  await expect(page.getByPlaceholder('请输入11位手机号')).toHaveValue('12345');

  await page.getByPlaceholder('请输入11位手机号').fill('13912345678');
  await page.getByRole('button', { name: '提交询底价' }).click();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
});

test('an anonymous visitor opening /drive/create logs in and is back on /drive/create', async ({ page, request }) => {
  const { series, model, store } = await bookable(request);
  const target = `/drive/create?series=${series.id}&model=${model.id}&store=${store.id}`;
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);
  await loginByCode(page);
  await expect(page).toHaveURL(new RegExp(`/drive/create\\?series=${series.id}&model=${model.id}&store=${store.id}$`));
  await expect(page.getByTestId('drive-model')).toHaveText(model.name);
});

test('the city picker’s letter index jumps, and choosing a city changes the dealer list', async ({ page, context, baseURL, request }) => {
  await loginByApi(context, baseURL!);
  const { series, model } = await bookable(request);
  await page.goto(`/drive/select/store?series=${series.id}&model=${model.id}`);
  await expect(page.getByTestId('drive-city')).toHaveText('北京');
  const stores = page.getByRole('list', { name: '门店列表' });
  await expect(stores.getByRole('link').first()).toContainText('北京');

  await page.getByRole('link', { name: '切换城市' }).click();
  await expect(page).toHaveURL(/\/city\?redirect=/);
  const sGroup = page.getByRole('region', { name: 'S开头的城市' });
  await expect(sGroup.getByRole('heading', { name: 'S' })).not.toBeInViewport();
  await page.getByRole('navigation', { name: '字母索引' }).getByRole('button', { name: '跳到S' }).click();
  await expect(sGroup.getByRole('heading', { name: 'S' })).toBeInViewport();
  await sGroup.getByRole('button', { name: '上海' }).click();

  await expect(page).toHaveURL(/\/drive\/select\/store\?series=/);
  await expect(page.getByTestId('drive-city')).toHaveText('上海');
  await expect(stores.getByRole('link').first()).toContainText('上海');
  await expect(stores.getByText('北京')).toHaveCount(0);
});

test('selection filters change the live count and lead to the matching series', async ({ page }) => {
  await page.goto('/car/selection');
  const go = page.getByTestId('selection-go');
  await expect(go).toHaveText(/^查看\d+个车系$/);
  const all = Number((await go.textContent())!.match(/\d+/)![0]);
  await page.getByRole('region', { name: '能源类型' }).getByRole('button', { name: '增程' }).click();
  await expect(page).toHaveURL(/energy=%E5%A2%9E%E7%A8%8B|energy=增程/);
  await expect(go).toHaveText(/^查看\d+个车系$/);
  await expect.poll(async () => Number((await go.textContent())!.match(/\d+/)?.[0] ?? all)).toBeLessThan(all);
  const some = Number((await go.textContent())!.match(/\d+/)![0]);
  expect(some).toBeGreaterThan(0);
  await go.click();
  await expect(page).toHaveURL(/\/car\/selection\/result\?energy=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`共${some}个车系`);
  await expect(page.locator('main a[href^="/series/"]').first()).toContainText('增程');
});

test('every non-gated route answers 200 with content for a crawler', async ({ request }) => {
  const headers = { 'user-agent': CRAWLER_UA };
  const dealer = (await api<{ list: { id: number }[] }>(request, 'POST', 'v1/dealer/dealer-drive/get-dealership', { series_id: (await bookable(request)).series.id, city_code: '110100' })).list[0]!;
  const activity = (await api<{ list: { id: number; type: number; title: string }[] }>(request, 'GET', `v1/dealer/dealer/content?id=${dealer.id}`)).list[0]!;
  const remark = await api<{ id: number; title: string; user: { id: number }; series: { id: number } }>(request, 'GET', 'v1/remark/detail?id=1');
  const group = await api<{ name: string }>(request, 'GET', 'v1/social/detail?id=1');
  const detail = await api<{ name: string; promotions: { series: { id: number } }[] }>(request, 'GET', `v1/dealer/dealer/detail?id=${dealer.id}`);
  const sid = detail.promotions[0]!.series.id;

  const pages: [string, string][] = [
    ['/city', '热门城市'],
    [`/car/dealer/${dealer.id}`, detail.name],
    [`/car/dealer/${dealer.id}/${sid}`, '本车系优惠'],
    [`/car/dealer-gallery/${dealer.id}`, '门店相册'],
    [`/car/activity/${activity.id}/${activity.type}`, activity.title],
    [`/car/get-discount/${sid}/1`, '获取本地最低价'],
    [`/car/get-discount/${sid}/1/${dealer.id}`, detail.name],
    ['/car/selection', '能源类型'],
    ['/car/selection/result?subsidy_min=5000&subsidy_max=20000', '个车系'],
    ['/car/social', '车友圈'],
    ['/car/social/1', group.name],
    ['/car/social-group', '品牌车友会'],
    [`/remark/${remark.id}`, '不满意'],
    [`/remark-history/${remark.series.id}/${remark.user.id}`, '口碑'],
  ];
  for (const [path, text] of pages) {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toContain(text);
  }
});

test('bad ids are 404', async ({ request, context, baseURL }) => {
  const headers = { 'user-agent': CRAWLER_UA };
  for (const path of [
    '/car/dealer/abc',
    '/car/dealer/999999',
    '/car/dealer/1/x',
    '/car/dealer-gallery/999999',
    '/car/activity/999999/1',
    '/car/get-discount/1/3',
    '/car/get-discount/999999/1',
    '/car/social/abc',
    '/car/social/999999',
    '/remark/999999',
    '/remark-history/1/999999',
  ]) {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(404);
  }
  await loginByApi(context, baseURL!);
  for (const path of ['/drive/order/999999', '/drive/order/abc', '/drive/select/model/999999', '/consult/9']) {
    const res = await context.request.get(path, { headers });
    expect(res.status(), path).toBe(404);
  }
});

test('a visitor asks a store for its lowest price and is told what happens next', async ({ page, request }) => {
  const { series, store } = await bookable(request);
  await page.goto(`/car/get-discount/${series.id}/1/${store.id}`);
  await expect(page.getByRole('radio', { name: new RegExp(store.name) })).toHaveAttribute('aria-checked', 'true');
  await page.getByPlaceholder('请输入您的姓名').fill('王先生');
  await page.getByPlaceholder('请输入11位手机号').fill('1381234');
  await page.getByRole('button', { name: '获取底价' }).click();
  await expect(page.getByText('请填写正确的手机号').first()).toBeVisible();
  await page.getByPlaceholder('请输入11位手机号').fill('13812345678');
  await page.getByRole('button', { name: '获取底价' }).click();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await expect(page.getByText('1家经销商将在30分钟内')).toBeVisible();
});
