// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawCircleDetail, RawCommunityHome, RawPost } from '@/contract/api/community';
import type { RawInsPost } from '@/contract/api/ins';
import type { RawClubDetail, RawRankEntry, RawTheme } from '@/contract/api/community-more';
import { hotRank } from '@/contract/community-hot';
import { scopedTestApi, type ListBody } from '../helpers/local-api';

// 社区 endpoints (issue 9) on a real local API: circles, posts filed into circles, moderation,
// themes, clubs and boards, and the bad input that must get a Chinese 4xx, never a 500.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2b5a1d80000000049454e44ae426082',
  'hex',
);

const api = scopedTestApi();
let alice: string;
let bob: string;
beforeAll(async () => {
  alice = await api.login('13800000001');
  bob = await api.login('13800000002');
});

async function upload(token: string): Promise<string> {
  const res = await api.call<{ url: string }>('POST', 'v1/comment/upload-img', {
    token,
    body: { data: `data:image/png;base64,${PNG.toString('base64')}` },
  });
  expect(res.status).toBe(200);
  return res.body.data.url;
}

describe('circles', () => {
  it('seeds at least 12 circles and 6 clubs with deterministic ids, a series circle linking its series', async () => {
    for (let i = 1; i <= 12; i++)
      expect((await api.call('GET', `v1/circle/${i}`)).status).toBe(200);
    for (let i = 1; i <= 6; i++) expect((await api.call('GET', `v1/club/${i}`)).status).toBe(200);
    const c1 = await api.call<RawCircleDetail>('GET', 'v1/circle/1');
    expect(c1.body.data.series).not.toBeNull();
    const back = await api.call<{ id: number } | null>(
      'GET',
      `v1/circle/by-series/${c1.body.data.series!.id}`,
    );
    expect(back.body.data?.id).toBe(1);
    const home = await api.call<RawCommunityHome>('GET', 'v1/community/home');
    expect(home.body.data.categories.length).toBe(4);
    expect(home.body.data.hot.length).toBeGreaterThan(0);
  });

  it('joins and leaves through POST v1/circle/new/{id}/operate/{op}', async () => {
    const before = (await api.call<RawCircleDetail>('GET', 'v1/circle/3', { token: alice })).body
      .data;
    expect(before.is_joined).toBe(false);
    const joined = await api.call<{ is_joined: boolean; members: number }>(
      'POST',
      'v1/circle/new/3/operate/join',
      { token: alice },
    );
    expect(joined.body.data).toEqual({ is_joined: true, members: before.members + 1 });
    const mine = await api.call<ListBody<{ id: number }>>('GET', 'v1/circle/mine', {
      token: alice,
    });
    expect(mine.body.data.list.map((c) => c.id)).toContain(3);
    const quit = await api.call<{ is_joined: boolean }>('POST', 'v1/circle/new/3/operate/quit', {
      token: alice,
    });
    expect(quit.body.data.is_joined).toBe(false);
    expect((await api.call('POST', 'v1/circle/new/3/operate/join')).status).toBe(401);
    const bad = await api.call('POST', 'v1/circle/new/3/operate/dance', { token: alice });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers 404 in Chinese for unknown or malformed ids', async () => {
    for (const path of [
      'v1/circle/9999',
      'v1/circle/abc',
      'v1/circle/9999/posts',
      'v1/theme/9999',
      'v1/club/9999',
      'v1/community/ranking/99',
      'v1/community/goods/9999',
      'v1/community/new-car/0',
    ]) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.message, path).toMatch(/不存在/);
    }
    expect((await api.call('GET', 'v1/circle/1/posts', { query: { tab: 'oldest' } })).status).toBe(
      400,
    );
    expect((await api.call('GET', 'v1/community/rank', { query: { type: 'cars' } })).status).toBe(
      400,
    );
    expect(
      (await api.call('GET', 'v1/circle/1/posts', { query: { 'per-page': 9999 } })).body.data,
    ).toMatchObject({ per_page: 50 });
  });

  it('clears the unread 精选 count when the reader reports it read', async () => {
    const before = (await api.call<RawCircleDetail>('GET', 'v1/circle/1', { token: alice })).body
      .data;
    expect(before.unread_selected).toBeGreaterThan(0);
    await api.call('POST', 'v4/circle/circle/user-read-selected', {
      token: alice,
      body: { circle_id: 1 },
    });
    expect(
      (await api.call<RawCircleDetail>('GET', 'v1/circle/1', { token: alice })).body.data
        .unread_selected,
    ).toBe(0);
  });

  it('hides a blocked topic from the reader’s circle feed (set-circle-topic-block) and brings it back', async () => {
    const all = async () =>
      (
        await api.call<ListBody<RawPost>>('GET', 'v1/circle/10/posts', {
          token: alice,
          query: { 'per-page': 50 },
        })
      ).body.data.list;
    const themed = (await all()).find((p) => p.theme);
    expect(themed).toBeDefined();
    const res = await api.call<{ blocked_theme_ids: number[] }>(
      'POST',
      'v1/common/set-circle-topic-block',
      { token: alice, body: { circle_id: 10, theme_id: themed!.theme!.id } },
    );
    expect(res.body.data.blocked_theme_ids).toContain(themed!.theme!.id);
    expect((await all()).some((p) => p.theme?.id === themed!.theme!.id)).toBe(false);
    await api.call('POST', 'v1/common/set-circle-topic-block', {
      token: alice,
      body: { circle_id: 10, theme_id: themed!.theme!.id, del: 1 },
    });
    expect((await all()).some((p) => p.theme?.id === themed!.theme!.id)).toBe(true);
  });
});

describe('posts in circles (POST v1/ins)', () => {
  it('files a post with pictures into a circle, first under 最新, with its circle and theme on the detail', async () => {
    const img = await upload(alice);
    const res = await api.call<RawPost>('POST', 'v1/ins', {
      token: alice,
      body: { content: '第一次发帖，提车一周的感受', images: [img], circle_id: 2, theme_id: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.circle).toMatchObject({ id: 2 });
    expect(res.body.data.theme).toMatchObject({ id: 1, name: '提车作业' });
    const newest = await api.call<ListBody<RawPost>>('GET', 'v1/circle/2/posts', {
      query: { tab: 'new' },
    });
    expect(newest.body.data.list[0]!.id).toBe(res.body.data.id);
    const detail = await api.call<RawPost>('GET', `v1/ins/${res.body.data.id}`);
    expect(detail.body.data.circle?.id).toBe(2);
  });

  it('refuses bad posts with a Chinese 4xx', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ content: '', images: [], circle_id: 1 }, 400, /说点什么/],
      [{ content: '字'.repeat(2001), circle_id: 1 }, 400, /动态不能超过2000个字/],
      [
        { content: '图太多', images: Array.from({ length: 10 }, () => 'x'), circle_id: 1 },
        400,
        /最多上传9张/,
      ],
      [
        { content: '外链图', images: ['https://evil.example/a.png'], circle_id: 1 },
        400,
        /图片无效/,
      ],
      [{ content: '没有这个圈', circle_id: 99999 }, 404, /圈子不存在/],
      [{ content: '圈子参数坏了', circle_id: 'abc' }, 400, /请选择圈子/],
      [{ content: '没有这个话题', circle_id: 1, theme_id: 9999 }, 400, /话题不存在/],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.call('POST', 'v1/ins', { token: alice, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const notImage = await api.call('POST', 'v1/comment/upload-img', {
      token: alice,
      body: { data: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}` },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toMatch(/仅支持/);
  });

  it('lets the author delete a post, and its comments go with it', async () => {
    const post = (
      await api.call<RawPost>('POST', 'v1/ins', {
        token: alice,
        body: { content: '马上删掉', circle_id: 4 },
      })
    ).body.data;
    await api.call('POST', 'v1/comment', {
      token: bob,
      body: { id: post.id, type: 3, content: '沙发' },
    });
    expect(
      (await api.call('POST', 'v1/ins/delete', { token: bob, body: { id: post.id } })).status,
    ).toBe(403);
    expect(
      (await api.call('POST', 'v1/ins/delete', { token: alice, body: { id: post.id } })).status,
    ).toBe(200);
    expect((await api.call('GET', `v1/ins/${post.id}`)).status).toBe(404);
    expect(
      (
        api.db
          .prepare('SELECT COUNT(*) n FROM comments WHERE content_type = 3 AND content_id = ?')
          .get(post.id) as { n: number }
      ).n,
    ).toBe(0);
  });

  it('takes a report with a preset reason, once, and stops showing the post to the reporter', async () => {
    const post = (
      await api.call<RawPost>('POST', 'v1/ins', {
        token: alice,
        body: { content: '被举报的帖子', circle_id: 5 },
      })
    ).body.data;
    expect(
      (
        await api.call('POST', 'v1/ins/report', {
          token: bob,
          body: { id: post.id, reason: '随便写的' },
        })
      ).status,
    ).toBe(400);
    const ok = await api.call<{ message: string }>('POST', 'v1/ins/report', {
      token: bob,
      body: { id: post.id, reason: '广告/引流' },
    });
    expect(ok.body.data.message).toMatch(/举报已提交/);
    expect(
      (
        await api.call('POST', 'v1/ins/report', {
          token: bob,
          body: { id: post.id, reason: '其他' },
        })
      ).body.message,
    ).toMatch(/已经举报过/);
    const list = await api.call<ListBody<RawPost>>('GET', 'v1/circle/5/posts', {
      token: bob,
      query: { tab: 'new' },
    });
    expect(list.body.data.list.some((p) => p.id === post.id)).toBe(false); // Its own page tells the reporter (only) that it is reported, so it stays hidden on reload.
    const seen = async (token?: string) =>
      (await api.call<RawInsPost>('GET', `v1/ins/${post.id}`, { token })).body.data.is_reported;
    expect(await seen(bob)).toBe(true);
    expect(await seen(alice)).toBe(false);
    expect(await seen()).toBe(false);
  });

  it('hides a blocked user’s posts and comments everywhere in the community', async () => {
    const post = (
      await api.call<RawPost>('POST', 'v1/ins', {
        token: alice,
        body: { content: '拉黑测试', circle_id: 6 },
      })
    ).body.data;
    const other = (
      await api.call<RawPost>('POST', 'v1/ins', {
        token: bob,
        body: { content: '二号的帖子', circle_id: 6 },
      })
    ).body.data;
    await api.call('POST', 'v1/comment', {
      token: alice,
      body: { id: other.id, type: 3, content: '一号的评论' },
    });
    await api.call('POST', 'v1/user/black-add', { token: bob, body: { uid: 1 } });
    const sees = async (path: string, query: Record<string, string | number> = {}) =>
      JSON.stringify(
        (await api.call('GET', path, { token: bob, query: { 'per-page': 50, ...query } })).body
          .data,
      );
    expect(await sees('v1/circle/6/posts', { tab: 'new' })).not.toContain(`"id":${post.id},`);
    expect(await sees('v1/community/posts', { sort: 'new' })).not.toContain(
      '"nickname":"电车小白"',
    );
    expect(await sees('v1/community/explore')).not.toContain('"nickname":"电车小白"');
    expect(await sees('v1/community/rank', { type: 'users', period: 'month' })).not.toContain(
      '"nickname":"电车小白"',
    );
    expect(await sees(`v1/comments/3/${other.id}/new`)).not.toContain('一号的评论');
    expect(await sees(`v1/comments/3/${other.id}/new`, {})).toBeDefined();
    await api.call('POST', 'v1/user/black-del', { token: bob, body: { uid: 1 } });
    expect(await sees(`v1/comments/3/${other.id}/new`)).toContain('一号的评论');
  });

  it('leaves a blocked user’s replies out of the interaction board', async () => {
    const post = (
      await api.call<RawPost>('POST', 'v1/ins', {
        token: alice,
        body: { content: '互动测试', circle_id: 6 },
      })
    ).body.data;
    await api.call('POST', 'v1/comment', {
      token: bob,
      body: { id: post.id, type: 3, content: '二号来回复' },
    });
    const replies = async () =>
      JSON.stringify(
        (
          await api.call('GET', 'v1/community/interaction', {
            token: alice,
            query: { kind: 'replies', 'per-page': 50 },
          })
        ).body.data,
      );
    expect(await replies()).toContain('二号来回复');
    await api.call('POST', 'v1/user/black-add', { token: alice, body: { uid: 2 } });
    expect(await replies()).not.toContain('二号来回复');
    await api.call('POST', 'v1/user/black-del', { token: alice, body: { uid: 2 } });
    expect(await replies()).toContain('二号来回复');
  });
});

describe('themes, clubs and boards', () => {
  it('lists themes of one kind page by page, the total counting only that kind', async () => {
    const all = (
      await api.call<ListBody<RawTheme>>('GET', 'v1/theme/list', { query: { 'per-page': 50 } })
    ).body.data;
    for (const kind of [1, 2]) {
      const first = (
        await api.call<ListBody<RawTheme>>('GET', 'v1/theme/list', {
          query: { kind, 'per-page': 2 },
        })
      ).body.data;
      const second = (
        await api.call<ListBody<RawTheme>>('GET', 'v1/theme/list', {
          query: { kind, 'per-page': 2, page: 2 },
        })
      ).body.data;
      expect(first.total).toBe(all.list.filter((t) => t.kind === kind).length);
      expect(first.total).toBeGreaterThan(0);
      expect([...first.list, ...second.list].every((t) => t.kind === kind)).toBe(true);
      expect(second.list.map((t) => t.id)).not.toContain(first.list[0]!.id);
    }
  });

  it('follows a theme and lists its posts by 最新 and 热门', async () => {
    const t = (await api.call<RawTheme>('GET', 'v1/theme/9', { token: alice })).body.data;
    expect(t.kind).toBe(2);
    expect(t.rules).not.toBe('');
    const f = await api.call<{ is_followed: boolean; followers: number }>(
      'POST',
      'v1/theme/follow',
      { token: alice, body: { id: 9 } },
    );
    expect(f.body.data).toEqual({ is_followed: true, followers: t.followers + 1 });
    expect(
      (await api.call<ListBody<RawPost>>('GET', 'v1/theme/1/posts', { query: { sort: 'hot' } }))
        .body.data.list.length,
    ).toBeGreaterThan(0);
  });

  it('shows a club with notices, events, members and cars', async () => {
    const club = (await api.call<RawClubDetail>('GET', 'v1/club/1')).body.data;
    expect(club.notices.length).toBeGreaterThan(0);
    expect(club.events.length).toBeGreaterThan(0);
    expect(
      (await api.call<ListBody<unknown>>('GET', 'v1/club/1/members')).body.data.total,
    ).toBeGreaterThan(0);
    expect(
      (await api.call<ListBody<unknown>>('GET', 'v1/club/1/cars')).body.data.total,
    ).toBeGreaterThan(0);
  });

  it('ranks posts, users and circles with the rank change', async () => {
    for (const type of ['posts', 'users', 'circles']) {
      const res = await api.call<RawRankEntry[]>('GET', 'v1/community/rank', {
        query: { type, period: 'month' },
      });
      expect(res.body.data.length, type).toBeGreaterThan(0);
      const scores = res.body.data.map((e) => e.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    const hot = (await api.call<RawRankEntry[]>('GET', 'v1/community/hot-rank')).body.data;
    expect(hot.some((e) => e.change !== null)).toBe(true);
  });

  it('orders 热门 by the hot rule everywhere, whole posts included, and pages it without overlap', async () => {
    const now = Date.now() / 1000;
    const rankOf = (p: RawPost) => hotRank(p.likes, p.comments, p.created_at, now);
    const inHotOrder = (posts: RawPost[]) =>
      posts.every((p, i) => i === 0 || rankOf(posts[i - 1]!) >= rankOf(p) - 1e-12);
    const board = (await api.call<RawRankEntry[]>('GET', 'v1/community/hot-rank')).body.data.map(
      (e) => e.post!,
    );
    expect(board.length).toBeGreaterThan(5);
    expect(inHotOrder(board)).toBe(true);
    expect(board.every((p) => p.content !== '' && p.author.nickname !== '')).toBe(true);
    // The home's 社区热帖 is the board's top five (same candidates, same rule).
    const home = (await api.call<RawCommunityHome>('GET', 'v1/community/home')).body.data;
    expect(home.hot.map((p) => p.id)).toEqual(board.slice(0, 5).map((p) => p.id));
    const page = async (n: number) =>
      (
        await api.call<ListBody<RawPost>>('GET', 'v1/circle/1/posts', {
          query: { tab: 'hot', page: n, 'per-page': 3 },
        })
      ).body.data.list;
    const [first, second] = [await page(1), await page(2)];
    expect(first.length).toBe(3);
    expect(inHotOrder([...first, ...second])).toBe(true);
    expect(second.some((p) => first.some((q) => q.id === p.id))).toBe(false);
  });
});
