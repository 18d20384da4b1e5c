import { expect, test } from '@playwright/test';
import type { RawPartners } from '@/contract/api/info';
import { api, CRAWLER_UA } from './car-helpers';

// Issue 30 §4: content made with a commercial partner carries 广告 or 合作 where it is listed and on
// its page, in the server HTML; /about/partners lists the partners by test, event and column.

const headers = { 'user-agent': CRAWLER_UA };

/** The text of the first element with a data-testid in server HTML: the note is a <p>, the mark a <span>. */
function testIdText(html: string, id: 'sponsor-note' | 'sponsor-mark'): string | undefined {
  const end = id === 'sponsor-note' ? '</p>' : '</span>';
  const m = new RegExp(`data-testid="${id}"[^>]*>(.*?)${end}`, 's').exec(html);
  return m?.[1]?.replace(/<[^>]+>/g, '');
}

test(
  'a paid 测评 is marked 广告 on its page and in search results; a co-made video and event are marked 合作',
  { tag: '@server' },
  async ({ request }) => {
    const partners = await api<RawPartners>(request, 'GET', 'v1/info/partners');
    const ad = partners.contents.find((c) => c.kind === 'ad' && c.type === 1)!;
    const article = await request.get(`/article/${ad.object_id}`, { headers });
    expect(article.status()).toBe(200);
    const note = testIdText(await article.text(), 'sponsor-note');
    expect(note).toContain('广告');
    expect(note).toContain(ad.partner);

    const search = await request.get(`/search?keyword=${encodeURIComponent(ad.title)}`, {
      headers,
    });
    expect(search.status()).toBe(200);
    expect(testIdText(await search.text(), 'sponsor-mark')).toBe('广告');

    const video = partners.contents.find((c) => c.kind === 'coop' && c.type === 2)!;
    const videoPage = await (await request.get(`/video/${video.object_id}`, { headers })).text();
    expect(testIdText(videoPage, 'sponsor-note')).toContain('合作');

    const event = partners.events[0]!;
    const eventPage = await (await request.get(`/activity/${event.object_id}`, { headers })).text();
    expect(testIdText(eventPage, 'sponsor-note')).toContain('合作');
    // The activity list marks it wherever it lists it (the open list's first page, when it is there).
    const open = await api<{ list: { id: number }[] }>(request, 'GET', 'v1/activity/list?page=1');
    const events = await (await request.get('/activity', { headers })).text();
    expect(events.includes('data-testid="sponsor-mark"')).toBe(
      open.list.some((a) => a.id === event.object_id),
    );
  },
);

test('an unsponsored article carries no mark', { tag: '@server' }, async ({ request }) => {
  const partners = await api<RawPartners>(request, 'GET', 'v1/info/partners');
  const sponsored = new Set(partners.contents.map((c) => c.object_id));
  const feed = await api<{ list: { object_id: number; type: number }[] }>(
    request,
    'GET',
    'v1/home/index?channel=news&page=1',
  );
  const plain = feed.list.find((i) => i.type === 1 && !sponsored.has(i.object_id))!;
  const html = await (await request.get(`/article/${plain.object_id}`, { headers })).text();
  expect(html).not.toContain('data-testid="sponsor-note"');
});

test(
  'the disclosure page lists partners by test, event, column and content',
  { tag: '@server' },
  async ({ request }) => {
    const partners = await api<RawPartners>(request, 'GET', 'v1/info/partners');
    const res = await request.get('/about/partners', { headers });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('商业合作披露');
    for (const heading of ['测试', '活动', '专栏', '文章与视频'])
      expect(html).toContain(`>${heading}</h2>`);
    for (const item of [
      partners.tests[0]!,
      partners.events[0]!,
      partners.columns[0]!,
      partners.contents[0]!,
    ]) {
      expect(html).toContain(item.title);
      expect(html).toContain(item.partner);
    }
    // /about links to it, so a crawler finds it.
    expect(await (await request.get('/about', { headers })).text()).toContain(
      'href="/about/partners"',
    );
  },
);
