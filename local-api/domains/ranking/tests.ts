import type { Database } from 'better-sqlite3';
import type {
  RawGampTest,
  RawTestRun,
  RawRanking,
  RawRankItem,
  RawTestConditions,
} from '../../../contract/api/ranking';
import {
  achievementRate,
  assertOneBasis,
  basisName,
  priceBandOf,
  PRICE_BANDS,
  type RangeBasis,
} from '../../../contract/ranking';
import type { ApiEnv } from '../../env';
import { notFound } from '../../http-error';
import { frozenRows, keptRead } from '../../kept-reads';
import { absMedia } from '../../media-path';
import { id } from '../../params';
import type { Ctx } from '../../router';
import { modelRef, paramOfOnSaleModels, type SeriesFactRef } from '../car-refs';
import {
  PLAIN_ROW,
  dateText,
  parseQuery,
  response,
  round1,
  seriesMap,
  seriesMatches,
  seriesRow,
  type ParsedQuery,
} from './common';
import { protocolOf, replyOf, runOf } from './protocol';
import { testImages } from './seed-tests';

// Lists computed from stored test rows (range, charging, cockpit, assisted driving) and from the
// library's parameter tables (compute), plus one test's whole record (gamp).

export interface TestRow {
  id: number;
  kind: string;
  series_id: number;
  model_id: number;
  season: string;
  location: string;
  temp_c: number;
  ac: string;
  load_desc: string;
  speed: string;
  soc_start: number;
  soc_end: number;
  wheel: string;
  tested_at: number;
  basis: string;
  cltc_km: number;
  display_km: number;
  measured_km: number;
  charge_min: number;
  peak_kw: number;
  avg_kw: number;
  full_min: number;
  score: number;
  summary: string;
  images: number;
}

const KIND_TITLE: Record<string, string> = {
  endurace: '续航实测',
  charge: '快充实测',
  smart: '智能座舱实测',
  assist: '辅助驾驶实测',
};

const basisKm = (t: TestRow) => (t.basis === 'display' ? t.display_km : t.cltc_km);

function conditions(t: TestRow, s: { name: string }): RawTestConditions {
  const window = `${t.soc_start}%→${t.soc_end}%`;
  return {
    id: t.id,
    kind: t.kind,
    title: `${s.name} ${t.kind === 'endurace' ? t.season : ''}${KIND_TITLE[t.kind] ?? '实测'}`,
    season: t.season,
    location: t.location,
    temp_c: t.temp_c,
    ac: t.ac,
    load: t.load_desc,
    speed: t.speed,
    soc_start: t.soc_start,
    soc_end: t.soc_end,
    wheel: t.wheel,
    tested_at: t.tested_at,
    basis: t.kind === 'endurace' ? t.basis : t.kind === 'charge' ? window : '',
    basis_name:
      t.kind === 'endurace'
        ? basisName(t.basis as RangeBasis)
        : t.kind === 'charge'
          ? `充电区间 ${window}`
          : '',
    basis_km: t.kind === 'endurace' ? basisKm(t) : 0,
  };
}

/** A kind's tests (kept between requests: rank_tests is written by the seed alone). */
function testsOf(
  db: Database,
  kind: string,
  where = '',
  ...args: unknown[]
): readonly Readonly<TestRow>[] {
  return keptRead(db, ['rank_tests'], `rank_tests:${JSON.stringify([kind, where, ...args])}`, () =>
    frozenRows(
      db
        .prepare(`SELECT * FROM rank_tests WHERE kind = ? ${where}`)
        .all(kind, ...args) as TestRow[],
    ),
  );
}

/** Group label and order for lists grouped by price band or level. */
function grouping(by: string, s: SeriesFactRef): [string, number] {
  if (by === 'price') {
    const label = priceBandOf(s.min_price);
    return [label, PRICE_BANDS.findIndex(([, l]) => l === label)];
  }
  if (by === 'level') return [s.level, s.body === '轿车' ? 0 : s.body === 'SUV' ? 100 : 200];
  return ['', 0];
}

interface Scored {
  t: TestRow;
  s: SeriesFactRef;
  key: number;
}

/** Ranks by key (desc unless asc), restarting the rank in each group when grouped. */
function rankRows(
  list: Scored[],
  asc: boolean,
  groupBy: string,
  build: (r: Scored, rank: number) => RawRankItem,
): RawRankItem[] {
  const withGroup = list.map((r) => ({ r, g: grouping(groupBy, r.s) }));
  withGroup.sort(
    (a, b) =>
      a.g[1] - b.g[1] ||
      a.g[0].localeCompare(b.g[0], 'zh-CN') ||
      (asc ? a.r.key - b.r.key : b.r.key - a.r.key) ||
      a.r.s.id - b.r.s.id,
  );
  let rank = 0;
  let current = '';
  return withGroup.map(({ r, g }) => {
    if (g[0] !== current) {
      current = g[0];
      rank = 0;
    }
    rank += 1;
    return { ...build(r, rank), group: g[0] };
  });
}

function latestDate(tests: readonly TestRow[]): string {
  return tests.length
    ? dateText(Math.max(...tests.map((t) => t.tested_at)))
    : dateText(Math.floor(Date.now() / 1000));
}

function joined(
  db: Database,
  q: ParsedQuery,
  tests: readonly TestRow[],
): { t: TestRow; s: SeriesFactRef }[] {
  const facts = seriesMap(db);
  return tests
    .map((t) => ({ t, s: facts.get(t.series_id)! }))
    .filter((r) => r.s && seriesMatches(r.s, q.filters));
}

export function enduranceRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'endurace');
  const season = q.tab === 2 ? '夏测' : '冬测';
  const basis = q.filters.basis as RangeBasis;
  const tests = testsOf(ctx.db, 'endurace', 'AND season = ? AND basis = ?', season, basis);
  assertOneBasis(tests);
  const byKm = q.filters.sort === 'km';
  const list = joined(ctx.db, q, tests).map((r) => ({
    ...r,
    rate: achievementRate(r.t.measured_km, basisKm(r.t)) ?? 0,
  }));
  const rates = new Map(list.map((r) => [r.t.id, r.rate]));
  const items = rankRows(
    list.map((r) => ({ t: r.t, s: r.s, key: byKm ? r.t.measured_km : r.rate })),
    false,
    q.filters.group,
    ({ t, s }, rank) =>
      seriesRow(env, s, rank, {
        value: byKm ? t.measured_km : rates.get(t.id)!,
        value_text: byKm ? `${t.measured_km}km` : `${rates.get(t.id)!.toFixed(1)}%`,
        metrics: [
          { label: '实测', value: `${t.measured_km}km` },
          { label: basisName(basis), value: `${basisKm(t)}km` },
          { label: '达成率', value: `${rates.get(t.id)!.toFixed(1)}%` },
        ],
        test: conditions(t, s),
      }),
  );
  const chart = {
    title: `实测续航 vs ${basisName(basis)}（前10）`,
    unit: 'km',
    value_name: '实测',
    ref_name: basisName(basis),
    points: items.slice(0, 10).map((it) => ({
      label: it.title,
      value: Number(it.metrics[0]!.value.replace('km', '')),
      ref: it.test!.basis_km,
    })),
  };
  const published = {
    date: latestDate(tests),
    note: `${season}纯电车型，满电开至趴窝。达成率 = 实测里程 ÷ ${basisName(basis)}；以${basis === 'cltc' ? '表显续航' : 'CLTC标称续航'}为口径的结果在另一口径中单独排名，不混排`,
    source: '数据来源：新出行实测，测试条件见每条结果',
  };
  return response('endurace', q, published, items, chart);
}

export function chargeRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'charge');
  const from = q.filters.window === '30-80' ? 30 : 10;
  const tests = testsOf(ctx.db, 'charge', 'AND soc_start = ? AND soc_end = 80', from);
  const byPeak = q.tab === 2;
  const items = rankRows(
    joined(ctx.db, q, tests).map((r) => ({ ...r, key: byPeak ? r.t.peak_kw : r.t.charge_min })),
    !byPeak,
    '',
    ({ t, s }, rank) =>
      seriesRow(env, s, rank, {
        value: byPeak ? t.peak_kw : t.charge_min,
        value_text: byPeak ? `${t.peak_kw}kW` : `${t.charge_min}分钟`,
        metrics: [
          { label: `${from}-80%`, value: `${t.charge_min}分钟` },
          { label: '峰值', value: `${t.peak_kw}kW` },
          { label: '平均', value: `${t.avg_kw}kW` },
          { label: `${from}%-100%`, value: `${t.full_min}分钟` },
        ],
        test: conditions(t, s),
      }),
  );
  const chart = {
    title: byPeak ? '峰值充电功率（前10）' : `${from}%-80%充电用时（前10）`,
    unit: byPeak ? 'kW' : '分钟',
    value_name: byPeak ? '峰值' : '用时',
    ref_name: '',
    points: items.slice(0, 10).map((it) => ({ label: it.title, value: it.value, ref: null })),
  };
  const published = {
    date: latestDate(tests),
    note: `${from}%→80%快充实测（纯电车型从10%、插混/增程车型从30%起充，两种区间分开排名）；${byPeak ? '按峰值功率' : '按用时，短者在前'}`,
    source: '数据来源：新出行实测，环境温度与充电桩见测试条件',
  };
  return response('charge', q, published, items, chart);
}

function groupAverages(
  db: Database,
  testIds: number[],
): Map<number, Map<string, { avg: number; passes: number; runs: number }>> {
  const out = new Map<number, Map<string, { avg: number; passes: number; runs: number }>>();
  if (testIds.length === 0) return out;
  const rows = db
    .prepare(
      `SELECT test_id, grp, AVG(score) avg, SUM(passes) passes, SUM(runs) runs FROM rank_test_results WHERE test_id IN (${testIds.map(() => '?').join(',')}) GROUP BY test_id, grp`,
    )
    .all(...testIds) as {
    test_id: number;
    grp: string;
    avg: number;
    passes: number;
    runs: number;
  }[];
  for (const r of rows) {
    const m = out.get(r.test_id) ?? new Map();
    m.set(r.grp, { avg: r.avg, passes: r.passes, runs: r.runs });
    out.set(r.test_id, m);
  }
  return out;
}

export function scoredTestRanking(ctx: Ctx, env: ApiEnv, kind: 'smart' | 'assist'): RawRanking {
  const q = parseQuery(ctx, kind);
  const tests = testsOf(ctx.db, kind);
  const groups =
    kind === 'smart' ? ['流畅度', '语音交互', '导航与生态'] : ['高速领航', '城市领航', '自动泊车'];
  const focus =
    kind === 'smart' ? [null, '语音交互', '流畅度'][q.tab - 1] : [null, ...groups][q.tab - 1];
  const avgs = groupAverages(
    ctx.db,
    tests.map((t) => t.id),
  );
  const scoreOf = (t: TestRow) => round1(focus ? (avgs.get(t.id)?.get(focus)?.avg ?? 0) : t.score);
  const items = rankRows(
    joined(ctx.db, q, tests).map((r) => ({ ...r, key: scoreOf(r.t) })),
    false,
    '',
    ({ t, s }, rank) =>
      seriesRow(env, s, rank, {
        value: scoreOf(t),
        value_text: `${scoreOf(t).toFixed(1)}分`,
        metrics: groups.map((g) => {
          const a = avgs.get(t.id)?.get(g);
          if (kind === 'assist')
            return { label: g, value: a && a.runs > 0 ? `${a.passes}/${a.runs}次通过` : '不支持' };
          return { label: g, value: a ? a.avg.toFixed(1) : '-' };
        }),
        test: conditions(t, s),
      }),
  );
  const published = {
    date: latestDate(tests),
    note:
      kind === 'smart'
        ? `${focus ?? '综合'}得分（满分100）：流畅度、语音交互、导航与生态共12项实测${focus ? '中该组均分' : '的均分'}`
        : `${focus ?? '综合'}得分（满分100）= 场景通过次数 ÷ 测试次数；不支持的场景记0分`,
    source: '数据来源：新出行实测，测试条件见每条结果',
  };
  return response(
    kind,
    q,
    published,
    items.filter((it) => it.value > 0),
    null,
  );
}

export function computeRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'compute');
  const facts = seriesMap(ctx.db);
  const tops = paramOfOnSaleModels(ctx.db, '芯片总算力(TOPS)');
  const chips = new Map(
    paramOfOnSaleModels(ctx.db, '辅助驾驶芯片').map((r) => [r.model_id, r.value]),
  );
  const best = new Map<number, { tops: number; chip: string; models: number }>();
  for (const r of tops) {
    const t = Number.parseFloat(r.value);
    const s = facts.get(r.series_id);
    if (!Number.isFinite(t) || !s || !seriesMatches(s, q.filters)) continue;
    const cur = best.get(r.series_id) ?? { tops: 0, chip: '', models: 0 };
    if (t > cur.tops) Object.assign(cur, { tops: t, chip: chips.get(r.model_id) ?? '' });
    cur.models += 1;
    best.set(r.series_id, cur);
  }
  const rows = [...best.entries()]
    .map(([sid, b]) => ({ s: facts.get(sid)!, ...b }))
    .sort((a, b) => b.tops - a.tops || a.s.min_price - b.s.min_price || a.s.id - b.s.id);
  let items: RawRankItem[];
  if (q.tab === 2) {
    const byChip = new Map<string, { chip: string; tops: number; series: SeriesFactRef[] }>();
    for (const r of rows) {
      const c = byChip.get(r.chip) ?? { chip: r.chip, tops: r.tops, series: [] };
      c.series.push(r.s);
      byChip.set(r.chip, c);
    }
    items = [...byChip.values()]
      .sort((a, b) => b.tops - a.tops || b.series.length - a.series.length)
      .map((c, i) => ({
        rank: i + 1,
        title: c.chip,
        subtitle: `${c.series.length}个车系搭载：${c.series
          .slice(0, 3)
          .map((s) => s.name)
          .join('、')}${c.series.length > 3 ? '等' : ''}`,
        href: `/series/${c.series[0]!.id}`,
        cover: absMedia(env, c.series[0]!.cover),
        series_id: c.series[0]!.id,
        value: c.tops,
        value_text: `${c.tops} TOPS`,
        ...PLAIN_ROW,
      }));
  } else {
    items = rows.map((r, i) =>
      seriesRow(env, r.s, i + 1, {
        value: r.tops,
        value_text: `${r.tops} TOPS`,
        metrics: [
          { label: '辅助驾驶芯片', value: r.chip },
          { label: '在售车型', value: `${r.models}款` },
        ],
      }),
    );
  }
  const chart = {
    title: '辅助驾驶芯片算力（前10）',
    unit: 'TOPS',
    value_name: '算力',
    ref_name: '',
    points: items.slice(0, 10).map((it) => ({ label: it.title, value: it.value, ref: null })),
  };
  const published = {
    date: dateText(Math.floor(Date.now() / 1000)),
    note: '在售车型中配置最高的辅助驾驶芯片总算力（TOPS），与车型参数配置表一致',
    source: '数据来源：厂商公布参数（新出行车型库）',
  };
  return response('compute', q, published, items, chart);
}

export function gampTest(ctx: Ctx, env: ApiEnv): RawGampTest {
  const t = ctx.db.prepare('SELECT * FROM rank_tests WHERE id = ?').get(id(ctx)) as
    TestRow | undefined;
  const s = t && seriesMap(ctx.db).get(t.series_id);
  if (!t || !s) throw notFound('测试');
  const results = ctx.db
    .prepare(
      'SELECT grp, name, passes, runs, score, note FROM rank_test_results WHERE test_id = ? ORDER BY sort',
    )
    .all(t.id) as {
    grp: string;
    name: string;
    passes: number;
    runs: number;
    score: number;
    note: string;
  }[];
  const model = modelRef(ctx.db, t.model_id);
  const rate = achievementRate(t.measured_km, basisKm(t));
  const figures =
    t.kind === 'endurace'
      ? [
          { label: '实测里程', value: `${t.measured_km}km` },
          { label: 'CLTC标称', value: `${t.cltc_km}km` },
          ...(t.display_km ? [{ label: '起始表显', value: `${t.display_km}km` }] : []),
          {
            label: `达成率（${basisName(t.basis as RangeBasis)}）`,
            value: `${rate?.toFixed(1) ?? '-'}%`,
          },
        ]
      : t.kind === 'charge'
        ? [
            { label: `${t.soc_start}%-80%用时`, value: `${t.charge_min}分钟` },
            { label: '峰值功率', value: `${t.peak_kw}kW` },
            { label: '平均功率', value: `${t.avg_kw}kW` },
            { label: `${t.soc_start}%-100%用时`, value: `${t.full_min}分钟` },
          ]
        : [{ label: '综合得分', value: `${t.score.toFixed(1)}分` }];
  const cond = conditions(t, s);
  return {
    test: cond,
    series: {
      id: s.id,
      name: s.name,
      brand_name: s.brand_name,
      cover: absMedia(env, s.cover),
      min_price: s.min_price,
      max_price: s.max_price,
    },
    model: { id: t.model_id, name: model?.name ?? '' },
    score: t.score,
    summary: t.summary,
    figures,
    results: results.map((r) => ({
      name: r.name,
      group: r.grp,
      passes: r.passes,
      runs: r.runs,
      score: r.score,
      note: r.note,
    })),
    images: testImages(t.id, t.images, cond.title).map((p) => absMedia(env, p)),
    rank_type: t.kind,
    protocol: protocolOf(ctx.db, t),
    reply: replyOf(ctx.db, t.id),
  };
}

/** The run of a range test; a test without one (charging, cockpit, assistance) is a 404. */
export function gampRun(ctx: Ctx, env: ApiEnv): RawTestRun {
  const t = ctx.db.prepare('SELECT * FROM rank_tests WHERE id = ?').get(id(ctx)) as
    TestRow | undefined;
  if (!t) throw notFound('测试');
  if (t.kind !== 'endurace') throw notFound('行驶记录');
  return { ...runOf(ctx.db, t), demo: env.demo };
}
