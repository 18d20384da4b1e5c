// @vitest-environment node
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RawList as List } from '@/lib/api/http';
import type { RawSearchRemark, RawSuggestion } from '@/contract/api/search';
import { scopedTestApi } from '../helpers/local-api';

// Issue 27 §5 (every search call of §7 answers with matching records from its own table) and
// issue 26 §4 (a suggestion is typed and found by what it opens).

const api = scopedTestApi({ rateLimitScale: 0 });

/** Where a suggested record of a type other than content lives: series 15, topic 8, user 19. */
const RECORD_TITLES: Record<number, string> = {
  15: 'SELECT name AS title FROM car_series WHERE id = ?',
  8: 'SELECT title FROM community_themes WHERE id = ?',
  19: 'SELECT nickname AS title FROM users WHERE id = ?',
};

const marker = () => `检索${crypto.randomBytes(3).toString('hex')}`;

async function search<T>(path: string, query: Record<string, string | number>) {
  const res = await api.call<List<T>>('GET', path, { query });
  expect(res.status, `${path} ${JSON.stringify(query)}: ${res.body.message}`).toBe(200);
  return res.body.data;
}

describe('search calls beyond the content tabs (issue 27 §5)', () => {
  it('v1/search/theme finds topics by title, 10 a page', async () => {
    const kw = marker();
    const now = Math.floor(Date.now() / 1000);
    const insert = api.db.prepare(
      "INSERT INTO community_themes (kind, title, intro, cover, created_at) VALUES (1, ?, '介绍', '', ?)",
    );
    for (let i = 0; i < 12; i++) insert.run(`${kw}话题${i}`, now);
    const first = await search<{ title: string }>('v1/search/theme', { keyword: kw });
    expect(first.total).toBe(12);
    expect(first.list).toHaveLength(10);
    const second = await search<{ title: string }>('v1/search/theme', { keyword: kw, page: 2 });
    expect(second.list).toHaveLength(2);
    for (const t of [...first.list, ...second.list]) expect(t.title).toContain(kw);
  });

  it('v1/goods/search finds shop goods by title', async () => {
    const title = (
      api.db.prepare('SELECT title FROM goods ORDER BY id LIMIT 1').get() as { title: string }
    ).title;
    const kw = Array.from(title).slice(0, 4).join('');
    const data = await search<{
      title: string;
      subtitle: string;
      category: string;
      points_price: number;
    }>('v1/goods/search', { keyword: kw });
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.some((g) => g.title === title)).toBe(true);
    for (const g of data.list) expect(`${g.title}${g.subtitle}${g.category}`).toContain(kw);
  });

  it('v1/garage-sale/search finds used cars by series', async () => {
    const data = await search<{ title: string; series_name: string; price: number }>(
      'v1/garage-sale/search',
      { keyword: '小米' },
    );
    expect(data.total).toBeGreaterThan(0);
    for (const car of data.list) expect(`${car.title}${car.series_name}`).toContain('小米');
  });

  it('v1/search/remark finds owner reviews of the series named, with score and reviewer', async () => {
    const data = await search<RawSearchRemark>('v1/search/remark', { keyword: '理想' });
    expect(data.total).toBeGreaterThan(10);
    expect(data.list).toHaveLength(10);
    for (const r of data.list) {
      expect(`${r.title}${r.series?.name}${r.satisfied}${r.unsatisfied}`).toMatch(
        /理想|L[6-9]|MEGA|i[68]/,
      );
      expect(r.score).toBeGreaterThan(0);
    }
  });

  it('v1/search/ace-column finds columns by name or intro', async () => {
    const data = await search<{ name: string; intro: string }>('v1/search/ace-column', {
      keyword: '电池',
    });
    expect(data.list.length).toBeGreaterThan(0);
    for (const c of data.list) expect(`${c.name}${c.intro}`).toContain('电池');
  });

  it('small knowledge and number power search their own type', async () => {
    for (const [path, type] of [
      ['v1/search/small-knowledge', 14],
      ['v1/search/number-power', 12],
    ] as const) {
      const kw = (
        api.db
          .prepare('SELECT title FROM contents WHERE type = ? ORDER BY id LIMIT 1')
          .get(type) as { title: string }
      ).title.slice(0, 4);
      const data = await search<{ type: number; title: string; summary: string }>(path, {
        keyword: kw,
      });
      expect(data.list.length, path).toBeGreaterThan(0);
      for (const item of data.list) expect(item.type).toBe(type);
    }
  });

  it('article search narrows to a category with cid, and an unknown cid is 404', async () => {
    const all = await search<{ id: number }>('v1/search/article', {
      keyword: '续航',
      'per-page': 50,
    });
    const cat = await search<{ id: number }>('v1/search/article', {
      keyword: '续航',
      cid: 2,
      'per-page': 50,
    });
    expect(cat.total).toBeGreaterThan(0);
    expect(cat.total).toBeLessThan(all.total);
    const inCat = api.db.prepare('SELECT category_id FROM content_meta WHERE content_id = ?');
    for (const a of cat.list)
      expect((inCat.get(a.id) as { category_id: number }).category_id).toBe(2);
    const bad = await api.call('GET', 'v1/search/article', { query: { keyword: '续航', cid: 99 } });
    expect(bad.status).toBe(404);
  });

  it("official search lists the platform's own pieces, most read first unless asked for the newest", async () => {
    const hot = await search<{
      id: number;
      type: number;
      views: number;
      title: string;
      created_at: number;
    }>('v1/search/official', { keyword: '续航', 'per-page': 50 });
    expect(hot.total).toBeGreaterThan(1);
    const original = api.db.prepare('SELECT is_original FROM content_meta WHERE content_id = ?');
    for (const item of hot.list)
      expect((original.get(item.id) as { is_original: number }).is_original).toBe(1);
    const titled = hot.list.filter((i) => i.title.includes('续航'));
    expect(titled.map((i) => i.views)).toEqual(
      [...titled.map((i) => i.views)].sort((a, b) => b - a),
    );
    const videos = await search<{ type: number }>('v1/search/official', {
      keyword: '续航',
      type: 2,
    });
    for (const item of videos.list) expect(item.type).toBe(2);
    const bad = await api.call('GET', 'v1/search/official', {
      query: { keyword: '续航', type: 13 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('内容类型无效');
  });

  it('graphic search lists articles and 动态 with pictures', async () => {
    const data = await search<{ type: number; cover_path: string; images: string[] }>(
      'v1/search/graphic',
      { keyword: '续航', 'per-page': 50 },
    );
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.list) {
      expect([1, 3]).toContain(item.type);
      expect(item.cover_path !== '' || item.images.length > 0).toBe(true);
    }
  });

  it('related tags are other keywords, each of which finds something', async () => {
    const res = await api.call<string[]>('GET', 'v1/search/related-tag', {
      query: { keyword: '极氪' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data).not.toContain('极氪');
    for (const tag of res.body.data)
      expect((await search('v1/search', { keyword: tag })).total, tag).toBeGreaterThan(0);
  });

  it('every new call answers 400 in Chinese without a keyword', async () => {
    for (const path of [
      'v1/search/theme',
      'v1/goods/search',
      'v1/garage-sale/search',
      'v1/search/remark',
      'v1/search/ace-column',
      'v1/search/related-tag',
      'v1/search/official',
      'v1/search/graphic',
    ]) {
      const res = await api.call('GET', path, { query: { keyword: '' } });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('请输入搜索关键词');
    }
  });
});

describe('search finds what it suggests (issue 26 §4)', () => {
  it('typing 极氪 suggests typed items: the live opens its room, the series its page', async () => {
    const res = await api.call<RawSuggestion[]>('GET', 'v1/search/suggest', {
      query: { keyword: '极氪' },
    });
    const items = res.body.data;
    expect(items.length).toBeGreaterThan(0);
    const live = items.find((s) => s.title === '极氪007GT上市直播');
    expect(live?.type).toBe(4);
    expect((await api.call('GET', `v1/live/detail/${live!.id}`)).status).toBe(200);
    expect(items.some((s) => s.type === 15 && s.title.includes('极氪'))).toBe(true);
    for (const s of items) expect(s.title).toContain('极氪');
  });

  it('every suggestion is found by what it opens: a record by its id, a keyword by the 综合 search', async () => {
    for (const keyword of ['极氪', '小米', '续航', '理想', '冬季']) {
      const res = await api.call<RawSuggestion[]>('GET', 'v1/search/suggest', {
        query: { keyword },
      });
      expect(res.body.data.length, keyword).toBeGreaterThan(0);
      for (const s of res.body.data) {
        expect(typeof s.type).toBe('number');
        if (s.type === 0) {
          expect((await search('v1/search', { keyword: s.title })).total, s.title).toBeGreaterThan(
            0,
          );
        } else {
          // The record it opens is there and carries the title the suggestion showed.
          const table = RECORD_TITLES[s.type] ?? 'SELECT title FROM contents WHERE id = ?';
          expect(
            (api.db.prepare(table).get(s.id) as { title: string } | undefined)?.title,
            `${s.type} ${s.title}`,
          ).toBe(s.title);
        }
      }
    }
  });

  it('a hot keyword is suggested only when the 综合 search finds something for it', async () => {
    const kw = marker();
    const now = Math.floor(Date.now() / 1000);
    const keyword = api.db.prepare(
      'INSERT INTO search_keywords (keyword, count, first_at, last_at) VALUES (?, 99999, ?, ?)',
    );
    keyword.run(`${kw}有结果`, now, now);
    keyword.run(`${kw}无结果`, now, now);
    api.db
      .prepare("INSERT INTO contents (type, title, summary, created_at) VALUES (1, ?, '', ?)")
      .run(`${kw}有结果的文章`, now);
    const res = await api.call<RawSuggestion[]>('GET', 'v1/search/suggest', {
      query: { keyword: kw },
    });
    expect(res.body.data).toContainEqual({ type: 0, id: 0, title: `${kw}有结果` });
    expect(res.body.data.map((s) => s.title)).not.toContain(`${kw}无结果`);
  });
});
