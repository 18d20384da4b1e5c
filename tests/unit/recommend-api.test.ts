// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@/local-api/rate-limit';
import { scopedTestApi, type ListBody } from '../helpers/local-api';

// 个性化推荐 (local-api/domains/recommend.ts): the home 推荐 feed follows the series and topics a
// reader opened, 不感兴趣 removes a piece and pulls its series and topic down, the switch (per
// account, else per device) brings back the plain time order, and the reads it records are capped.

const api = scopedTestApi();
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

interface Who {
  device?: string;
  token?: string;
  ip?: string;
}

async function send<T>(
  method: string,
  path: string,
  who: Who,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = {
    'user-agent': PHONE_UA,
    'x-real-ip': who.ip ?? '203.0.113.40',
    'content-type': 'application/json',
  };
  if (who.device) headers['x-device-id'] = who.device;
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  const res = await fetch(`${api.base}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

type Feed = ListBody<{ id: number; type: number }> & { personalised: boolean };

/** The whole 推荐 order a reader gets, page by page. */
async function order(who: Who, query = ''): Promise<{ ids: number[]; personalised: boolean }> {
  const ids: number[] = [];
  let personalised = false;
  for (let page = 1; ; page++) {
    const { status, data } = await send<Feed>(
      'GET',
      `v1/home/index?channel=recommend&per-page=50&page=${page}${query}`,
      who,
    );
    expect(status).toBe(200);
    personalised = data.personalised;
    ids.push(...data.list.map((i) => i.id));
    if (data.list.length === 0 || page * 50 >= data.total) break;
  }
  return { ids, personalised };
}

const read = (id: number, who: Who) => send('GET', `v1/article/${id}`, who);

/** Articles of one series, newest first. */
const articlesOf = (series: string) =>
  (
    api.db
      .prepare(
        'SELECT c.id FROM contents c JOIN content_meta m ON m.content_id = c.id WHERE c.type = 1 AND m.series = ? ORDER BY c.created_at DESC',
      )
      .all(series) as { id: number }[]
  ).map((r) => r.id);

const anArticle = () =>
  (
    api.db.prepare('SELECT id FROM contents WHERE type = 1 ORDER BY id LIMIT 1').get() as {
      id: number;
    }
  ).id;

const metaOf = (id: number) =>
  api.db.prepare('SELECT series, topic FROM content_meta WHERE content_id = ?').get(id) as {
    series: string;
    topic: string;
  };

describe('个性化推荐', () => {
  it('a reader with no history gets the time order, the same as with the switch off', async () => {
    const fresh = await order({ device: 'recFreshAAAAAAAAAAAAAA' });
    const off = await order({ device: 'recFreshAAAAAAAAAAAAAA' }, '&personalised=0');
    const latest = (
      api.db
        .prepare(
          'SELECT id FROM contents WHERE type IN (1, 2, 13, 7, 12, 14) ORDER BY is_top DESC, created_at DESC',
        )
        .all() as { id: number }[]
    ).map((r) => r.id);
    expect(fresh.ids).toEqual(latest);
    expect(off.ids).toEqual(latest);
    expect(fresh.personalised).toBe(true);
    expect(off.personalised).toBe(false);
  });

  it("reading a series' articles moves its pieces up; turning it off brings back the time order", async () => {
    const reader = { device: 'recSeriesAAAAAAAAAAAAA' };
    const before = await order(reader);
    // A series whose newest article sits well down the feed, with three more articles to read.
    const series = (
      api.db
        .prepare(
          "SELECT m.series FROM content_meta m JOIN contents c ON c.id = m.content_id WHERE c.type = 1 AND m.series <> '' GROUP BY m.series HAVING COUNT(*) >= 4",
        )
        .all() as {
        series: string;
      }[]
    )
      .map((r) => r.series)
      .find((s) => before.ids.indexOf(articlesOf(s)[0]!) > 30)!;
    expect(series).toBeDefined();
    const [target, ...others] = articlesOf(series);
    for (const id of others.slice(0, 3)) expect((await read(id, reader)).status).toBe(200);
    const after = await order(reader);
    expect(after.personalised).toBe(true);
    expect(after.ids.indexOf(target!)).toBeLessThan(before.ids.indexOf(target!));
    expect(new Set(after.ids)).toEqual(new Set(before.ids));
    expect(
      api.db
        .prepare("SELECT weight FROM rec_interests WHERE reader = ? AND kind = 's' AND name = ?")
        .get(`d${reader.device}`, series),
    ).toEqual({
      weight: 3,
    });
    // Other channels stay in time order for this reader.
    const news = await send<Feed>('GET', 'v1/home/index?channel=news&per-page=50', reader);
    const latestNews = (
      api.db
        .prepare(
          'SELECT id FROM contents WHERE type = 1 ORDER BY is_top DESC, created_at DESC LIMIT 50',
        )
        .all() as { id: number }[]
    ).map((r) => r.id);
    expect(news.data.list.map((i) => i.id)).toEqual(latestNews);
    expect(news.data.personalised).toBe(false);

    expect(
      (await send('POST', 'v1/recommend/setting', reader, { personalised: false })).status,
    ).toBe(200);
    const off = await order(reader);
    expect(off.personalised).toBe(false);
    expect(off.ids).toEqual(before.ids);
    // Off forgets the profile and records no more reads.
    expect(
      api.db
        .prepare('SELECT COUNT(*) n FROM rec_interests WHERE reader = ?')
        .get(`d${reader.device}`),
    ).toEqual({ n: 0 });
    await read(articlesOf(series)[0]!, reader);
    expect(
      api.db
        .prepare('SELECT COUNT(*) n FROM rec_interests WHERE reader = ?')
        .get(`d${reader.device}`),
    ).toEqual({ n: 0 });
  });

  it('不感兴趣 removes the piece and moves its series and topic down', async () => {
    const reader = { device: 'recDismissAAAAAAAAAAAA' };
    const before = await order(reader);
    // A piece on the first page with a series that has other pieces further down.
    const piece = before.ids
      .slice(0, 10)
      .find(
        (id) =>
          metaOf(id).series &&
          articlesOf(metaOf(id).series).some(
            (other) => other !== id && before.ids.indexOf(other) > 10,
          ),
      )!;
    expect(piece).toBeDefined();
    const { series } = metaOf(piece);
    const sibling = articlesOf(series).find(
      (other) => other !== piece && before.ids.indexOf(other) > 10,
    )!;
    const type = (
      api.db.prepare('SELECT type FROM contents WHERE id = ?').get(piece) as { type: number }
    ).type;
    expect(
      (await send('POST', 'v1/recommend/not-interested', reader, { id: piece, type })).status,
    ).toBe(200);
    const after = await order(reader);
    expect(after.ids).not.toContain(piece);
    expect(after.ids.length).toBe(before.ids.length - 1);
    expect(after.ids.indexOf(sibling)).toBeGreaterThan(before.ids.indexOf(sibling));
    // A second tap counts once; a piece that is not there is a 404.
    await send('POST', 'v1/recommend/not-interested', reader, { id: piece, type });
    expect(
      api.db
        .prepare("SELECT weight FROM rec_interests WHERE reader = ? AND kind = 's' AND name = ?")
        .get(`d${reader.device}`, series),
    ).toEqual({
      weight: -5,
    });
    expect(
      (await send('POST', 'v1/recommend/not-interested', reader, { id: 99999999, type: 1 })).status,
    ).toBe(404);
    expect(
      (
        await send('POST', 'v1/recommend/not-interested', reader, {
          id: piece,
          type: type === 1 ? 2 : 1,
        })
      ).status,
    ).toBe(404);
  });

  it('the setting persists for the account, on any device, and is not another reader’s', async () => {
    const alice = await api.login('13800000001');
    const bob = await api.login('13800000002');
    expect(
      (await send<{ personalised: boolean }>('GET', 'v1/recommend/setting', { token: alice })).data,
    ).toEqual({ personalised: true });
    expect(
      (
        await send(
          'POST',
          'v1/recommend/setting',
          { token: alice, device: 'recAlicePhoneAAAAAAAAA' },
          { personalised: false },
        )
      ).status,
    ).toBe(200);
    // Another device, signed in as alice: off; bob and an anonymous device: on.
    expect(
      (
        await send<{ personalised: boolean }>('GET', 'v1/recommend/setting', {
          token: alice,
          device: 'recAliceTabletAAAAAAAA',
        })
      ).data,
    ).toEqual({
      personalised: false,
    });
    expect((await order({ token: alice, device: 'recAliceTabletAAAAAAAA' })).personalised).toBe(
      false,
    );
    expect(
      (await send<{ personalised: boolean }>('GET', 'v1/recommend/setting', { token: bob })).data,
    ).toEqual({ personalised: true });
    expect(
      (
        await send<{ personalised: boolean }>('GET', 'v1/recommend/setting', {
          device: 'recAlicePhoneAAAAAAAAA',
        })
      ).data,
    ).toEqual({ personalised: true });
    // Off, 不感兴趣 has nothing to record into.
    expect(
      (
        await send(
          'POST',
          'v1/recommend/not-interested',
          { token: alice },
          { id: anArticle(), type: 1 },
        )
      ).status,
    ).toBe(409);
    expect(
      (await send('POST', 'v1/recommend/setting', { token: alice }, { personalised: 'no' })).status,
    ).toBe(400);
    expect(
      (await send('POST', 'v1/recommend/setting', { token: alice }, { personalised: true })).status,
    ).toBe(200);
    expect((await order({ token: alice })).personalised).toBe(true);
  });

  it(`records at most ${RATE_LIMITS.recommendSignal.limit} reads an hour per reader; the pages still read`, async () => {
    const reader = { device: 'recPumpAAAAAAAAAAAAAAA' };
    const ids = (
      api.db
        .prepare(
          "SELECT c.id FROM contents c JOIN content_meta m ON m.content_id = c.id WHERE c.type = 1 AND m.series <> '' ORDER BY c.id LIMIT ?",
        )
        .all(RATE_LIMITS.recommendSignal.limit + 5) as {
        id: number;
      }[]
    ).map((r) => r.id);
    for (const id of ids) expect((await read(id, reader)).status).toBe(200);
    const recorded = api.db
      .prepare("SELECT SUM(weight) n FROM rec_interests WHERE reader = ? AND kind = 's'")
      .get(`d${reader.device}`) as { n: number };
    expect(recorded.n).toBe(RATE_LIMITS.recommendSignal.limit);
  });

  it('an address alone (no account, no device) and a crawler get no profile', async () => {
    const id = anArticle();
    await read(id, { ip: '198.51.100.77' });
    expect(
      api.db.prepare("SELECT COUNT(*) n FROM rec_interests WHERE reader LIKE 'a%'").get(),
    ).toEqual({ n: 0 });
    const res = await fetch(`${api.base}/v1/article/${id}`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0)',
        'x-device-id': 'recCrawlerAAAAAAAAAAAA',
      },
    });
    expect(res.status).toBe(200);
    expect(
      api.db
        .prepare('SELECT COUNT(*) n FROM rec_interests WHERE reader = ?')
        .get('drecCrawlerAAAAAAAAAAAA'),
    ).toEqual({ n: 0 });
  });
});
