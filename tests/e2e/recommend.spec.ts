import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { scaled } from '../time-scale';
import { freshUser, PHONE_UA } from './helpers';

// 个性化推荐 (docs/recommendation.md): the home 推荐 feed follows what the reader opened, the
// switch in 设置 brings back the latest order with a notice (the account's setting signed in, the
// `xcx_rec` cookie anonymous, both decided on the server), and 不感兴趣 takes a card away.

const NOTICE = '已关闭个性化推荐，当前为最新内容';
const RECOMMEND_TYPES = '1, 2, 13, 7, 12, 14';

/** A control once React has hydrated it (a tap before that does nothing). */
async function ready(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  }, selector);
}

/** The 个性化推荐 switch on /settings, ready to be tapped. */
async function settingsSwitch(page: Page) {
  await page.goto('/settings');
  await ready(page, '[role="switch"]');
  return page.getByRole('switch', { name: '个性化推荐' });
}

/** The ids of the cards of the feed's first page, as shown. */
async function shownIds(page: Page): Promise<number[]> {
  const feed = page.locator('[role="feed"]');
  await expect(feed.locator('> div').first()).toBeVisible();
  const hrefs = await feed
    .locator('> div a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [
    ...new Set(hrefs.map((h) => Number(/\/(\d+)\/?$/.exec(h)?.[1] ?? NaN)).filter(Number.isFinite)),
  ].slice(0, 10);
}

/**
 * From the run's database (playwright.config.ts E2E_API_DB): a series with three topic-less
 * articles to read and a piece of it just past the first page of the latest order, so reading the
 * three moves only that series (one day per read) and brings the piece onto the first page.
 */
function seriesToRead() {
  const db = new Database(process.env.E2E_API_DB!, { readonly: true, fileMustExist: true });
  try {
    const latest = (
      db
        .prepare(
          `SELECT id FROM contents WHERE type IN (${RECOMMEND_TYPES}) ORDER BY is_top DESC, created_at DESC`,
        )
        .all() as { id: number }[]
    ).map((r) => r.id);
    const seriesOf = db.prepare('SELECT series FROM content_meta WHERE content_id = ?');
    const topicless = db.prepare(
      "SELECT c.id FROM contents c JOIN content_meta m ON m.content_id = c.id WHERE c.type = 1 AND m.series = ? AND m.topic = '' AND c.id != ? ORDER BY c.created_at",
    );
    for (const target of latest.slice(10, 40)) {
      const { series } = seriesOf.get(target) as { series: string };
      if (!series) continue;
      const reads = (topicless.all(series, target) as { id: number }[]).map((r) => r.id);
      if (reads.length >= 3)
        return { target, reads: reads.slice(0, 3), latest: latest.slice(0, 10) };
    }
    throw new Error('no series to read in the demo data');
  } finally {
    db.close();
  }
}

test('signed in: reading a series brings it up; turning 个性化推荐 off in 设置 shows the latest order and says so', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Three article pages and four home pages on a shared machine.
  test.setTimeout(scaled(120_000));
  await freshUser(request, baseURL!, context);
  const { target, reads, latest } = seriesToRead();
  await page.goto('/');
  expect(await shownIds(page)).toEqual(latest);

  for (const id of reads) {
    await page.goto(`/article/${id}`);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  expect(await shownIds(page)).toContain(target);
  await expect(page.getByRole('button', { name: /^不感兴趣/ }).first()).toBeVisible();

  const toggle = await settingsSwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await page.goto('/');
  await expect(page.getByText(NOTICE)).toBeVisible();
  expect(await shownIds(page)).toEqual(latest);
  await expect(page.getByRole('button', { name: /^不感兴趣/ })).toHaveCount(0);
  // The notice leads to the switch; the explanation page says what the recommendation uses.
  await page.getByRole('link', { name: '去设置' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('switch', { name: '个性化推荐' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.getByRole('link', { name: '查看说明' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '个性化推荐说明' })).toBeVisible();
  await expect(page.getByText(/车系和话题/).first()).toBeVisible();
});

test('anonymous: the switch is kept in a cookie the server reads, so the first render already says so', async ({
  page,
  context,
}) => {
  test.setTimeout(scaled(90_000));
  const toggle = await settingsSwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect((await context.cookies()).find((c) => c.name === 'xcx_rec')?.value).toBe('0');

  // The server's HTML, before any script runs, carries the notice.
  const html = await (
    await context.request.get('/', { headers: { 'user-agent': PHONE_UA } })
  ).text();
  expect(html).toContain(NOTICE);
  await page.goto('/');
  await expect(page.getByText(NOTICE)).toBeVisible();

  // On again: no notice, and the cards offer 不感兴趣.
  const again = await settingsSwitch(page);
  await expect(again).toHaveAttribute('aria-checked', 'false');
  await again.click();
  await expect(again).toHaveAttribute('aria-checked', 'true');
  await page.goto('/');
  await expect(page.locator('[role="feed"] > div').first()).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^不感兴趣/ }).first()).toBeVisible();
});

test('不感兴趣 takes the card away, and it stays away for this device', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.goto('/');
  const feed = page.locator('[role="feed"]');
  const [first] = await shownIds(page);
  const card = feed.locator('> div').filter({ has: page.locator(`a[href$="/${first}"]`) });
  await expect(card).toHaveCount(1);
  await ready(page, '[role="feed"] button');
  await card.getByRole('button', { name: /^不感兴趣/ }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(feed.locator('> div').first()).toBeVisible();
  expect(await shownIds(page)).not.toContain(first);
});
