import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

// Issue 13's first-load JS budget, checked on every test run with the bench's own measure (every
// <script src> of the page's HTML, gzipped): a phone downloads at most 150 KB of script before a
// key page is interactive. A size, not a timing: the build decides it. The budget once broke
// unnoticed between two bench runs (a client card imported a constant from a module with zod:
// +17 KB on /).

const BUDGET_KB = 150;

test('no key page loads more than 150 KB of script (gzip) on first visit', async ({
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'pixel5', 'the build is the same for every device');
  // Broke once more when issues 26-29 merged (150.4-153.6 KB): Turbopack copied the navigation,
  // loading-bar and reload rules into every page chunk and into each of nine error boundaries.
  // Back under (143.3-149.3 KB, 2026-11-26) with one error boundary, its view lazy, the rules
  // loaded with the first navigation (components/layout/useRouter.ts, lib/chunk-error.ts).
  // Loaded as the ES module it is (a static import would be compiled to CommonJS with this file).
  const { firstLoadJs, keyPages, MOBILE_UA }: typeof import('../../scripts/bench-lib.mjs') =
    await import(pathToFileURL(path.resolve('scripts/bench-lib.mjs')).href);
  const { pages } = await keyPages(baseURL!);
  const over: string[] = [];
  for (const route of pages) {
    const res = await request.get(route, { headers: { 'user-agent': MOBILE_UA } });
    expect(res.status(), route).toBe(200);
    const { gzipBytes, scripts } = await firstLoadJs(baseURL!, await res.text());
    expect(scripts, route).toBeGreaterThan(0);
    if (gzipBytes / 1024 > BUDGET_KB) over.push(`${route}: ${(gzipBytes / 1024).toFixed(1)} KB`);
  }
  expect(over, `over ${BUDGET_KB} KB`).toEqual([]);
});

// Red when written: /search measured 172.5 KB gzip on every tab (178.3 before its record tabs were
// made lazy and its islands' API calls dynamic). The zod chunk (17.4 KB) came in through a series
// card's sale-status label (now lib/api/car-labels.ts): 152.8 KB on every tab (2026-11-26). The
// rest is the infinite list and the search bar, both interactive on first paint. Expected to fail
// until that is cut (an unexpected pass then says to delete the test.fail line).
test('the search page stays within the budget on every kind of tab (issue 27 §5)', async ({
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'pixel5', 'the build is the same for every device');
  test.fail(true, 'the search page is over the 150 KB budget: 152.8 KB (see the comment above)');
  const { firstLoadJs, MOBILE_UA }: typeof import('../../scripts/bench-lib.mjs') = await import(
    pathToFileURL(path.resolve('scripts/bench-lib.mjs')).href
  );
  const keyword = encodeURIComponent('极氪');
  const routes = [
    '/search',
    `/search?keyword=${keyword}`,
    ...['remark', 'theme', 'goods', 'garage-sale', 'ace-column', 'official', 'user'].map(
      (tab) => `/search?keyword=${keyword}&tab=${tab}`,
    ),
  ];
  const over: string[] = [];
  for (const route of routes) {
    const res = await request.get(route, { headers: { 'user-agent': MOBILE_UA } });
    expect(res.status(), route).toBe(200);
    const { gzipBytes } = await firstLoadJs(baseURL!, await res.text());
    if (gzipBytes / 1024 > BUDGET_KB) over.push(`${route}: ${(gzipBytes / 1024).toFixed(1)} KB`);
  }
  expect(over, `over ${BUDGET_KB} KB`).toEqual([]);
});
