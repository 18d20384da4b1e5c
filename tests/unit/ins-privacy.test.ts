// @vitest-environment node
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/local-api';

// A private post (ins with status 0) is its author's alone (issue 8): no public total counts it.
// Each figure is read before and after the author files a private post, then after a public
// one, so a count that does not move for the public post cannot pass for a private-safe one.

interface Counted {
  id: number;
  posts?: number;
  today_posts?: number;
  content_count?: number;
  total?: number;
}

const CIRCLE = 2;

describe('private posts are not counted in public totals', () => {
  let api: TestApi;
  let author: string;
  let reader: string;
  let authorId: number;
  let readerId: number;
  /** A theme the community home lists with its count. */
  let THEME: number;
  const marker = `私密计数${crypto.randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    api = await startTestApi({ rateLimitScale: 0 });
    author = await api.login('13800000001');
    reader = await api.login('13800000002');
    authorId = (await api.call<{ id: number }>('GET', 'v1/user/profile', { token: author })).body
      .data.id;
    readerId = (await api.call<{ id: number }>('GET', 'v1/user/profile', { token: reader })).body
      .data.id;
    THEME = (await api.call<{ themes: Counted[] }>('GET', 'v1/community/home')).body.data.themes[0]!
      .id;
    expect(
      (await api.call('POST', `v1/circle/new/${CIRCLE}/operate/join`, { token: author })).status,
    ).toBe(200);
    expect(
      (
        await api.call('POST', 'v1/user-relate/add-followed', {
          token: reader,
          query: { uid: authorId },
        })
      ).status,
    ).toBe(200);
  });
  afterAll(() => api.close());

  /** Every public total that a post of the author in CIRCLE / THEME with the marker may move. */
  async function totals() {
    const get = async <T>(path: string, query: Record<string, string | number> = {}) => {
      const res = await api.call<T>('GET', path, { query, token: reader });
      expect(res.status, path).toBe(200);
      return res.body.data;
    };
    const circle = await get<Counted>(`v1/circle/${CIRCLE}`);
    const theme = await get<Counted>(`v1/theme/${THEME}`);
    const home = await get<{ themes: Counted[] }>('v1/community/home');
    const members = await get<{ list: Counted[] }>(`v1/circle/${CIRCLE}/members`, {
      page: 1,
      'per-page': 50,
    });
    const following = await get<{ list: Counted[] }>('v1/user/following', {
      uid: readerId,
      page: 1,
      'per-page': 50,
    });
    const userContent = await get<{ total: number }>('v1/users/content', {
      uid: authorId,
      page: 1,
    });
    const search = await get<{ total: number }>('v1/search', { keyword: marker, page: 1 });
    const homeTheme = home.themes.find((t) => t.id === THEME);
    return {
      circlePosts: circle.posts,
      circleToday: circle.today_posts,
      themePosts: theme.posts,
      homeThemePosts: homeTheme?.posts,
      memberPosts: members.list.find((m) => m.id === authorId)?.posts,
      authorContentCount: following.list.find((u) => u.id === authorId)?.content_count,
      userContentTotal: userContent.total,
      searchTotal: search.total,
    };
  }

  it('counts a public post in every total and a private one in none', async () => {
    const before = await totals();
    for (const [name, value] of Object.entries(before))
      expect(value, name).toEqual(expect.any(Number));

    const hidden = await api.call<{ id: number }>('POST', 'v1/ins', {
      token: author,
      body: {
        content: `${marker} 不公开的提车记录`,
        circle_id: CIRCLE,
        theme_id: THEME,
        status: 0,
      },
    });
    expect(hidden.status).toBe(200);
    expect(await totals()).toEqual(before);

    const shown = await api.call('POST', 'v1/ins', {
      token: author,
      body: { content: `${marker} 公开的提车记录`, circle_id: CIRCLE, theme_id: THEME },
    });
    expect(shown.status).toBe(200);
    const after = await totals();
    for (const name of Object.keys(before) as (keyof typeof before)[])
      expect(after[name], name).toBe(before[name]! + 1);
  });

  it('a creator recommendation never names a private post as the latest', async () => {
    expect(
      (
        await api.call('POST', 'v1/ins', {
          token: author,
          body: { content: `${marker} 不公开的随手记`, status: 0 },
        })
      ).status,
    ).toBe(200);
    const res = await api.call<{ id: number; latest: { title: string } | null }[]>(
      'GET',
      'v1/user/recommend-content-info',
      { query: { limit: 20 } },
    );
    expect(res.status).toBe(200);
    const card = res.body.data.find((u) => u.id === authorId);
    expect(card, 'the author is among the recommended creators').toBeDefined();
    // Every private post of this file says 不公开; the public one does not.
    expect(card!.latest?.title ?? '').not.toContain('不公开');
  });
});
