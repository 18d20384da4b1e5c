import { expect, test, type Page } from '@playwright/test';
import { loginByApi } from './helpers';

// The info and legal pages can be found, by a crawler and by a person (issue 12, defect 13).

test.describe('12.13 info and legal pages can be found', () => {
  const INFO = [
    '/about',
    '/contact',
    '/useragreement',
    '/privacy',
    '/annualagreement',
    '/personal-information',
    '/personal-information-detail',
    '/share-list',
    '/sdk',
    '/permission',
    '/xcheshihzxy',
    '/xcxyhxxbhsm',
    '/appupdate',
    '/app',
    '/app-merch',
    '/hdbmxz',
    '/hdgz',
  ];

  async function linksOf(page: Page, path: string): Promise<string[]> {
    const res = await page.request.get(path);
    expect(res.status()).toBe(200);
    return [...(await res.text()).matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)].map((m) => m[1]!);
  }

  test('a crawler from / reaches /about, and from /about every info page', async ({ page }) => {
    test.skip(test.info().project.name !== 'pixel5', 'server HTML only: one profile is enough');
    expect(await linksOf(page, '/')).toContain('/about');
    const fromAbout = new Set(await linksOf(page, '/about'));
    const missing = INFO.filter((p) => p !== '/about' && !fromAbout.has(p));
    expect(missing).toEqual([]);
    for (const p of INFO) expect((await page.request.get(p)).status(), p).toBe(200);
  });

  test('a person finds them in the menu, on the login page, the app pages and the sign-up forms', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '菜单' }).click();
    await page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: '关于我们' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('link', { name: /应用权限说明/ })).toBeVisible();

    await page.goto('/login');
    for (const name of [
      '《用户协议》',
      '《隐私政策》',
      '《个人信息收集清单》',
      '《第三方信息共享清单》',
    ]) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await page.goto('/app');
    for (const name of ['应用权限说明', '第三方SDK目录', '版本更新']) {
      await expect(
        page.getByRole('navigation', { name: '应用信息' }).getByRole('link', { name }),
      ).toBeVisible();
    }

    await loginByApi(context, baseURL!);
    const models = await page.request.get('/api/v1/dealer/dealer-drive/models?series_id=1');
    const model = ((await models.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    const stores = await page.request.post('/api/v1/dealer/dealer-drive/get-dealership', {
      data: { series_id: 1, city_code: '110100' },
    });
    const store = ((await stores.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    await page.goto(`/drive/create?series=1&model=${model}&store=${store}`);
    await page.getByRole('link', { name: '《新车试驾服务协议》' }).click();
    await expect(page).toHaveURL(/\/xcheshihzxy$/);
  });
});
