import type { Database } from 'better-sqlite3';
import { relMedia } from '../../media-path';
import { CITIES } from '../../seed/cities';
import type { Rng } from '../../seed/rng';
import { RANKINGS, RANKING_KINDS } from '../../../contract/ranking';
import { seriesFacts } from '../car-refs';
import { seedTests } from './seed-tests';

// Rows the market lists are computed from (the car library holds the national sales already):
// each city's share of a series' registrations, daily attention per series, and the banners.

/** Share of national NEV registrations per city, percent (top cities of 2024–25, rounded). */
const CITY_SHARE: Record<string, number> = {
  上海: 4.6,
  深圳: 4.2,
  广州: 3.9,
  杭州: 3.8,
  成都: 3.6,
  北京: 3.2,
  重庆: 2.7,
  郑州: 2.6,
  西安: 2.5,
  天津: 2.3,
  苏州: 2.3,
  武汉: 2.2,
  长沙: 1.9,
  南京: 1.8,
  青岛: 1.4,
};
const DAY = 86400;

export function seedRanking(db: Database, rng: Rng, now: number): void {
  seedTests(db, rng, now);

  const series = seriesFacts(db);
  const insShare = db.prepare(
    'INSERT INTO rank_city_share (city_code, series_id, share) VALUES (?, ?, ?)',
  );
  for (const c of CITIES) {
    const base = CITY_SHARE[c.name];
    if (base === undefined) continue;
    // Brands sell unevenly across cities (home markets, store networks): a factor per brand and city.
    const brandFactor = new Map<number, number>();
    for (const s of series) {
      if (s.sale_status === 3) continue;
      if (!brandFactor.has(s.brand_id)) brandFactor.set(s.brand_id, 0.55 + rng.next() * 1.0);
      insShare.run(
        c.code,
        s.id,
        Math.round(base * brandFactor.get(s.brand_id)! * (0.85 + rng.next() * 0.3) * 100) / 100,
      );
    }
  }

  // Attention per series and day (page views, searches, follows) for the last 60 days, led by the
  // library's popularity order; upcoming series draw interest too.
  const insHeat = db.prepare(
    'INSERT INTO rank_heat (series_id, day, views, searches, follows) VALUES (?, ?, ?, ?, ?)',
  );
  const today = Math.floor(now / DAY);
  for (const s of series) {
    if (s.sale_status === 2) continue;
    const level = (52000 / Math.pow(s.hot_rank, 0.7)) * (s.sale_status === 3 ? 1.4 : 1);
    let drift = 0.8 + rng.next() * 0.4;
    for (let d = 59; d >= 0; d--) {
      drift = Math.max(0.5, Math.min(1.6, drift * (0.95 + rng.next() * 0.1)));
      const views = Math.round(level * drift * (0.85 + rng.next() * 0.3));
      insHeat.run(
        s.id,
        dayKey(today - d),
        views,
        Math.round(views * (0.08 + rng.next() * 0.04)),
        Math.round(views * (0.004 + rng.next() * 0.003)),
      );
    }
  }

  const insBanner = db.prepare(
    'INSERT INTO rank_banners (rank_type, rank_id, title, subtitle, image) VALUES (?, ?, ?, ?, ?)',
  );
  for (const kind of RANKING_KINDS) {
    const meta = RANKINGS[kind];
    meta.tabs.forEach((tab, i) =>
      insBanner.run(
        kind,
        i + 1,
        `${meta.name} · ${tab}`,
        BANNER_LINES[kind],
        relMedia('cover', `rank-${kind}-${i + 1}`, `${meta.name} ${tab}`),
      ),
    );
  }
}

export function dayKey(day: number): string {
  return new Date(day * DAY * 1000).toISOString().slice(0, 10);
}

const BANNER_LINES: Record<(typeof RANKING_KINDS)[number], string> = {
  sales: '每月上险量说话，看看谁是真正的爆款',
  hot: '大家最近都在看什么车',
  community: '车主社群活跃度，看看谁的车友最热闹',
  endurace: '冬测夏测实测续航，标注全部测试条件',
  smart: '车机流畅度与语音交互实测',
  assist: '高速、城区、泊车逐场景实测通过率',
  compute: '辅助驾驶芯片算力一览',
  vote: '网友投票结果与参与人数',
  charge: '快充实测：充电时间与峰值功率',
  remark: '真实车主口碑评分与评分分布',
  battery: '宁德时代、比亚迪们每月装了多少电池',
  station: '哪家运营商的充电站和充电桩最多',
};
