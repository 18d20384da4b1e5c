// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { oneRow, type List } from '../helpers/car-services';
import { demoLogins, scopedTestApi } from '../helpers/local-api';

const api = scopedTestApi();
const tokens = demoLogins(api);

const one = <T>(sql: string, ...args: unknown[]) => oneRow<T>(api, sql, ...args);

describe('owners’ groups (social)', () => {
  it('lists groups by brand and category', async () => {
    const brands = await api.call<{ id: number; count: number }[]>('GET', 'v1/social/brands');
    expect(brands.body.data.length).toBeGreaterThanOrEqual(8);
    const brand = brands.body.data[0]!;
    const list = await api.call<List<{ brand: { id: number } }>>('GET', 'v1/social/list', {
      query: { brand_id: brand.id },
    });
    expect(list.body.data.total).toBe(brand.count);
    expect(list.body.data.list.every((g) => g.brand.id === brand.id)).toBe(true);
    const categories = await api.call<{ id: number; name: string; count: number }[]>(
      'GET',
      'v1/social/categories',
    );
    expect(categories.body.data.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(40);
  });

  it('joining needs a login, counts the member and lists the group as mine; quitting undoes it', async () => {
    const groupId = one<{ id: number }>('SELECT id FROM social_groups ORDER BY id LIMIT 1').id;
    expect((await api.call('POST', 'v1/social/join', { body: { id: groupId } })).status).toBe(401);
    const before = await api.call<{ members: number; posts: unknown[]; is_joined: boolean }>(
      'GET',
      'v1/social/detail',
      { token: tokens.alice, query: { id: groupId } },
    );
    expect(before.body.data.posts.length).toBeGreaterThan(0);
    const joined = await api.call<{ is_joined: boolean; members: number }>(
      'POST',
      'v1/social/join',
      { token: tokens.alice, body: { id: groupId } },
    );
    expect(joined.body.data).toEqual({ is_joined: true, members: before.body.data.members + 1 });
    const mine = await api.call<List<{ id: number }>>('GET', 'v1/social/mine', {
      token: tokens.alice,
    });
    expect(mine.body.data.list.map((g) => g.id)).toContain(groupId);
    const quit = await api.call<{ is_joined: boolean; members: number }>('POST', 'v1/social/join', {
      token: tokens.alice,
      body: { id: groupId, del: 1 },
    });
    expect(quit.body.data).toEqual({ is_joined: false, members: before.body.data.members });
    expect((await api.call('GET', 'v1/social/detail', { query: { id: 999999 } })).status).toBe(404);
  });
});

describe('seeded groups read like real ones', () => {
  it('no group repeats a post', () => {
    const dupes = api.db
      .prepare(
        'SELECT group_id, content, COUNT(*) n FROM social_posts GROUP BY group_id, content HAVING n > 1',
      )
      .all();
    expect(dupes).toEqual([]);
  });
});
