import { expect, test } from '@playwright/test';
import { loginByCode } from './helpers';

// The reader, on an article: from the home feed, through login from the comment box,
// with an emoji, a reply, a like and deleting the reply. Each device profile uses its own phone.
test('a reader opens an article from the feed, comments through the login sheet without losing the draft, replies, likes and deletes the reply', async ({ page }, info) => {
  const phone = info.project.name === 'pixel5' ? '13900001001' : '13900001002';
  const nickname = `新出行用户${phone.slice(-4)}`;
  const words = `冬天续航怎么样${info.project.name}`;

  await page.goto('/?channel=news');
  const card = page.locator('[role="feed"] a[href^="/article/"]').first();
  const title = (await card.locator('h3').innerText()).trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const path = new URL(page.url()).pathname;

  // The article's bottom bar opens the composer.
  await page.getByRole('navigation', { name: '互动' }).getByRole('button', { name: /写评论/ }).click();
  const composer = page.getByRole('dialog', { name: '写评论' });
  await composer.getByLabel('评论内容').fill(words);
  await composer.getByRole('button', { name: '表情' }).click();
  await composer.getByRole('button', { name: '点赞', exact: true }).click();
  await composer.getByRole('button', { name: '发送' }).click();

  // Logging in on the sheet over the article sends the draft as it was (issue 26 §5).
  const sheet = page.getByRole('dialog', { name: '验证码登录' });
  await loginByCode(sheet, phone);
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  const mine = page.getByRole('article', { name: `${nickname}的评论` }).filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: '点赞' })).toBeVisible();
  await expect(mine).not.toContainText('{:点赞:}');

  await mine.getByRole('button', { name: '回复', exact: true }).first().click();
  const replyBox = page.getByRole('dialog', { name: `回复 ${nickname}` });
  await replyBox.getByLabel('评论内容').fill('补充一下：北方冬天打七折');
  await replyBox.getByRole('button', { name: '发送' }).click();
  const reply = mine.locator('[data-comment-id]').filter({ hasText: '补充一下' });
  await expect(reply).toBeVisible();

  await mine.locator('[data-comment-id]').first().getByRole('button', { name: '点赞' }).click();
  await expect(mine.locator('[data-comment-id]').first().getByRole('button', { name: '取消点赞' })).toHaveText('1');

  await reply.getByRole('button', { name: '更多操作' }).click();
  await page.locator('.rv-action-sheet__item', { hasText: '删除' }).click();
  await page.locator('.rv-dialog__confirm').click();
  await expect(reply).toHaveCount(0);

  // What stays is what the server kept.
  await page.reload();
  await expect(page.getByRole('article', { name: `${nickname}的评论` }).filter({ hasText: words })).toBeVisible();
  await expect(page.getByText('补充一下：北方冬天打七折')).toHaveCount(0);
});
