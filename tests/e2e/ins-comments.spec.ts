import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiData, DEMO, DEMO2, loginByApi, loginByCode, uniqueMark } from './helpers';

// Comments on a community post (ins): writing through login, replying, liking, deleting, and HTML
// shown as text.

/** A public post (some seeded posts are private to their authors). */
async function publicInsId(request: APIRequestContext): Promise<number> {
  const found = await apiData<{ list: { id: number }[] }>(
    request,
    'v1/search/ins?keyword=车&per-page=20',
  );
  for (const { id } of found.list) {
    if ((await request.get(`/api/v1/ins/${id}`)).status() === 200) return id;
  }
  throw new Error('no public post found');
}

test('a reader comments on a post through login without losing the draft, then replies, likes and deletes', async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const id = await publicInsId(request);
  const words = `这台车真不错${uniqueMark()}`;
  const agree = `我也这么觉得${uniqueMark()}`;

  await page.goto(`/ins/${id}`);
  await page.getByRole('button', { name: '写评论...' }).click();
  const composer = page.getByRole('dialog', { name: '写评论' });
  await composer.getByLabel('评论内容').fill(words);
  await composer.getByRole('button', { name: '表情' }).click();
  await composer.getByRole('button', { name: '大笑', exact: true }).click();
  await expect(composer.getByLabel('评论内容')).toHaveValue(`${words}{:大笑:}`);
  await composer.getByRole('button', { name: '发送' }).click();

  // Anonymous: the login sheet over the post, then the draft is sent as it was.
  const sheet = page.getByRole('dialog', { name: '验证码登录' });
  await loginByCode(sheet, DEMO.phone);
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/ins/${id}$`));

  // The comment is at the top, with the emoji drawn as an emoji, without a reload.
  const mine = page
    .getByRole('article', { name: `${DEMO.nickname}的评论` })
    .filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: '大笑' })).toHaveText('😄');
  await expect(mine).not.toContainText('{:大笑:}');

  // Reply to it.
  await mine.getByRole('button', { name: '回复', exact: true }).first().click();
  const replyBox = page.getByRole('dialog', { name: `回复 ${DEMO.nickname}` });
  await replyBox.getByLabel('评论内容').fill(agree);
  await replyBox.getByRole('button', { name: '发送' }).click();
  const reply = mine.locator('[data-comment-id]').filter({ hasText: agree });
  await expect(reply).toBeVisible();

  // Like it.
  const like = mine.locator('[data-comment-id]').first().getByRole('button', { name: '点赞' });
  await like.click();
  await expect(
    mine.locator('[data-comment-id]').first().getByRole('button', { name: '取消点赞' }),
  ).toHaveText('1');

  // Delete the reply (own only, after confirming).
  await reply.getByRole('button', { name: '更多操作' }).click();
  await page.locator('.rv-action-sheet__item', { hasText: '删除' }).click();
  await page.locator('.rv-dialog__confirm').click();
  await expect(reply).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a comment that looks like HTML shows as literal text and runs nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await loginByApi(context, baseURL!, DEMO2);
  const id = await publicInsId(page.request);
  await page.goto(`/ins/${id}`);
  await page.getByRole('button', { name: '写评论...' }).click();
  const attack = '<img src=x onerror=alert(1)>';
  await page.getByRole('dialog', { name: '写评论' }).getByLabel('评论内容').fill(attack);
  await page.getByRole('dialog', { name: '写评论' }).getByRole('button', { name: '发送' }).click();
  await expect(page.locator('#comments').getByText(attack).first()).toBeVisible();
  // After a reload the server renders it too, still as text.
  await page.reload();
  await expect(page.locator('#comments').getByText(attack).first()).toBeVisible();
  await expect(page.locator('#comments img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
