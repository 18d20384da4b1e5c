import { describe, expect, it } from 'vitest';
import { scopedTestApi, type ListBody } from '../helpers/local-api';
import { annualReport } from '@/local-api/domains/shop/annual';
import { COMMENT_LIKE_RATE, LIKE_RATE, maxReads } from '@/local-api/domains/audience';

// Issue 26 §3 "Numbers agree", the counters of people: reads, likes and keeps come from one model
// (the author's fans, the feed, the thread), and what a page counts is what it lists: a user with
// 5 粉丝 has no 8.6万阅读, a circle of 8 动态 no 4.1万成员, a column of 2 articles no 2.5万 followers,
// and an annual report's likes fit the user's fans and posts.

const api = scopedTestApi();

const fansOf = (uid: number | null) =>
  (
    api.db.prepare('SELECT COUNT(*) n FROM follows WHERE followed_id = ?').get(uid ?? 0) as {
      n: number;
    }
  ).n;

describe('reads and likes fit the author’s fans', () => {
  it('no piece shows more reads than its author’s fans and its thread can bring (no 8.6万阅读 beside 5粉丝)', () => {
    const rows = api.db
      .prepare(
        `SELECT c.id, c.author_id, c.views, c.likes, c.favourites, (SELECT COUNT(*) FROM comments k WHERE k.content_type = c.type AND k.content_id = c.id) n,
           (SELECT COUNT(*) FROM follows f WHERE f.followed_id = c.author_id) fans FROM contents c`,
      )
      .all() as {
      id: number;
      author_id: number;
      views: number;
      likes: number;
      favourites: number;
      n: number;
      fans: number;
    }[];
    expect(rows.length).toBeGreaterThan(700);
    for (const r of rows) {
      expect(`${r.id}: ${r.views <= maxReads(r.fans, r.n)}`).toBe(`${r.id}: true`);
      expect(r.views).toBeGreaterThanOrEqual(r.n);
      expect(r.likes).toBeLessThanOrEqual(Math.ceil(r.views * LIKE_RATE.max));
      expect(r.favourites).toBeLessThanOrEqual(r.likes + 1);
      if (r.fans < 10) expect(r.views, `${r.id}`).toBeLessThan(10_000);
    }
    // Still a living site: the pieces differ, and the best read have a few thousand readers.
    expect(new Set(rows.map((r) => r.views)).size).toBeGreaterThan(300);
    expect(Math.max(...rows.map((r) => r.views))).toBeGreaterThan(1000);
  });

  it('an owner review’s reads fit its writer’s fans too, and a comment’s likes its piece’s readers', () => {
    const remarks = api.db.prepare('SELECT user_id, views, likes FROM remarks').all() as {
      user_id: number;
      views: number;
      likes: number;
    }[];
    expect(remarks.length).toBeGreaterThan(20);
    for (const r of remarks) {
      expect(r.views).toBeLessThanOrEqual(maxReads(fansOf(r.user_id), 0));
      expect(r.likes).toBeLessThanOrEqual(Math.ceil(r.views * LIKE_RATE.max));
    }
    const over = api.db
      .prepare(
        `SELECT k.id, k.likes, c.views FROM comments k JOIN contents c ON c.id = k.content_id AND c.type = k.content_type
         WHERE k.likes > MAX(? * c.views, (SELECT COUNT(*) FROM comment_likes l WHERE l.comment_id = k.id)) + 1 LIMIT 5`,
      )
      .all(COMMENT_LIKE_RATE);
    expect(over).toEqual([]);
  });
});

describe('what a page counts is what it lists', () => {
  it('a circle’s 成员 is its member list and its 动态 the posts it lists (no 4.1万成员 beside 8动态)', async () => {
    const circles = api.db.prepare('SELECT id FROM community_circles').all() as { id: number }[];
    expect(circles.length).toBeGreaterThan(10);
    for (const { id } of circles) {
      const circle = (await api.call<{ members: number; posts: number }>('GET', `v1/circle/${id}`))
        .body.data;
      const members = (await api.call<ListBody<unknown>>('GET', `v1/circle/${id}/members`)).body
        .data.total;
      const listed = (
        await api.call<ListBody<unknown>>('GET', `v1/circle/${id}/posts`, { query: { tab: 'new' } })
      ).body.data.total;
      const pinned = (
        api.db
          .prepare(
            'SELECT COUNT(*) n FROM community_posts cp JOIN ins_posts p ON p.content_id = cp.content_id WHERE cp.circle_id = ? AND cp.is_pinned = 1 AND p.status = 1',
          )
          .get(id) as { n: number }
      ).n;
      expect(`${id}: ${circle.members}成员 ${circle.posts}动态`).toBe(
        `${id}: ${members}成员 ${listed + pinned}动态`,
      );
      expect(circle.members).toBeLessThanOrEqual(circle.posts + 30);
    }
  });

  it('a club’s 成员 is its member list', async () => {
    const clubs = api.db.prepare('SELECT id FROM community_clubs').all() as { id: number }[];
    expect(clubs.length).toBeGreaterThan(3);
    for (const { id } of clubs) {
      const club = (await api.call<{ members: number }>('GET', `v1/club/${id}`)).body.data;
      const members = (await api.call<ListBody<unknown>>('GET', `v1/club/${id}/members`)).body.data
        .total;
      expect(`${id}: ${club.members}`).toBe(`${id}: ${members}`);
    }
  });

  it('an owners’ group counts its members, and whoever posted in it is one (no 3678 members beside 9 posts)', async () => {
    const groups = api.db.prepare('SELECT id FROM social_groups').all() as { id: number }[];
    expect(groups.length).toBeGreaterThan(20);
    for (const { id } of groups) {
      const g = (
        await api.call<{ members: number; posts: unknown[] }>('GET', 'v1/social/detail', {
          query: { id },
        })
      ).body.data;
      const rows = (
        api.db.prepare('SELECT COUNT(*) n FROM social_members WHERE group_id = ?').get(id) as {
          n: number;
        }
      ).n;
      const outside = (
        api.db
          .prepare(
            'SELECT COUNT(*) n FROM social_posts p WHERE p.group_id = ? AND p.user_id > 1 AND NOT EXISTS (SELECT 1 FROM social_members m WHERE m.group_id = p.group_id AND m.user_id = p.user_id)',
          )
          .get(id) as { n: number }
      ).n;
      expect(`${id}: ${g.members} ${outside}`).toBe(`${id}: ${rows} 0`);
      expect(g.members).toBeGreaterThan(0);
    }
  });

  it('a topic has been read as often as the pieces it lists', () => {
    const topics = api.db
      .prepare(
        'SELECT t.id, t.views, (SELECT COALESCE(SUM(c.views), 0) FROM topic_contents tc JOIN contents c ON c.id = tc.content_id WHERE tc.topic_id = t.id) listed FROM topics t',
      )
      .all() as { id: number; views: number; listed: number }[];
    expect(topics.length).toBeGreaterThan(3);
    for (const t of topics) expect(`${t.id}: ${t.views}`).toBe(`${t.id}: ${t.listed}`);
  });

  it('a column is followed by its author’s fans and a few readers per article (no 2 articles with 2.5万 followers)', () => {
    const cols = api.db
      .prepare(
        'SELECT a.name, a.author_id, a.followers, (SELECT COUNT(*) FROM column_contents cc WHERE cc.column_id = a.id) n FROM ace_columns a',
      )
      .all() as { name: string; author_id: number; followers: number; n: number }[];
    expect(cols.length).toBeGreaterThan(5);
    for (const c of cols)
      expect(c.followers, c.name).toBeLessThanOrEqual(fansOf(c.author_id) + 4 * c.n);
  });
});

describe('the annual report', () => {
  it('counts likes that fit the user’s fans and pieces (no 48381 likes for a user with 4 fans)', () => {
    const users = api.db.prepare('SELECT id FROM users').all() as { id: number }[];
    for (const { id } of users) {
      const r = annualReport(api.db, api.env, id);
      const pieces = (
        api.db
          .prepare('SELECT COUNT(*) n FROM contents WHERE author_id = ? AND created_at >= ?')
          .get(id, r.period_start) as { n: number }
      ).n;
      const comments = r.stats.comments;
      // Each piece at most LIKE_RATE.max of the most reads its author's fans bring (threads
      // aside), each comment at most COMMENT_LIKE_RATE of a busy piece's readers.
      const bound = pieces * maxReads(fansOf(id), 20) * LIKE_RATE.max + comments * 100;
      expect(`${id}: ${r.stats.likes_received <= bound}`).toBe(`${id}: true`);
      expect(r.stats.likes_received).toBeLessThan(20_000);
    }
  });
});
