import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RawGampTest, RawRanking } from '@/contract/api/ranking';
import { formatDate } from '@/contract/format/time';
import { ANDROID_HEADERS, apiData, unescapeHtml } from './helpers';

// A test publishes its protocol, where the car came from and who paid, its raw run and the
// maker's reply (issue 30 §2): all of it in the server's HTML, the run drawn without client JS
// and downloadable as CSV whose last row is the result.

const day = (unix: number) => formatDate(unix, 'YYYY年M月D日');

async function rangeTests(request: APIRequestContext): Promise<RawGampTest[]> {
  const list = await apiData<RawRanking>(request, 'v3/ranking/endurance?per-page=20');
  return Promise.all(
    list.items.list.map((r) => apiData<RawGampTest>(request, `v1/ranking/gamp/${r.test!.id}`)),
  );
}

test(
  'a range test’s page carries its protocol, dated before the result, the car’s source, who paid and the maker’s reply',
  { tag: '@server' },
  async ({ request }) => {
    const tests = await rangeTests(request);
    const replied = tests.find((t) => t.reply)!;
    const silent = tests.find((t) => !t.reply)!;
    expect(replied.protocol.published_at).toBeLessThan(replied.test.tested_at);
    const html = unescapeHtml(
      await (
        await request.get(`/ranking/gamp/${replied.test.id}`, { headers: ANDROID_HEADERS })
      ).text(),
    );
    expect(html).toContain('测试规程');
    expect(html).toContain(`规程发布于 `);
    expect(html).toContain(day(replied.protocol.published_at));
    expect(html).toContain(`测试于 ${day(replied.test.tested_at)}`);
    for (const text of [
      replied.protocol.route,
      replied.protocol.speeds,
      replied.protocol.hvac,
      replied.protocol.tyres,
      replied.protocol.preconditioning,
      replied.protocol.load,
      `${replied.protocol.ambient_c}℃`,
      `${replied.protocol.door_openings}次`,
    ])
      expect(html, text).toContain(text);
    expect(html).toMatch(/车辆来源<\/dt><dd>(自购|厂家提供|租赁)<\/dd>/);
    expect(html).toContain(replied.protocol.payer);
    expect(html).toContain('厂家回应');
    expect(html).toContain(replied.reply!.body);
    expect(html.toLowerCase()).toContain(
      `回应于 <time datetime="${formatDate(replied.reply!.replied_at, 'YYYY-MM-DD')}">${day(replied.reply!.replied_at)}</time>`.toLowerCase(),
    );
    // The run is drawn on the server: an SVG with its two lines, and the CSV link.
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*data-testid="run-chart"[\s\S]*?<polyline[\s\S]*?<polyline[\s\S]*?<\/svg>/,
    );
    expect(html).toContain(`href="/ranking/gamp/${replied.test.id}/run.csv"`);

    const other = unescapeHtml(
      await (
        await request.get(`/ranking/gamp/${silent.test.id}`, { headers: ANDROID_HEADERS })
      ).text(),
    );
    expect(other).toContain('厂家暂未回应');
  },
);

test(
  'a sponsored test says who sponsored it on its page',
  { tag: '@server' },
  async ({ request }) => {
    let sponsored: RawGampTest | undefined;
    // The demo data sponsors about one test in forty, from id 3 on.
    for (let id = 3; !sponsored && id < 400; id += 40) {
      const t = await apiData<RawGampTest>(request, `v1/ranking/gamp/${id}`);
      if (t.protocol.sponsor) sponsored = t;
    }
    expect(sponsored).toBeDefined();
    const html = unescapeHtml(
      await (
        await request.get(`/ranking/gamp/${sponsored!.test.id}`, { headers: ANDROID_HEADERS })
      ).text(),
    );
    expect(html).toContain(`本次测试由 ${sponsored!.protocol.sponsor} 赞助`);
    expect(html).toContain(sponsored!.protocol.payer);
  },
);

test('a reader downloads the run as CSV; its last row is the tested range at the end SOC', async ({
  page,
  request,
}) => {
  const t = (await rangeTests(request))[0]!;
  await page.goto(`/ranking/gamp/${t.test.id}`);
  await expect(page.getByTestId('run-chart')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('run-csv').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`xinchuxing-test-${t.test.id}-run.csv`);
  const text = (
    await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')
  ).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r\n/);
  expect(lines[0]).toBe('时间(分钟),里程(km),SOC(%),车速(km/h),环境温度(℃),空调功率(kW)');
  const last = lines.at(-1)!.split(',').map(Number);
  const measured = Number(t.figures.find((f) => f.label === '实测里程')!.value.replace('km', ''));
  expect(last[1]).toBe(measured);
  expect(last[2]).toBe(t.test.soc_end);
  expect(lines[1]!.split(',').map(Number).slice(0, 3)).toEqual([0, 0, t.test.soc_start]);
  // The page shows the same measured range the CSV ends at.
  await expect(page.locator('header').getByText(`${measured}km`, { exact: true })).toBeVisible();

  const res = await request.get(`/ranking/gamp/${t.test.id}/run.csv`, { headers: ANDROID_HEADERS });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/csv/);
  expect(res.headers()['content-disposition']).toMatch(
    /^attachment; filename="xinchuxing-test-\d+-run\.csv"$/,
  );
});

test(
  'a test without a run, a missing and a malformed id have no CSV (404)',
  { tag: '@server' },
  async ({ request }) => {
    const charge = await apiData<RawRanking>(request, 'v3/ranking/charge');
    for (const p of [
      `/ranking/gamp/${charge.items.list[0]!.test!.id}/run.csv`,
      '/ranking/gamp/999999/run.csv',
      '/ranking/gamp/abc/run.csv',
    ]) {
      expect((await request.get(p, { headers: ANDROID_HEADERS })).status(), p).toBe(404);
    }
  },
);

test(
  'the test page, the ranking hub and /car/ranking stay within 150 KB of first-load script (gzip)',
  { tag: '@server' },
  async ({ request, baseURL }) => {
    test.skip(test.info().project.name !== 'pixel5', 'the build is the same for every device');
    const { firstLoadJs, MOBILE_UA }: typeof import('../../scripts/bench-lib.mjs') = await import(
      pathToFileURL(path.resolve('scripts/bench-lib.mjs')).href
    );
    const t = (await rangeTests(request))[0]!;
    const over: string[] = [];
    for (const route of [
      `/ranking/gamp/${t.test.id}`,
      '/ranking',
      '/ranking/hot',
      '/car/ranking',
    ]) {
      const res = await request.get(route, { headers: { 'user-agent': MOBILE_UA } });
      expect(res.status(), route).toBe(200);
      const { gzipBytes } = await firstLoadJs(baseURL!, await res.text());
      console.log(`first-load JS ${route}: ${(gzipBytes / 1024).toFixed(1)} KB`);
      if (gzipBytes / 1024 > 150) over.push(`${route}: ${(gzipBytes / 1024).toFixed(1)} KB`);
    }
    expect(over).toEqual([]);
  },
);
