// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, prepareDb } from '@/local-api/app';
import { readEnv } from '@/local-api/env';
import { RATE_LIMITS } from '@/local-api/rate-limit';
import { WRITE_LIMITS, WRITE_RULES } from '@/local-api/write-limits';
import { startTestApi, type TestApi } from '../helpers/local-api';

// Issue 8: writes and searches are limited per account and address, with a Chinese 429.

describe('writes and searches are limited', { timeout: 60_000 }, () => {
  let api: TestApi;
  afterEach(() => api?.close());

  it('the 21st comment within a minute answers 429 in Chinese', async () => {
    api = await startTestApi();
    const token = await api.login();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.write.limit; i++) {
      statuses.push(
        (
          await api.call('POST', 'v1/comment', {
            token,
            body: { type: 1, id: 1, content: `第${i}条评论，续航很扎实` },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
    const last = await api.call('POST', 'v1/comment', {
      token,
      body: { type: 1, id: 1, content: '再来一条' },
    });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('发布太频繁了，请稍后再试');
  });

  it('counted searches per address answer 429 past the limit', async () => {
    api = await startTestApi();
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.search.limit; i++) {
      const res = await fetch(`${api.base}/v1/search?keyword=${encodeURIComponent('理想')}`, {
        headers: { 'x-real-ip': '10.9.9.9' },
      });
      status = res.status;
    }
    expect(status).toBe(429);
    const other = await fetch(`${api.base}/v1/search?keyword=${encodeURIComponent('理想')}`, {
      headers: { 'x-real-ip': '10.9.9.8' },
    });
    expect(other.status).toBe(200);
  });

  it('reads count per device behind one address, under a per-address ceiling ten times as high', async () => {
    // At 0.1 of the defaults: 6 counted searches a minute per device, 60 per address.
    api = await startTestApi({ rateLimitScale: 0.1 });
    const perDevice = Math.floor(RATE_LIMITS.search.limit * 0.1);
    const ceiling = Math.floor(RATE_LIMITS.searchAddress.limit * 0.1);
    const search = (ip: string, device?: string) =>
      fetch(`${api.base}/v1/search?keyword=${encodeURIComponent('理想')}`, {
        headers: { 'x-real-ip': ip, ...(device ? { 'x-device-id': device } : {}) },
      });
    const device = (n: number) => `device${String(n).padStart(16, '0')}`;
    for (let i = 0; i < perDevice; i++)
      expect((await search('10.9.9.9', device(1))).status).toBe(200);
    const over = await search('10.9.9.9', device(1));
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another phone behind the same carrier address is not held back by the first one.
    expect((await search('10.9.9.9', device(2))).status).toBe(200);
    // A device id that is not one the web server makes counts as none: the address's own bucket.
    for (let i = 0; i < perDevice; i++)
      expect((await search('10.9.9.9', 'bad id')).status).toBe(200);
    expect((await search('10.9.9.9', 'bad id')).status).toBe(429);
    // A client that rotates its cookie meets the address's ceiling (every read above counted too).
    let status = 200;
    let sent = 2 * perDevice + 3;
    for (let n = 3; status === 200 && sent <= ceiling; n++, sent++)
      status = (await search('10.9.9.9', device(n))).status;
    expect(status).toBe(429);
    expect(sent).toBe(ceiling + 1);
    // ...which is that address's alone.
    expect((await search('10.9.9.8', device(999))).status).toBe(200);
  });

  it('reads sent as POST count per device too', async () => {
    api = await startTestApi({ rateLimitScale: 0.1 });
    const perDevice = Math.floor(WRITE_RULES.query.limit * 0.1);
    const find = (device: string) =>
      fetch(`${api.base}/v1/car/search`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-real-ip': '10.8.8.8',
          'x-device-id': device,
        },
        body: JSON.stringify({ keyword: '理想' }),
      });
    for (let i = 0; i < perDevice; i++)
      expect((await find('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(200);
    const over = await find('AAAAAAAAAAAAAAAAAAAAAA');
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toBe('请求太频繁了，请稍后再试');
    expect((await find('BBBBBBBBBBBBBBBBBBBBBB')).status).toBe(200);
  });

  it('writes keep counting per address, whatever device a client names', async () => {
    api = await startTestApi({ rateLimitScale: 0.1 });
    const perAddress = Math.floor(WRITE_RULES.action.limit * 0.1);
    const click = (device: string) =>
      fetch(`${api.base}/v1/ranking/do-user-click-rank`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-real-ip': '10.6.6.6',
          'x-device-id': device,
        },
        body: JSON.stringify({ rank_type: 'hot', object_id: 1 }),
      });
    const limit = Math.min(perAddress, Math.floor(RATE_LIMITS.rankClick.limit * 0.1));
    for (let i = 0; i < limit; i++)
      expect((await click(`${'C'.repeat(20)}${String(i).padStart(2, '0')}`)).status).not.toBe(429);
    expect((await click('DDDDDDDDDDDDDDDDDDDDDD')).status).toBe(429);
  });

  it('a scale of 0 turns limits off (the browser tests)', async () => {
    api = await startTestApi({ rateLimitScale: 0 });
    for (let i = 0; i < 70; i++)
      expect((await api.call('GET', 'v1/search', { query: { keyword: '蔚来' } })).status).toBe(200);
  });
});

describe('every write has a rate limit (issue 28)', { timeout: 60_000 }, () => {
  it('each non-GET route of the server is in the table of write limits, and the table names no route that is gone', () => {
    const env = { ...readEnv(), dbFile: ':memory:', quiet: true };
    const db = prepareDb(env);
    const { router } = createApp(env, db);
    const writes = router
      .list()
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.template}`);
    db.close();
    expect(writes.filter((w) => !(w in WRITE_LIMITS))).toEqual([]);
    expect(Object.keys(WRITE_LIMITS).filter((w) => !writes.includes(w))).toEqual([]);
    // Only the routes whose handlers count by phone and address themselves (users.ts).
    expect(
      Object.entries(WRITE_LIMITS)
        .filter(([, r]) => r === 'handler')
        .map(([w]) => w),
    ).toEqual(['POST v1/auth/login', 'POST v1/captcha', 'POST v1/captcha/voice']);
  });

  it('an anonymous address that clicks a ranking past the limit gets a Chinese 429; another address does not', async () => {
    const api = await startTestApi();
    try {
      const click = (ip: string) =>
        fetch(`${api.base}/v1/ranking/do-user-click-rank`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-real-ip': ip },
          body: JSON.stringify({ rank_type: 'hot', object_id: 1 }),
        });
      // Two rules count a ranking click: every write's (WRITE_RULES.action) and the clicks' own
      // (RATE_LIMITS.rankClick, issue 28 F3); the stricter one answers first.
      const limit = Math.min(WRITE_RULES.action.limit, RATE_LIMITS.rankClick.limit);
      for (let i = 0; i < limit; i++) expect((await click('10.7.7.7')).status).not.toBe(429);
      const over = await click('10.7.7.7');
      expect(over.status).toBe(429);
      expect(((await over.json()) as { message: string }).message).toBe('操作太频繁了，请稍后再试');
      expect((await click('10.7.7.8')).status).not.toBe(429);
    } finally {
      await api.close();
    }
  });
});
