import { expect, test } from '@playwright/test';
import { apiData, DEMO, DEMO2, loginByApi, uniqueMark } from './helpers';
import { scaled } from '../time-scale';

test("in a live room a chat message is sent and another viewer's appears without a reload", async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  await loginByApi(context, baseURL!, DEMO);
  const lives = await apiData<{ list: { id: number }[] }>(page.request, 'v1/live/list?status=live');
  const id = lives.list[0]!.id;
  await page.goto(`/live/${id}`);
  const mine = `现场气氛很好${uniqueMark()}`;
  await page.getByLabel('聊天内容').fill(mine);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText(mine)).toBeVisible();

  // The second demo user writes through the API while the page stays open.
  const other = await playwright.request.newContext({ baseURL });
  const login = await other.post('/api/v1/auth/login', {
    data: { phone: DEMO2.phone, password: DEMO2.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const theirs = `价格什么时候公布${uniqueMark()}`;
  const sent = await other.post('/api/v1/live/chat', {
    data: { live_id: id, content: theirs },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sent.status()).toBe(200);
  await expect(page.getByText(theirs)).toBeVisible({ timeout: scaled(10_000) });
  await expect(page.locator('li', { hasText: theirs })).toContainText(DEMO2.nickname);
  await other.dispose();
});
