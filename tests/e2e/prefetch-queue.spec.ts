import { expect, test } from '@playwright/test';

// §9: the prefetch queue runs up to 4 prefetches at once (issue 27 §8: up to 8 ran on /car). Every
// prefetch of the router carries the `next-router-prefetch` header; each is answered here after a
// simulated slow network, so they overlap, and counted while it is in flight. The count drops
// before the answer is sent, so it never exceeds what the page itself has running.

const LATENCY_MS = 600;

test('/car runs at most 4 prefetches at once, also when the reader touches many links', async ({
  page,
}) => {
  let inFlight = 0;
  let most = 0;
  const prefetched = new Set<string>();
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!request.headers()['next-router-prefetch']) return route.fallback();
    prefetched.add(new URL(request.url()).pathname);
    inFlight += 1;
    most = Math.max(most, inFlight);
    // A slow network, not a wait for a state: the answers take this long to come.
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    const response = await route.fetch().catch(() => null);
    inFlight -= 1;
    if (response) await route.fulfill({ response }).catch(() => undefined);
    else await route.abort().catch(() => undefined);
  });
  await page.goto('/car');
  // The links on the first screen: more than 4, so the queue fills up.
  await expect.poll(() => prefetched.size, { timeout: 20_000 }).toBeGreaterThan(6);
  expect(most).toBe(4);

  // A touch on a link asks for its prefetch at once (Next lets these run past its own limit, up to
  // 12): ten links further down the page, not prefetched yet, touched in a row.
  const links = page.locator('main a[href^="/series/"], main a[href^="/car/library-brand/"]');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const fresh = [...new Set(hrefs)].filter((href) => !prefetched.has(href)).slice(0, 10);
  expect(fresh.length).toBe(10);
  for (const href of fresh)
    await page.locator(`main a[href="${href}"]`).first().dispatchEvent('touchstart');
  await expect
    .poll(() => fresh.filter((href) => prefetched.has(href)).length, { timeout: 20_000 })
    .toBe(10);
  expect(most).toBe(4);
});
