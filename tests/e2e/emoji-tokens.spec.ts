import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { crawl } from './crawler';
import { DEMO2, loginByApi } from './helpers';
import { scaled } from '../time-scale';

// Emoji tokens ({:鼓掌:}, spec §3) are drawn wherever user text appears, as on the post page, and
// titles and <meta> texts carry plain text (issue 26 §2): no page shows a raw token.

const TOKEN = /\{:[^{}:\s]{1,12}:\}/g;

/** The text a reader sees in server HTML: no scripts (the RSC payload), styles or tags. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** What the head tells a share card or a search engine: the title and every meta content. */
function headTexts(html: string): string[] {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const metas = [...html.matchAll(/<meta\b[^>]*\scontent="([^"]*)"/gi)].map((m) => m[1]!);
  return [title, ...metas];
}

function tokensIn(text: string): string[] {
  return [...new Set(text.match(TOKEN) ?? [])];
}

test.describe('emoji tokens never show raw', () => {
  // Each test walks several pages (on a shared 2-core machine): a page's own wait stays the default.
  test.describe.configure({ timeout: scaled(120_000) });

  test('a crawler over the community, rankings, cars and content finds no {:…:} token in any page or its head', async ({
    request,
  }, info) => {
    test.skip(
      info.project.name !== 'pixel5',
      'server HTML is the same for every device: one profile is enough',
    );
    test.setTimeout(scaled(240_000));
    const found: string[] = [];
    let pages = 0;
    const onPage = (url: string, html: string) => {
      pages++;
      const shown = tokensIn(visibleText(html));
      const head = tokensIn(headTexts(html).join(' '));
      if (shown.length > 0) found.push(`${url}: ${shown.join(' ')}`);
      if (head.length > 0) found.push(`${url} <head>: ${head.join(' ')}`);
    };
    const starts = [
      '/community/rank-content',
      '/community/rank/posts',
      '/community/community-hot-rank',
      '/community',
      '/community/rank',
      '/explore',
      '/live',
      '/car/social',
      '/',
    ];
    for (const start of starts) await crawl(request, start, { perPattern: 2, budget: 40, onPage });
    // The pages the issue saw the tokens on, whichever links led there.
    const ranking = await request.get('/community/rank-content');
    const board = /href="(\/community-ranking\/\d+)"/.exec(await ranking.text())?.[1];
    expect(board, 'a community board is linked from 社区内容榜').toBeTruthy();
    await crawl(request, board!, { perPattern: 2, budget: 10, onPage });
    expect(pages).toBeGreaterThan(150);
    expect(found).toEqual([]);
  });

  /** Asserts a page's rendered text (after hydration and client reads) holds no token. */
  async function expectNoTokens(page: Page, path: string) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    expect(tokensIn(await page.locator('body').innerText()), path).toEqual([]);
  }

  test('the community boards draw the emoji of the posts they rank', async ({ page }) => {
    for (const path of [
      '/community/rank-content',
      '/community/rank/posts',
      '/community/community-hot-rank',
    ])
      await expectNoTokens(page, path);
  });

  test('a reply with emoji shows as emoji in the author’s 互动消息 and in the post’s comments', async ({
    page,
    context,
    baseURL,
    playwright,
  }) => {
    const marker = `表情${crypto.randomBytes(3).toString('hex')}`;
    // The demo author posts; DEMO2 replies (the marker finds this reply among any others).
    const authorToken = await loginByApi(context, baseURL!);
    const api = await playwright.request.newContext({ baseURL });
    const login2 = await api.post('/api/v1/auth/login', {
      data: { phone: DEMO2.phone, password: DEMO2.password },
    });
    const replierToken = ((await login2.json()) as { data: { token: string } }).data.token;
    const post = await api.post('/api/v1/ins', {
      headers: { authorization: `Bearer ${authorToken}` },
      data: { content: `${marker} 今天提车{:提车:}` },
    });
    expect(post.status()).toBe(200);
    const postId = ((await post.json()) as { data: { id: number } }).data.id;
    const reply = await api.post('/api/v1/comment', {
      headers: { authorization: `Bearer ${replierToken}` },
      data: { id: postId, type: 3, content: `${marker} 恭喜{:鼓掌:}{:充电桩:}` },
    });
    expect(reply.status()).toBe(200);
    await api.dispose();

    await page.goto('/interaction');
    const row = page.getByRole('link').filter({ hasText: `${marker} 恭喜` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('👏');
    await expect(row.getByRole('img', { name: '[充电桩]' })).toBeVisible();
    expect(tokensIn(await page.locator('body').innerText())).toEqual([]);

    await page.goto(`/ins/${postId}`);
    // The comments load after the post: wait for them, however long the machine takes.
    await expect(page.getByText(`${marker} 恭喜`).first()).toBeVisible({ timeout: scaled(30_000) });
    expect(tokensIn(await page.locator('body').innerText())).toEqual([]);
    // The page's title and share texts are plain: no token, the words kept.
    const title = await page.title();
    expect(title).toContain(marker);
    expect(tokensIn(title)).toEqual([]);
  });
});
