import { expect, test, type APIRequestContext } from '@playwright/test';
import { scaled } from '../time-scale';

// A search-engine crawler on a phone: it reads only server HTML and follows <a href> links.
const UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Baiduspider-render/2.0)';
const PER_PATTERN = 3;
const BUDGET = 500;

/** `/article/12?x=1` → `/article/:id`: the route a URL belongs to. */
function patternOf(path: string): string {
  return path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/$/, '') || '/';
}

async function crawl(request: APIRequestContext, start: string, wanted: string[]) {
  const seen = new Set<string>([start]);
  const perPattern = new Map<string, number>();
  const reached = new Map<string, number>();
  const queue = [start];
  let fetched = 0;
  while (queue.length > 0 && fetched < BUDGET && wanted.some((w) => !reached.has(w))) {
    const batch = queue.splice(0, 6);
    await Promise.all(
      batch.map(async (url) => {
        fetched++;
        const res = await request.get(url, { headers: { 'user-agent': UA }, maxRedirects: 0 });
        const status = res.status();
        if (!reached.has(patternOf(url)) || status !== 200) reached.set(patternOf(url), status);
        if (status !== 200) return;
        const html = await res.text();
        for (const m of html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)"/g)) {
          const href = m[1]!.replace(/&amp;/g, '&');
          if (href.startsWith('/api/') || href.startsWith('/_next/') || seen.has(href)) continue;
          // Each home channel (`/?channel=power`) is its own list, not a fourth copy of `/`.
          const key = href.startsWith('/?channel=') ? href : patternOf(href);
          const n = perPattern.get(key) ?? 0;
          if (n >= PER_PATTERN) continue;
          perPattern.set(key, n + 1);
          seen.add(href);
          queue.push(href);
        }
      }),
    );
  }
  return reached;
}

function expectReached(reached: Map<string, number>, wanted: string[]) {
  const missing = wanted.filter((w) => !reached.has(w));
  expect(missing, `routes no server-rendered link led to`).toEqual([]);
  const failing = wanted.filter((w) => reached.get(w) !== 200).map((w) => `${w} → ${reached.get(w)}`);
  expect(failing, 'routes that did not answer 200').toEqual([]);
}

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'pixel5', 'the crawler reads HTML only: one device profile is enough');
});

test('from the home page a crawler reaches every content route, each answering 200', { tag: '@server' }, async ({ request }) => {
  test.setTimeout(scaled(120_000));
  const wanted = [
    '/home/brief', '/topic/:id', '/live', '/column', '/column/:id',
    '/article/:id', '/article2/:id', '/ins/:id', '/video/:id', '/small-knowledge/:id', '/number-power/:id',
    '/short-news/:id', '/vote/:id', '/original/:id', '/live/:id', '/live/detail/:id',
  ];
  expectReached(await crawl(request, '/', wanted), wanted);
});

test('from the car library a crawler reaches every car route that needs no login, each answering 200', { tag: '@server' }, async ({ request }) => {
  test.setTimeout(scaled(120_000));
  const wanted = [
    '/car/library-brand/:id', '/series/:id', '/car/series-theme/:id', '/sales-list/:id', '/recommended-series/:id',
    '/car/model/:id', '/car/dealer/:id/:id', '/car/dealer-gallery/:id', '/car/activity/:id/:id/:id', '/car/get-discount/:id/:id',
    '/car/selection', '/car/ranking', '/gallery/:id', '/car/compare', '/car/calendar', '/car/social', '/car/social/:id',
    '/car/social-group', '/car/parameter/:id/:id', '/remark/:id', '/remark-history/:id/:id', '/new-car/content/:id',
    '/new-car/:id', '/city',
  ];
  expectReached(await crawl(request, '/car', wanted), wanted);
});

test('the alias routes show the same screens: /car/series/{id} and /compare', { tag: '@server' }, async ({ request }) => {
  const series = await request.get('/series/1', { headers: { 'user-agent': UA } });
  const alias = await request.get('/car/series/1', { headers: { 'user-agent': UA } });
  expect(series.status()).toBe(200);
  expect(alias.status()).toBe(200);
  const title = (html: string) => /<h1[^>]*>([^<]+)</.exec(html)?.[1];
  expect(title(await alias.text())).toBe(title(await series.text()));
  expect((await request.get('/compare', { headers: { 'user-agent': UA } })).status()).toBe(200);
});
