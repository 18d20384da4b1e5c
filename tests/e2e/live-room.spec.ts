import { expect, type Page } from '@playwright/test';
import { test, uniqueMark } from './helpers';

// A live room opens at the top (issue 12, defect 4); a chat line can be liked (live comment-like).

/** Opens the room of a live that is on air (status 1). */
async function openLiveRoom(page: Page): Promise<void> {
  const res = await page.request.get('/api/v1/live/list');
  const live = (
    (await res.json()) as { data: { list: { id: number; status: number }[] } }
  ).data.list.find((l) => l.status === 1)!;
  await page.goto(`/live/${live.id}`);
}

test.describe('12.4 a live room opens at the top', () => {
  test('the player and title are on screen, the chat scrolls in its own box, a sent line is not under the input', async ({
    demoPage: page,
  }) => {
    await openLiveRoom(page);
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

test('a viewer likes a chat line and takes the like back; the count follows the server', async ({
  readerPage: page,
}) => {
  await openLiveRoom(page);
  const text = `点赞这句 ${uniqueMark()}`;
  await page.getByLabel('聊天内容').fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  const line = page.getByTestId('live-chat').locator('li').filter({ hasText: text });
  const like = line.getByRole('button', { name: /^赞 / });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('1');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText('');
});
