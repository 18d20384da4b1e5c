import { expect } from '@playwright/test';
import { test } from './helpers';

// /login sends a logged-in person on to the return target, whatever its script (issue 8).

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'pixel5', 'server behaviour: one device is enough');
});

test('a logged-in visit to /login with a Chinese return target is redirected there, not a 500', async ({
  demoPage: page,
}) => {
  const target = `/search?keyword=${'理想L6'}`;
  const res = await page.request.get(`/login?redirect=${encodeURIComponent(target)}`, {
    maxRedirects: 0,
  });
  expect(res.status()).toBe(307);
  expect(res.headers().location).toBe('/search?keyword=%E7%90%86%E6%83%B3L6');
});
