import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';
import { api, bookable, closeAppBanner } from './car-helpers';
import { loginByApi, test } from './helpers';

// What a reader on a phone met on a walk of the site: a hydration error when logged in, an
// image without a source, a search that found something and said it found nothing, empty states
// that open on nothing, and controls on top of each other.

closeAppBanner();

/** Collects React's hydration errors and "image src is required" as the page logs them. */
function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /#418|#423|#425|hydrat|image src is required/i.test(msg.text()))
      problems.push(msg.text());
  });
  return problems;
}

/** Resolves once React has hydrated <main> and had a frame and a task to report an error. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((k) => k.startsWith('__reactFiber'));
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

const box = async (l: Locator) => (await l.boundingBox())!;

test('a logged-in reader opens 询底价 without a hydration error, and is not asked for an SMS code', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const problems = pageProblems(page);
  await loginByApi(context, baseURL!);
  const { series, store } = await bookable(request);
  await page.goto(`/car/get-discount/${series.id}/1/${store.id}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: '获取底价' })).toBeVisible();
  await expect(page.getByPlaceholder('请输入短信验证码')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a visitor finds 获取验证码 on the code field line of 询底价 and of a store activity', async ({
  page,
  request,
}) => {
  const { series, store } = await bookable(request);
  const activity = (
    await api<{ list: { id: number; type: number }[] }>(
      request,
      'GET',
      `v1/dealer/dealer/content?id=${store.id}`,
    )
  ).list[0]!;
  for (const path of [
    `/car/get-discount/${series.id}/1/${store.id}`,
    `/car/activity/${activity.id}/${activity.type}`,
  ]) {
    await page.goto(path);
    const input = page.getByPlaceholder('请输入短信验证码');
    const button = page.getByRole('button', { name: '获取验证码' });
    await expect(button, path).toBeVisible();
    // Asked to submit without a code: the message shows under the field, the button stays on its line.
    await page.getByPlaceholder('请输入您的姓名').fill('王先生');
    await page.getByPlaceholder('请输入11位手机号').fill('13812345678');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText('请输入短信验证码').first(), path).toBeVisible();
    // The field's row is the box that draws its line (its bottom border): the button is in it.
    const inRow = await input.evaluate((el, label) => {
      let row: Element | null = el;
      while (row && parseFloat(getComputedStyle(row).borderBottomWidth) === 0)
        row = row.parentElement;
      return Boolean(
        row && [...row.querySelectorAll('button')].some((b) => b.textContent === label),
      );
    }, '获取验证码');
    expect(inRow, path).toBe(true);
    const i = await box(input);
    const b = await box(button);
    // Same line: the button's middle is within the input's height, and it ends inside the field.
    expect(Math.abs(b.y + b.height / 2 - (i.y + i.height / 2)), path).toBeLessThan(i.height / 2);
    expect(b.x, path).toBeGreaterThan(i.x);
    expect(b.x + b.width, path).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});

test('a user page shows a text-only post without an image that has no source', async ({ page }) => {
  // The writer of a published 动态 with no picture, read from the run's database (playwright.config.ts E2E_API_DB).
  const db = new Database(process.env.E2E_API_DB!, { readonly: true, fileMustExist: true });
  const writer = db
    .prepare(
      `SELECT u.id, u.nickname FROM contents c JOIN ins_posts p ON p.content_id = c.id JOIN users u ON u.id = c.author_id
       WHERE c.type = 3 AND c.cover_path = '' AND c.images = '[]' AND p.status = 1 AND u.id > 2 ORDER BY u.id LIMIT 1`,
    )
    .get() as { id: number; nickname: string };
  db.close();
  const problems = pageProblems(page);
  await page.goto(`/user/${writer.id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(writer.nickname);
  for (const src of await page
    .locator('main img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? '')))
    expect(src).not.toBe('');
  expect(problems).toEqual([]);
});

test('searching a series name shows that series first in 综合 and never also says nothing was found', async ({
  page,
}) => {
  for (const keyword of ['理想i8', 'Model Y']) {
    await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
    const first = page
      .getByRole('region', { name: '相关车系' })
      .locator('a[href^="/series/"]')
      .first();
    await expect(first, keyword).toContainText(keyword);
    await expect(page.getByText(`没有找到与“${keyword}”相关`)).toHaveCount(0);
  }
});

test('a visitor is not told 已加入 on /car/social-group', async ({ page }) => {
  await page.goto('/car/social-group');
  const mine = page
    .getByRole('navigation', { name: '分类' })
    .getByRole('link', { name: /我的车友圈/ });
  await expect(mine).toContainText('登录后查看');
  await expect(mine).not.toContainText('已加入');
});

test('/car/calendar opens on launches and /column lists no empty column', async ({ page }) => {
  await page.goto('/car/calendar');
  await expect(page.getByRole('heading', { name: /^新车上市（\d+）$/ })).not.toHaveText(
    '新车上市（0）',
  );
  await page.goto('/column');
  await expect(page.locator('main')).toContainText('篇文章');
  await expect(page.locator('main')).not.toContainText(/(^|\D)0篇文章/);
});

test('the back arrow of a live room and of its intro leaves the status badge uncovered', async ({
  page,
}) => {
  const live = (
    await api<{ list: { id: number; status: number }[] }>(page.request, 'GET', 'v1/live/list')
  ).list.find((l) => l.status === 1)!;
  for (const path of [`/live/${live.id}`, `/live/detail/${live.id}`]) {
    await page.goto(path);
    const back = await box(page.getByRole('button', { name: /返回/ }).first());
    const badge = await box(page.getByText('直播中', { exact: true }).first());
    const apart =
      back.x + back.width <= badge.x ||
      badge.x + badge.width <= back.x ||
      back.y + back.height <= badge.y ||
      badge.y + badge.height <= back.y;
    expect(apart, path).toBe(true);
  }
});

test('a native select shows one drawn chevron, the range city picker too', async ({
  demoPage: page,
}) => {
  for (const [path, select] of [
    ['/series/1', page.locator('main select').first()],
    ['/user/update', page.locator('select[name=gender]')],
  ] as const) {
    await page.goto(path);
    await expect(select, path).toBeVisible();
    const look = await select.evaluate((el) => {
      const s = getComputedStyle(el);
      return { appearance: s.appearance, image: s.backgroundImage };
    });
    expect(look.appearance, path).toBe('none');
    expect(look.image, path).toMatch(/^url\("data:image\/svg\+xml/);
  }
});
