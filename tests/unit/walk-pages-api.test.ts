import { describe, expect, it } from 'vitest';
import { scopedTestApi, type ListBody } from '../helpers/local-api';

// What the walked pages read from the API: no empty column listed, the demo
// wording as a flag the page words, never in the data.

const api = scopedTestApi();

describe('/column lists columns with articles', () => {
  it('no column in the list, its search or the sitemap reads 0篇文章', async () => {
    const empty = api.db
      .prepare(
        'SELECT id FROM ace_columns a WHERE NOT EXISTS (SELECT 1 FROM column_contents cc WHERE cc.column_id = a.id)',
      )
      .all() as { id: number }[];
    const list = await api.call<ListBody<{ id: number; article_count: number }>>(
      'GET',
      'v4/column/ace-column/list',
      { query: { 'per-page': 50 } },
    );
    expect(list.body.data.list.length).toBeGreaterThan(0);
    expect(list.body.data.list.filter((c) => c.article_count === 0).map((c) => c.id)).toEqual([]);
    expect(list.body.data.total).toBe(list.body.data.list.length);
    const found = await api.call<ListBody<{ id: number; article_count: number }>>(
      'GET',
      'v1/search/ace-column',
      { query: { keyword: '电', 'per-page': 50 } },
    );
    expect(found.body.data.list.filter((c) => c.article_count === 0)).toEqual([]);
    const sitemap = await api.call<{ columns: { id: number }[] }>('GET', 'v1/sitemap/urls');
    for (const { id } of empty)
      expect(sitemap.body.data.columns.map((c) => c.id)).not.toContain(id);
  });
});

describe('demo wording is a flag of demo mode', () => {
  it('a range test run says it runs in demo mode (npm start) and carries no wording of its own', async () => {
    const t = api.db.prepare("SELECT id FROM rank_tests WHERE kind = 'endurace' LIMIT 1").get() as {
      id: number;
    };
    const run = await api.call<{ demo: boolean }>('GET', `v1/ranking/gamp/${t.id}/run`);
    expect(run.body.data.demo).toBe(true);
    expect(JSON.stringify(run.body.data)).not.toContain('演示');
  });
});

describe('search: a series name finds its series first', () => {
  const seriesFound = async (keyword: string) =>
    (
      await api.call<ListBody<{ id: number; name: string }>>(
        'POST',
        'v1/car/search?per-page=10&page=1',
        { body: { keyword } },
      )
    ).body.data;
  const seriesId = (name: string) =>
    (api.db.prepare('SELECT id FROM car_series WHERE name = ?').get(name) as { id: number }).id;

  it('however the name is spaced or cased, with or without its brand', async () => {
    for (const [keyword, name] of [
      ['理想i8', '理想i8'],
      ['理想 i8', '理想i8'],
      ['Model Y', 'Model Y'],
      ['modely', 'Model Y'],
      ['特斯拉 Model Y', 'Model Y'],
    ] as const) {
      const found = await seriesFound(keyword);
      expect([keyword, found.list[0]?.id]).toEqual([keyword, seriesId(name)]);
    }
  });

  it('a blank keyword finds nothing', async () => {
    expect((await seriesFound('   ')).total).toBe(0);
  });
});

describe('/community-ranking-document says its rules in words', () => {
  it('no formula: no =, ×, ÷, ^, log or max, and the rules still name 点赞, 评论 and time', async () => {
    const doc = await api.call<{ sections: { heading: string; paragraphs: string[] }[] }>(
      'GET',
      'v1/community/ranking-document',
    );
    const text = doc.body.data.sections.flatMap((s) => s.paragraphs).join('\n');
    expect(text).not.toMatch(/[=×÷^]|log|max|rank/i);
    expect(text).toContain('点赞');
    expect(text).toContain('评论');
    expect(text).toContain('发布时间');
  });
});
