import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshUser, uniqueMark } from './helpers';
import { scaled } from '../time-scale';

// 社区 (issue 9), as people on phones use it. The journey's two people are new accounts of each
// attempt's own, so the two device profiles (and a retry) never meet each other's posts, follows
// or blocks.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Clicks until the page reacts (a click that lands before hydration does nothing). */
async function clickUntil(target: Locator, reacted: () => Promise<void>) {
  await expect(async () => {
    await target.click();
    await reacted();
  }).toPass({ timeout: scaled(30_000) });
}

async function pickSheet(page: Page, name: string | RegExp) {
  await page.locator('.rv-action-sheet__item', { hasText: name }).first().click();
}

test('a new user joins a circle, posts two pictures (one retried), sees it first on the open tab; a second user comments, gets a reply, blocks the first and reports a post', async ({
  browser,
  baseURL,
  request,
}, info) => {
  test.setTimeout(scaled(120_000));
  const words = `第一次在圈子里发帖，提车一周感受不错 ${uniqueMark()}`;
  const a = await browser.newContext({ ...info.project.use });
  const b = await browser.newContext({ ...info.project.use });
  try {
    const userA = await freshUser(request, baseURL!, a);
    const userB = await freshUser(request, baseURL!, b);
    const pa = await a.newPage();

    // Joins circle 2 (the first user is in no circle at the start).
    await pa.goto('/community/2');
    await expect(pa.getByRole('heading', { level: 1 })).toContainText('车友圈');
    const join = pa.getByTestId('join-circle');
    if ((await join.getAttribute('aria-pressed')) === 'true') {
      await clickUntil(join, () =>
        expect(join).toHaveAttribute('aria-pressed', 'false', { timeout: scaled(8000) }),
      );
    }
    await clickUntil(join, () =>
      expect(join).toHaveAttribute('aria-pressed', 'true', { timeout: scaled(8000) }),
    );
    await expect(join).toContainText('已加入');

    // Writes a post with two pictures; the first upload fails once and is retried.
    let uploads = 0;
    await pa.route('**/api/v1/comment/upload-img', (route) => {
      uploads += 1;
      return uploads === 1
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 500, message: '网络异常，上传失败', data: null }),
          })
        : route.continue();
    });
    const composer = pa.getByRole('dialog', { name: '发动态' });
    await clickUntil(pa.getByRole('button', { name: '发帖' }), () =>
      expect(composer).toBeVisible({ timeout: scaled(2000) }),
    );
    await composer.getByLabel('动态内容').fill(words);
    await composer.getByLabel('添加图片').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: PNG },
      { name: 'b.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const pics = composer.getByRole('list', { name: '图片' }).locator('li[data-status]');
    await expect(pics).toHaveCount(2);
    await expect(composer.locator('li[data-status="failed"]')).toHaveCount(1);
    await expect(composer.locator('li[data-status="failed"]')).toContainText('上传失败');
    // Sending now is refused with a clear reason, and nothing typed is lost.
    await composer.getByRole('button', { name: '发布' }).click();
    await expect(composer.getByRole('alert')).toContainText('上传失败');
    await composer.getByRole('button', { name: '重试' }).click();
    await expect(composer.locator('li[data-status="done"]')).toHaveCount(2);
    await expect(composer.getByLabel('圈子')).toHaveValue('2');
    await composer.getByRole('button', { name: '发布' }).click();
    await expect(composer).toHaveCount(0);

    // It is first on the tab the writer was on (精选, where a circle opens).
    await expect(pa.getByRole('tab', { name: '精选' })).toHaveAttribute('aria-selected', 'true');
    const first = pa.getByRole('tabpanel').locator('article[data-post-id]').first();
    await expect(first).toContainText(words);
    await expect(first.getByRole('button', { name: /查看动态图片/ })).toHaveCount(2);
    const postId = Number(await first.getAttribute('data-post-id'));
    expect(postId).toBeGreaterThan(0);

    // The second user comments on it.
    const pb = await b.newPage();
    await pb.goto(`/ins/${postId}`);
    await expect(pb.getByTestId('ins-placement')).toContainText('发布于 Model Y车友圈');
    const box = pb.getByRole('dialog', { name: '写评论' });
    await clickUntil(pb.getByRole('button', { name: /写评论/ }), () =>
      expect(box).toBeVisible({ timeout: scaled(2000) }),
    );
    await box.getByLabel('评论内容').fill('恭喜提车！续航怎么样？');
    await box.getByRole('button', { name: '发送' }).click();
    await expect(
      pb.getByRole('article', { name: `${userB.nickname}的评论` }).filter({ hasText: '恭喜提车' }),
    ).toBeVisible();

    // The first replies.
    await pa.goto(`/ins/${postId}`);
    const theirs = pa
      .getByRole('article', { name: `${userB.nickname}的评论` })
      .filter({ hasText: '恭喜提车' });
    const replyBox = pa.getByRole('dialog', { name: `回复 ${userB.nickname}` });
    await clickUntil(theirs.getByRole('button', { name: '回复', exact: true }).first(), () =>
      expect(replyBox).toBeVisible({ timeout: scaled(2000) }),
    );
    await replyBox.getByLabel('评论内容').fill('谢谢！城市通勤一天掉电百分之十五');
    await replyBox.getByRole('button', { name: '发送' }).click();
    await expect(
      theirs.locator('[data-comment-id]').filter({ hasText: '谢谢！城市通勤' }),
    ).toBeVisible();

    // The second sees the reply, then blocks the first from the post's menu.
    await pb.reload();
    await expect(pb.getByText('谢谢！城市通勤一天掉电百分之十五')).toBeVisible();
    const sheetItem = pb.locator('.rv-action-sheet__item', { hasText: `拉黑 ${userA.nickname}` });
    await clickUntil(
      pb.locator('article').first().getByRole('button', { name: '更多操作' }).first(),
      () => expect(sheetItem).toBeVisible({ timeout: scaled(3000) }),
    );
    await pickSheet(pb, `拉黑 ${userA.nickname}`);
    await pb.locator('.rv-dialog__confirm').click();
    await expect(pb.getByText('已拉黑，社区内不再显示对方的内容')).toBeVisible();

    // ...and no longer sees their posts or comments anywhere in the community.
    await pb.reload();
    await expect(pb.getByText('谢谢！城市通勤一天掉电百分之十五')).toHaveCount(0);
    for (const path of [
      '/community/2',
      '/community',
      '/explore',
      '/community/community-hot-rank',
    ]) {
      await pb.goto(path);
      if (path === '/community/2') {
        const tab = pb.getByRole('tab', { name: '最新' });
        await clickUntil(tab, () =>
          expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: scaled(2000) }),
        );
        await expect(
          pb.getByRole('tabpanel').locator('article[data-post-id]').first(),
        ).toBeVisible();
      }
      await expect(pb.locator(`article[data-post-id="${postId}"]`), path).toHaveCount(0);
      await expect(
        pb.locator('article[data-post-id]').filter({ hasText: userA.nickname }),
        path,
      ).toHaveCount(0);
      await expect(pb.locator('main')).not.toContainText(words);
    }

    // A report gets its confirmation, and the reported post leaves the reader's list.
    // (The remembered tab brings the reader back to 最新.)
    await pb.goto('/community/2');
    await expect(pb.getByRole('tab', { name: '最新' })).toHaveAttribute('aria-selected', 'true');
    const reported = pb
      .getByRole('tabpanel')
      .locator('article[data-post-id]')
      .filter({ hasNotText: userB.nickname })
      .first();
    const reportedId = await reported.getAttribute('data-post-id');
    const reportItem = pb.locator('.rv-action-sheet__item', { hasText: '举报' });
    await clickUntil(reported.getByRole('button', { name: '更多操作' }), () =>
      expect(reportItem).toBeVisible({ timeout: scaled(3000) }),
    );
    await pickSheet(pb, '举报');
    await pickSheet(pb, '广告/引流');
    await expect(pb.getByText(/举报已提交/)).toBeVisible();
    await expect(pb.locator(`article[data-post-id="${reportedId}"]`)).toHaveCount(0);
  } finally {
    await a.close();
    await b.close();
  }
});

test('a reader comes back to a circle on the tab they left it on; another circle opens on 精选', async ({
  page,
}) => {
  await page.goto('/community/4');
  await expect(page.getByRole('tab', { name: '精选' })).toHaveAttribute('aria-selected', 'true');
  const hot = page.getByRole('tab', { name: '热门' });
  await clickUntil(hot, () =>
    expect(hot).toHaveAttribute('aria-selected', 'true', { timeout: scaled(2000) }),
  );
  await expect(page.getByRole('tabpanel').locator('article[data-post-id]').first()).toBeVisible();
  await page.goto('/community/5');
  await expect(page.getByRole('tab', { name: '精选' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/community/4');
  await expect(page.getByRole('tab', { name: '热门' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('article[data-post-id]').first()).toBeVisible();
});

test(
  'the composer keeps the draft (text and pictures) through a reload',
  { tag: '@device' },
  async ({ page, context, baseURL, request }) => {
    await freshUser(request, baseURL!, context);
    await page.goto('/community/7');
    const composer = page.getByRole('dialog', { name: '发动态' });
    await clickUntil(page.getByRole('button', { name: '发帖' }), () =>
      expect(composer).toBeVisible({ timeout: scaled(2000) }),
    );
    await composer.getByLabel('动态内容').fill('草稿：小鹏G6冬季续航记录');
    await composer
      .getByLabel('添加图片')
      .setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(composer.locator('li[data-status="done"]')).toHaveCount(1);
    await page.reload();
    const again = page.getByRole('dialog', { name: '发动态' });
    await clickUntil(page.getByRole('button', { name: '发帖' }), () =>
      expect(again).toBeVisible({ timeout: scaled(2000) }),
    );
    await expect(again.getByLabel('动态内容')).toHaveValue('草稿：小鹏G6冬季续航记录');
    await expect(again.locator('li[data-status="done"]')).toHaveCount(1);
    // Empty the draft so the next run starts clean.
    await again
      .locator('li[data-status="done"]')
      .getByRole('button', { name: /删除图片/ })
      .click();
    await again.getByLabel('动态内容').fill('');
  },
);

// A crawler on a phone reaches every community route from /community, each answering 200.
const ROUTES: [string, RegExp][] = [
  ['circle', /^\/community\/\d+$/],
  ['rank-content', /^\/community\/rank-content$/],
  ['rank', /^\/community\/rank(\/[a-z]+)?$/],
  ['hot-rank', /^\/community\/community-hot-rank$/],
  ['topic-activity', /^\/community\/community-topic-activity\/\d+$/],
  ['new-car', /^\/community\/community-new-car\/\d+$/],
  ['user-club-car', /^\/community\/community-user-club-car\/\d+$/],
  ['category', /^\/community\/community-category\/\d+$/],
  ['goods', /^\/community\/community-goods\/\d+$/],
  ['theme', /^\/theme\/\d+$/],
  ['strategy', /^\/strategy$/],
  ['interaction', /^\/interaction$/],
  ['community-ranking', /^\/community-ranking\/\d+$/],
  ['ranking-document', /^\/community-ranking-document$/],
  ['explore', /^\/explore$/],
  ['club', /^\/club\/\d+$/],
  ['community-activity', /^\/community-activity\/\d+$/],
];
const UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Baiduspider-render/2.0)';

test(
  'a crawler follows links from /community to every community route, each answering 200',
  { tag: '@server' },
  async ({ request }) => {
    test.setTimeout(scaled(90_000));
    const reached = new Map<string, number>();
    const seen = new Set(['/community']);
    const perRoute = new Map<string, number>();
    const queue = ['/community'];
    while (queue.length > 0 && ROUTES.some(([name]) => !reached.has(name))) {
      const url = queue.shift()!;
      const res = await request.get(url, { headers: { 'user-agent': UA }, maxRedirects: 0 });
      const route = ROUTES.find(([, re]) => re.test(url.split('?')[0]!))?.[0];
      if (route && (!reached.has(route) || res.status() !== 200)) reached.set(route, res.status());
      if (res.status() !== 200) continue;
      for (const m of (await res.text()).matchAll(/<a\b[^>]*\shref="(\/[^"#]*)"/g)) {
        const href = m[1]!.replace(/&amp;/g, '&');
        const name = ROUTES.find(([, re]) => re.test(href.split('?')[0]!))?.[0];
        if (!name || seen.has(href) || (perRoute.get(name) ?? 0) >= 2) continue;
        perRoute.set(name, (perRoute.get(name) ?? 0) + 1);
        seen.add(href);
        queue.push(href);
      }
    }
    expect(
      ROUTES.map(([name]) => name).filter((n) => !reached.has(n)),
      'routes no link led to',
    ).toEqual([]);
    expect(
      [...reached].filter(([, s]) => s !== 200),
      'routes that did not answer 200',
    ).toEqual([]);
    expect(
      (await request.get('/community/rank?type=users', { headers: { 'user-agent': UA } })).status(),
    ).toBe(200);
  },
);

test('unknown and malformed community ids answer 404', { tag: '@server' }, async ({ request }) => {
  const paths = [
    '/community/999999',
    '/community/abc',
    '/community/rank/cars',
    '/community/rank?type=cars',
    '/theme/999999',
    '/theme/abc',
    '/club/999999',
    '/club/abc',
    '/community-ranking/99',
    '/community-ranking/abc',
    '/community/community-topic-activity/1',
    '/community/community-topic-activity/999999',
    '/community/community-topic-activity/abc',
    '/community/community-new-car/999999',
    '/community/community-new-car/abc',
    '/community/community-user-club-car/999999',
    '/community/community-user-club-car/abc',
    '/community/community-category/99',
    '/community/community-category/abc',
    '/community/community-goods/999999',
    '/community/community-goods/abc',
  ];
  for (const path of paths) {
    expect((await request.get(path, { headers: { 'user-agent': UA } })).status(), path).toBe(404);
  }
});
