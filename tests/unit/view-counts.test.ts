// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ADDRESS_VIEWS_A_DAY } from '@/local-api/views';
import { scopedTestApi } from '../helpers/local-api';

// A detail read adds a view once per visitor (user, device id, else address) per item per China-time
// day; crawlers and prefetches add none, and one address adds at most ADDRESS_VIEWS_A_DAY to an item a
// day whatever device ids it sends.

const api = scopedTestApi();
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A read as the web server passes it on: the visitor's address in x-real-ip, their user agent and headers. */
async function read(path: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${api.base}/${path}`, {
    headers: { 'user-agent': PHONE_UA, 'x-real-ip': '203.0.113.7', ...headers },
  });
  return res.status;
}

const views = (table: string, id: number) =>
  (api.db.prepare(`SELECT views FROM ${table} WHERE id = ?`).get(id) as { views: number }).views;
const first = (sql: string) => (api.db.prepare(sql).get() as { id: number }).id;

describe('view counts', () => {
  it('counts a visitor once a day per item, on every counted kind', async () => {
    const items: [string, string, number][] = [
      [
        'v1/idle/detail?id=',
        'idle_listings',
        first('SELECT id FROM idle_listings ORDER BY id LIMIT 1'),
      ],
      ['v1/topic/', 'topics', first('SELECT id FROM topics ORDER BY id LIMIT 1')],
      [
        'v1/theme/',
        'community_themes',
        first('SELECT id FROM community_themes ORDER BY id LIMIT 1'),
      ],
      [
        'v1/article/',
        'contents',
        first('SELECT id FROM contents WHERE type = 1 ORDER BY id LIMIT 1'),
      ],
      ['v1/remark/detail?id=', 'remarks', first('SELECT id FROM remarks ORDER BY id LIMIT 1')],
    ];
    for (const [path, table, id] of items) {
      const before = views(table, id);
      for (let i = 0; i < 5; i++)
        expect(await read(`${path}${id}`, { 'x-real-ip': '198.51.100.1' })).toBe(200);
      expect(views(table, id), path).toBe(before + 1);
    }
  });

  it('tells visitors apart by device id, else by address', async () => {
    const id = first('SELECT id FROM idle_listings ORDER BY id LIMIT 1 OFFSET 1');
    const before = views('idle_listings', id);
    await read(`v1/idle/detail?id=${id}`, { 'x-device-id': 'deviceAAAAAAAAAAAA0001' });
    await read(`v1/idle/detail?id=${id}`, { 'x-device-id': 'deviceAAAAAAAAAAAA0001' });
    await read(`v1/idle/detail?id=${id}`, { 'x-device-id': 'deviceBBBBBBBBBBBB0002' });
    await read(`v1/idle/detail?id=${id}`, { 'x-real-ip': '198.51.100.2' });
    await read(`v1/idle/detail?id=${id}`, { 'x-real-ip': '198.51.100.2' });
    await read(`v1/idle/detail?id=${id}`, { 'x-real-ip': '198.51.100.3' });
    expect(views('idle_listings', id)).toBe(before + 4);
  });

  it('does not count crawlers or prefetches', async () => {
    const id = first('SELECT id FROM idle_listings ORDER BY id LIMIT 1 OFFSET 2');
    const before = views('idle_listings', id);
    const path = `v1/idle/detail?id=${id}`;
    expect(
      await read(path, {
        'user-agent':
          'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
        'x-real-ip': '198.51.100.10',
      }),
    ).toBe(200);
    await read(path, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'x-real-ip': '198.51.100.11',
    });
    await read(path, { 'user-agent': 'curl/8.5.0', 'x-real-ip': '198.51.100.12' });
    await read(path, { 'next-router-prefetch': '1', 'x-real-ip': '198.51.100.13' });
    await read(path, { 'sec-purpose': 'prefetch;prerender', 'x-real-ip': '198.51.100.14' });
    await read(path, { purpose: 'prefetch', 'x-real-ip': '198.51.100.15' });
    expect(views('idle_listings', id)).toBe(before);
    await read(path, { 'x-real-ip': '198.51.100.16' });
    expect(views('idle_listings', id)).toBe(before + 1);
  });

  it('an address pumping made-up device ids adds at most its daily ceiling, and /idle 热门 does not move', async () => {
    const top = async () =>
      (
        (await (await fetch(`${api.base}/v1/idle/top`)).json()) as { data: { id: number }[] }
      ).data.map((c) => c.id);
    const before = await top();
    const id = first(
      `SELECT id FROM idle_listings WHERE id NOT IN (${before.join(',')}) ORDER BY views LIMIT 1`,
    );
    const start = views('idle_listings', id);
    for (let i = 0; i < 300; i++)
      await read(`v1/idle/detail?id=${id}`, {
        'x-device-id': `pump${String(i).padStart(18, '0')}`,
        'x-real-ip': '192.0.2.99',
      });
    expect(views('idle_listings', id)).toBe(start + ADDRESS_VIEWS_A_DAY);
    expect(await top()).toEqual(before);
  });
});
