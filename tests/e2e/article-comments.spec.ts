import { expect } from '@playwright/test';
import { loginByCode, test, uniqueMark, uniquePhone } from './helpers';
import { barButton, firstArticleId, openComposer } from './person-helpers';

// The reader, on an article: from the home feed, through login from the comment box,
// with an emoji; then a reply, a like and deleting the reply. Each attempt is a new reader (its
// own phone) writing its own words, so a retry never meets the first try's comment.
test('a reader opens an article from the feed and comments through the login sheet without losing the draft', async ({
  page,
}) => {
  const phone = uniquePhone();
  const words = `冬天续航怎么样${uniqueMark()}`;

  await page.goto('/?channel=news');
  const card = page.locator('[role="feed"] a[href^="/article/"]').first();
  const title = (await card.locator('h3').innerText()).trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const path = new URL(page.url()).pathname;

  // The article's bottom bar opens the composer.
  await barButton(page, /写评论/).click();
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

  const mine = page.getByRole('article', { name: /的评论$/ }).filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: '点赞' })).toBeVisible();
  await expect(mine).not.toContainText('{:点赞:}');
});

test('a reader replies to their comment, likes it and deletes the reply; the page after a reload is what the server kept', async ({
  readerPage: page,
}) => {
  const words = `冬天续航怎么样${uniqueMark()}`;
  const reply = `补充一下：北方冬天打七折${uniqueMark()}`;
  await page.goto(`/article/${await firstArticleId(page)}`);
  const composer = await openComposer(page);
  await composer.getByLabel('评论内容').fill(words);
  await composer.getByRole('button', { name: '发送' }).click();
  const mine = page.getByRole('article', { name: /的评论$/ }).filter({ hasText: words });
  await expect(mine).toBeVisible();

  await mine.getByRole('button', { name: '回复', exact: true }).first().click();
  const replyBox = page.getByRole('dialog', { name: /^回复 / });
  await replyBox.getByLabel('评论内容').fill(reply);
  await replyBox.getByRole('button', { name: '发送' }).click();
  const replied = mine.locator('[data-comment-id]').filter({ hasText: reply });
  await expect(replied).toBeVisible();

  await mine.locator('[data-comment-id]').first().getByRole('button', { name: '点赞' }).click();
  await expect(
    mine.locator('[data-comment-id]').first().getByRole('button', { name: '取消点赞' }),
  ).toHaveText('1');

  await replied.getByRole('button', { name: '更多操作' }).click();
  await page.locator('.rv-action-sheet__item', { hasText: '删除' }).click();
  await page.locator('.rv-dialog__confirm').click();
  await expect(replied).toHaveCount(0);

  // What stays is what the server kept.
  await page.reload();
  await expect(
    page.getByRole('article', { name: /的评论$/ }).filter({ hasText: words }),
  ).toBeVisible();
  await expect(page.getByText(reply)).toHaveCount(0);
});
