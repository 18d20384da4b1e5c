import { devices, expect, test, type Page } from '@playwright/test';
import { loginByApi } from './helpers';
import { firstArticleId } from './phone-helpers';

// Issue 12, defects 1–7: what a new user hit on a phone, each done the way a person does it.

/** The list's items (not its 加载中 / 没有更多了 footer). */
const feedCards = (page: Page) => page.locator('[role="feed"] > div:has(a)');

/** Wheel-scrolls down, as a thumb or a mouse would, until `enough` says stop (or the list ends). */
async function wheelDown(page: Page, enough: (cards: number, y: number) => boolean): Promise<void> {
  await page.mouse.move(195, 420);
  for (let i = 0; i < 260; i++) {
    const cards = await feedCards(page).count();
    const y = await page.evaluate(() => window.scrollY);
    if (enough(cards, y)) return;
    if (await page.getByText('没有更多了').isVisible()) return;
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(50);
  }
}

/** The feed card drawn at the middle of the screen: its link and its distance from the top. */
async function cardAtMiddle(page: Page): Promise<{ href: string; top: number }> {
  return page.evaluate(() => {
    const a = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest('[role="feed"] > div')?.querySelector('a');
    if (!a) throw new Error('no feed card at the middle of the screen');
    return { href: a.getAttribute('href') ?? '', top: a.getBoundingClientRect().top };
  });
}

async function expectSamePlace(page: Page, before: { cards: number; y: number; href: string; top: number }) {
  await expect.poll(() => feedCards(page).count()).toBeGreaterThanOrEqual(before.cards);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(before.y - 60);
  const y = await page.evaluate(() => window.scrollY);
  expect(Math.abs(y - before.y)).toBeLessThan(60);
  // The card that was tapped is where it was on the screen.
  const card = page.locator(`[role="feed"] a[href="${before.href}"]`).first();
  const box = (await card.boundingBox())!;
  expect(Math.abs(box.y - before.top)).toBeLessThan(60);
}

test.describe('12.1 the feed keeps your place on back', () => {
  test('seven pages down the home feed, open an article, go back: same pages, same place, same card', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await expect(feedCards(page)).toHaveCount(10);
    await wheelDown(page, (cards, y) => cards >= 70 && y >= 8_600);
    await page.waitForTimeout(300);
    const cards = await feedCards(page).count();
    const y = await page.evaluate(() => window.scrollY);
    expect(cards).toBeGreaterThanOrEqual(70);
    expect(y).toBeGreaterThanOrEqual(8_000);
    const tapped = await cardAtMiddle(page);

    await page.mouse.click(195, (await page.viewportSize())!.height / 2);
    await expect(page).toHaveURL(new RegExp(`${tapped.href}$`));
    await expect(page.locator('h1').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectSamePlace(page, { cards, y, ...tapped });
  });

  test('the 视频 channel scrolled to its end comes back at the same video', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/?channel=video');
    await expect(feedCards(page)).toHaveCount(10);
    await wheelDown(page, (cards, y) => cards >= 50 && y >= 5_000);
    const cards = await feedCards(page).count();
    const y = await page.evaluate(() => window.scrollY);
    expect(cards).toBeGreaterThanOrEqual(50);
    const tapped = await cardAtMiddle(page);
    await page.mouse.click(195, (await page.viewportSize())!.height / 2);
    await expect(page).toHaveURL(/\/video\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/channel=video/);
    await expectSamePlace(page, { cards, y, ...tapped });
  });
});

test.describe('12.2 the WeChat share guide', () => {
  test.use({ userAgent: `${devices['Pixel 5'].userAgent} MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/zh_CN` });

  test('分享 in WeChat covers the screen, points at the top-right menu and closes on a tap', async ({ page }) => {
    await page.goto(`/article/${await firstArticleId(page)}`);
    await page.getByRole('button', { name: '分享' }).click();
    const guide = page.getByRole('dialog', { name: '分享提示' });
    await expect(guide).toBeVisible();
    const view = page.viewportSize()!;
    const box = (await guide.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(0);
    expect(box.y).toBeLessThanOrEqual(0);
    expect(box.width).toBeGreaterThanOrEqual(view.width);
    expect(box.height).toBeGreaterThanOrEqual(view.height);
    // Both lines are on the screen, near the top where the ··· menu is.
    for (const line of ['点击右上角', '发送给朋友或分享到朋友圈']) {
      const lb = (await guide.getByText(line).boundingBox())!;
      expect(lb.y).toBeGreaterThanOrEqual(0);
      expect(lb.y + lb.height).toBeLessThan(view.height / 2);
      expect(lb.x + lb.width).toBeLessThanOrEqual(view.width);
    }
    const arrow = (await guide.locator('svg').boundingBox())!;
    expect(arrow.x + arrow.width).toBeGreaterThan(view.width * 0.7);
    expect(arrow.y).toBeLessThan(view.height * 0.2);
    // A tap anywhere (here: the lower half of the screen) closes it.
    await page.mouse.click(view.width / 3, view.height * 0.75);
    await expect(guide).toBeHidden();
  });
});

test.describe('12.3 passed test-drive slots', () => {
  test('at 12:56 Beijing time today’s 09:00–11:00 and 11:00–13:00 are disabled, 13:00–15:00 is not', async ({ page, context, baseURL }) => {
    await loginByApi(context, baseURL!);
    const stores = await page.request.post('/api/v1/dealer/dealer-drive/get-dealership', { data: { series_id: 1, city_code: '110100' } });
    const store = ((await stores.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    const models = await page.request.get('/api/v1/dealer/dealer-drive/models?series_id=1');
    const model = ((await models.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    const beijingDay = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    await page.clock.setFixedTime(new Date(`${beijingDay}T12:56:00+08:00`));

    await page.goto(`/drive/create?series=1&model=${model}&store=${store}`);
    await page.getByRole('radio', { name: '今天' }).click();
    const slots = page.getByRole('radiogroup', { name: '试驾时段' });
    await expect(slots.getByRole('radio', { name: '09:00-11:00' })).toBeDisabled();
    await expect(slots.getByRole('radio', { name: '11:00-13:00' })).toBeDisabled();
    await expect(slots.getByRole('radio', { name: '13:00-15:00' })).toBeEnabled();
    // Tomorrow every slot is open.
    await page.getByRole('radio', { name: '明天' }).click();
    await expect(slots.getByRole('radio', { name: '09:00-11:00' })).toBeEnabled();
  });
});

test.describe('12.4 a live room opens at the top', () => {
  test('the player and title are on screen, the chat scrolls in its own box, a sent line is not under the input', async ({ page, context, baseURL }) => {
    await loginByApi(context, baseURL!);
    const res = await page.request.get('/api/v1/live/list');
    const live = ((await res.json()) as { data: { list: { id: number; status: number }[] } }).data.list.find((l) => l.status === 1)!;
    await page.goto(`/live/${live.id}`);
    const chat = page.getByTestId('live-chat');
    await expect(chat).toBeVisible();
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(20);
    const title = (await page.locator('h1').first().boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(0);
    expect(title.y).toBeLessThan(page.viewportSize()!.height);

    await page.getByLabel('聊天内容').fill('这车续航真不错');
    await page.getByRole('button', { name: '发送' }).click();
    const line = chat.locator('li').filter({ hasText: '这车续航真不错' }).last();
    await expect(line).toBeVisible();
    await page.waitForTimeout(300);
    const lineBox = (await line.boundingBox())!;
    const form = (await page.getByLabel('聊天内容').locator('xpath=ancestor::form').boundingBox())!;
    const chatBox = (await chat.boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(form.y + 1);
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(chatBox.y + chatBox.height + 1);
  });
});

test.describe('12.5 inside the native app', () => {
  test.use({ userAgent: `${devices['Pixel 5'].userAgent} xchuxing-app/3.6.0` });

  test('feed links use the app scheme and an anonymous 点赞 opens the app’s login', async ({ page }) => {
    await page.goto('/');
    const href = await feedCards(page).first().locator('a').first().getAttribute('href');
    expect(href).toMatch(/^xchuxing:\/\/open\?type=\d+&id=\d+/);

    await page.goto(`/article/${await firstArticleId(page)}`);
    // Where the page sends the reader: an app-scheme request (it goes nowhere in a browser).
    const opened: string[] = [];
    page.on('request', (r) => opened.push(r.url()));
    page.on('framenavigated', (f) => opened.push(f.url()));
    await page.getByRole('navigation', { name: '互动' }).getByRole('button', { name: /点赞/ }).click();
    await expect.poll(() => opened.some((u) => u.startsWith('xchuxing://login')) || page.url().startsWith('xchuxing://login')).toBe(true);
    expect(opened.some((u) => u.includes('/login?redirect'))).toBe(false);
  });
});

test.describe('12.6 and 12.7 the letter index on /car', () => {
  test('tapping Z then B shows B’s brands right under the top bar, and no loading bar sticks', async ({ page }) => {
    await page.goto('/car');
    const index = page.getByRole('navigation', { name: '品牌字母索引' });
    const letters = await index.locator('a').allTextContents();
    const last = letters[letters.length - 1]!;
    await index.getByText(last, { exact: true }).tap();
    await page.waitForTimeout(300);
    await index.getByText('B', { exact: true }).tap();
    await page.waitForTimeout(300);
    const probe = await page.evaluate(() => {
      const nav = document.querySelector('header')!.getBoundingClientRect();
      const head = document.getElementById('letter-B')!;
      const rect = head.getBoundingClientRect();
      const below = document.elementFromPoint(40, rect.bottom + 8)?.closest('a');
      return { navBottom: nav.bottom, headTop: rect.top, firstBrandGroup: below?.parentElement?.querySelector('h2')?.id };
    });
    expect(Math.abs(probe.headTop - probe.navBottom)).toBeLessThan(4);
    expect(probe.firstBrandGroup).toBe('letter-B');
    // An in-page jump is not a page load: no loading bar, neither now nor a moment later.
    await page.waitForTimeout(1_200);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
