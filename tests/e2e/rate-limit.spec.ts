import { expect, test } from '@playwright/test';
import { loginByApi } from './helpers';
import { rateLimitedSite } from './own-site';
import { scaled } from '../time-scale';

// A write past the API's rate limit (issue 8): the 429's Chinese message reaches the reader on the
// page, and what they typed stays in the composer. The shared site scales the limits up for the
// whole suite, so this test runs its own `npm start` with the write limit at 2 a minute
// (LOCAL_API_RATE_LIMIT_SCALE=0.1 of 20).

const site = rateLimitedSite('rate-limit', '0.1');

test('commenting faster than the limit shows 发布太频繁了 on the page and keeps the draft', async ({
  page,
  context,
}) => {
  test.setTimeout(scaled(120_000));
  await loginByApi(context, site().base);
  const feed = await (
    await page.request.get(`${site().base}/api/v1/home/index?channel=news&page=1&per-page=1`)
  ).json();
  const articleId = (feed as { data: { list: { id: number }[] } }).data.list[0]!.id;
  await page.goto(`${site().base}/article/${articleId}`);

  const bar = page.getByRole('navigation', { name: '互动' });
  const composer = page.getByRole('dialog', { name: '写评论' });
  for (const words of ['第一条：冬天续航打几折？', '第二条：快充到80%要多久？']) {
    await bar.getByRole('button', { name: /写评论/ }).click();
    await composer.getByLabel('评论内容').fill(words);
    await composer.getByRole('button', { name: '发送' }).click();
    await expect(page.getByRole('article').filter({ hasText: words }).first()).toBeVisible();
  }

  const third = '第三条：超过频率限制的评论';
  await bar.getByRole('button', { name: /写评论/ }).click();
  await composer.getByLabel('评论内容').fill(third);
  const answer = page.waitForResponse(
    (res) => res.url().includes('/api/v1/comment') && res.request().method() === 'POST',
  );
  await composer.getByRole('button', { name: '发送' }).click();
  expect((await answer).status()).toBe(429);
  await expect(page.getByText('发布太频繁了，请稍后再试')).toBeVisible();
  await expect(composer.getByLabel('评论内容')).toHaveValue(third);
  await expect(page.getByRole('article').filter({ hasText: third })).toHaveCount(0);
});
