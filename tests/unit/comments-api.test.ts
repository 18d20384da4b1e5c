// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/local-api';
import { HOT_MIN_LIKES } from '@/local-api/domains/comments/views';

interface List<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}
interface C {
  id: number;
  order: number;
  content: string;
  images: string[];
  likes: number;
  is_liked: boolean;
  is_mine: boolean;
  status: number;
  reply_count: number;
  replies: { id: number; reply_to: { id: number; nickname: string } | null }[];
  user: { id: number; nickname: string };
  reply_to: { id: number; nickname: string } | null;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let api: TestApi;
let uploadDir: string;
let alice: string;
let bob: string;
let article: { id: number; author_id: number; comments: number };

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xcx-uploads-'));
  api = await startTestApi({ uploadDir });
  alice = await api.login('13800000001');
  bob = await api.login('13800000002');
  // An article neither demo user wrote, with seeded comments and a hot one by another reader.
  article = api.db
    .prepare(
      `SELECT id, author_id, comments FROM contents c WHERE type = 1 AND author_id > 2 AND comments > 12 AND EXISTS (
         SELECT 1 FROM comments k WHERE k.content_type = 1 AND k.content_id = c.id AND k.parent_id IS NULL AND k.status = 1 AND k.likes >= ? AND k.user_id > 2)
       ORDER BY id LIMIT 1`,
    )
    .get(HOT_MIN_LIKES) as typeof article;
});
afterAll(async () => {
  await api.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe('seeded comments', () => {
  it('match contents.comments on every content row', () => {
    const mismatched = api.db
      .prepare(
        `SELECT COUNT(*) n FROM contents c WHERE c.comments != (SELECT COUNT(*) FROM comments m WHERE m.content_id = c.id AND m.content_type = c.type AND m.status = 1)`,
      )
      .get() as { n: number };
    expect(mismatched.n).toBe(0);
    const total = api.db.prepare('SELECT COUNT(*) n FROM comments').get() as { n: number };
    expect(total.n).toBeGreaterThan(500);
  });
});

describe('GET v1/comments/{type}/{id}/{sort}', () => {
  it('lists the newest threads, 10 per page, with at most 3 replies each', async () => {
    const res = await api.call<List<C>>('GET', `v1/comments/1/${article.id}/new`);
    expect(res.status).toBe(200);
    expect(res.body.data.per_page).toBe(10);
    const ids = res.body.data.list.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const c of res.body.data.list) expect(c.replies.length).toBeLessThanOrEqual(3);
  });

  it('orders by likes for hot and pages with the last_order cursor', async () => {
    const hot = await api.call<List<C>>('GET', `v1/comments/1/${article.id}/hot`, {
      query: { 'per-page': 5 },
    });
    const likes = hot.body.data.list.map((c) => c.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const first = await api.call<List<C>>('GET', `v1/comments/1/${article.id}/new`, {
      query: { 'per-page': 5 },
    });
    const last = first.body.data.list.at(-1)!;
    const next = await api.call<List<C>>('GET', `v1/comments/1/${article.id}/new`, {
      query: { 'per-page': 5, last_order: last.order },
    });
    expect(next.body.data.list.every((c) => c.id < last.id)).toBe(true);
    const page2 = await api.call<List<C>>('GET', `v1/comments/1/${article.id}/new`, {
      query: { 'per-page': 5, page: 2 },
    });
    expect(next.body.data.list.map((c) => c.id)).toEqual(page2.body.data.list.map((c) => c.id));
  });

  it('returns one whole thread for comment_id and every reply with is_all', async () => {
    const withReplies = api.db
      .prepare(
        'SELECT parent_id id, COUNT(*) n FROM comments WHERE parent_id IS NOT NULL GROUP BY parent_id HAVING n > 3 LIMIT 1',
      )
      .get() as { id: number; n: number };
    const root = api.db
      .prepare('SELECT content_type, content_id FROM comments WHERE id = ?')
      .get(withReplies.id) as {
      content_type: number;
      content_id: number;
    };
    const res = await api.call<List<C>>(
      'GET',
      `v1/comments/${root.content_type}/${root.content_id}/new`,
      { query: { comment_id: withReplies.id } },
    );
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]!.replies).toHaveLength(withReplies.n);
    const all = await api.call<List<C>>(
      'GET',
      `v1/comments/${root.content_type}/${root.content_id}/new`,
      { query: { is_all: 1, 'per-page': 50 } },
    );
    expect(all.body.data.list.find((c) => c.id === withReplies.id)!.replies).toHaveLength(
      withReplies.n,
    );
  });

  it('answers 404 for an unknown content, a wrong type or an unknown sort', async () => {
    expect((await api.call('GET', 'v1/comments/1/99999999/new')).status).toBe(404);
    expect((await api.call('GET', `v1/comments/2/${article.id}/new`)).status).toBe(404);
    expect((await api.call('GET', `v1/comments/1/${article.id}/oldest`)).status).toBe(404);
    expect(
      (
        await api.call('GET', `v1/comments/1/${article.id}/new`, {
          query: { comment_id: 99999999 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET v1/hot-comments/{id}/{type}', () => {
  it('returns at most 3 well-liked threads', async () => {
    const res = await api.call<C[]>('GET', `v1/hot-comments/${article.id}/1`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(3);
    for (const c of res.body.data) expect(c.likes).toBeGreaterThanOrEqual(10);
    expect((await api.call('GET', 'v1/hot-comments/99999999/1')).status).toBe(404);
  });

  it('leaves out the threads of a writer the reader blocked', async () => {
    const hot = (await api.call<C[]>('GET', `v1/hot-comments/${article.id}/1`)).body.data;
    const top = hot.find((c) => c.user.id !== 2);
    expect(top).toBeDefined();
    await api.call('POST', 'v1/user/black-add', { token: bob, body: { uid: top!.user.id } });
    const seen = (await api.call<C[]>('GET', `v1/hot-comments/${article.id}/1`, { token: bob }))
      .body.data;
    expect(seen.every((c) => c.user.id !== top!.user.id)).toBe(true);
    expect(
      (
        await api.call<C[]>('GET', `v1/hot-comments/${article.id}/1`, { token: alice })
      ).body.data.map((c) => c.id),
    ).toContain(top!.id);
    await api.call('POST', 'v1/user/black-del', { token: bob, body: { uid: top!.user.id } });
    expect(
      (await api.call<C[]>('GET', `v1/hot-comments/${article.id}/1`, { token: bob })).body.data.map(
        (c) => c.id,
      ),
    ).toContain(top!.id);
  });
});

describe('writing comments', () => {
  it('needs a login, stores the text as given and updates the count', async () => {
    expect(
      (await api.call('POST', 'v1/comment', { body: { id: article.id, type: 1, content: 'hi' } }))
        .status,
    ).toBe(401);
    const text = '<img src=x onerror=alert(1)> 好车{:点赞:}';
    const res = await api.call<C>('POST', 'v1/comment', {
      token: alice,
      body: { id: article.id, type: 1, content: text },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toBe(text);
    expect(res.body.data.is_mine).toBe(true);
    const count = api.db.prepare('SELECT comments FROM contents WHERE id = ?').get(article.id) as {
      comments: number;
    };
    expect(count.comments).toBe(article.comments + 1);
    const list = await api.call<List<C>>('GET', `v1/comments/1/${article.id}/new`);
    expect(list.body.data.list[0]!.id).toBe(res.body.data.id);
  });

  it('rejects empty, too long and foreign-picture comments with 400, unknown content with 404', async () => {
    const post = (body: unknown) => api.call('POST', 'v1/comment', { token: alice, body });
    expect((await post({ id: article.id, type: 1, content: '  ' })).status).toBe(400);
    const long = await post({ id: article.id, type: 1, content: '长'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('评论不能超过500个字');
    expect(
      (
        await post({
          id: article.id,
          type: 1,
          content: 'x',
          images: ['https://evil.example/a.png'],
        })
      ).status,
    ).toBe(400);
    expect((await post({ id: 99999999, type: 1, content: 'x' })).status).toBe(404);
  });

  it('replies to a thread and to a reply, naming whom it answers', async () => {
    const root = (
      await api.call<C>('POST', 'v1/comment', {
        token: alice,
        body: { id: article.id, type: 1, content: '主楼' },
      })
    ).body.data;
    const r1 = await api.call<C>('POST', 'v1/reply-comment', {
      token: bob,
      body: { comment_id: root.id, content: '一楼回复' },
    });
    expect(r1.status).toBe(200);
    expect(r1.body.data.reply_to).toBeNull();
    const r2 = await api.call<C>('POST', 'v1/reply-comment', {
      token: alice,
      body: { comment_id: root.id, reply_to_id: r1.body.data.id, content: '回你' },
    });
    expect(r2.body.data.reply_to?.nickname).toBe('续航焦虑终结者');
    expect(
      (await api.call('POST', 'v1/reply-comment', { body: { comment_id: root.id, content: 'x' } }))
        .status,
    ).toBe(401);
    expect(
      (
        await api.call('POST', 'v1/reply-comment', {
          token: bob,
          body: { comment_id: 99999999, content: 'x' },
        })
      ).status,
    ).toBe(404);
    const thread = await api.call<List<C>>('GET', `v1/comments/1/${article.id}/new`, {
      query: { comment_id: r2.body.data.id },
    });
    expect(thread.body.data.list[0]!.id).toBe(root.id);
    expect(thread.body.data.list[0]!.reply_count).toBe(2);
  });

  it('likes and unlikes once per user', async () => {
    const c = (
      await api.call<C>('POST', 'v1/comment', {
        token: alice,
        body: { id: article.id, type: 1, content: '点赞测试' },
      })
    ).body.data;
    expect((await api.call('POST', 'v1/comment/like', { body: { comment_id: c.id } })).status).toBe(
      401,
    );
    const a = await api.call<{ likes: number; is_liked: boolean }>('POST', 'v1/comment/like', {
      token: bob,
      body: { comment_id: c.id },
    });
    await api.call('POST', 'v1/comment/like', { token: bob, body: { comment_id: c.id } });
    expect(a.body.data).toMatchObject({ likes: 1, is_liked: true });
    const again = await api.call<List<C>>('GET', `v1/comments/1/${article.id}/new`, {
      token: bob,
      query: { comment_id: c.id },
    });
    expect(again.body.data.list[0]).toMatchObject({ likes: 1, is_liked: true });
    const un = await api.call<{ likes: number }>('POST', 'v1/comment/like', {
      token: bob,
      body: { comment_id: c.id, del: 1 },
    });
    expect(un.body.data.likes).toBe(0);
    expect(
      (await api.call('POST', 'v1/comment/like', { token: bob, body: { comment_id: 99999999 } }))
        .status,
    ).toBe(404);
  });

  it("deletes only one's own comment (403 otherwise) together with its replies", async () => {
    const c = (
      await api.call<C>('POST', 'v1/comment', {
        token: alice,
        body: { id: article.id, type: 1, content: '要删的' },
      })
    ).body.data;
    await api.call('POST', 'v1/reply-comment', {
      token: bob,
      body: { comment_id: c.id, content: '回复' },
    });
    const before = (
      api.db.prepare('SELECT comments FROM contents WHERE id = ?').get(article.id) as {
        comments: number;
      }
    ).comments;
    expect(
      (await api.call('POST', 'v1/del-comment', { body: { comment_id: c.id, type: 1 } })).status,
    ).toBe(401);
    const denied = await api.call('POST', 'v1/del-comment', {
      token: bob,
      body: { comment_id: c.id, type: 1 },
    });
    expect(denied.status).toBe(403);
    const ok = await api.call<{ deleted: number }>('POST', 'v1/del-comment', {
      token: alice,
      body: { comment_id: c.id, type: 1 },
    });
    expect(ok.body.data.deleted).toBe(2);
    const after = (
      api.db.prepare('SELECT comments FROM contents WHERE id = ?').get(article.id) as {
        comments: number;
      }
    ).comments;
    expect(after).toBe(before - 2);
    expect(
      (
        await api.call('POST', 'v1/del-comment', {
          token: alice,
          body: { comment_id: c.id, type: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('takes one report per user with a reason', async () => {
    const c = (
      await api.call<C>('POST', 'v1/comment', {
        token: alice,
        body: { id: article.id, type: 1, content: '被举报' },
      })
    ).body.data;
    expect(
      (
        await api.call('POST', 'v1/comment/report', {
          body: { comment_id: c.id, reason: '垃圾广告' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api.call('POST', 'v1/comment/report', {
          token: bob,
          body: { comment_id: c.id, reason: '' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', 'v1/comment/report', {
          token: bob,
          body: { comment_id: c.id, reason: '垃圾广告' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.call('POST', 'v1/comment/report', {
          token: bob,
          body: { comment_id: c.id, reason: '垃圾广告' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', 'v1/comment/report', {
          token: alice,
          body: { comment_id: c.id, reason: '其他' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', 'v1/comment/report', {
          token: bob,
          body: { comment_id: 99999999, reason: '其他' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST v1/comment-set-status', () => {
  it('lets only the content author hide and show a comment; hidden ones are not listed for others', async () => {
    const own = api.db
      .prepare('SELECT id FROM contents WHERE author_id = 1 AND type = 1 LIMIT 1')
      .get() as { id: number };
    const c = (
      await api.call<C>('POST', 'v1/comment', {
        token: bob,
        body: { id: own.id, type: 1, content: '待隐藏' },
      })
    ).body.data;
    expect(
      (await api.call('POST', 'v1/comment-set-status', { body: { comment_id: c.id, status: 0 } }))
        .status,
    ).toBe(401);
    expect(
      (
        await api.call('POST', 'v1/comment-set-status', {
          token: bob,
          body: { comment_id: c.id, status: 0 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.call('POST', 'v1/comment-set-status', {
          token: alice,
          body: { comment_id: c.id, status: 5 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', 'v1/comment-set-status', {
          token: alice,
          body: { comment_id: c.id, status: 0 },
        })
      ).status,
    ).toBe(200);
    const anon = await api.call<List<C>>('GET', `v1/comments/1/${own.id}/new`, {
      query: { 'per-page': 50 },
    });
    expect(anon.body.data.list.some((x) => x.id === c.id)).toBe(false);
    const author = await api.call<List<C>>('GET', `v1/comments/1/${own.id}/new`, {
      token: alice,
      query: { 'per-page': 50 },
    });
    expect(author.body.data.list.find((x) => x.id === c.id)?.status).toBe(0);
    await api.call('POST', 'v1/comment-set-status', {
      token: alice,
      body: { comment_id: c.id, status: 1 },
    });
    const again = await api.call<List<C>>('GET', `v1/comments/1/${own.id}/new`, {
      query: { 'per-page': 50 },
    });
    expect(again.body.data.list.some((x) => x.id === c.id)).toBe(true);
    expect(
      (
        await api.call('POST', 'v1/comment-set-status', {
          token: alice,
          body: { comment_id: 99999999, status: 1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('comment pictures', () => {
  it('uploads a PNG from a data URL, serves it with its type and nosniff, and lists it', async () => {
    expect(
      (
        await api.call('POST', 'v1/comment/upload-img', {
          body: { data: `data:image/png;base64,${PNG.toString('base64')}` },
        })
      ).status,
    ).toBe(401);
    const res = await api.call<{ url: string; mime: string }>('POST', 'v1/comment/upload-img', {
      token: alice,
      body: { data: `data:image/png;base64,${PNG.toString('base64')}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^\/api\/media\/upload\/[a-f0-9]{32}\.png$/);
    const file = await fetch(`${api.base}${res.body.data.url.replace(/^\/api/, '')}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const mine = await api.call<List<{ url: string }>>('GET', 'v1/comment/get-upload-imgs', {
      token: alice,
    });
    expect(mine.body.data.list[0]!.url).toBe(res.body.data.url);
    expect((await api.call('GET', 'v1/comment/get-upload-imgs')).status).toBe(401);
    // The picture can go with a comment of its uploader only.
    const ok = await api.call<C>('POST', 'v1/comment', {
      token: alice,
      body: { id: article.id, type: 1, content: '', images: [res.body.data.url] },
    });
    expect(ok.body.data.images).toEqual([res.body.data.url]);
    expect(
      (
        await api.call('POST', 'v1/comment', {
          token: bob,
          body: { id: article.id, type: 1, content: 'x', images: [res.body.data.url] },
        })
      ).status,
    ).toBe(400);
  });

  it('accepts multipart uploads and refuses what is not a picture or too large', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const multi = await fetch(`${api.base}/v1/comment/upload-img`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice}` },
      body: form,
    });
    expect(multi.status).toBe(200);
    const html = await api.call('POST', 'v1/comment/upload-img', {
      token: alice,
      body: {
        data: `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script>').toString('base64')}`,
      },
    });
    expect(html.status).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await api.call('POST', 'v1/comment/upload-img', {
      token: alice,
      body: { data: `data:image/png;base64,${big.toString('base64')}` },
    });
    expect(large.status).toBe(400);
    expect(large.body.message).toBe('图片不能超过5MB');
    expect((await fetch(`${api.base}/media/upload/${'0'.repeat(32)}.png`)).status).toBe(404);
  });
});

describe('the thread of a private post', () => {
  it("is its author's alone: 404 to others, even to a share-key holder, for reading and writing", async () => {
    const post = api.db
      .prepare(
        'SELECT c.id, c.author_id, p.auth_key FROM contents c JOIN ins_posts p ON p.content_id = c.id WHERE p.status = 0 LIMIT 1',
      )
      .get() as { id: number; author_id: number; auth_key: string };
    expect(post).toBeDefined();
    const author = api.db.prepare('SELECT phone FROM users WHERE id = ?').get(post.author_id) as {
      phone: string;
    };
    const authorToken = await api.login(author.phone, 'xcx123456');
    const other = post.author_id === 1 ? '13800000002' : '13800000001';
    const otherToken = await api.login(other, 'xcx123456');

    expect(
      (await api.call('GET', `v1/comments/3/${post.id}/new`, { token: authorToken })).status,
    ).toBe(200);
    expect((await api.call('GET', `v1/comments/3/${post.id}/new`)).status).toBe(404);
    expect(
      (
        await api.call('GET', `v1/comments/3/${post.id}/new`, {
          token: otherToken,
          query: { auth_key: post.auth_key },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call('GET', `v1/hot-comments/${post.id}/3`, { token: otherToken })).status,
    ).toBe(404);
    const write = await api.call('POST', 'v1/comment', {
      token: otherToken,
      body: { id: post.id, type: 3, content: '看不到也能评论吗' },
    });
    expect(write.status).toBe(404);
    // The post itself still opens with its share key.
    expect(
      (
        await api.call('GET', `v1/ins/${post.id}`, {
          token: otherToken,
          query: { auth_key: post.auth_key },
        })
      ).status,
    ).toBe(200);
  });
});
