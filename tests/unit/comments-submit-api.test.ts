// @vitest-environment node
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSubmitKey } from '@/lib/api/comment';
import { SUBMIT_KEY_PATTERN } from '@/contract/api/comment';
import { scopedTestApi } from '../helpers/local-api';

// A double-tapped or retried comment submit stores one copy (issue 28): one key per submit, the
// API dedupes per user and key for a few minutes.

const api = scopedTestApi({ rateLimitScale: 0 });

const count = (marker: string) =>
  (
    api.db.prepare('SELECT COUNT(*) n FROM comments WHERE content LIKE ?').get(`%${marker}%`) as {
      n: number;
    }
  ).n;

describe('comment submit keys', () => {
  it('two submits with the same key, at once or later, store one comment and answer it twice', async () => {
    const token = await api.login('13800000006');
    const article = api.db
      .prepare('SELECT id FROM contents WHERE type = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };
    const marker = `双击${crypto.randomUUID()}`;
    const key = newSubmitKey();
    expect(key).toMatch(SUBMIT_KEY_PATTERN);
    const send = (k: string) =>
      api.call<{ id: number }>('POST', 'v1/comment', {
        token,
        body: { type: 1, id: article.id, content: marker, idempotency_key: k },
      });
    const [a, b] = await Promise.all([send(key), send(key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect((await send(key)).body.data.id).toBe(a.body.data.id);
    expect(count(marker)).toBe(1);
    // Another submit (a new key) is another comment; another user's same key is theirs alone.
    expect((await send(newSubmitKey())).body.data.id).not.toBe(a.body.data.id);
    expect(count(marker)).toBe(2);
    const other = await api.login('13800000007');
    const theirs = await api.call<{ id: number }>('POST', 'v1/comment', {
      token: other,
      body: { type: 1, id: article.id, content: marker, idempotency_key: key },
    });
    expect(theirs.body.data.id).not.toBe(a.body.data.id);
    expect(count(marker)).toBe(3);
  });

  it('replies dedupe the same way; the key may come as an Idempotency-Key header; a malformed key is a Chinese 400', async () => {
    const token = await api.login('13800000006');
    const root = api.db
      .prepare('SELECT id FROM comments WHERE parent_id IS NULL AND status = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };
    const marker = `回复${crypto.randomUUID()}`;
    const key = newSubmitKey();
    const reply = () =>
      api.call<{ id: number }>('POST', 'v1/reply-comment', {
        token,
        body: { comment_id: root.id, content: marker, idempotency_key: key },
      });
    const [a, b] = await Promise.all([reply(), reply()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(count(marker)).toBe(1);
    const article = api.db
      .prepare('SELECT id FROM contents WHERE type = 1 ORDER BY id LIMIT 1')
      .get() as { id: number };

    const headerKey = newSubmitKey();
    const viaHeader = async () => {
      const res = await fetch(`${api.base}/v1/comment`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': headerKey,
        },
        body: JSON.stringify({ type: 1, id: article.id, content: `${marker}头` }),
      });
      return ((await res.json()) as { data: { id: number } }).data.id;
    };
    expect(await viaHeader()).toBe(await viaHeader());
    expect(count(`${marker}头`)).toBe(1);

    const bad = await api.call('POST', 'v1/comment', {
      token,
      body: { type: 1, id: article.id, content: marker, idempotency_key: '<script>' },
    });
    expect([bad.status, bad.body.message]).toEqual([400, '提交标识格式错误，请刷新后重试']);
  });
});
