import { expect, test, type TestInfo } from '@playwright/test';
import { DEMO, DEMO2, freshUser, loginByApi, phoneUser } from './helpers';
import { scaled } from '../time-scale';

// The two device profiles run at once against one API: each uses its own demo account, so
// balances, per-user limits and daily draw chances do not collide.
const who = (info: TestInfo) => (info.project.name === 'pixel5' ? DEMO : DEMO2);

// The redeeming accounts are seeded ones with points that no other spec logs in as
// (shop-orders.spec.ts leaves them out), so nothing earns or spends their points while this test
// reads a balance. Each repeat of the test (--repeat-each, which may run side by side) takes its
// own; the sticker set allows two per account, so a retry redeems on the same one.
const REDEEMERS = ['13800000017', '13800000018', '13800000022', '13800000023', '13800000024'];

test('a user goes from the personal center to the shop, redeems a goods item, and the ledger shows it', async ({
  page,
  context,
  request,
  baseURL,
}, info) => {
  // The shop, an address and the ledger on a busy 2-core machine: more than the default 30 s.
  test.setTimeout(scaled(90_000));
  const phone = REDEEMERS[info.repeatEachIndex % REDEEMERS.length]!;
  await phoneUser(request, baseURL!, phone, context);
  await page.goto('/user');
  await page.getByRole('link', { name: '积分商城' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  const before = Number(await page.getByTestId('shop-balance').innerText());

  await page
    .getByRole('link', { name: /车友会徽章贴纸套装/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/goods\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('新出行车友会徽章贴纸套装');
  await expect(page.getByText('200 积分').first()).toBeVisible();
  await page.getByRole('button', { name: '立即兑换' }).click();
  // A physical item: it ships to an address of the book (a new one the first time; issue 26 §6).
  const sheet = page.getByRole('dialog', { name: '确认兑换' });
  const form = sheet.getByRole('form', { name: '新增收货地址' });
  await expect(sheet.getByRole('radiogroup', { name: '选择收货地址' }).or(form)).toBeVisible();
  if (await form.isVisible()) {
    // The account's phone arrives filled in (issue 26 §5): type over it once it is there.
    await expect(form.getByLabel('手机号')).toHaveValue(/^1\d{10}$/);
    await form.getByLabel('收货人').fill('李雷');
    await form.getByLabel('手机号').fill('13912345678');
    await form.getByLabel('省份').selectOption({ label: '北京市' });
    await form.getByLabel('城市').selectOption({ label: '北京' });
    await form.getByLabel('区县').selectOption({ label: '朝阳区' });
    await form.getByLabel('详细地址').fill('望京SOHO T1 12层');
    await form.getByRole('button', { name: '保存并使用' }).click();
  }
  await sheet.getByRole('button', { name: '确认兑换' }).click();
  const status = page.getByRole('status').filter({ hasText: '消耗 200 积分' });
  await expect(status).toContainText(/剩余 \d+ 积分/);
  const left = Number((await status.innerText()).match(/剩余 (\d+) 积分/)![1]);
  expect(left).toBe(before - 200);

  await page.goto('/shop/points');
  expect(Number(await page.getByTestId('points-balance').innerText())).toBe(left);
  // Newest first: the redemption is the ledger's top row.
  const rows = page.locator('[role="feed"] > div');
  await expect(rows.first()).toContainText('兑换 新出行车友会徽章贴纸套装');
  await expect(rows.first()).toContainText('-200');
});

test('a user opens the running lottery from the home page, draws, and sees the result and the chances left', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A reader of this attempt's own: the day's three chances are theirs alone (a retry or a repeat
  // of this test, as the same account, would find one fewer).
  await freshUser(request, baseURL!, context);
  await page.goto('/');
  await page.getByRole('link', { name: /积分商城周年庆/ }).click();
  await expect(page).toHaveURL(/\/lottery\/1$/);
  await expect(page.getByRole('heading', { name: '奖品与概率' })).toBeVisible();
  await expect(page.getByTestId('chances')).toContainText('今日剩余 3 次');

  await page.getByRole('button', { name: /^抽奖/ }).click();
  const result = page.getByTestId('draw-result');
  await expect(result).toBeVisible({ timeout: scaled(10_000) });
  await expect(result).toContainText(/恭喜你抽中「.+」|谢谢参与/);
  await expect(page.getByTestId('chances')).toContainText('今日剩余 2 次');
  // The seed is committed before the draw: its hash is on the page, the seed itself is not.
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
});

test('an ended lottery reveals its seed and the reader can check it in the browser', async ({
  page,
}) => {
  await page.goto('/lottery/3');
  await page.getByRole('button', { name: '校验种子与哈希是否一致' }).click();
  await expect(page.getByText('✓ 一致：种子在开奖前已确定')).toBeVisible();
  await expect(
    page
      .locator('ul li')
      .filter({ hasText: /1\d{2}\*{4}\d{4}/ })
      .first(),
  ).toBeVisible();
});

test(
  'the goods gallery swipes and the shop lists goods to the end',
  { tag: '@device' },
  async ({ page }) => {
    await page.goto('/goods/1');
    const gallery = page.getByTestId('goods-gallery');
    await expect(gallery).toBeVisible();
    await expect(gallery).toContainText('1/4');
    const box = (await gallery.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(gallery).toContainText('2/4');

    await page.goto('/shop?category=%E8%99%9A%E6%8B%9F%E6%9D%83%E7%9B%8A');
    await expect(page.getByText('没有更多了')).toBeVisible();
  },
);

test('unknown and malformed shop and lottery ids answer 404', async ({ page }) => {
  for (const path of [
    '/goods/99999',
    '/goods/abc',
    '/lottery/99999',
    '/lottery/abc',
    '/shop?category=nope',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});

test('the year in review asks an anonymous visitor to log in, without an error', async ({
  page,
}) => {
  const res = await page.goto('/annual');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '登录后查看你的年度报告' })).toBeVisible();
  await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fannual',
  );
});

test('the year in review shows figures only after consent, and a hidden card stays out of the share image', async ({
  page,
  context,
  baseURL,
}, info) => {
  await loginByApi(context, baseURL!, who(info));
  await page.goto('/annual');
  await expect(page.getByTestId('annual-card')).toHaveCount(0);
  await page.getByRole('button', { name: '同意并查看' }).click();
  const cards = page.getByTestId('annual-card');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('的新出行年度报告');
  await expect(cards.first()).toContainText('你和新出行');
  await expect(page.getByRole('article', { name: '你的声音' })).toContainText('条评论');
  await cards.first().getByRole('button', { name: '分享时隐藏此卡' }).click();
  await expect(cards.first().getByRole('button', { name: '已隐藏，点此恢复' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: '生成分享图' }).click();
  await expect(page.getByTestId('annual-share-image')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
});

test('the year in review opens on its title, not on a tall yellow block (issue 26 §7)', async ({
  page,
  context,
  baseURL,
}, info) => {
  await loginByApi(context, baseURL!, who(info));
  await page.goto('/annual');
  await page.getByRole('button', { name: '同意并查看' }).click();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText('的新出行年度报告');
  const titleBox = (await title.boundingBox())!;
  expect(titleBox.height).toBeGreaterThan(10);
  const first = page.getByTestId('annual-card').first();
  const box = (await first.boundingBox())!;
  // The title comes first, and the first card is no taller than two thirds of the phone's width.
  expect(titleBox.y).toBeLessThan(box.y);
  expect(box.height).toBeLessThan(page.viewportSize()!.width * 0.7);
  const image = await first.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(image).not.toContain('rgb(255, 209, 0)');
});

test(
  'a crawler reading only server HTML goes from the home page to the lottery, the shop and a goods page',
  { tag: '@server' },
  async ({ request }, info) => {
    test.skip(
      info.project.name !== 'pixel5',
      'the crawler reads HTML only: one device profile is enough',
    );
    const UA =
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Baiduspider-render/2.0)';
    const follow = async (from: string, pattern: RegExp) => {
      const res = await request.get(from, { headers: { 'user-agent': UA }, maxRedirects: 0 });
      expect(res.status(), from).toBe(200);
      const href = [...(await res.text()).matchAll(/<a\b[^>]*\shref="(\/[^"#]*)"/g)]
        .map((m) => m[1]!)
        .find((h) => pattern.test(h));
      expect(href, `a link matching ${pattern} on ${from}`).toBeTruthy();
      return href!;
    };
    const lottery = await follow('/', /^\/lottery\/\d+$/);
    const shop = await follow(lottery, /^\/shop$/);
    const goods = await follow(shop, /^\/goods\/\d+$/);
    await follow(goods, /^\/$/);
  },
);
