import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RawContentDetail } from '@/contract/api/content';
import { formatDate } from '@/contract/format/time';
import { ANDROID_HEADERS, unescapeHtml } from './helpers';

// Corrections are kept (issue 30 §5): an article changed after publishing shows 更正记录 with each
// change's date (China time) and what changed, in the server's HTML, and its NewsArticle's
// dateModified is the latest change.

function jsonLd(html: string): { datePublished: string; dateModified: string } {
  const m = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'JSON-LD').not.toBeNull();
  return JSON.parse(m![1]!) as { datePublished: string; dateModified: string };
}

/** The first article (by id) that `pick` accepts: the demo data corrects a few of the early ones. */
async function findArticle(
  request: APIRequestContext,
  pick: (a: RawContentDetail) => boolean,
): Promise<RawContentDetail> {
  for (let id = 1; id <= 60; id++) {
    const res = await request.get(`/api/v1/article/${id}`);
    if (res.status() !== 200) continue;
    const a = ((await res.json()) as { data: RawContentDetail }).data;
    if (pick(a)) return a;
  }
  throw new Error('no such article among the first 60 ids');
}

test(
  'a corrected article lists each change with its date and what changed, and dateModified is the latest',
  { tag: '@server' },
  async ({ request }) => {
    const corrected = await findArticle(request, (a) => a.revisions.length > 1);
    const res = await request.get(`/article/${corrected.id}`, { headers: ANDROID_HEADERS });
    expect(res.status()).toBe(200);
    const html = unescapeHtml(await res.text());
    expect(html).toContain('更正记录');
    for (const r of corrected.revisions) {
      expect(html).toContain(r.note);
      expect(html).toContain(formatDate(r.revised_at, 'YYYY年M月D日 HH:mm'));
    }
    const ld = jsonLd(html);
    expect(ld.dateModified).toBe(
      new Date(corrected.revisions.at(-1)!.revised_at * 1000).toISOString(),
    );
    expect(ld.datePublished).toBe(new Date(corrected.created_at * 1000).toISOString());
    expect(Date.parse(ld.dateModified)).toBeGreaterThan(Date.parse(ld.datePublished));
  },
);

test(
  'an article never changed has no 更正记录 and was modified when it was published',
  { tag: '@server' },
  async ({ request }) => {
    const plain = await findArticle(request, (a) => a.revisions.length === 0);
    const html = unescapeHtml(
      await (await request.get(`/article/${plain.id}`, { headers: ANDROID_HEADERS })).text(),
    );
    expect(html).not.toContain('更正记录');
    const ld = jsonLd(html);
    expect(ld.dateModified).toBe(ld.datePublished);
  },
);

test('a reader sees the corrections under the article text', async ({ page, request }) => {
  const corrected = await findArticle(request, (a) => a.revisions.length > 0);
  await page.goto(`/article/${corrected.id}`);
  const box = page.getByTestId('corrections');
  await expect(box.getByRole('heading', { name: '更正记录' })).toBeVisible();
  await expect(box.getByRole('listitem')).toHaveCount(corrected.revisions.length);
  await expect(box.getByRole('listitem').first()).toContainText(corrected.revisions[0]!.note);
});
