import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { freshUser, type FreshUser, PHONE_UA, test, uniqueMark } from './helpers';
import { scaled } from '../time-scale';

// Flows in a circle finish what the user started (issue 26 §5): a post just published is on
// screen where the writer is, every count follows at once, and a post the reader reported leaves
// their sight at once and on every later visit. Each test writes with accounts of its own.

/** Clicks until the page reacts (a click that lands before hydration does nothing). */
async function clickUntil(target: Locator, reacted: () => Promise<void>) {
  await expect(async () => {
    await target.click();
    await reacted();
  }).toPass({ timeout: scaled(30_000) });
}

/** A public post of `who` in circle `circleId`, made through the API. */
async function ownPost(
  request: APIRequestContext,
  baseURL: string,
  who: FreshUser,
  circleId: number,
  content: string,
): Promise<number> {
  const res = await request.post(`${baseURL}/api/v1/ins`, {
    data: { content, circle_id: circleId },
    headers: { authorization: `Bearer ${who.token}`, 'user-agent': PHONE_UA },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const STATS = /(\S+)成员 · (\d+)动态 · 今日(\d+)/;

// Each test waits for a lazily loaded sheet (composer, menu) and a write or two: on a shared
// machine that can take longer than the default limit.
test.beforeEach(() => test.setTimeout(scaled(90_000)));

test('a writer on 精选 publishes a post: it is first on 精选 with a toast, and the header counts it at once', async ({
  readerPage: page,
}) => {
  const words = `圈里第一帖，冬天续航打八折 ${uniqueMark()}`;
  await page.goto('/community/9');
  const stats = page.getByTestId('circle-stats');
  const [, members, posts, today] = (await stats.textContent())!.match(STATS)!;
  await expect(page.getByRole('tab', { name: '精选' })).toHaveAttribute('aria-selected', 'true');

  const composer = page.getByRole('dialog', { name: '发动态' });
  await clickUntil(page.getByRole('button', { name: '发帖' }), () =>
    expect(composer).toBeVisible({ timeout: scaled(2000) }),
  );
  await composer.getByLabel('动态内容').fill(words);
  await composer.getByRole('button', { name: '发布' }).click();
  await expect(composer).toHaveCount(0);
  await expect(page.getByText('发布成功')).toBeVisible();

  // The tab the writer was on stays open, with the new post first.
  await expect(page.getByRole('tab', { name: '精选' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('article[data-post-id]').first()).toContainText(
    words,
  );
  await expect(stats).toHaveText(
    `${members}成员 · ${Number(posts) + 1}动态 · 今日${Number(today) + 1}`,
  );
});

test('joining a circle counts the new member in the header and in the members section at once', async ({
  readerPage: page,
  request,
}) => {
  // A circle whose count is written out in full (under 1万), so one more member shows.
  let circleId = 0;
  for (let id = 1; id <= 40 && !circleId; id++) {
    const res = await request.get(`/api/v1/circle/${id}`);
    if (!res.ok()) break;
    if (((await res.json()) as { data: { members: number } }).data.members < 9000) circleId = id;
  }
  expect(circleId).toBeGreaterThan(0);
  await page.goto(`/community/${circleId}`);
  const stats = page.getByTestId('circle-stats');
  const head = page.getByRole('region', { name: '圈子成员' }).getByRole('heading');
  const before = Number((await stats.textContent())!.match(STATS)![1]);
  const join = page.getByTestId('join-circle');
  await clickUntil(join, () =>
    expect(join).toHaveAttribute('aria-pressed', 'true', { timeout: scaled(8000) }),
  );
  // The server's new count (the button's hidden text) is what the header and the section show.
  const now = Number((await join.textContent())!.match(/· (\d+)成员/)![1]);
  expect(now).toBeGreaterThan(before);
  await expect(stats).toContainText(`${now}成员 ·`);
  await expect(head).toHaveText(`成员 · ${now}`);
});

test('after commenting on a post, the post’s comment count and the comment list’s 评论 N agree at once', async ({
  readerPage: page,
  baseURL,
  request,
}) => {
  const writer = await freshUser(request, baseURL!);
  const postId = await ownPost(request, baseURL!, writer, 11, `新车到手第三天 ${uniqueMark()}`);
  await page.goto(`/ins/${postId}`);
  const postCount = page.getByTestId('post-comment-count');
  const listCount = page.locator('#comments-title');
  await expect(postCount).toHaveText('0条评论');
  await expect(listCount).toHaveText('评论 0');
  const box = page.getByRole('dialog', { name: '写评论' });
  await clickUntil(page.getByRole('button', { name: /写评论/ }).first(), () =>
    expect(box).toBeVisible({ timeout: scaled(2000) }),
  );
  await box.getByLabel('评论内容').fill(`恭喜提车 ${uniqueMark()}`);
  await box.getByRole('button', { name: '发送' }).click();
  await expect(listCount).toHaveText('评论 1');
  await expect(postCount).toHaveText('1条评论');
});

test('a post the reader reports from its page leaves at once, and stays out of their sight on reload', async ({
  readerPage: page,
  baseURL,
  request,
}) => {
  const writer = await freshUser(request, baseURL!);
  const words = `举报测试的动态 ${uniqueMark()}`;
  const postId = await ownPost(request, baseURL!, writer, 12, words);
  await page.goto(`/ins/${postId}`);
  await expect(page.locator('main')).toContainText(words);
  const reportItem = page.locator('.rv-action-sheet__item', { hasText: '举报' });
  await clickUntil(page.getByRole('button', { name: '更多操作' }), () =>
    expect(reportItem).toBeVisible({ timeout: scaled(3000) }),
  );
  await reportItem.first().click();
  // The reasons sheet's × sits in its corner, clear of the title (issue 26 §7).
  const header = page.locator('.rv-action-sheet__header', { hasText: '举报原因' });
  await expect(header).toBeVisible();
  const [title, cross, sheetRight] = await header.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.firstChild!);
    const t = range.getBoundingClientRect();
    const x = el.querySelector('.rv-action-sheet__clear')!.getBoundingClientRect();
    return [
      { left: t.left, right: t.right },
      { left: x.left, right: x.right },
      el.getBoundingClientRect().right,
    ];
  });
  expect(cross.left).toBeGreaterThan(title.right + 20);
  expect(sheetRight - cross.right).toBeLessThan(24);
  await page.locator('.rv-action-sheet__item', { hasText: '广告/引流' }).first().click();
  const notice = page.getByTestId('post-hidden');
  await expect(notice).toContainText('你已举报这条动态');
  await expect(page.locator('main')).not.toContainText(words);
  await page.reload();
  await expect(notice).toContainText('你已举报这条动态');
  await expect(page.locator('main')).not.toContainText(words);
  await expect(notice.getByRole('link', { name: /^返回/ })).toHaveAttribute(
    'href',
    '/community/12',
  );
});

test('the composer’s selects are drawn like the rest of the form: no platform bevel, a chevron (issue 26 §7)', async ({
  readerPage: page,
}) => {
  await page.goto('/community/9');
  const composer = page.getByRole('dialog', { name: '发动态' });
  await clickUntil(page.getByRole('button', { name: '发帖' }), () =>
    expect(composer).toBeVisible({ timeout: scaled(2000) }),
  );
  for (const name of ['圈子', '话题', '车系']) {
    const look = await composer.getByLabel(name, { exact: true }).evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        appearance: s.appearance,
        image: s.backgroundImage,
        right: parseFloat(s.paddingRight),
      };
    });
    expect(look.appearance, name).toBe('none');
    expect(look.image, name).toContain('data:image/svg+xml');
    expect(look.right, name).toBeGreaterThan(10);
  }
  await composer.getByRole('button', { name: '取消' }).click();
});
