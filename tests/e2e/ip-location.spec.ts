import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PHONE_UA, test, uniqueMark, type FreshUser } from './helpers';
import { scaled } from '../time-scale';

// IP 属地 (互联网用户账号信息管理规定 Art. 12): a post, a comment and a profile show 「IP属地：…」,
// the place of the address the piece was written from. The browser reaches the web server from
// loopback, a trusted proxy by default (TRUSTED_PROXIES), so the X-Forwarded-For it sends stands for
// a visitor's address behind that proxy. Each test writes with an account of its own.

const SHANGHAI = '202.96.209.133';
const ABROAD = '8.8.8.8';

test.beforeEach(() => test.setTimeout(scaled(90_000)));

/** A post of `who` in circle 9, sent through the proxy from the visitor address `ip`; its id. */
async function postFrom(
  request: APIRequestContext,
  who: FreshUser,
  words: string,
  ip: string,
): Promise<number> {
  const res = await request.post('/api/v1/ins', {
    data: { content: words, circle_id: 9 },
    headers: {
      authorization: `Bearer ${who.token}`,
      'user-agent': PHONE_UA,
      'x-forwarded-for': ip,
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/**
 * Writes a comment on the open post from its 写评论... bar. The composer loads on first use; a tap
 * before the bar has hydrated does nothing, so it taps again until the dialog shows.
 */
async function sendComment(page: Page, said: string): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: '写评论...' }).click();
    await expect(page.getByRole('dialog', { name: '写评论' })).toBeVisible({
      timeout: scaled(2000),
    });
  }).toPass({ timeout: scaled(30_000) });
  const composer = page.getByRole('dialog', { name: '写评论' });
  await composer.getByLabel('评论内容').fill(said);
  await composer.getByRole('button', { name: '发送' }).click();
}

test('a post written from Shanghai and a comment written from abroad show their 属地 beside the time; the writer’s page shows the latest', async ({
  readerPage: page,
  context,
  request,
  reader: who,
}) => {
  const words = `周末去崇明岛自驾 ${uniqueMark()}`;
  const postId = await postFrom(request, who, words, SHANGHAI);

  await page.goto(`/ins/${postId}`);
  const byline = page.locator('article header span', { has: page.locator('time') });
  await expect(byline.getByTestId('ip-location')).toHaveText('IP属地：上海');

  // The comment is written in the browser, from an address abroad.
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ABROAD });
  const said = `从国外也能看到 ${uniqueMark()}`;
  await sendComment(page, said);
  const mine = page
    .getByRole('article', { name: `${who.nickname}的评论` })
    .filter({ hasText: said });
  const when = mine.locator('span', { has: page.locator('time') });
  await expect(when.getByTestId('ip-location')).toHaveText('IP属地：美国');

  // Stored with the comment: a new visit shows the same.
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: `${who.nickname}的评论` })
      .filter({ hasText: said })
      .getByTestId('ip-location'),
  ).toHaveText('IP属地：美国');
  await expect(byline.getByTestId('ip-location')).toHaveText('IP属地：上海');

  // The writer's page: the place of the latest piece, the comment.
  await page.goto(`/user/${who.uid}`);
  await expect(page.locator('header').getByTestId('ip-location')).toHaveText('IP属地：美国');
});

test('a comment from an address that locates nobody shows no 属地, and neither does its writer’s page', async ({
  readerPage: page,
  request,
  reader: who,
}) => {
  const words = `家里充电桩装好了 ${uniqueMark()}`;
  // A private-network address behind the proxy, then the browser's own loopback for the comment.
  const postId = await postFrom(request, who, words, '192.168.1.20');

  await page.goto(`/ins/${postId}`);
  await expect(page.locator('article header time')).toBeVisible();
  await expect(page.locator('article header').getByTestId('ip-location')).toHaveCount(0);

  const said = `本地写的评论 ${uniqueMark()}`;
  await sendComment(page, said);
  const mine = page
    .getByRole('article', { name: `${who.nickname}的评论` })
    .filter({ hasText: said });
  await expect(mine.locator('time')).toBeVisible();
  await expect(mine.getByTestId('ip-location')).toHaveCount(0);

  await page.goto(`/user/${who.uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(who.nickname);
  await expect(page.locator('header').getByTestId('ip-location')).toHaveCount(0);
});
