import { expect, test, type Page } from '@playwright/test';
import { FINISHED_TEXT } from '../../components/feed/InfiniteList';
import { scaled } from '../time-scale';

// Issue 27 §5: every search call of §7 is a tab a person reaches, with the same paging, empty
// state and keyword marks as the others; issue 26 §4: a suggestion opens a page that has it.

const searchUrl = (keyword: string, tab?: string) =>
  `/search?keyword=${encodeURIComponent(keyword)}${tab ? `&tab=${tab}` : ''}`;

/** Scrolls the list until it says 没有更多了 (each scroll brings the next page's sentinel into view). */
async function scrollToEnd(page: Page) {
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(page.getByText(FINISHED_TEXT)).toBeVisible({ timeout: scaled(1000) });
  }).toPass();
}

const TABS: { name: string; tab: string; keyword: string; link: string }[] = [
  { name: '话题', tab: 'theme', keyword: '智驾', link: 'a[href^="/theme/"]' },
  { name: '口碑', tab: 'remark', keyword: '小米', link: 'a[href^="/remark/"]' },
  { name: '专栏', tab: 'ace-column', keyword: '电池', link: 'a[href^="/column/"]' },
  { name: '商品', tab: 'goods', keyword: '充电', link: 'a[href^="/goods/"]' },
  { name: '二手车', tab: 'garage-sale', keyword: '比亚迪', link: 'a[href^="/idle/"]' },
  { name: '小知识', tab: 'small-knowledge', keyword: '电池', link: 'a[href^="/small-knowledge/"]' },
  { name: '数说', tab: 'number-power', keyword: '理想', link: 'a[href^="/number-power/"]' },
  {
    name: '官方',
    tab: 'official',
    keyword: '极氪',
    link: 'a[href^="/article/"], a[href^="/video/"]',
  },
  { name: '图文', tab: 'graphic', keyword: '极氪', link: 'a[href^="/article/"], a[href^="/ins/"]' },
];

for (const t of TABS) {
  test(`the ${t.name} tab is reached from the search page and lists what matches, the keyword marked`, async ({
    page,
  }) => {
    await page.goto(searchUrl(t.keyword));
    await page
      .getByRole('navigation', { name: '搜索分类' })
      .getByRole('link', { name: t.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`tab=${t.tab}(&|$)`));
    const first = page.locator(`main ${t.link}`).first();
    await expect(first).toBeVisible();
    await expect(
      page.locator('main mark.search-hit', { hasText: t.keyword }).first(),
    ).toBeVisible();
  });
}

test('owner reviews page 10 at a time down to 没有更多了', async ({ page }) => {
  // The list asks for page 2 as soon as its end is on screen; held until the first page is
  // counted, so a fast second page cannot make the count skip past 10 (flaky on a busy machine).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let secondPages = 0;
  await page.route(/\/api\/.*[?&]page=2(&|$)/, async (route) => {
    secondPages += 1;
    await held;
    await route.continue();
  });
  await page.goto(searchUrl('小米', 'remark'));
  const rows = page.locator('main a[href^="/remark/"]');
  await expect(rows).toHaveCount(10);
  release();
  await scrollToEnd(page);
  expect(await rows.count()).toBeGreaterThan(10);
  expect(secondPages).toBeGreaterThan(0);
});

test('a keyword no topic has: the empty state in Chinese, with hot searches and recommendations instead of a dead end', async ({
  page,
}) => {
  const nonsense = `无此话题${test.info().project.name}${Date.now()}`;
  await page.goto(searchUrl(nonsense, 'theme'));
  await expect(page.getByText(`没有找到与“${nonsense}”相关的话题，换个关键词试试`)).toBeVisible();
  const hot = page.getByRole('region', { name: '大家都在搜' });
  await expect(hot.getByRole('link').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: '为你推荐' }).locator('a[href]').first(),
  ).toBeVisible();
  const word = (await hot.getByRole('link').first().textContent())!;
  await hot.getByRole('link').first().click();
  await expect(page.getByRole('searchbox')).toHaveValue(word);
});

test('typing 极氪 suggests typed items, and the live suggested opens its room', async ({
  page,
}) => {
  await page.goto('/search');
  await page.getByRole('searchbox').fill('极氪');
  const list = page.getByRole('listbox', { name: '搜索建议' });
  const live = list.getByRole('option').filter({ hasText: '极氪007GT上市直播' });
  await expect(live).toContainText('直播');
  await expect(list.getByRole('option').filter({ hasText: '车系' }).first()).toBeVisible();
  await live.getByRole('button').click();
  await expect(page).toHaveURL(/\/live\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('极氪007GT上市直播');
});

test('a keyword suggested opens results that contain it', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('searchbox').fill('极氪');
  const keyword = page
    .getByRole('listbox', { name: '搜索建议' })
    .getByRole('option')
    .filter({ hasText: '搜索' })
    .first();
  await expect(keyword).toBeVisible();
  const word = (await keyword
    .locator('mark')
    .first()
    .evaluate((m) => m.parentElement!.textContent))!;
  await keyword.getByRole('button').click();
  await expect(page).toHaveURL(/\/search\?keyword=/);
  await expect(page.locator('main mark.search-hit', { hasText: word }).first()).toBeVisible();
});

test('related searches lead to another search that finds something', async ({ page }) => {
  await page.goto(searchUrl('极氪'));
  const related = page.getByRole('navigation', { name: '相关搜索' });
  const tag = related.getByRole('link').first();
  await expect(tag).toBeVisible();
  const word = (await tag.textContent())!;
  await tag.click();
  await expect(page.getByRole('searchbox')).toHaveValue(word);
  await expect(page.locator('main mark.search-hit').first()).toBeVisible();
});

test('资讯 narrows to a category and 官方 orders by newest on request', async ({ page }) => {
  await page.goto(searchUrl('续航', 'article'));
  await page
    .getByRole('navigation', { name: '资讯分类' })
    .getByRole('link', { name: '评测' })
    .click();
  await expect(page).toHaveURL(/cid=2/);
  await expect(
    page.getByRole('navigation', { name: '资讯分类' }).getByRole('link', { name: '评测' }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('main a[href^="/article/"]').first()).toBeVisible();

  await page.goto(searchUrl('续航', 'official'));
  const order = page.getByRole('navigation', { name: '排序' });
  await expect(order.getByRole('link', { name: '最热' })).toHaveAttribute('aria-current', 'true');
  await order.getByRole('link', { name: '最新' }).click();
  await expect(page).toHaveURL(/order=new/);
  await expect(order.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'true');
  await expect(
    page.locator('main a[href^="/article/"], main a[href^="/video/"]').first(),
  ).toBeVisible();
});
