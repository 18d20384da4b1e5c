import { describe, expect, it } from 'vitest';
import { scopedTestApi, type ListBody } from '../helpers/local-api';
import { PAINTS } from '@/local-api/media-car';
import { seriesFact, seriesPicture, shapeOf } from '@/local-api/seed/series';
import type { RawRankEntry } from '@/contract/api/community-more';

// Issue 26 §3 "Numbers agree": one score per series, a hot board in the order of the 热度 it
// shows, a launch that counts the trims it lists, a 冬季续航 theme that lists winter range, and a
// 年款 never older than its launch.

const api = scopedTestApi();
const round1 = (n: number) => Math.round(n * 10) / 10;

describe('numbers agree', () => {
  it('a series shows one score: the hero is the owners’ average of 车主口碑', async () => {
    const rows = api.db
      .prepare(
        'SELECT s.id, s.score, AVG(r.score) avg FROM car_series s JOIN remarks r ON r.series_id = s.id GROUP BY s.id',
      )
      .all() as { id: number; score: number; avg: number }[];
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(`${r.id}: ${r.score}`).toBe(`${r.id}: ${round1(r.avg)}`);
    const summary = await api.call<{ average: number }>('GET', 'v1/remark/summary', {
      query: { series_id: rows[0]!.id },
    });
    if (summary.status === 200) expect(summary.body.data.average).toBe(rows[0]!.score);
  });

  it('the community hot board is sorted by the 热度 it shows', async () => {
    const board = (await api.call<RawRankEntry[]>('GET', 'v1/community/hot-rank')).body.data;
    expect(board.length).toBeGreaterThan(5);
    const scores = board.map((e) => e.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBeGreaterThan(1);
  });

  it('a launch counts the trims its page lists (never 共推出0款车型)', async () => {
    const launches = api.db.prepare('SELECT id, body FROM car_launches').all() as {
      id: number;
      body: string;
    }[];
    expect(launches.length).toBeGreaterThan(20);
    for (const l of launches.filter((_, i) => i % 3 === 0)) {
      const n = Number(/共推出(\d+)款车型/.exec(l.body)?.[1]);
      const page = await api.call<{ models: unknown[] }>('GET', `v1/car/new-car/${l.id}`);
      expect(page.status).toBe(200);
      expect(`${l.id}: ${n}`).toBe(`${l.id}: ${page.body.data.models.length}`);
      expect(n).toBeGreaterThan(0);
    }
  });

  it('the 冬季续航 theme lists winter range below CLTC, best first', () => {
    const rows = api.db
      .prepare(
        "SELECT ts.reason FROM car_theme_series ts JOIN car_themes t ON t.id = ts.theme_id WHERE t.tag = '冬季续航' ORDER BY ts.sort",
      )
      .all() as { reason: string }[];
    expect(rows.length).toBeGreaterThan(3);
    const winter = rows.map((r) => {
      const m = /冬季续航约(\d+)km（CLTC (\d+)km/.exec(r.reason);
      expect(m, r.reason).not.toBeNull();
      expect(Number(m![1])).toBeLessThan(Number(m![2]) * 0.75);
      return Number(m![1]);
    });
    expect(winter).toEqual([...winter].sort((a, b) => b - a));
  });

  it('columns have articles, and followers that fit how many (no 2 articles with 2.5万 followers)', () => {
    const cols = api.db
      .prepare(
        'SELECT a.name, a.followers, (SELECT COUNT(*) FROM column_contents cc WHERE cc.column_id = a.id) n FROM ace_columns a',
      )
      .all() as { name: string; followers: number; n: number }[];
    expect(cols.length).toBeGreaterThan(5);
    expect(cols.filter((c) => c.n > 0).length).toBeGreaterThanOrEqual(cols.length - 2);
    for (const c of cols) expect(c.followers / Math.max(1, c.n), c.name).toBeLessThanOrEqual(2000);
  });

  it('a 年款 is its launch year or the next, never older (no 2025款 launched 2026.08)', () => {
    const models = api.db.prepare('SELECT name, year, launch_at FROM car_models').all() as {
      name: string;
      year: number;
      launch_at: number;
    }[];
    expect(models.length).toBeGreaterThan(200);
    for (const m of models) {
      const launched = new Date((m.launch_at + 8 * 3600) * 1000).getUTCFullYear();
      expect(`${m.name}: ${m.year >= launched && m.year <= launched + 1}`).toBe(`${m.name}: true`);
      expect(m.name.startsWith(`${m.year}款`)).toBe(true);
    }
    const repeated = api.db
      .prepare(
        'SELECT series_id, name FROM car_models GROUP BY series_id, name HAVING COUNT(*) > 1',
      )
      .all();
    expect(repeated).toEqual([]);
  });
});

describe('pictures show what the words say', () => {
  it('a series written short or with its brand is drawn in its own body (宋PLUS, 特斯拉Model Y are SUVs)', () => {
    for (const [name, shape] of [
      ['宋PLUS', 'suv'],
      ['特斯拉Model Y', 'suv'],
      ['问界M9', 'suv'],
      ['L6', 'suv'],
      ['理想L6', 'suv'],
      ['海豹', 'sedan'],
      ['MEGA', 'mpv'],
    ] as const)
      expect(`${name}: ${seriesPicture(name, 'x')}`).toContain(`b=${shape}&`);
  });

  it('a club member’s car is drawn in the member’s series and paint', async () => {
    const club = api.db
      .prepare(
        'SELECT club_id id FROM community_club_cars GROUP BY club_id HAVING COUNT(DISTINCT color) > 2 LIMIT 1',
      )
      .get() as { id: number };
    const cars = (
      await api.call<ListBody<{ color: string; cover: string; series: { name: string } }>>(
        'GET',
        `v1/club/${club.id}/cars`,
      )
    ).body.data.list;
    expect(new Set(cars.map((c) => c.color)).size).toBeGreaterThan(1);
    for (const c of cars) {
      expect(c.cover).toContain(`c=${PAINTS.findIndex(([n]) => n === c.color)}`);
      expect(c.cover).toContain(`b=${shapeOf(seriesFact(c.series.name)!)}`);
    }
  });
});

describe('no repeated template lines', () => {
  it('no two readers post the identical comment or reply under one item', () => {
    const repeated = api.db
      .prepare(
        'SELECT content_type, content_id, content, COUNT(*) n FROM comments GROUP BY content_type, content_id, content HAVING n > 1 LIMIT 5',
      )
      .all();
    expect(repeated).toEqual([]);
    expect(
      (
        api.db.prepare('SELECT COUNT(*) n FROM comments WHERE parent_id IS NOT NULL').get() as {
          n: number;
        }
      ).n,
    ).toBeGreaterThan(100);
  });
});
