// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoLogins, scopedTestApi } from '../helpers/local-api';

// Posts (ins, 动态): public and private posts, creating, liking.

interface Ins {
  id: number;
  content: string;
  images: string[];
  tags: string[];
  status: number;
  auth_key?: string;
  likes: number;
  is_liked: boolean;
}

const api = scopedTestApi();
const who = demoLogins(api);

describe('ins posts', () => {
  it('seeds 80 posts with pictures (the community seeds more posts into its circles, some text-only)', () => {
    expect(
      (api.db.prepare('SELECT COUNT(*) n FROM contents WHERE type = 3').get() as { n: number }).n,
    ).toBeGreaterThanOrEqual(80);
    expect(
      (
        api.db
          .prepare("SELECT COUNT(*) n FROM contents WHERE type = 3 AND images != '[]'")
          .get() as { n: number }
      ).n,
    ).toBeGreaterThanOrEqual(80);
  });

  it('shows a public post; a private one only to its author or with the auth_key', async () => {
    const pub = api.db
      .prepare('SELECT content_id id FROM ins_posts WHERE status = 1 LIMIT 1')
      .get() as { id: number };
    const res = await api.call<Ins>('GET', `v1/ins/${pub.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.images.length).toBeGreaterThan(0);
    expect(res.body.data.auth_key).toBeUndefined();
    const priv = api.db
      .prepare(
        'SELECT p.content_id id, p.auth_key, c.author_id FROM ins_posts p JOIN contents c ON c.id = p.content_id WHERE status = 0 LIMIT 1',
      )
      .get() as {
      id: number;
      auth_key: string;
      author_id: number;
    };
    expect((await api.call('GET', `v1/ins/${priv.id}`)).status).toBe(404);
    expect(
      (await api.call('GET', `v1/ins/${priv.id}`, { query: { auth_key: 'wrong' } })).status,
    ).toBe(404);
    expect(
      (await api.call('GET', `v1/ins/${priv.id}`, { query: { auth_key: priv.auth_key } })).status,
    ).toBe(200);
    expect((await api.call('GET', 'v1/ins/99999999')).status).toBe(404);
    expect((await api.call('GET', 'v1/ins/abc')).status).toBe(404);
  });

  it('creates a post for the logged-in user, with tags from #...#', async () => {
    expect((await api.call('POST', 'v1/ins', { body: { content: 'x' } })).status).toBe(401);
    expect(
      (await api.call('POST', 'v1/ins', { token: who.alice, body: { content: '' } })).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', 'v1/ins', {
          token: who.alice,
          body: { content: 'x', images: ['https://evil.example/a.png'] },
        })
      ).status,
    ).toBe(400);
    const res = await api.call<Ins>('POST', 'v1/ins', {
      token: who.alice,
      body: { content: '提车啦 #小米SU7# {:提车:}', status: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.tags).toEqual(['#小米SU7#']);
    expect(res.body.data.status).toBe(0);
    expect(res.body.data.auth_key).toMatch(/^[a-f0-9]{24}$/);
    expect((await api.call('GET', `v1/ins/${res.body.data.id}`, { token: who.alice })).status).toBe(
      200,
    );
    expect((await api.call('GET', `v1/ins/${res.body.data.id}`, { token: who.bob })).status).toBe(
      404,
    );
    expect(
      (
        await api.call('GET', `v1/ins/${res.body.data.id}`, {
          query: { auth_key: res.body.data.auth_key! },
        })
      ).status,
    ).toBe(200);
  });

  it('likes a post once per user', async () => {
    const pub = api.db
      .prepare(
        'SELECT p.content_id id, c.likes FROM ins_posts p JOIN contents c ON c.id = p.content_id WHERE status = 1 LIMIT 1',
      )
      .get() as {
      id: number;
      likes: number;
    };
    expect((await api.call('POST', 'v1/ins/like', { body: { id: pub.id } })).status).toBe(401);
    await api.call('POST', 'v1/ins/like', { token: who.bob, body: { id: pub.id } });
    const res = await api.call<{ likes: number }>('POST', 'v1/ins/like', {
      token: who.bob,
      body: { id: pub.id },
    });
    expect(res.body.data.likes).toBe(pub.likes + 1);
    expect(
      (await api.call<Ins>('GET', `v1/ins/${pub.id}`, { token: who.bob })).body.data.is_liked,
    ).toBe(true);
    const un = await api.call<{ likes: number }>('POST', 'v1/ins/like', {
      token: who.bob,
      body: { id: pub.id, del: 1 },
    });
    expect(un.body.data.likes).toBe(pub.likes);
    expect(
      (await api.call('POST', 'v1/ins/like', { token: who.bob, body: { id: 99999999 } })).status,
    ).toBe(404);
  });
});
