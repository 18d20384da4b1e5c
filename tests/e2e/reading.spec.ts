import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { apiData, freshUser } from './helpers';
import { countedArticleId } from './person-helpers';
import { scaled } from '../time-scale';

// Reading content: articles, the image preview, likes and favourites, videos, sharing, and what a
// crawler gets from every content route.

const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

interface FeedItem {
  id: number;
  type: number;
  title: string;
}

function api<T>(request: APIRequestContext, path: string): Promise<T> {
  return apiData<T>(request, path, { 'user-agent': MOBILE_UA });
}

async function firstOf(request: APIRequestContext, channel: string): Promise<FeedItem> {
  const feed = await api<{ list: FeedItem[] }>(request, `v1/home/index?channel=${channel}`);
  return feed.list[0]!;
}

/** A long article (sections and figures) among the newest ones. */
async function longArticle(request: APIRequestContext): Promise<FeedItem> {
  for (const page of [1, 2, 3]) {
    const feed = await api<{ list: FeedItem[] }>(
      request,
      `v1/home/index?channel=news&page=${page}`,
    );
    for (const item of feed.list) {
      const detail = await api<{ body: string }>(request, `v1/article/${item.id}`);
      if ((detail.body.match(/<img/g) ?? []).length >= 3) return item;
    }
  }
  throw new Error('no long article found');
}

/**
 * Logs in as a new reader (SMS login with the demo code creates the account), so what one test
 * likes or follows is not already liked in another test or device profile.
 */
const loginAsNewReader = (context: BrowserContext, baseURL: string) =>
  freshUser(context.request, baseURL, context);

async function swipe(page: Page, fromX: number, toX: number) {
  const y = 420;
  await page.mouse.move(fromX, y);
  await page.mouse.down();
  await page.mouse.move((fromX + toX) / 2, y, { steps: 3 });
  await page.mouse.move(toX, y, { steps: 3 });
  await page.mouse.up();
}

test(
  'a reader opens an article from the home feed and reads it',
  { tag: '@device' },
  async ({ page }) => {
    await page.goto('/?channel=news');
    const link = page.locator('a[href^="/article/"]').first();
    const title = (await link.locator('h3').textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/article\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const firstParagraph = page.locator('article p').filter({ hasText: /。/ }).first();
    await expect(firstParagraph).toBeVisible();
    // The text is in the server HTML, not drawn by client code.
    const html = await (
      await page.request.get(page.url(), { headers: { 'user-agent': MOBILE_UA } })
    ).text();
    expect(html).toContain(title);
    expect(html).toContain((await firstParagraph.textContent())!.trim().slice(0, 20));
    await expect(page).toHaveTitle(new RegExp(title.slice(0, 10)));
  },
);

test(
  'tapping a body image opens the preview, which swipes between images and loops',
  { tag: '@device' },
  async ({ page }) => {
    const article = await longArticle(page.request);
    await page.goto(`/article/${article.id}`);
    const images = page.locator('article figure img');
    const count = await images.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await images.first().scrollIntoViewIfNeeded();
    await images.first().click();
    const preview = page.getByTestId('image-preview');
    await expect(preview).toBeVisible();
    const index = page.getByTestId('image-preview-index');
    await expect(index).toHaveText(`1/${count}`);
    await swipe(page, 320, 60); // a long swipe to the left: next image
    await expect(index).toHaveText(`2/${count}`);
    await page.waitForTimeout(600);
    await swipe(page, 60, 320); // back
    await expect(index).toHaveText(`1/${count}`);
    await page.waitForTimeout(600);
    await swipe(page, 60, 320); // past the first: loops to the last
    await expect(index).toHaveText(`${count}/${count}`);
    await page.getByRole('button', { name: '关闭预览' }).click();
    await expect(preview).toBeHidden();
  },
);

test('an anonymous reader who likes is offered the login sheet; once logged in, likes and favourites survive a reload', async ({
  page,
  context,
  baseURL,
}) => {
  // An article whose likes no other test changes: the count is checked exactly.
  const id = await countedArticleId(page);
  await page.goto(`/article/${id}`);
  // The article's own bar: the comment section below has like buttons of its own.
  const bar = page.getByRole('navigation', { name: '互动' });
  await bar.getByRole('button', { name: /点赞/ }).click();
  await expect(page.getByRole('dialog', { name: '验证码登录' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/article/${id}`);

  await loginAsNewReader(context, baseURL!);
  await page.goto(`/article/${id}`);
  const like = bar.getByRole('button', { name: /点赞|已赞/ });
  const fav = bar.getByRole('button', { name: /收藏/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const likesBefore = Number(await page.getByTestId('like-count').textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText(String(likesBefore + 1));
  await fav.click();
  await expect(fav).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('收藏成功')).toBeVisible();

  await page.reload();
  await expect(bar.getByRole('button', { name: /已赞/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText(String(likesBefore + 1));
});

test('a logged-in reader follows a column and it stays followed', async ({
  page,
  context,
  baseURL,
}) => {
  await loginAsNewReader(context, baseURL!);
  await page.goto('/column');
  await page.locator('a[href^="/column/"]').first().click();
  await expect(page).toHaveURL(/\/column\/\d+$/);
  const button = page.getByRole('button', { name: /关注专栏|已关注/ });
  await expect(button).toHaveText('+ 关注专栏');
  await button.click();
  await expect(button).toHaveText('已关注');
  await page.reload();
  await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
});

test('every content route answers a crawler with its text and structured data', async ({
  page,
}) => {
  const request = page.request;
  const article = await firstOf(request, 'news');
  const video = await firstOf(request, 'video');
  const brief = await firstOf(request, 'brief');
  const knowledge = await firstOf(request, 'knowledge');
  const power = await firstOf(request, 'power');
  const columns = await api<{ list: { id: number; name: string }[] }>(
    request,
    'v4/column/ace-column/list',
  );
  const topic = await api<{ id: number; title: string }>(request, 'v1/topic/1');

  const routes: [path: string, text: string, ld?: string][] = [
    [`/article/${article.id}`, article.title, 'NewsArticle'],
    [`/article2/${article.id}`, article.title, 'NewsArticle'],
    [`/video/${video.id}`, video.title, 'VideoObject'],
    [`/short-news/${brief.id}`, brief.title, 'NewsArticle'],
    [`/small-knowledge/${knowledge.id}`, knowledge.title, 'NewsArticle'],
    [`/number-power/${power.id}`, power.title, 'NewsArticle'],
    ['/home/brief', brief.title],
    ['/column', columns.list[0]!.name],
    [`/column/${columns.list[0]!.id}`, columns.list[0]!.name],
    [`/topic/${topic.id}`, topic.title],
    ['/original/1', '原创文章'],
    [`/original/1?category_id=2&title=${encodeURIComponent('原创评测')}`, '原创评测'],
    [`/article-${article.id}-1.html`, article.title, 'NewsArticle'],
  ];
  for (const [path, text, ld] of routes) {
    const res = await request.get(path, { headers: { 'user-agent': MOBILE_UA } });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain(text);
    expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    if (ld) {
      const m = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
      expect(m, `${path} JSON-LD`).not.toBeNull();
      expect((JSON.parse(m![1]!) as { '@type': string })['@type']).toBe(ld);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\//);
      expect(html).toContain('<link rel="canonical"');
    }
  }
});

test('the sitemap lists articles, robots.txt points at it, and a missing id is a 404', async ({
  page,
}) => {
  const request = page.request;
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toMatch(/<loc>https?:\/\/[^<]+\/article\/\d+<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  for (const path of [
    '/article/99999999',
    '/article/abc',
    '/video/99999999',
    '/topic/999',
    '/column/999',
    '/original/5',
  ]) {
    expect((await request.get(path, { headers: { 'user-agent': MOBILE_UA } })).status(), path).toBe(
      404,
    );
  }
});

test('the video page plays a real video file', async ({ page }) => {
  const video = await firstOf(page.request, 'video');
  await page.goto(`/video/${video.id}`);
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible();
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: scaled(10_000) })
    .toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
  // The file is served with Range support (206), as iOS Safari requires.
  const src = await player.getAttribute('src');
  const partial = await page.request.get(src!, { headers: { range: 'bytes=0-99' } });
  expect(partial.status()).toBe(206);
  await expect(page.getByRole('heading', { name: '相关视频' })).toBeVisible();
});

test('the share sheet copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const article = await firstOf(page.request, 'news');
  await page.goto(`/article/${article.id}`);
  await page.getByRole('button', { name: '分享' }).click();
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/article/${article.id}$`),
  );
});

test.describe('inside WeChat on iOS', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN',
  });

  test(
    'the share card is signed for the entry URL of the session, and 分享 → 微信好友 points at WeChat’s menu',
    { tag: '@device' },
    async ({ page, baseURL }) => {
      const article = await firstOf(page.request, 'news');
      const signed: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/v1/share-info'))
          signed.push(new URL(req.url()).searchParams.get('url') ?? '');
      });
      await page.goto(`/article/${article.id}#top`);
      await expect.poll(() => signed.length).toBeGreaterThan(0);
      expect(signed[0]).toBe(`${baseURL}/article/${article.id}`);

      // A page opened inside the session is still signed with the entry URL (iOS WeChat rule).
      await page.locator('section[aria-label="相关推荐"] a').first().click();
      await expect(page).not.toHaveURL(new RegExp(`/article/${article.id}`));
      await expect.poll(() => signed.length).toBeGreaterThan(1);
      expect(signed.at(-1)).toBe(`${baseURL}/article/${article.id}`);

      await page.getByRole('button', { name: '分享' }).click();
      await page
        .getByRole('dialog', { name: '分享' })
        .getByRole('button', { name: '微信好友' })
        .click();
      await expect(page.getByText('发送给朋友或分享到朋友圈')).toBeVisible();
    },
  );
});

test('outside WeChat no JS-SDK signature is requested', async ({ page }) => {
  const article = await firstOf(page.request, 'news');
  let asked = false;
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/share-info')) asked = true;
  });
  await page.goto(`/article/${article.id}`);
  // Once the share sheet opens the page is hydrated and its effects have run.
  await page.getByRole('button', { name: '分享' }).click();
  await expect(page.getByRole('button', { name: '复制链接' })).toBeVisible();
  expect(asked).toBe(false);
});
