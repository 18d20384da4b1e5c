import { expect, test } from '@playwright/test';
import type { RawPublished, RawRanking } from '@/contract/api/ranking';
import { RANK_ORIGINS, RANKING_KINDS, RANKING_ORIGIN, RANKINGS } from '@/contract/ranking';
import { ANDROID_HEADERS, apiData, unescapeHtml } from './helpers';

// Every ranking says where its numbers come from (issue 30 §1): a crawler reads each list's
// source, period and published date in the server's HTML; a reader taps 榜单说明 and reads the
// method in words with one row of the list worked through.

test(
  'the hub, every list and the car library’s lists name their source, period and published date in the server HTML, without formulas',
  { tag: '@server' },
  async ({ request }) => {
    const pages: [string, string][] = [
      ['/ranking', RANK_ORIGINS.insured],
      ...RANKING_KINDS.map(
        (k) => [`/ranking/${k}`, RANK_ORIGINS[RANKING_ORIGIN[k]]] as [string, string],
      ),
      ['/car/ranking', RANK_ORIGINS.insured],
      ['/car/ranking?type=range', RANK_ORIGINS.maker],
      ['/car/ranking?type=price', RANK_ORIGINS.maker],
    ];
    for (const [path, origin] of pages) {
      const res = await request.get(path, { headers: ANDROID_HEADERS });
      expect(res.status(), path).toBe(200);
      const html = unescapeHtml(await res.text());
      expect(html, path).toContain(`数据来源：${origin}`);
      expect(html, path).toMatch(/(统计周期|测试日期)：[^<]+/);
      expect(html, path).toMatch(/数据发布日期：\d{4}-\d{2}-\d{2}/);
      expect(html, path).toMatch(/<button[^>]*>榜单说明<\/button>/);
      expect(html, path).not.toMatch(/搜索×5|群帖×6|×20|×50/);
    }
    // The hub names every list's source, not only the first.
    const hub = unescapeHtml(
      await (await request.get('/ranking', { headers: ANDROID_HEADERS })).text(),
    );
    for (const k of RANKING_KINDS)
      expect(hub, k).toContain(`数据来源：${RANK_ORIGINS[RANKING_ORIGIN[k]]}`);
  },
);

test(
  'sales lists are monthly: the period is the month picked, in words',
  { tag: '@server' },
  async ({ request }) => {
    const data = await apiData<RawRanking>(request, 'v3/ranking/sales');
    const months = data.filters.find((f) => f.key === 'month')!.options.map((o) => o.value);
    const month = months[2]!;
    const html = unescapeHtml(
      await (
        await request.get(`/ranking/sales?month=${month}`, { headers: ANDROID_HEADERS })
      ).text(),
    );
    expect(html).toContain(
      `统计周期：${Number(month.slice(0, 4))}年${Number(month.slice(5))}月（自然月）`,
    );
    expect(html).not.toMatch(/周销量(?!榜)/);
  },
);

test('a reader opens 榜单说明 on the heat list and reads the method in words, with the first row worked through', async ({
  page,
  request,
}) => {
  const published = await apiData<RawPublished>(
    request,
    'v1/ranking/published-day-info?rankType=hot&rankId=1',
  );
  await page.goto('/ranking/hot');
  const first = await page.getByTestId('rank-row').first().locator('strong').first().textContent();
  await page.getByRole('button', { name: '榜单说明' }).click();
  const sheet = page.getByRole('dialog', { name: `${RANKINGS.hot.name} · 近7日 · 榜单说明` });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('数据来源：新出行站内数据');
  await expect(sheet).toContainText('搜索一次算5分');
  await expect(sheet).toContainText(`例：第1名 ${first}`);
  await expect(sheet).toContainText(published.period);
  await sheet.getByRole('button', { name: '关闭' }).click();
  await expect(sheet).toBeHidden();
});

test('on /car/ranking the sales sheet says the figures are registrations, monthly, never weekly', async ({
  page,
}) => {
  await page.goto('/car/ranking');
  await page.getByRole('button', { name: '榜单说明' }).click();
  const sheet = page.getByRole('dialog', { name: '车型排行榜 · 销量榜 · 榜单说明' });
  await expect(sheet).toContainText('数据来源：上险量');
  await expect(sheet).toContainText('不发周销量榜');
  await expect(sheet).toContainText(/例：第1名 .+，月销量 [\d,]+辆/);
});
