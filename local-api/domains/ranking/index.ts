import type {
  RawOverview,
  RawPublished,
  RawRankBanner,
  RawRanking,
} from '../../../contract/api/ranking';
import {
  isRankingKind,
  RANKINGS,
  RANKING_KINDS,
  type RankingKind,
} from '../../../contract/ranking';
import { nowSeconds } from '../../db';
import type { Domain } from '../../domain';
import type { ApiEnv } from '../../env';
import { badRequest, notFound } from '../../http-error';
import { absMedia } from '../../media-path';
import { int, str } from '../../params';
import { RATE_LIMITS } from '../../rate-limit';
import type { Ctx } from '../../router';
import { seriesRef } from '../car-refs';
import { communityRanking, hotRanking, remarkRanking, salesRanking, voteRanking } from './market';
import { batteryRanking, ENERGY_SCHEMA, seedEnergyRanking, stationRanking } from './energy';
import { seasonRates } from './season';
import { dayKey, seedRanking } from './seed';
import { PROTOCOL_SCHEMA, seedProtocols } from './protocol';
import {
  chargeRanking,
  computeRanking,
  enduranceRanking,
  gampRun,
  gampTest,
  scoredTestRanking,
} from './tests';

/**
 * 排行榜: twelve lists computed from stored rows at request time, and test details (gamp).
 *
 * TABLES
 *   rank_tests         id, kind ('endurace'|'charge'|'smart'|'assist'), series_id, model_id, the
 *                      conditions (season, location, temp_c, ac, load_desc, speed, soc_start,
 *                      soc_end, wheel, tested_at), range figures (basis 'cltc'|'display',
 *                      cltc_km, display_km, measured_km), charge figures (charge_min, peak_kw,
 *                      avg_kw, full_min), score (smart/assist: mean of the results), summary, images
 *   rank_test_results  test_id, sort, grp, name, passes, runs, score, note: one scenario or item
 *   rank_city_share    city_code, series_id, share (% of the national registrations)
 *   rank_heat          series_id, day ('YYYY-MM-DD'), views, searches, follows
 *   rank_clicks        rank_type, object_type, object_id, user_id, day, created_at (do-user-click-rank)
 *   rank_click_viewers day, viewer ('u<id>' | 'a<address>'), object_type, object_id: who clicked what today
 *   rank_banners       rank_type, rank_id (tab), title, subtitle, image
 *   rank_test_protocols test_id, published_at (before tested_at), route, speeds, tyres,
 *                      preconditioning, door_openings, car_source ('self'|'maker'|'rental'), payer,
 *                      sponsor (null unless sponsored), run_step_km (the run's generator parameter)
 *   rank_test_replies  test_id, maker, body, replied_at: the maker's reply to a test
 */

const LISTS: Record<RankingKind, (ctx: Ctx, env: ApiEnv) => RawRanking> = {
  sales: salesRanking,
  hot: hotRanking,
  community: communityRanking,
  endurace: enduranceRanking,
  smart: (ctx, env) => scoredTestRanking(ctx, env, 'smart'),
  assist: (ctx, env) => scoredTestRanking(ctx, env, 'assist'),
  compute: computeRanking,
  vote: voteRanking,
  charge: chargeRanking,
  remark: remarkRanking,
  battery: batteryRanking,
  station: stationRanking,
};

const OBJECT_TYPES = ['series', 'brand', 'vote', 'group'] as const;

export const ranking: Domain = {
  name: 'ranking',
  schema: `
    CREATE TABLE IF NOT EXISTS rank_tests (
      id INTEGER PRIMARY KEY, kind TEXT NOT NULL, series_id INTEGER NOT NULL, model_id INTEGER NOT NULL,
      season TEXT NOT NULL, location TEXT NOT NULL, temp_c INTEGER NOT NULL, ac TEXT NOT NULL, load_desc TEXT NOT NULL,
      speed TEXT NOT NULL, soc_start INTEGER NOT NULL, soc_end INTEGER NOT NULL, wheel TEXT NOT NULL, tested_at INTEGER NOT NULL,
      basis TEXT NOT NULL, cltc_km INTEGER NOT NULL, display_km INTEGER NOT NULL, measured_km INTEGER NOT NULL,
      charge_min REAL NOT NULL, peak_kw INTEGER NOT NULL, avg_kw INTEGER NOT NULL, full_min REAL NOT NULL,
      score REAL NOT NULL, summary TEXT NOT NULL, images INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS rank_tests_kind ON rank_tests (kind, season, basis);
    CREATE TABLE IF NOT EXISTS rank_test_results (
      test_id INTEGER NOT NULL REFERENCES rank_tests(id), sort INTEGER NOT NULL, grp TEXT NOT NULL, name TEXT NOT NULL,
      passes INTEGER NOT NULL, runs INTEGER NOT NULL, score REAL NOT NULL, note TEXT NOT NULL, PRIMARY KEY (test_id, sort)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS rank_city_share (
      city_code TEXT NOT NULL, series_id INTEGER NOT NULL, share REAL NOT NULL, PRIMARY KEY (city_code, series_id)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS rank_heat (
      series_id INTEGER NOT NULL, day TEXT NOT NULL, views INTEGER NOT NULL, searches INTEGER NOT NULL, follows INTEGER NOT NULL,
      PRIMARY KEY (series_id, day)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS rank_heat_day ON rank_heat (day);
    CREATE TABLE IF NOT EXISTS rank_clicks (
      id INTEGER PRIMARY KEY, rank_type TEXT NOT NULL, object_type TEXT NOT NULL, object_id INTEGER NOT NULL,
      user_id INTEGER, day TEXT NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS rank_clicks_day ON rank_clicks (object_type, day);
    CREATE TABLE IF NOT EXISTS rank_click_viewers (
      day TEXT NOT NULL, viewer TEXT NOT NULL, object_type TEXT NOT NULL, object_id INTEGER NOT NULL,
      PRIMARY KEY (day, viewer, object_type, object_id)
    );
    CREATE TABLE IF NOT EXISTS rank_banners (
      rank_type TEXT NOT NULL, rank_id INTEGER NOT NULL, title TEXT NOT NULL, subtitle TEXT NOT NULL, image TEXT NOT NULL,
      PRIMARY KEY (rank_type, rank_id)
    ) WITHOUT ROWID;
    ${ENERGY_SCHEMA}
    ${PROTOCOL_SCHEMA}
  `,
  seed({ db, rng, now }) {
    seedRanking(db, rng, now);
    seedEnergyRanking(db);
    seedProtocols(db, now);
  },
  routes(r, env) {
    for (const kind of RANKING_KINDS)
      r.get(RANKINGS[kind].endpoint, (ctx) => LISTS[kind](ctx, env));

    // The hub: every list's top 3 under its default tab and filters.
    r.get('v1/ranking/overview', (ctx): RawOverview =>
      RANKING_KINDS.map((kind) => {
        const sub: Ctx = {
          ...ctx,
          params: {},
          body: {},
          query: new URLSearchParams({ 'per-page': '3' }),
        };
        const list = LISTS[kind](sub, env);
        return {
          type: kind,
          name: RANKINGS[kind].name,
          note: list.published.note,
          published: list.published,
          top: list.items.list,
        };
      }),
    );

    r.get('v1/ranking/banner', (ctx): RawRankBanner => {
      const type = str(ctx, 'rankType');
      if (!isRankingKind(type)) throw notFound('榜单');
      const rankId = int(ctx, 'rankId', 1);
      const row = ctx.db
        .prepare(
          'SELECT title, subtitle, image FROM rank_banners WHERE rank_type = ? AND rank_id = ?',
        )
        .get(type, rankId) as RawRankBanner | undefined;
      if (!row) throw badRequest('榜单分类无效');
      return { ...row, image: absMedia(env, row.image) };
    });

    // When the figures a list shows were published: the list under the same tab (rankId) and
    // filters, so a month filter gives that month's date; a refused filter is the list's 400.
    r.get('v1/ranking/published-day-info', (ctx): RawPublished => {
      const type = str(ctx, 'rankType');
      if (!isRankingKind(type)) throw notFound('榜单');
      const query = new URLSearchParams({ tab: String(int(ctx, 'rankId', 1)), 'per-page': '1' });
      for (const key of RANKINGS[type].filters) {
        const v = ctx.query.get(key);
        if (v !== null) query.set(key, v);
      }
      return LISTS[type]({ ...ctx, query, body: {}, params: {} }, env).published;
    });

    r.get('v1/ranking/gamp/:id', (ctx) => gampTest(ctx, env));
    r.get('v1/ranking/gamp/:id/run', (ctx) => gampRun(ctx, env));
    // The class's winter and summer 达成率 behind a series page's range estimate.
    r.get('v3/ranking/season-rates', seasonRates);

    r.post('v1/ranking/do-user-click-rank', (ctx) => {
      const type = str(ctx, 'rank_type');
      if (!isRankingKind(type)) throw badRequest('榜单类型无效');
      const objectType = str(ctx, 'object_type', 'series');
      if (!(OBJECT_TYPES as readonly string[]).includes(objectType))
        throw badRequest('点击对象类型无效');
      const objectId = int(ctx, 'object_id', 0);
      if (objectId <= 0) throw badRequest('点击对象无效');
      if (objectType === 'series' && !seriesRef(ctx.db, objectId)) throw notFound('车系');
      // One click per viewer (a user, else an address) per object per day, and a rate limit: a
      // click is worth heat, so a script must not stuff a list.
      const viewer = ctx.user ? `u${ctx.user.id}` : `a${ctx.address}`;
      ctx.limit(RATE_LIMITS.rankClick, viewer);
      const now = nowSeconds();
      const day = dayKey(Math.floor(now / 86400));
      const counted = ctx.db.transaction(() => {
        const first =
          ctx.db
            .prepare(
              'INSERT OR IGNORE INTO rank_click_viewers (day, viewer, object_type, object_id) VALUES (?, ?, ?, ?)',
            )
            .run(day, viewer, objectType, objectId).changes > 0;
        if (first) {
          ctx.db
            .prepare(
              'INSERT INTO rank_clicks (rank_type, object_type, object_id, user_id, day, created_at) VALUES (?, ?, ?, ?, ?, ?)',
            )
            .run(type, objectType, objectId, ctx.user?.id ?? null, day, now);
        }
        return first;
      })();
      return { ok: true, counted };
    });
  },
};
