import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@/local-api/rate-limit';
import { startTestApi, type TestApi } from '../helpers/local-api';

// Issue 8: writes and searches are limited per account and address, with a Chinese 429.

describe('writes and searches are limited', () => {
  let api: TestApi;
  afterEach(() => api?.close());

  it('the 21st comment within a minute answers 429 in Chinese', async () => {
    api = await startTestApi();
    const token = await api.login();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.write.limit; i++) {
      statuses.push((await api.call('POST', 'v1/comment', { token, body: { type: 1, id: 1, content: `第${i}条评论，续航很扎实` } })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
    const last = await api.call('POST', 'v1/comment', { token, body: { type: 1, id: 1, content: '再来一条' } });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('发布太频繁了，请稍后再试');
  });

  it('counted searches per address answer 429 past the limit', async () => {
    api = await startTestApi();
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.search.limit; i++) {
      const res = await fetch(`${api.base}/v1/search?keyword=${encodeURIComponent('理想')}`, { headers: { 'x-real-ip': '10.9.9.9' } });
      status = res.status;
    }
    expect(status).toBe(429);
    const other = await fetch(`${api.base}/v1/search?keyword=${encodeURIComponent('理想')}`, { headers: { 'x-real-ip': '10.9.9.8' } });
    expect(other.status).toBe(200);
  });

  it('a scale of 0 turns limits off (the browser tests)', async () => {
    api = await startTestApi({ rateLimitScale: 0 });
    for (let i = 0; i < 70; i++) expect((await api.call('GET', 'v1/search', { query: { keyword: '蔚来' } })).status).toBe(200);
  });
});
