// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/local-api';

// The reads that drive the existing pages validate what the API sends (the RawX schemas of lib/api): the
// real local API's answers pass; garbage (HTML with 200, truncated JSON, wrong shapes, null or
// an array where a record belongs) rejects with ApiError(502), which the page shows as the
// outage view, never as a 404 or a render of nonsense. Server side, as the pages call them.

let real: TestApi;
let garbage: http.Server;
let garbageBase = '';
/** What the garbage server answers with 200, by the request's path. */
let answer: (path: string) => { type: string; body: string } = () => ({
  type: 'text/html',
  body: '<html>维护中</html>',
});

beforeAll(async () => {
  real = await startTestApi();
  garbage = http.createServer((req, res) => {
    const out = answer(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(200, { 'content-type': out.type });
    res.end(out.body);
  });
  await new Promise<void>((r) => garbage.listen(0, '127.0.0.1', r));
  garbageBase = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await real.close();
  garbage.close();
});

/** The API modules, loaded fresh against `base` (the server config is read once per load). */
async function modules(base: string) {
  process.env.API_BASE = base;
  const { vi } = await import('vitest');
  vi.resetModules();
  return {
    home: await import('@/lib/api/home'),
    content: await import('@/lib/api/content'),
    search: await import('@/lib/api/search'),
    searchRecords: await import('@/lib/api/search-records'),
    topic: await import('@/lib/api/topic'),
    column: await import('@/lib/api/column'),
    user: await import('@/lib/api/user'),
    car: await import('@/lib/api/car'),
    carLists: await import('@/lib/api/car-lists'),
    dealer: await import('@/lib/api/dealer'),
    city: await import('@/lib/api/city'),
    selection: await import('@/lib/api/selection'),
    http: await import('@/lib/api/http'),
  };
}

type Mods = Awaited<ReturnType<typeof modules>>;
const READS: [string, (m: Mods) => Promise<unknown>][] = [
  ['home channels', (m) => m.home.getHomeChannels()],
  ['home banners', (m) => m.home.getHomeBanners()],
  ['home feed', (m) => m.home.getHomeFeed('recommend', 1)],
  ['article detail', (m) => m.content.getContentDetail(1, 1)],
  ['search', (m) => m.search.searchContent('all', '续航', 1)],
  ['hot searches', (m) => m.search.getHotSearches()],
  ['user search', (m) => m.search.searchUsers('电车', 1)],
  ['search suggestions', (m) => m.search.getSearchSuggestions('小米')],
  ['topic search', (m) => m.searchRecords.searchThemes('智驾', 1)],
  ['goods search', (m) => m.searchRecords.searchGoods('充电', 1)],
  ['used car search', (m) => m.searchRecords.searchUsedCars('比亚迪', 1)],
  ['column search', (m) => m.searchRecords.searchColumns('电池', 1)],
  ['owner review search', (m) => m.searchRecords.searchRemarks('小米', 1)],
  [
    'official search',
    (m) => m.search.searchContent('official', '极氪', 1, { type: 1, order: 'new' }),
  ],
  ['article search by category', (m) => m.search.searchContent('article', '续航', 1, { cid: 2 })],
  ['related tags', (m) => m.search.getRelatedTags('极氪')],
  ['short news', (m) => m.home.getBriefs(1)],
  ['original list', (m) => m.content.getOriginalList(1, undefined, 1)],
  ['original categories', (m) => m.content.getOriginalCategories()],
  ['sitemap index', (m) => m.content.getSitemapIndex(50)],
  ['topics', (m) => m.topic.getTopics(1)],
  ['topic', (m) => m.topic.getTopic(1)],
  ['topic contents', (m) => m.topic.getTopicContents(1, 1)],
  ['columns', (m) => m.column.getColumns(1)],
  ['column', (m) => m.column.getColumn(1)],
  ['column articles', (m) => m.column.getColumnArticles(1, 1)],
  ["a user's content", (m) => m.user.getUserContent(3, 0, 1)],
  ['whom a user follows', (m) => m.user.getFollowing(1, 1)],
  ['recommended creators', (m) => m.user.getRecommendedCreators()],
  ['brand list', (m) => m.car.getBrandList()],
  ['car home', (m) => m.carLists.getCarHome()],
  ['brand', (m) => m.car.getBrand(1)],
  ['series', (m) => m.car.getSeries(1)],
  ['series models', (m) => m.car.getSeriesModels(1)],
  ['series images', (m) => m.car.getSeriesImages(1)],
  ['car ranking', (m) => m.carLists.getRanking('sales', 1)],
  ['dealer', (m) => m.dealer.getDealer(1)],
  ['city list', (m) => m.city.getCityList()],
  ['selection options', (m) => m.selection.getSelectionOptions()],
];

describe('the real API passes the checks', () => {
  it.each(READS)('%s', async (_name, read) => {
    const m = await modules(real.base);
    const article = (await m.home.getHomeFeed('recommend', 1)).list.find((i) => i.type === 1);
    const value =
      _name === 'article detail' && article
        ? await m.content.getContentDetail(1, article.id)
        : await read(m);
    expect(value).toBeTruthy();
  });

  it('a vote, a post, a live room with its items and chat, and a comment thread too', async () => {
    await modules(real.base);
    const one = (sql: string) => (real.db.prepare(sql).get() as { id: number }).id;
    const vote = await import('@/lib/api/vote');
    const ins = await import('@/lib/api/ins');
    const live = await import('@/lib/api/live');
    const comment = await import('@/lib/api/comment');
    const info = await import('@/lib/api/info');
    const social = await import('@/lib/api/social');
    expect(await info.getInfoPage('about')).toMatchObject({ updatedAt: expect.any(Number) });
    expect((await info.getAppReleases()).map((r) => r.platform)).toEqual([
      'ios',
      'android',
      'harmony',
    ]);
    const group = (await social.getSocialGroups({}, 1)).list[0]!;
    expect(await social.getSocialGroup(group.id)).toMatchObject({
      id: group.id,
      posts: expect.any(Array),
    });
    expect((await social.getSocialBrands()).length).toBeGreaterThan(0);
    const article = one('SELECT id FROM contents WHERE type = 1 LIMIT 1');
    const content = await import('@/lib/api/content');
    expect(await content.getRewardList(article, 1)).toMatchObject({
      totalAmount: expect.any(Number),
    });
    const user = await import('@/lib/api/user');
    const token = await real.login();
    expect((await user.getFavourites(1, { token })).list).toEqual(expect.any(Array));

    expect(await vote.getVote(one('SELECT content_id id FROM votes LIMIT 1'))).toMatchObject({
      options: expect.any(Array),
    });
    expect(
      await ins.getIns(one('SELECT content_id id FROM ins_posts WHERE status = 1 LIMIT 1')),
    ).toMatchObject({ isMine: false });
    const room = (await live.getLives(undefined, 1)).list[0]!;
    expect(await live.getLive(room.id)).toMatchObject({ id: room.id, statusText: room.statusText });
    expect((await live.getLiveItems(room.id, 1)).list.length).toBeGreaterThan(0);
    expect(await live.getLiveChat(room.id)).toMatchObject({ lastId: expect.any(Number) });
    const target = real.db
      .prepare('SELECT content_type t, content_id id FROM comments WHERE parent_id IS NULL LIMIT 1')
      .get() as { t: number; id: number };
    const section = await comment.getCommentSectionData(target.t, target.id);
    // The view carries no content ids (issue 13: only what the section shows); the first comment is one of this content's.
    expect(section.initial.list[0]).toMatchObject({
      id: expect.any(Number),
      replyCount: expect.any(Number),
    });
    const ids = (
      real.db
        .prepare('SELECT id FROM comments WHERE content_type = ? AND content_id = ?')
        .all(target.t, target.id) as { id: number }[]
    ).map((r) => r.id);
    expect(ids).toContain(section.initial.list[0]!.id);
    expect(await comment.getHotComments(target.t, target.id)).toEqual(expect.any(Array));
  });

  it('a hot comment also on the first page is that page object (it travels once in the RSC payload)', async () => {
    await modules(real.base);
    const comment = await import('@/lib/api/comment');
    // A content whose newest ten threads include a hot one (≥ 10 likes): its section lists it twice.
    const target = real.db
      .prepare(
        `SELECT c.content_type t, c.content_id id FROM comments c
         WHERE c.parent_id IS NULL AND c.status = 1 AND c.likes >= 10
           AND c.id IN (SELECT n.id FROM comments n WHERE n.content_type = c.content_type
             AND n.content_id = c.content_id AND n.parent_id IS NULL AND n.status = 1
             ORDER BY n.id DESC LIMIT 10)
         LIMIT 1`,
      )
      .get() as { t: number; id: number };
    const section = await comment.getCommentSectionData(target.t, target.id);
    const shared = section.hot.filter((h) => section.initial.list.some((c) => c.id === h.id));
    expect(shared.length).toBeGreaterThan(0);
    for (const h of shared) expect(section.initial.list).toContain(h);
  });

  it('a model detail too', async () => {
    const m = await modules(real.base);
    const models = await m.car.getSeriesModels(1);
    expect(await m.car.getModel(models![0]!.id)).toMatchObject({ id: models![0]!.id });
  });
});

const GARBAGE: [string, (path: string) => { type: string; body: string }][] = [
  [
    'HTML with 200',
    () => ({ type: 'text/html', body: '<!doctype html><title>502 Bad Gateway</title>' }),
  ],
  [
    'truncated JSON',
    () => ({
      type: 'application/json',
      body: '{"status":200,"message":"ok","data":{"list":[{"id":1,',
    }),
  ],
  [
    'null data',
    () => ({ type: 'application/json', body: '{"status":200,"message":"ok","data":null}' }),
  ],
  [
    'an array where a record belongs',
    () => ({ type: 'application/json', body: '{"status":200,"message":"ok","data":[]}' }),
  ],
  [
    'a wrong shape',
    () => ({
      type: 'application/json',
      body: '{"status":200,"message":"ok","data":{"list":"nope","id":"x"}}',
    }),
  ],
  ['a bare array body', () => ({ type: 'application/json', body: '[1,2,3]' })],
];

describe.each(GARBAGE)('garbage from the API (%s) is an outage: ApiError 502', (_kind, make) => {
  it.each(READS)('%s', async (_name, read) => {
    answer = make;
    const m = await modules(garbageBase);
    const err = await read(m).then(
      () => null,
      (e: unknown) => e,
    );
    // Arrays are valid for list reads only when the items fit; an empty array is a valid empty list.
    if (_kind === 'an array where a record belongs' && err === null) {
      expect([
        'home banners',
        'hot searches',
        'brand list',
        'series models',
        'search suggestions',
        'related tags',
        'original categories',
        'recommended creators',
      ]).toContain(_name);
      return;
    }
    expect(err).toBeInstanceOf(m.http.ApiError);
    expect((err as InstanceType<Mods['http']['ApiError']>).status).toBe(502);
    expect(m.http.isOutage(err)).toBe(true);
  });
});
