import { expect } from '@playwright/test';
import { DEMO, freshUser, test, uniqueMark } from './helpers';
import {
  barButton,
  countedArticleId,
  firstArticleId,
  loginWithPassword,
  openComposer,
} from './person-helpers';

// The comment composer of an article: a picture picked before login, one comment count
// (issue 12, defects 10 and 11), the reader's recent uploads offered again (get-upload-imgs).

test('12.10 a picture picked before login is asked about, and comes back with the text after login', async ({
  page,
}) => {
  const id = await firstArticleId(page);
  await page.goto(`/article/${id}`);
  const composer = await openComposer(page);
  await composer.getByLabel('评论内容').fill('实拍一张，充电口设计不错');
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('button', { name: '添加图片' }).click();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await (await chooser).setFiles({ name: 'charge.png', mimeType: 'image/png', buffer: png });
  // Asked first, not sent away.
  await expect(page.getByText('登录后才能发布图片，已选的图片和文字会为你保留')).toBeVisible();
  expect(page.url()).toContain(`/article/${id}`);
  await page.locator('.rv-dialog__confirm').click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await loginWithPassword(page, DEMO.phone, DEMO.password);
  await expect(page).toHaveURL(new RegExp(`/article/${id}$`));
  const back = page.getByRole('dialog', { name: '写评论' });
  await expect(back.getByLabel('评论内容')).toHaveValue('实拍一张，充电口设计不错');
  await expect(back.getByRole('img', { name: '已上传的图片' })).toHaveCount(1);
});

test('12.11 one comment count: the header and the bar agree, after a comment and after deleting it', async ({
  demoPage: page,
}) => {
  // An article no other test comments on: a deletion shows the server's count, so a comment
  // written beside this test would change the figure it expects.
  await page.goto(`/article/${await countedArticleId(page)}`);
  const header = page.locator('#comments-title');
  // The count on the bar's 写评论 button.
  const bar = barButton(page, /写评论/)
    .locator('span')
    .last();
  const n = Number((await bar.innerText()).trim());
  await expect(header).toHaveText(`评论 ${n}`);

  const composer = await openComposer(page);
  await composer.getByLabel('评论内容').fill('一个计数，处处一致');
  await composer.getByRole('button', { name: '发送' }).click();
  await expect(bar).toHaveText(String(n + 1));
  await expect(header).toHaveText(`评论 ${n + 1}`);

  const mine = page.locator('[data-comment-id]').filter({ hasText: '一个计数，处处一致' }).first();
  await mine.getByRole('button', { name: '更多操作' }).click();
  await page.locator('.rv-action-sheet__item', { hasText: '删除' }).click();
  await page.locator('.rv-dialog__confirm').click();
  await expect(bar).toHaveText(String(n));
  await expect(header).toHaveText(`评论 ${n}`);
});

test('the composer offers the reader’s recent uploads; a tap attaches one and the comment carries it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // A new account: its recent uploads are only the one this test makes.
  const me = await freshUser(request, baseURL!, context);
  await page.goto(`/article/${await firstArticleId(page)}`);
  let composer = await openComposer(page);
  await composer.getByRole('button', { name: '最近上传' }).click();
  await expect(composer.getByText('还没有上传过图片')).toBeVisible();
  await page.keyboard.press('Escape');

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const up = await request.post(`${baseURL}/api/v1/comment/upload-img`, {
    headers: { authorization: `Bearer ${me.token}` },
    data: { data: `data:image/png;base64,${png.toString('base64')}` },
  });
  expect(up.status()).toBe(200);
  const url = ((await up.json()) as { data: { url: string } }).data.url;

  composer = await openComposer(page);
  await composer.getByRole('button', { name: '最近上传' }).click();
  const recent = composer.getByRole('region', { name: '最近上传的图片' });
  await expect(recent.getByRole('button', { name: '添加这张图片' })).toHaveCount(1);
  await recent.getByRole('button', { name: '添加这张图片' }).click();
  await expect(composer.getByRole('img', { name: '已上传的图片' })).toHaveAttribute('src', url);
  await expect(recent.getByRole('button', { name: '已添加' })).toBeDisabled();

  const text = `用上次的图 ${uniqueMark()}`;
  await composer.getByLabel('评论内容').fill(text);
  await composer.getByRole('button', { name: '发送' }).click();
  const mine = page.locator('article, li').filter({ hasText: text }).last();
  await expect(mine).toBeVisible();
  await expect(mine.locator(`img[src="${url}"]`)).toHaveCount(1);
});
