import { expect, type Locator, type Page } from '@playwright/test';
import { scaled } from '../time-scale';

// Steps a person takes that several domain specs share.

/** The list's items (not its 加载中 / 没有更多了 footer). */
export const feedCards = (page: Page) => page.locator('[role="feed"] > div:has(a)');

/** A button of a content page's bottom bar (互动): 点赞, 收藏, 写评论... */
export const barButton = (page: Page, name: RegExp): Locator =>
  page.getByRole('navigation', { name: '互动' }).getByRole('button', { name });

/**
 * Picks the `nth` month of a ranking's 月份 row: the address takes the month and the row marks it
 * as the current one. Answers the month's name as the row shows it.
 */
export async function pickMonth(page: Page, nth: number): Promise<string> {
  const months = page.getByRole('group', { name: '月份' }).getByRole('link');
  const month = months.nth(nth);
  const name = (await month.textContent())!;
  await month.click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await expect(
    page.getByRole('group', { name: '月份' }).getByRole('link', { name }),
  ).toHaveAttribute('aria-current', 'true');
  return name;
}

/** The newest article of the 资讯 channel. */
export async function firstArticleId(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/home/index?channel=news&page=1');
  const list = ((await res.json()) as { data: { list: { type: number; object_id: number }[] } })
    .data.list;
  return list.find((i) => i.type === 1)!.object_id;
}

/**
 * The article whose counts tests follow exactly (its comments in comment-composer.spec.ts 12.11,
 * its likes in reading.spec.ts): the last article on the news channel's first page. The other
 * tests that comment on, like or favourite an article use firstArticleId's (or a post of their
 * own), so nothing changes these counts beside the test that reads them.
 */
export async function countedArticleId(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/home/index?channel=news&page=1');
  const list = ((await res.json()) as { data: { list: { type: number; object_id: number }[] } })
    .data.list;
  const articles = list.filter((i) => i.type === 1);
  expect(articles.length).toBeGreaterThan(1);
  return articles.at(-1)!.object_id;
}

/** Logs in on the login screen with the demo password, as a person would. */
export async function loginWithPassword(
  page: Page,
  phone: string,
  password: string,
): Promise<void> {
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder(/密码/).first().fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** A vote in the feed that is still open and that this account has not voted on. */
export async function openVoteFor(page: Page, phone: string, password: string): Promise<number> {
  const login = await page.request.post('/api/v1/auth/login', { data: { phone, password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  for (let n = 1; n <= 30; n++) {
    const res = await page.request.get(`/api/v1/home/index?channel=recommend&page=${n}`);
    const list = ((await res.json()) as { data: { list: { type: number; object_id: number }[] } })
      .data.list;
    for (const item of list.filter((i) => i.type === 7)) {
      const detail = await page.request.get(`/api/v1/vote/${item.object_id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const vote = ((await detail.json()) as { data: { is_ended: boolean; has_voted: boolean } })
        .data;
      if (!vote.is_ended && !vote.has_voted) return item.object_id;
    }
  }
  throw new Error('no open vote in the feed');
}

/**
 * Opens a content page's comment composer from its bottom bar. The composer loads on first use; a
 * tap before the bar has hydrated does nothing, so it taps again until the dialog shows.
 */
export async function openComposer(page: Page): Promise<Locator> {
  const composer = page.getByRole('dialog', { name: '写评论' });
  await expect(async () => {
    await barButton(page, /写评论/).click();
    await expect(composer).toBeVisible({ timeout: scaled(3_000) });
  }).toPass({ timeout: scaled(25_000) });
  return composer;
}
