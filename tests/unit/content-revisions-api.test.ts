// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawContentDetail } from '@/contract/api/content';
import { scopedTestApi } from '../helpers/local-api';

// Corrections are kept (issue 30 §5): an article changed after publishing carries each change's
// date and what changed, oldest first; one never changed carries none.

const api = scopedTestApi();

const detail = async (id: number) => {
  const res = await api.call<RawContentDetail>('GET', `v1/article/${id}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('更正记录 (issue 30 §5)', () => {
  it('a few articles were corrected; each correction is dated after publishing and quotes the figure the text now holds', async () => {
    const corrected = api.db
      .prepare('SELECT DISTINCT content_id id FROM content_revisions ORDER BY content_id')
      .all() as { id: number }[];
    expect(corrected.length).toBeGreaterThanOrEqual(3);
    const now = Math.floor(Date.now() / 1000);
    for (const { id } of corrected) {
      const a = await detail(id);
      expect(a.type).toBe(1);
      expect(a.revisions.length).toBeGreaterThan(0);
      const times = a.revisions.map((r) => r.revised_at);
      expect(times).toEqual([...times].sort((x, y) => x - y));
      for (const t of times) {
        expect(t).toBeGreaterThan(a.created_at);
        expect(t).toBeLessThanOrEqual(now);
      }
      const text = a.body.replace(/<[^>]+>/g, '');
      for (const { note } of a.revisions) {
        const quoted = /^更正(?:价格|续航里程|电池容量|功率)：「(.+?)」一处原误作「(.+?)」/.exec(
          note,
        );
        expect(quoted, note).not.toBeNull();
        expect(text).toContain(quoted![1]!);
        expect(quoted![1]!.endsWith(quoted![2]!)).toBe(false);
      }
    }
  });

  it('an article never changed after publishing has no corrections', async () => {
    const plain = api.db
      .prepare(
        'SELECT id FROM contents WHERE type = 1 AND id NOT IN (SELECT content_id FROM content_revisions) LIMIT 1',
      )
      .get() as { id: number };
    expect((await detail(plain.id)).revisions).toEqual([]);
  });

  it('a correction added later shows up in the detail, latest last', async () => {
    const plain = api.db
      .prepare(
        'SELECT id, created_at FROM contents WHERE type = 1 AND id NOT IN (SELECT content_id FROM content_revisions) ORDER BY id DESC LIMIT 1',
      )
      .get() as { id: number; created_at: number };
    const at = plain.created_at + 3600;
    api.db
      .prepare('INSERT INTO content_revisions (content_id, revised_at, note) VALUES (?, ?, ?)')
      .run(plain.id, at + 60, '补充：测试追加的第二条');
    api.db
      .prepare('INSERT INTO content_revisions (content_id, revised_at, note) VALUES (?, ?, ?)')
      .run(plain.id, at, '更正：测试追加的第一条');
    expect((await detail(plain.id)).revisions).toEqual([
      { revised_at: at, note: '更正：测试追加的第一条' },
      { revised_at: at + 60, note: '补充：测试追加的第二条' },
    ]);
  });
});
