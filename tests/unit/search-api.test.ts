// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawList as List } from '@/lib/api/http';
import { scopedTestApi } from '../helpers/local-api';

const api = scopedTestApi();

describe('search endpoints of the local API', () => {
  it('finds contents whose title mentions the keyword, 10 per page by default', async () => {
    const res = await api.call<List<{ title: string; summary: string; type: number }>>(
      'GET',
      'v1/search',
      { query: { keyword: '续航' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.per_page).toBe(10);
    expect(res.body.data.list.length).toBe(10);
    expect(res.body.data.total).toBeGreaterThan(10);
    for (const item of res.body.data.list) expect(`${item.title}${item.summary}`).toContain('续航');
  });

  it('limits a tab to its content type', async () => {
    const res = await api.call<List<{ type: number }>>('GET', 'v1/search/video', {
      query: { keyword: '续航', order: 'hot' },
    });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(new Set(res.body.data.list.map((i) => i.type))).toEqual(new Set([2]));
  });

  it('lists items with the keyword in their title before those matched by summary only', async () => {
    const now = Math.floor(Date.now() / 1000);
    const insert = api.db.prepare(
      'INSERT INTO contents (type, title, summary, created_at) VALUES (1, ?, ?, ?)',
    );
    // The newer item has the word in its summary only; the older one in its title.
    insert.run('一篇不相关的标题', '正文提到了磁吸充电口', now);
    const titled = Number(insert.run('磁吸充电口实测', '摘要', now - 86400).lastInsertRowid);
    const res = await api.call<List<{ id: number; title: string }>>('GET', 'v1/search', {
      query: { keyword: '磁吸充电口' },
    });
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list[0]!.id).toBe(titled);
  });

  it('treats % and _ in a keyword as literal characters', async () => {
    const res = await api.call<List<unknown>>('GET', 'v1/search', { query: { keyword: '%' } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(0);
  });

  it('never lists a private post', async () => {
    const hidden = api.db
      .prepare(
        'SELECT c.id, c.title FROM contents c JOIN ins_posts p ON p.content_id = c.id WHERE p.status = 0 LIMIT 1',
      )
      .get() as { id: number; title: string };
    expect(hidden).toBeDefined();
    const keyword = Array.from(hidden.title).slice(0, 6).join('');
    for (const path of ['v1/search', 'v1/search/ins']) {
      const res = await api.call<List<{ id: number }>>('GET', path, {
        query: { keyword, 'per-page': 50 },
      });
      expect(res.body.data.list.map((i) => i.id)).not.toContain(hidden.id);
    }
  });

  it('answers 400 with a Chinese message without a keyword', async () => {
    const res = await api.call('GET', 'v1/search', { query: { keyword: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请输入搜索关键词');
  });

  it('finds users by nickname', async () => {
    const res = await api.call<List<{ nickname: string; follower_count: number }>>(
      'GET',
      'v1/search/user-like',
      { query: { keyword: '车主' } },
    );
    expect(res.body.data.list.length).toBeGreaterThan(0);
    for (const u of res.body.data.list) expect(u.nickname).toContain('车主');
  });

  it('counts searches into the hot list and marks new keywords with isNew=1', async () => {
    const keyword = '全新关键词测试';
    // Three searchers (a keyword counts once a day per address: tests/unit/search-hot-api.test.ts).
    for (let i = 0; i < 3; i++) {
      await fetch(`${api.base}/v1/search?keyword=${encodeURIComponent(keyword)}`, {
        headers: { 'x-real-ip': `10.66.0.${i + 1}` },
      });
    }
    const row = api.db
      .prepare('SELECT count FROM search_keywords WHERE keyword = ?')
      .get(keyword) as { count: number };
    expect(row.count).toBe(3);
    const hot = await api.call<{ keyword: string; is_new: number; rank: number }[]>(
      'GET',
      'v1/search/hot',
      { query: { isNew: 1 } },
    );
    expect(hot.body.data.length).toBe(10);
    expect(hot.body.data[0]!.rank).toBe(1);
    expect(hot.body.data.some((h) => h.is_new === 1)).toBe(true);
    const plain = await api.call<{ is_new: number }[]>('GET', 'v1/search/hot');
    expect(plain.body.data.every((h) => h.is_new === 0)).toBe(true);
  });

  it('suggests hot keywords by prefix and matching titles', async () => {
    const res = await api.call<{ type: number; title: string }[]>('GET', 'v1/search/suggest', {
      query: { keyword: '小米' },
    });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(10);
    expect(res.body.data[0]!.title).toContain('小米');
  });
});
