// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, routeRule } from '@/local-api/rate-limit';
import { scopedTestApi, type TestApi } from '../helpers/local-api';

// 热搜 cannot be rigged (issue 28 F2): what counts into the hot-search ranking is decided by the
// same parse of `page` as the list's, and a keyword counts once a day per searcher.

const search = (api: TestApi, query: string, ip: string, token?: string) =>
  fetch(`${api.base}/v1/search?${query}`, {
    headers: { 'x-real-ip': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const countOf = (api: TestApi, keyword: string) =>
  (
    api.db.prepare('SELECT count FROM search_keywords WHERE keyword = ?').get(keyword) as
      { count: number } | undefined
  )?.count ?? 0;

describe('hot searches', () => {
  const api = scopedTestApi();

  it('page=abc and page=1.5 are the first page for the limit as for the list', () => {
    for (const page of ['abc', '1.5', '0', '-3', '']) {
      expect(routeRule('GET', 'v1/search', new URLSearchParams({ keyword: 'x', page }))).toBe(
        RATE_LIMITS.search,
      );
    }
    expect(
      routeRule('GET', 'v1/search', new URLSearchParams({ keyword: 'x', page: '2' })),
    ).toBeNull();
  });

  it('a page the list reads as 1 counts against the search limit (page=abc no longer skips it)', async () => {
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.search.limit; i++) {
      status = (
        await search(api, `keyword=${encodeURIComponent('固态电池')}&page=abc`, '10.28.20.1')
      ).status;
    }
    expect(status).toBe(429);
  });

  it('a keyword counts once a day per address and per user, however often it is searched', async () => {
    const keyword = `刷榜测试${Date.now()}`;
    const q = `keyword=${encodeURIComponent(keyword)}`;
    for (let i = 0; i < 5; i++)
      expect((await search(api, `${q}&page=1.5`, '10.28.21.1')).status).toBe(200);
    expect(countOf(api, keyword)).toBe(1);
    await search(api, q, '10.28.21.2');
    expect(countOf(api, keyword)).toBe(2);
    const token = await api.login('13800000021');
    await search(api, q, '10.28.21.3', token);
    await search(api, q, '10.28.21.4', token);
    expect(countOf(api, keyword)).toBe(3);
  });
});
