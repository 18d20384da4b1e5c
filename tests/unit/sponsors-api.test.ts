// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawPartners } from '@/contract/api/info';
import type { RawFeedItem } from '@/contract/api/types';
import { scopedTestApi, type ListBody } from '../helpers/local-api';

// Issue 30 §4: content made with a commercial partner carries 广告 or 合作 wherever it is listed and
// on its page; the disclosure page lists partners by test, event and column.

const api = scopedTestApi();

const sponsored = (kind: 'ad' | 'coop', type: number) =>
  api.db
    .prepare(
      `SELECT c.id, c.title, sp.partner FROM sponsorships sp JOIN contents c ON c.id = sp.object_id
       WHERE sp.object_kind = 'content' AND sp.kind = ? AND c.type = ? ORDER BY c.id LIMIT 1`,
    )
    .get(kind, type) as { id: number; title: string; partner: string };

describe('sponsored content is marked (issue 30 §4)', () => {
  it('a paid 测评 (广告) carries its mark and partner on its page; an unsponsored one carries none', async () => {
    const ad = sponsored('ad', 1);
    const res = await api.call<RawFeedItem>('GET', `v1/article/${ad.id}`);
    expect(res.body.data.sponsor).toEqual({ kind: 'ad', partner: ad.partner });
    const plain = api.db
      .prepare(
        "SELECT id FROM contents WHERE type = 1 AND id NOT IN (SELECT object_id FROM sponsorships WHERE object_kind = 'content') LIMIT 1",
      )
      .get() as { id: number };
    expect(
      (await api.call<RawFeedItem>('GET', `v1/article/${plain.id}`)).body.data.sponsor,
    ).toBeNull();
  });

  it('a co-made video (合作) carries its mark on its page', async () => {
    const coop = sponsored('coop', 2);
    const res = await api.call<RawFeedItem>('GET', `v1/videos/${coop.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.sponsor).toEqual({ kind: 'coop', partner: coop.partner });
  });

  it('a sponsored event carries 合作 in the activity list and on its page', async () => {
    const ev = api.db
      .prepare("SELECT object_id id, partner FROM sponsorships WHERE object_kind = 'event' LIMIT 1")
      .get() as { id: number; partner: string };
    const res = await api.call<{ sponsor: unknown }>('GET', 'v1/activity/detail', {
      query: { id: ev.id },
    });
    expect(res.body.data.sponsor).toEqual({ kind: 'coop', partner: ev.partner });
    const list = await api.call<ListBody<{ id: number; sponsor: unknown }>>(
      'GET',
      'v1/activity/list',
      { query: { 'per-page': 50 } },
    );
    for (const a of list.body.data.list)
      expect(a.sponsor, `activity ${a.id}`).toEqual(
        a.id === ev.id ? { kind: 'coop', partner: ev.partner } : null,
      );
  });

  it('search results list a sponsored piece with its mark', async () => {
    const ad = sponsored('ad', 1);
    const res = await api.call<ListBody<RawFeedItem>>('GET', 'v1/search/article', {
      query: { keyword: ad.title },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.list.find((i) => i.id === ad.id)?.sponsor).toEqual({
      kind: 'ad',
      partner: ad.partner,
    });
  });
});

describe('GET v1/info/partners (issue 30 §4)', () => {
  it('lists partners by test, event, column and content, each with its title and note', async () => {
    const res = await api.call<RawPartners>('GET', 'v1/info/partners');
    expect(res.status).toBe(200);
    const { tests, events, columns, contents } = res.body.data;
    for (const list of [tests, events, columns]) {
      expect(list.length).toBeGreaterThan(0);
      for (const p of list)
        expect(p).toMatchObject({
          kind: 'coop',
          title: expect.any(String),
          partner: expect.any(String),
        });
    }
    expect(contents.filter((c) => c.kind === 'ad').length).toBeGreaterThanOrEqual(1);
    expect(contents.every((c) => c.title.length > 0 && c.note.length > 0)).toBe(true);
  });

  it('lists every sponsored test, with the sponsor its own page names, and no other test', async () => {
    const { tests } = (await api.call<RawPartners>('GET', 'v1/info/partners')).body.data;
    const named = api.db
      .prepare('SELECT test_id FROM rank_test_protocols WHERE sponsor IS NOT NULL ORDER BY test_id')
      .all() as { test_id: number }[];
    expect(tests.map((t) => t.object_id).sort((a, b) => a - b)).toEqual(
      named.map((r) => r.test_id),
    );
    for (const t of tests.slice(0, 3)) {
      const page = await api.call<{ protocol: { sponsor: string | null } }>(
        'GET',
        `v1/ranking/gamp/${t.object_id}`,
      );
      expect(page.body.data.protocol.sponsor).toBe(t.partner);
    }
  });
});
