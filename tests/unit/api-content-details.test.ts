// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/local-api';

let api: TestApi;
let token: string;
const firstOf = (type: number) =>
  (
    api.db.prepare('SELECT id FROM contents WHERE type = ? ORDER BY id LIMIT 1').get(type) as {
      id: number;
    }
  ).id;

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api.close());

interface Detail {
  id: number;
  type: number;
  title: string;
  body: string;
  views: number;
  likes: number;
  favourites: number;
  is_liked: boolean;
  is_favourited: boolean;
  video_url?: string;
  related: { id: number; type: number }[];
  author: { id: number; is_followed: boolean; follower_count: number } | null;
}

describe('content detail endpoints', () => {
  it.each([
    ['v1/article', 1],
    ['v1/videos', 2],
    ['v1/short-news', 13],
    ['v1/small-knowledge', 14],
    ['v1/number-power', 12],
  ])(
    '%s/{id} answers the item with its body, and a read counts as a view once per visitor a day',
    async (path, type) => {
      const cid = firstOf(type);
      const seeded = (
        api.db.prepare('SELECT views FROM contents WHERE id = ?').get(cid) as { views: number }
      ).views;
      const a = await api.call<Detail>('GET', `${path}/${cid}`);
      expect(a.status).toBe(200);
      expect(a.body.data.type).toBe(type);
      expect(a.body.data.body).toMatch(/<p>/);
      expect(a.body.data.views).toBe(seeded + 1);
      // The same visitor reading again the same day adds nothing (tests/unit/view-counts.test.ts).
      const b = await api.call<Detail>('GET', `${path}/${cid}`);
      expect(b.body.data.views).toBe(a.body.data.views);
    },
  );

  it('an unknown id, a malformed id or the id of another type is 404', async () => {
    expect((await api.call('GET', 'v1/article/99999999')).status).toBe(404);
    expect((await api.call('GET', 'v1/article/abc')).status).toBe(404);
    expect((await api.call('GET', `v1/article/${firstOf(2)}`)).status).toBe(404);
    expect((await api.call('GET', `v1/videos/${firstOf(1)}`)).status).toBe(404);
  });

  it('a video plays a locally served file and lists related videos', async () => {
    const res = await api.call<Detail>('GET', `v1/videos/${firstOf(2)}`);
    expect(res.body.data.video_url).toMatch(/\/media\/video\/demo-\d\.mp4$/);
    expect(res.body.data.related.length).toBeGreaterThan(0);
    expect(res.body.data.related.every((r) => r.type === 2)).toBe(true);
  });

  it('related content falls back to the newest articles when nothing shares the series, brand or topic', async () => {
    const id = firstOf(1);
    api.db
      .prepare(
        "UPDATE content_meta SET series = '无此车系', brand = '无此品牌', topic = '' WHERE content_id = ?",
      )
      .run(id);
    const res = await api.call<Detail>('GET', `v1/article/${id}`);
    const newest = (
      api.db
        .prepare(
          'SELECT id FROM contents WHERE type = 1 AND id != ? ORDER BY created_at DESC LIMIT 6',
        )
        .all(id) as { id: number }[]
    ).map((r) => r.id);
    expect(res.body.data.related.map((r) => r.id)).toEqual(newest);
  });

  it('related content lists the same series first, then brand, topic and the newest, newest first within each, each item once', async () => {
    const row = api.db
      .prepare(
        `SELECT m.content_id id, m.series, m.brand, m.topic FROM content_meta m JOIN contents c ON c.id = m.content_id
         WHERE c.type = 1 AND m.series != '' AND (SELECT COUNT(*) FROM content_meta s JOIN contents sc ON sc.id = s.content_id WHERE sc.type = 1 AND s.series = m.series) BETWEEN 2 AND 5
         ORDER BY m.content_id LIMIT 1`,
      )
      .get() as { id: number; series: string; brand: string; topic: string };
    const idsOf = (where: string, ...args: string[]) =>
      (
        api.db
          .prepare(
            `SELECT c.id FROM contents c JOIN content_meta m ON m.content_id = c.id WHERE c.type = 1 AND ${where} AND c.id != ? ORDER BY c.created_at DESC`,
          )
          .all(...args, row.id) as { id: number }[]
      ).map((r) => r.id);
    const sameSeries = idsOf('m.series = ?', row.series);
    expect(sameSeries.length).toBeGreaterThan(0);
    const expected = [
      ...new Set([
        ...sameSeries,
        ...idsOf('m.brand = ?', row.brand),
        ...(row.topic ? idsOf('m.topic = ?', row.topic) : []),
        ...idsOf('1'),
      ]),
    ].slice(0, 6);
    const res = await api.call<
      Omit<Detail, 'related'> & { related: { id: number; title: string }[] }
    >('GET', `v1/article/${row.id}`);
    const related = res.body.data.related;
    expect(related.map((r) => r.id)).toEqual(expected);
    // Whole items, not just ids.
    expect(related.every((r) => r.title.length > 0)).toBe(true);
  });

  it('some articles are long reads with subheadings and figures', async () => {
    const rows = api.db
      .prepare("SELECT id FROM contents WHERE type = 1 AND body LIKE '%<h2>%'")
      .all() as { id: number }[];
    expect(rows.length).toBeGreaterThan(40);
    const res = await api.call<Detail>('GET', `v1/article/${rows[0]!.id}`);
    expect(res.body.data.body.match(/<p>/g)!.length).toBeGreaterThanOrEqual(8);
    expect(res.body.data.body).toMatch(/<figure><img src="\/api\/media\/car\/[^"]+\.svg\?b=/);
  });

  it('v1/videos/list pages through videos', async () => {
    const res = await api.call<{ list: { type: number }[]; total: number; per_page: number }>(
      'GET',
      'v1/videos/list',
      { query: { page: 2 } },
    );
    expect(res.body.data.total).toBe(60);
    expect(res.body.data.list).toHaveLength(10);
    expect(res.body.data.list.every((i) => i.type === 2)).toBe(true);
  });

  it('v1/original/list filters 原创 by type and category', async () => {
    const cats = await api.call<{ id: number; name: string }[]>('GET', 'v1/original/categories');
    expect(cats.body.data.map((c) => c.name)).toContain('评测');
    const all = await api.call<{ list: { type: number }[]; total: number }>(
      'GET',
      'v1/original/list',
      { query: { type: 1 } },
    );
    expect(all.body.data.total).toBeGreaterThan(50);
    const one = await api.call<{ total: number }>('GET', 'v1/original/list', {
      query: { type: 1, category_id: 2 },
    });
    expect(one.body.data.total).toBeGreaterThan(0);
    expect(one.body.data.total).toBeLessThan(all.body.data.total);
    expect((await api.call('GET', 'v1/original/list', { query: { type: 99 } })).status).toBe(404);
  });

  it('v1/sitemap/urls lists content, columns and topics', async () => {
    const res = await api.call<{
      contents: { id: number; type: number }[];
      columns: unknown[];
      topics: unknown[];
    }>('GET', 'v1/sitemap/urls');
    expect(res.body.data.contents.length).toBe(540);
    // Every column with articles (an empty column is no page worth listing).
    expect(res.body.data.columns).toHaveLength(columnsWithArticles());
    expect(res.body.data.topics).toHaveLength(15);
  });
});

describe('likes and favourites persist and are counted once per user', () => {
  it('v1/content/like and v1/favourite', async () => {
    const cid = firstOf(1);
    expect(
      (await api.call('POST', 'v1/content/like', { body: { id: cid, type: 1, del: 0 } })).status,
    ).toBe(401);
    const before = (await api.call<Detail>('GET', `v1/article/${cid}`, { token })).body.data;
    expect(before.is_liked).toBe(false);
    const liked = await api.call<{ likes: number; is_liked: boolean }>('POST', 'v1/content/like', {
      token,
      body: { id: cid, type: 1, del: 0 },
    });
    expect(liked.body.data).toEqual(
      expect.objectContaining({ is_liked: true, likes: before.likes + 1 }),
    );
    await api.call('POST', 'v1/content/like', { token, body: { id: cid, type: 1, del: 0 } });
    const fav = await api.call<{ favourites: number }>('POST', 'v1/favourite', {
      token,
      body: { id: cid, type: 1, del: 0 },
    });
    expect(fav.body.data.favourites).toBe(before.favourites + 1);
    const after = (await api.call<Detail>('GET', `v1/article/${cid}`, { token })).body.data;
    expect(after).toEqual(
      expect.objectContaining({ is_liked: true, is_favourited: true, likes: before.likes + 1 }),
    );
    // Anonymous readers see the counts but not the state.
    expect((await api.call<Detail>('GET', `v1/article/${cid}`)).body.data.is_liked).toBe(false);
    await api.call('POST', 'v1/content/like', { token, body: { id: cid, type: 1, del: 1 } });
    expect((await api.call<Detail>('GET', `v1/article/${cid}`, { token })).body.data.likes).toBe(
      before.likes,
    );
    expect(
      (await api.call('POST', 'v1/content/like', { token, body: { id: cid, type: 2, del: 0 } }))
        .status,
    ).toBe(404);
  });
});

describe('rewards and follows', () => {
  it('v1/give-reward/list lists who tipped a piece, with the count and the sum', async () => {
    const row = api.db
      .prepare('SELECT object_id, type, COUNT(*) n FROM rewards GROUP BY object_id, type LIMIT 1')
      .get() as {
      object_id: number;
      type: number;
      n: number;
    };
    const res = await api.call<{
      list: { user: { nickname: string }; amount: number }[];
      total: number;
      total_amount: number;
    }>('GET', 'v1/give-reward/list', {
      query: { object_id: row.object_id, type: row.type, comment_id: 0 },
    });
    expect(res.body.data.total).toBe(row.n);
    expect(res.body.data.list[0]!.user.nickname).toBeTruthy();
    expect(res.body.data.total_amount).toBeGreaterThan(0);
  });

  it('v3/user/followed-op and v1/user-relate follow and unfollow an author', async () => {
    const target = 5;
    const on = await api.call<{ is_followed: boolean; follower_count: number }>(
      'POST',
      'v3/user/followed-op',
      { token, body: { uid: target, op: 'follow' } },
    );
    expect(on.body.data.is_followed).toBe(true);
    const profile = await api.call<{ is_followed: boolean }>('GET', 'v1/user', {
      token,
      query: { uid: target },
    });
    expect(profile.body.data.is_followed).toBe(true);
    const off = await api.call<{ is_followed: boolean; follower_count: number }>(
      'POST',
      'v1/user-relate/del-followed',
      { token, body: { uid: target } },
    );
    expect(off.body.data.follower_count).toBe(on.body.data.follower_count - 1);
    const again = await api.call<{ is_followed: boolean }>('POST', 'v1/user-relate/add-followed', {
      token,
      body: { uid: target },
    });
    expect(again.body.data.is_followed).toBe(true);
    expect(
      (await api.call('POST', 'v3/user/followed-op', { token, body: { uid: 1, op: 'follow' } }))
        .status,
    ).toBe(400);
    // The author reading their own piece sees no follow button.
    const own = api.db
      .prepare('SELECT id FROM contents WHERE author_id = 1 AND type = 1 LIMIT 1')
      .get() as { id: number };
    const detail = await api.call<{ author: { is_self: boolean } }>('GET', `v1/article/${own.id}`, {
      token,
    });
    expect(detail.body.data.author.is_self).toBe(true);
    const unfollowed = await api.call<{ is_followed: boolean }>('POST', 'v3/user/followed-op', {
      token,
      body: { uid: target, op: 'unfollow' },
    });
    expect(unfollowed.body.data.is_followed).toBe(false);
  });
});

const columnsWithArticles = () =>
  (api.db.prepare('SELECT COUNT(DISTINCT column_id) n FROM column_contents').get() as { n: number })
    .n;

describe('columns and topics', () => {
  it('v4/column/ace-column list, detail, articles and follow', async () => {
    const list = await api.call<{
      list: { id: number; name: string; article_count: number }[];
      total: number;
    }>('GET', 'v4/column/ace-column/list');
    expect(list.body.data.total).toBe(columnsWithArticles());
    const col = list.body.data.list[0]!;
    expect(col.article_count).toBeGreaterThan(0);
    const articles = await api.call<{ list: { type: number }[]; total: number }>(
      'GET',
      'v4/column/ace-column/articles',
      { query: { id: col.id } },
    );
    expect(articles.body.data.total).toBe(col.article_count);
    const detail = await api.call<{ followers: number; is_followed: boolean }>(
      'GET',
      'v4/column/ace-column/detail',
      { token, query: { id: col.id } },
    );
    expect(detail.body.data.is_followed).toBe(false);
    const f = await api.call<{ is_followed: boolean; followers: number }>(
      'POST',
      'v4/column/ace-column/follow',
      { token, body: { aceColumnId: col.id } },
    );
    expect(f.body.data).toEqual({ is_followed: true, followers: detail.body.data.followers + 1 });
    const after = await api.call<{ is_followed: boolean }>('GET', 'v4/column/ace-column/detail', {
      token,
      query: { id: col.id },
    });
    expect(after.body.data.is_followed).toBe(true);
    const unf = await api.call<{ is_followed: boolean }>('POST', 'v4/column/ace-column/follow', {
      token,
      body: { aceColumnId: col.id },
    });
    expect(unf.body.data.is_followed).toBe(false);
    expect(
      (await api.call('GET', 'v4/column/ace-column/detail', { query: { id: 999 } })).status,
    ).toBe(404);
    expect(
      (await api.call('POST', 'v4/column/ace-column/follow', { body: { aceColumnId: col.id } }))
        .status,
    ).toBe(401);
  });

  it('v1/topic/{id} and its contents', async () => {
    const t = await api.call<{
      title: string;
      description: string;
      content_count: number;
      views: number;
    }>('GET', 'v1/topic/1');
    expect(t.body.data.title).toBe('冬季续航大考');
    expect(t.body.data.content_count).toBeGreaterThan(0);
    const items = await api.call<{ total: number; list: unknown[] }>('GET', 'v1/topic/1/contents');
    expect(items.body.data.total).toBe(t.body.data.content_count);
    expect((await api.call('GET', 'v1/topic/99')).status).toBe(404);
    expect((await api.call('GET', 'v1/topic/99/contents')).status).toBe(404);
    const list = await api.call<{ total: number }>('GET', 'v1/topic/list');
    expect(list.body.data.total).toBe(15);
  });
});

describe('demo video files', () => {
  it('answers a Range request with 206 Partial Content', async () => {
    const res = await fetch(`${api.base}/media/video/demo-1.mp4`, {
      headers: { range: 'bytes=0-1023' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect((await res.arrayBuffer()).byteLength).toBe(1024);
    const whole = await fetch(`${api.base}/media/video/demo-1.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    await whole.arrayBuffer();
    const bad = await fetch(`${api.base}/media/video/demo-1.mp4`, {
      headers: { range: 'bytes=99999999-' },
    });
    expect(bad.status).toBe(416);
    expect((await fetch(`${api.base}/media/video/nope.mp4`)).status).toBe(404);
  });
});
