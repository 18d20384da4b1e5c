import { expect, test } from '@playwright/test';

// §2: the pull-up banner's 打开APP opens the app through the generic app-open helper: it tries the
// app scheme for this page, and when the page is still there afterwards (no app installed) it
// opens the download page (issue 27 §10).

test(
  '打开APP in a phone browser tries the app scheme for this page, then opens /market/download',
  { tag: '@device' },
  async ({ page }) => {
    const tried: string[] = [];
    page.on('request', (r) => tried.push(r.url()));
    page.on('framenavigated', (f) => tried.push(`page ${f.url()}`));
    await page.goto('/about');
    const banner = page.getByRole('complementary', { name: '下载新出行APP' });
    // A button that runs the helper, not a link straight to the download page.
    const open = banner.getByRole('button', { name: '打开APP' });
    await open.click();
    await expect(page).toHaveURL(/\/market\/download$/);
    // The scheme first, the download page after it.
    const scheme = tried.findIndex((u) => u.endsWith('xchuxing://open?url=%2Fabout'));
    expect(scheme).toBeGreaterThanOrEqual(0);
    expect(tried.findIndex((u) => /^page .*\/market\/download$/.test(u))).toBeGreaterThan(scheme);
    await expect(page.getByRole('complementary', { name: '下载新出行APP' })).toBeHidden();
  },
);
