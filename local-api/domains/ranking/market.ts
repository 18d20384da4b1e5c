import type { Database } from 'better-sqlite3';
import type { RawRanking, RawRankItem } from '../../../contract/api/ranking';
import { formatCount } from '../../../contract/format/number';
import { ratingStars } from '../../../contract/format/rating';
import {
  changeToWire,
  rankChange,
  REMARK_MIN_REVIEWS,
  weightedScore,
} from '../../../contract/ranking';
import { nowSeconds } from '../../db';
import type { ApiEnv } from '../../env';
import { absMedia } from '../../media-path';
import type { Ctx } from '../../router';
import { CITIES } from '../../seed/cities';
import {
  salesMonths,
  salesOfMonth,
  salesTrend,
  seriesFacts,
  type SeriesFactRef,
} from '../car-refs';
import { TYPE } from '../content';
import { REMARK_ASPECTS } from '../remarks';
import {
  PLAIN_ROW,
  parseQuery,
  response,
  round1,
  seriesMap,
  seriesMatches,
  seriesRow,
} from './common';
import { dayKey } from './seed';

// Market lists: sales (the car library's monthly figures, by city through stored shares), heat
// (stored daily attention plus the taps on ranked items), owners' community activity, votes and
// owner reviews. Every figure is computed from rows at request time.

const DAY = 86400;

/** Ranks of a scored list, best first; ties break by id so a list never reshuffles. */
function ranked<T extends { id: number; n: number }>(rows: T[]): T[] {
  return rows.filter((r) => r.n > 0).sort((a, b) => b.n - a.n || a.id - b.id);
}
function rankIndex(rows: { id: number }[]): Map<number, number> {
  return new Map(rows.map((r, i) => [r.id, i + 1]));
}

function remarkStats(db: Database): Map<number, { n: number; avg: number }> {
  const rows = db
    .prepare('SELECT series_id, COUNT(*) n, AVG(score) avg FROM remarks GROUP BY series_id')
    .all() as { series_id: number; n: number; avg: number }[];
  return new Map(rows.map((r) => [r.series_id, { n: r.n, avg: r.avg }]));
}
const scoreText = (r: { n: number; avg: number } | undefined) =>
  r ? `${round1(r.avg).toFixed(1)}分（${r.n}条）` : '暂无';

export function salesRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'sales');
  const f = q.filters;
  const db = ctx.db;
  const months = salesMonths(db);
  const prevMonth = months[months.indexOf(f.month) + 1];
  const shares = f.city
    ? new Map(
        (
          db
            .prepare('SELECT series_id, share FROM rank_city_share WHERE city_code = ?')
            .all(f.city) as { series_id: number; share: number }[]
        ).map((r) => [r.series_id, r.share]),
      )
    : null;
  const series = seriesFacts(db).filter((s) => seriesMatches(s, f));
  const count = (sales: ReadonlyMap<number, number>, s: SeriesFactRef) => {
    const n = sales.get(s.id) ?? 0;
    return shares ? Math.round((n * (shares.get(s.id) ?? 0)) / 100) : n;
  };
  const monthRows = (month: string | undefined) => {
    if (!month) return [];
    const sales = salesOfMonth(db, month);
    return ranked(series.map((s) => ({ id: s.id, s, n: count(sales, s) })));
  };
  const cur = monthRows(f.month);
  const prev = monthRows(prevMonth);
  const cityName = CITIES.find((c) => c.code === f.city)?.name ?? '全国';
  const [y, m] = f.month.split('-').map(Number) as [number, number];
  const published = {
    date: `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-10`,
    note: `${y}年${m}月${cityName}新能源乘用车${q.tab === 2 ? '品牌' : '车系'}上险量（辆），排名变化对比上月`,
    source: '数据来源：交强险上险量，按自然月统计；城市榜按上牌城市统计',
  };

  let items: RawRankItem[];
  if (q.tab === 2) {
    const byBrand = (rows: typeof cur) => {
      const map = new Map<number, { id: number; n: number; name: string; count: number }>();
      for (const r of rows) {
        const b = map.get(r.s.brand_id) ?? {
          id: r.s.brand_id,
          n: 0,
          name: r.s.brand_name,
          count: 0,
        };
        b.n += r.n;
        b.count += 1;
        map.set(b.id, b);
      }
      return ranked([...map.values()]);
    };
    const brands = byBrand(cur);
    const before = rankIndex(byBrand(prev));
    const logos = new Map(
      (db.prepare('SELECT id, logo FROM car_brands').all() as { id: number; logo: string }[]).map(
        (b) => [b.id, b.logo],
      ),
    );
    items = brands.map((b, i) => ({
      rank: i + 1,
      change: changeToWire(rankChange(i + 1, before.get(b.id))),
      title: b.name,
      subtitle: `${b.count}个车系上榜`,
      href: `/car/library-brand/${b.id}`,
      cover: absMedia(env, logos.get(b.id) ?? ''),
      series_id: null,
      value: b.n,
      value_text: `${b.n.toLocaleString('zh-CN')}辆`,
      ...PLAIN_ROW,
    }));
  } else {
    const before = rankIndex(prev);
    const remarks = remarkStats(db);
    items = cur.map((r, i) =>
      seriesRow(env, r.s, i + 1, {
        change: changeToWire(rankChange(i + 1, before.get(r.id))),
        value: r.n,
        value_text: `${r.n.toLocaleString('zh-CN')}辆`,
        metrics: [{ label: '车主口碑', value: scoreText(remarks.get(r.id)) }],
      }),
    );
  }
  // Trend of one series' last 12 months: the one asked for, or the month's best seller.
  const wanted = Number(ctx.query.get('series_id'));
  const focus = cur.find((r) => r.id === wanted) ?? cur[0];
  const chart = focus
    ? {
        title: `${focus.s.name} 近12个月${cityName === '全国' ? '' : cityName}销量走势`,
        unit: '辆',
        value_name: '销量',
        ref_name: '',
        points: salesTrend(db, focus.id, f.month, 12).map((p) => ({
          label: p.month,
          value: shares ? Math.round((p.sales * (shares.get(focus.id) ?? 0)) / 100) : p.sales,
          ref: null,
        })),
      }
    : null;
  return response('sales', q, published, items, chart);
}

export function hotRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'hot');
  const db = ctx.db;
  const span = q.tab === 2 ? 30 : 7;
  const lastDay =
    (db.prepare('SELECT MAX(day) d FROM rank_heat').get() as { d: string | null }).d ??
    dayKey(Math.floor(nowSeconds() / DAY));
  const end = Math.floor(Date.parse(`${lastDay}T00:00:00Z`) / 1000 / DAY);
  const windowRows = (fromDay: number, toDay: number) => {
    const heat = db
      .prepare(
        'SELECT series_id, SUM(views) v, SUM(searches) s, SUM(follows) f FROM rank_heat WHERE day > ? AND day <= ? GROUP BY series_id',
      )
      .all(dayKey(fromDay), dayKey(toDay)) as {
      series_id: number;
      v: number;
      s: number;
      f: number;
    }[];
    const clicks = new Map(
      (
        db
          .prepare(
            "SELECT object_id, COUNT(*) n FROM rank_clicks WHERE object_type = 'series' AND day > ? AND day <= ? GROUP BY object_id",
          )
          .all(dayKey(fromDay), dayKey(toDay)) as { object_id: number; n: number }[]
      ).map((r) => [r.object_id, r.n]),
    );
    return new Map(heat.map((h) => [h.series_id, { ...h, clicks: clicks.get(h.series_id) ?? 0 }]));
  };
  // Today's taps count in the current window even when the stored attention ends yesterday.
  const today = Math.max(end, Math.floor(nowSeconds() / DAY));
  const cur = windowRows(end - span, today);
  const prev = windowRows(end - 2 * span, end - span);
  const index = (h: { v: number; s: number; f: number; clicks: number } | undefined) =>
    h ? h.v + h.s * 5 + h.f * 20 + h.clicks * 50 : 0;
  const series = seriesFacts(db).filter((s) => s.sale_status !== 2 && seriesMatches(s, q.filters));
  const rows = ranked(series.map((s) => ({ id: s.id, s, n: index(cur.get(s.id)) })));
  const before = rankIndex(ranked(series.map((s) => ({ id: s.id, n: index(prev.get(s.id)) }))));
  const items = rows.map((r, i) => {
    const h = cur.get(r.id)!;
    return seriesRow(env, r.s, i + 1, {
      change: changeToWire(rankChange(i + 1, before.get(r.id))),
      value: r.n,
      value_text: `热度 ${formatCount(r.n)}`,
      metrics: [
        { label: '浏览', value: formatCount(h.v) },
        { label: '搜索', value: formatCount(h.s) },
        { label: '关注', value: formatCount(h.f) },
      ],
    });
  });
  const published = {
    date: lastDay,
    note: `近${span}日关注热度（浏览、搜索、关注与榜单点击），排名变化对比前${span}日`,
    source: '数据来源：新出行站内浏览、搜索、关注与榜单点击',
  };
  const chart = {
    title: `近${span}日热度前10`,
    unit: '',
    value_name: '热度',
    ref_name: '',
    points: items.slice(0, 10).map((it) => ({ label: it.title, value: it.value, ref: null })),
  };
  return response('hot', q, published, items, chart);
}

export function communityRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'community');
  const db = ctx.db;
  const since = nowSeconds() - 30 * DAY;
  const groups = db
    .prepare(
      `SELECT g.id, g.name, g.city, g.cover, g.series_id, g.brand_id, b.name brand_name,
        g.base_members + (SELECT COUNT(*) FROM social_members m WHERE m.group_id = g.id) members,
        (SELECT COUNT(*) FROM social_posts p WHERE p.group_id = g.id AND p.created_at >= ?) posts
      FROM social_groups g JOIN car_brands b ON b.id = g.brand_id`,
    )
    .all(since) as {
    id: number;
    name: string;
    city: string;
    cover: string;
    series_id: number | null;
    brand_id: number;
    brand_name: string;
    members: number;
    posts: number;
  }[];
  const facts = seriesMap(db);
  const energyOk = (seriesId: number | null) =>
    !q.filters.energy || (seriesId !== null && facts.get(seriesId)?.energy === q.filters.energy);
  const published = {
    date: new Date().toISOString().slice(0, 10),
    note: '',
    source: '数据来源：新出行车友群、车主动态与评论',
  };

  if (q.tab === 2) {
    const rows = ranked(
      groups
        .filter((g) => energyOk(g.series_id))
        .map((g) => ({ ...g, n: Math.round(g.posts * 6 + g.members * 0.05) })),
    );
    published.note = '车友群近30日活跃度（群帖与成员）';
    const items: RawRankItem[] = rows.map((g, i) => ({
      rank: i + 1,
      title: g.name,
      subtitle: `${g.brand_name} · ${g.city}`,
      href: `/car/social/${g.id}`,
      cover: absMedia(env, g.cover),
      series_id: g.series_id,
      value: g.n,
      value_text: `活跃度 ${g.n}`,
      metrics: [
        { label: '成员', value: formatCount(g.members) },
        { label: '近30日群帖', value: String(g.posts) },
      ],
      test: null,
      dist: null,
      badge: '',
      group: '',
    }));
    return response('community', q, published, items, null);
  }

  // Owners' posts (动态) name their car with a #车系# tag; comments count on those posts.
  const ins = db
    .prepare(
      `SELECT p.tags, c.likes, c.created_at, (SELECT COUNT(*) FROM comments k WHERE k.content_type = ? AND k.content_id = c.id AND k.status = 1) comments
      FROM ins_posts p JOIN contents c ON c.id = p.content_id WHERE p.status = 1 AND c.created_at >= ?`,
    )
    .all(TYPE.ins, since) as { tags: string; likes: number; comments: number }[];
  const stats = new Map<
    number,
    { groups: number; members: number; posts: number; ins: number; comments: number; likes: number }
  >();
  const statOf = (id: number) =>
    stats.get(id) ??
    (stats.set(id, { groups: 0, members: 0, posts: 0, ins: 0, comments: 0, likes: 0 }),
    stats.get(id)!);
  for (const g of groups) {
    if (g.series_id === null) continue;
    const st = statOf(g.series_id);
    st.groups += 1;
    st.members += g.members;
    st.posts += g.posts;
  }
  const byName = new Map([...facts.values()].map((s) => [`#${s.name}#`, s.id]));
  for (const p of ins) {
    for (const tag of JSON.parse(p.tags) as string[]) {
      const id = byName.get(tag);
      if (id === undefined) continue;
      const st = statOf(id);
      st.ins += 1;
      st.comments += p.comments;
      st.likes += p.likes;
    }
  }
  const activity = (st: {
    members: number;
    posts: number;
    ins: number;
    comments: number;
    likes: number;
  }) => Math.round(st.posts * 6 + st.ins * 10 + st.comments * 4 + st.likes + st.members * 0.05);
  const rows = ranked(
    [...stats.entries()]
      .filter(([id]) => facts.has(id) && energyOk(id))
      .map(([id, st]) => ({ id, st, s: facts.get(id)!, n: activity(st) })),
  );
  published.note = '车系社群近30日活跃度（群帖、车主动态、评论、点赞与群成员）';
  const items = rows.map((r, i) =>
    seriesRow(env, r.s, i + 1, {
      value: r.n,
      value_text: `活跃度 ${formatCount(r.n)}`,
      metrics: [
        { label: '车友群', value: `${r.st.groups}个` },
        { label: '群帖', value: String(r.st.posts) },
        { label: '动态', value: String(r.st.ins) },
        { label: '评论', value: String(r.st.comments) },
      ],
    }),
  );
  return response('community', q, published, items, null);
}

export function voteRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'vote');
  const rows = ctx.db
    .prepare(
      `SELECT c.id, c.title, c.cover_path, c.created_at, v.deadline,
        (SELECT COUNT(DISTINCT user_id) FROM vote_records r WHERE r.vote_id = c.id) participants
      FROM contents c JOIN votes v ON v.content_id = c.id WHERE c.type = ?`,
    )
    .all(TYPE.vote) as {
    id: number;
    title: string;
    cover_path: string;
    created_at: number;
    deadline: number;
    participants: number;
  }[];
  rows.sort(
    q.tab === 2
      ? (a, b) => b.created_at - a.created_at || b.id - a.id
      : (a, b) => b.participants - a.participants || b.created_at - a.created_at,
  );
  const optionsOf = ctx.db.prepare(
    'SELECT title, votes FROM vote_options WHERE vote_id = ? ORDER BY votes DESC, sort LIMIT 2',
  );
  const now = nowSeconds();
  const items: RawRankItem[] = rows.map((v, i) => {
    const [first, second] = optionsOf.all(v.id) as { title: string; votes: number }[];
    const total =
      (
        ctx.db.prepare('SELECT SUM(votes) n FROM vote_options WHERE vote_id = ?').get(v.id) as {
          n: number | null;
        }
      ).n ?? 0;
    const pct = (o?: { votes: number }) =>
      o && total ? `${round1((o.votes / total) * 100)}%` : '0%';
    return {
      rank: i + 1,
      title: v.title,
      subtitle: v.deadline <= now ? '已结束' : '进行中',
      href: `/vote/${v.id}`,
      cover: absMedia(env, v.cover_path),
      series_id: null,
      value: v.participants,
      value_text: `${v.participants}人参与`,
      metrics: [
        first && { label: `领先：${first.title}`, value: pct(first) },
        second && { label: second.title, value: pct(second) },
      ].filter((x): x is { label: string; value: string } => Boolean(x)),
      test: null,
      dist: null,
      badge: '',
      group: '',
    };
  });
  const published = {
    date: new Date().toISOString().slice(0, 10),
    note:
      q.tab === 2 ? '按发起时间，最新在前；参与人数实时统计' : '按参与人数（去重）排序，实时统计',
    source: '数据来源：新出行投票',
  };
  return response('vote', q, published, items, null);
}

export function remarkRanking(ctx: Ctx, env: ApiEnv): RawRanking {
  const q = parseQuery(ctx, 'remark');
  const aspect = q.tab === 2 ? '续航' : q.tab === 3 ? '智能化' : q.tab === 4 ? '性价比' : null;
  const k = aspect ? REMARK_ASPECTS.indexOf(aspect) : -1;
  const rows = ctx.db.prepare('SELECT series_id, score, scores FROM remarks').all() as {
    series_id: number;
    score: number;
    scores: string;
  }[];
  const per = new Map<number, { sum: number; n: number; dist: number[] }>();
  let total = 0;
  for (const r of rows) {
    const v = k >= 0 ? ((JSON.parse(r.scores) as number[])[k] ?? 0) : r.score;
    total += v;
    const p = per.get(r.series_id) ?? { sum: 0, n: 0, dist: [0, 0, 0, 0, 0] };
    p.sum += v;
    p.n += 1;
    const stars = ratingStars(r.score);
    if (stars > 0) p.dist[5 - stars]! += 1;
    per.set(r.series_id, p);
  }
  const mean = rows.length ? total / rows.length : 0;
  const facts = seriesMap(ctx.db);
  const list = [...per.entries()]
    .map(([id, p]) => ({
      id,
      p,
      s: facts.get(id),
      avg: p.sum / p.n,
      w: weightedScore(p.sum / p.n, p.n, mean),
    }))
    .filter(
      (r): r is typeof r & { s: SeriesFactRef } =>
        r.s !== undefined && seriesMatches(r.s, q.filters),
    )
    .sort((a, b) => b.w - a.w || b.p.n - a.p.n || a.id - b.id);
  const items = list.map((r, i) =>
    seriesRow(env, r.s, i + 1, {
      value: round1(r.avg),
      value_text: `${round1(r.avg).toFixed(1)}分`,
      metrics: [
        { label: '口碑', value: `${r.p.n}条` },
        { label: '加权分', value: r.w.toFixed(2) },
      ],
      dist: r.p.dist,
      badge: r.p.n < REMARK_MIN_REVIEWS ? `样本较少（${r.p.n}条）` : '',
    }),
  );
  const published = {
    date: new Date().toISOString().slice(0, 10),
    note: `${aspect ? `${aspect}单项` : '综合'}评分（满分10分），按加权分排序（全站平均分${mean.toFixed(2)}）`,
    source: '数据来源：新出行车主口碑（实时统计）',
  };
  return response('remark', q, published, items, null);
}
