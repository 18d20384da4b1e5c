import { expect, test, type Page } from '@playwright/test';
import { loginByCode, newReaderPhone } from './helpers';
import { barButton, firstArticleId, loginWithPassword, openComposer } from './person-helpers';
import { scaled } from '../time-scale';

// Issue 26 §5: an anonymous reader's 赞 / 收藏 / 关注 / 评论 opens a login sheet over the page
// (SMS code or password), then finishes what was tapped, on the same page at the same scroll.

// Several screens and a login on a busy 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: scaled(90_000) });

const sheet = (page: Page) => page.getByRole('dialog', { name: /验证码登录|密码登录/ });

/** Scrolls the article down a way and answers where it is. */
async function scrollDown(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  return page.evaluate(() => window.scrollY);
}

test(
  'an anonymous reader who taps 点赞 logs in on a sheet over the article, and the like is made where they were',
  { tag: '@device' },
  async ({ page }) => {
    const id = await firstArticleId(page);
    await page.goto(`/article/${id}`);
    const bar = page.getByRole('navigation', { name: '互动' });
    const count = Number(await bar.getByTestId('like-count').innerText());
    const y = await scrollDown(page);

    await bar.getByRole('button', { name: /点赞/ }).click();
    await expect(sheet(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/article/${id}`);
    // The bar shows the like at once (optimistic); the reload below must come after the server's
    // answer, or it cancels a like still on its way (its script loads on the first tap).
    const made = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/content/like') && r.request().method() === 'POST',
    );
    await loginByCode(sheet(page), newReaderPhone());

    await expect(sheet(page)).toBeHidden();
    const answer = (await (await made).json()) as { data: { is_liked: boolean; likes: number } };
    expect(answer.data.is_liked).toBe(true);
    // Other tests like the same article meanwhile: the bar shows the server's count, at least one more.
    expect(answer.data.likes).toBeGreaterThanOrEqual(count + 1);
    await expect(bar.getByRole('button', { name: /已赞/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.getByTestId('like-count')).toHaveText(String(answer.data.likes));
    expect(new URL(page.url()).pathname).toBe(`/article/${id}`);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(40);
    // Made on the server too: it survives a reload.
    await page.reload();
    await expect(bar.getByRole('button', { name: /已赞/ })).toHaveAttribute('aria-pressed', 'true');
  },
);

test('收藏 through the login sheet is made at once; the sheet offers the password too', async ({
  page,
}) => {
  const id = await firstArticleId(page);
  await page.goto(`/article/${id}`);
  const bar = page.getByRole('navigation', { name: '互动' });
  await bar.getByRole('button', { name: /收藏/ }).click();
  await sheet(page).getByRole('button', { name: '密码登录' }).click();
  await expect(page.getByRole('dialog', { name: '密码登录' })).toBeVisible();
  await sheet(page).getByRole('button', { name: '验证码登录' }).click();
  await loginByCode(sheet(page), newReaderPhone());
  await expect(sheet(page)).toBeHidden();
  await expect(bar.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
});

test('关注 an author through the login sheet follows them', async ({ page }) => {
  const id = await firstArticleId(page);
  await page.goto(`/article/${id}`);
  const follow = page.getByRole('button', { name: '+ 关注' }).first();
  await follow.click();
  await loginByCode(sheet(page), newReaderPhone());
  await expect(sheet(page)).toBeHidden();
  await expect(page.getByRole('button', { name: '已关注' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a comment written before logging in is sent after logging in on the sheet, without leaving the article', async ({
  page,
}, info) => {
  const id = await firstArticleId(page);
  const words = `登录后直接发出${info.project.name}${Date.now()}`;
  await page.goto(`/article/${id}`);
  const composer = await openComposer(page);
  await composer.getByLabel('评论内容').fill(words);
  await composer.getByRole('button', { name: '发送' }).click();
  await expect(sheet(page)).toBeVisible();
  await loginByCode(sheet(page), newReaderPhone());
  await expect(sheet(page)).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: words })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/article/${id}`);
});

test('the sheet closes without logging in, and /login still works for a direct visit', async ({
  page,
}) => {
  const id = await firstArticleId(page);
  await page.goto(`/article/${id}`);
  await barButton(page, /点赞/).click();
  await expect(sheet(page)).toBeVisible();
  await page.getByRole('button', { name: '关闭登录' }).click();
  await expect(sheet(page)).toBeHidden();
  await expect(barButton(page, /点赞/)).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/login?redirect=/');
  await loginWithPassword(page, '13800000001', 'xcx123456');
  await expect(page).toHaveURL(/\/$/);
});
