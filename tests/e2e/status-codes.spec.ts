import http from 'node:http';
import { expect, test } from '@playwright/test';
import { loginByApi } from './helpers';

// Every id route of the app, each asked for with an id that names nothing and a malformed one:
// both must answer 404 with the HTTP status (decided before anything streams), not 200 with the
// not-found text (CONTRIBUTING.md §12). A new id route adds one line here.
//
// `:id` is replaced by MISSING, then by MALFORMED; every other segment is a valid value, so the
// id alone decides. `login: true` for routes behind the login gate (the test logs in first).

const MISSING = '99999999';
const MALFORMED = 'abc';

interface IdRoute {
  path: string;
  login?: boolean;
}

const ID_ROUTES: (string | IdRoute)[] = [
  // content
  '/article/:id',
  '/article2/:id',
  '/video/:id',
  '/short-news/:id',
  '/small-knowledge/:id',
  '/number-power/:id',
  '/remark/:id',
  '/topic/:id',
  '/column/:id',
  '/vote/:id',
  '/live/:id',
  '/live/detail/:id',
  '/original/:id',
  // community and users
  '/ins/:id',
  '/user/:id',
  '/third/:id',
  // car
  '/series/:id',
  '/car/series/:id',
  '/car/series-theme/:id',
  '/car/library-brand/:id',
  '/car/model/:id',
  '/car/parameter/1/:id',
  '/car/parameter/2/:id',
  '/car/parameter/:id/1',
  '/car/dealer/:id',
  '/car/dealer/1/:id',
  '/car/dealer-gallery/:id',
  '/car/activity/:id/1',
  '/car/get-discount/:id/1',
  '/car/get-discount/1/:id',
  '/car/social/:id',
  '/gallery/:id',
  '/new-car/:id',
  '/new-car/content/:id',
  '/recommended-series/:id',
  '/sales-list/:id',
  '/remark-history/:id/1',
  '/remark-history/1/:id',
  // community
  '/community/:id',
  '/community/rank/:id',
  '/community/community-topic-activity/:id',
  '/community/community-new-car/:id',
  '/community/community-user-club-car/:id',
  '/community/community-category/:id',
  '/community/community-goods/:id',
  '/community-ranking/:id',
  '/theme/:id',
  '/club/:id',
  // rankings
  '/ranking/:id',
  '/ranking/gamp/:id',
  '/ranking/gamp/:id/run.csv',
  // commerce and engagement
  '/goods/:id',
  '/lottery/:id',
  '/activity/:id',
  '/activity?id=:id',
  '/community-activity/:id',
  '/idle/:id',
  '/garage-sale/:id',
  '/promotion/:id',
  '/team-invitation/:id',
  { path: '/activity-registration/:id', login: true },
  { path: '/activity-registration-order/:id', login: true },
  // drive (behind the login gate)
  { path: '/drive/order/:id', login: true },
  { path: '/drive/select/model/:id', login: true },
  { path: '/drive/select/series/:id', login: true },
  { path: '/consult/:id', login: true },
  // 晒价格 (behind the login gate)
  { path: '/car/price-report/:id', login: true },
];

const routes: IdRoute[] = ID_ROUTES.map((r) => (typeof r === 'string' ? { path: r } : r));

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'pixel5', 'status codes do not depend on the device');
});

for (const route of routes) {
  test(`${route.path}: a missing and a malformed id answer 404`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (route.login) await loginByApi(context, baseURL!);
    for (const id of [MISSING, MALFORMED]) {
      const url = route.path.replace(':id', id);
      const res = await page.request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(404);
      expect(await res.text(), url).toContain('页面未找到');
    }
  });
}

test('bad percent-encoding in a path answers 400 or 404 from pages and the API proxy, never 500 (issue 28)', async ({
  baseURL,
}) => {
  const url = new URL(baseURL!);
  // A raw request: a URL parser would reject or re-encode the path before it is sent.
  const status = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          headers: {
            'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
  for (const path of [
    '/article/%E0%A4%A',
    '/car/series/%E0%A4%A',
    '/%E0%A4%A',
    '/api/v1/comments/%E0%A4%A/1/1',
    '/api/v1/theme/%C3%28',
  ]) {
    expect([400, 404], path).toContain(await status(path));
  }
  // In the query a bad escape is only a strange keyword.
  expect(await status('/search?keyword=%E0%A4%A')).toBeLessThan(500);
});

test('the table covers every dynamic route folder of the app', async () => {
  // A guard against a new id route that nobody added here: every app folder with a [param]
  // must appear (as its static prefix) in ID_ROUTES.
  const { readdirSync, statSync } = await import('node:fs');
  const path = await import('node:path');
  const appDir = path.resolve(__dirname, '../../app');
  const found: string[] = [];
  const walk = (dir: string, url: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (!statSync(full).isDirectory() || name === 'api' || name === 'builds') continue;
      const segment = /^\(.*\)$/.test(name) ? '' : `/${name}`;
      if (name.startsWith('[')) {
        found.push(url);
        continue;
      }
      walk(full, url + segment);
    }
  };
  walk(appDir, '');
  const prefixes = new Set(routes.map((r) => r.path.split('/:id')[0]!.replace(/\/1$/, '')));
  const covered = (prefix: string) =>
    [...prefixes].some((p) => p === prefix || p.startsWith(`${prefix}/`));
  expect([...new Set(found)].filter((p) => !covered(p))).toEqual([]);
});
