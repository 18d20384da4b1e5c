// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scopedTestApi, type ListBody } from '../helpers/local-api';

const api = scopedTestApi();

describe('GET v1/favourite/list', () => {
  it('lists what the caller favourited, newest first, and drops what they unfavourite', async () => {
    const token = await api.login('13800000002');
    const [a, b] = api.db
      .prepare('SELECT id, type FROM contents WHERE type = 1 ORDER BY id LIMIT 2')
      .all() as { id: number; type: number }[];
    const before = await api.call<ListBody<{ id: number }>>('GET', 'v1/favourite/list', { token });
    expect(before.status).toBe(200);
    expect(before.body.data.per_page).toBe(10);
    await api.call('POST', 'v1/favourite', { token, body: { id: a!.id, type: 1 } });
    // A second later, so "newest first" is decided by time and not by insertion order alone.
    api.db
      .prepare(
        'UPDATE favourites SET created_at = created_at - 5 WHERE user_id = 2 AND object_id = ?',
      )
      .run(a!.id);
    await api.call('POST', 'v1/favourite', { token, body: { id: b!.id, type: 1 } });
    const after = await api.call<ListBody<{ id: number }>>('GET', 'v1/favourite/list', { token });
    expect(after.body.data.total).toBe(before.body.data.total + 2);
    expect(after.body.data.list.slice(0, 2).map((i) => i.id)).toEqual([b!.id, a!.id]);
    await api.call('POST', 'v1/favourite', { token, body: { id: b!.id, type: 1, del: 1 } });
    const last = await api.call<ListBody<{ id: number }>>('GET', 'v1/favourite/list', { token });
    expect(last.body.data.list.map((i) => i.id)).not.toContain(b!.id);
  });

  it('needs a login', async () => {
    expect((await api.call('GET', 'v1/favourite/list')).status).toBe(401);
  });
});

describe('GET v1/users/content', () => {
  it("lists a user's private posts to that user only", async () => {
    const post = api.db
      .prepare(
        'SELECT c.id, c.author_id FROM contents c JOIN ins_posts p ON p.content_id = c.id WHERE p.status = 0 LIMIT 1',
      )
      .get() as { id: number; author_id: number };
    const ids = async (token?: string) =>
      (
        await api.call<ListBody<{ id: number }>>('GET', 'v1/users/content', {
          token,
          query: { uid: post.author_id, type: 3, 'per-page': 50 },
        })
      ).body.data.list.map((i) => i.id);
    expect(await ids()).not.toContain(post.id);
    const phone = (
      api.db.prepare('SELECT phone FROM users WHERE id = ?').get(post.author_id) as {
        phone: string;
      }
    ).phone;
    expect(await ids(await api.login(phone))).toContain(post.id);
  });
});
