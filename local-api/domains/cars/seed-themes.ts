import type { Database } from 'better-sqlite3';
import { seriesPicture, viewForTopic } from '../../seed/series';
import { SERIES_SELECT, type SeriesRow } from './rows';
import { winterRange, winterRate } from '../../seed/car-energy';

// The library's themes (专题) and recommended lists, picked from the seeded series.

export function seedThemes(db: Database): void {
  const all = db.prepare(`${SERIES_SELECT} ORDER BY s.hot_rank`).all() as SeriesRow[];
  const onSale = all.filter((s) => s.sale_status === 1);
  const param = (seriesId: number, name: string) =>
    (
      db
        .prepare(
          'SELECT p.value FROM car_model_params p JOIN car_models m ON m.id = p.model_id WHERE m.series_id = ? AND p.name = ? ORDER BY m.price DESC LIMIT 1',
        )
        .get(seriesId, name) as { value: string } | undefined
    )?.value ?? '-';
  // A series' winter figure: its longest trim on sale (max_range) at the series' modelled winter rate (car-energy.ts).
  const winter = (s: SeriesRow) => winterRange(s, s.max_range);
  // Whether a trim on sale carries a lidar (the car's record decides: camera-only cars never do).
  const carriesLidar = (seriesId: number) =>
    db
      .prepare(
        "SELECT 1 FROM car_model_params p JOIN car_models m ON m.id = p.model_id WHERE m.series_id = ? AND m.sale_status = 1 AND p.name = '激光雷达数量' AND p.value NOT IN ('-', '0') LIMIT 1",
      )
      .get(seriesId) !== undefined;
  const themes: {
    title: string;
    summary: string;
    tag: string;
    pick: SeriesRow[];
    reason: (s: SeriesRow) => string;
  }[] = [
    {
      title: '冬季续航实测：这些车掉电最少',
      summary: '零下十度实测，热泵空调与电池预热决定冬季续航达成率。',
      tag: '冬季续航',
      pick: onSale
        .filter((s) => s.energy === '纯电' && param(s.id, '热泵空调') === '●')
        .sort((a, b) => winter(b) - winter(a))
        .slice(0, 10),
      reason: (s) =>
        `冬季续航约${winter(s)}km（CLTC ${s.max_range}km，达成率${Math.round(winterRate(s) * 100)}%），标配热泵空调`,
    },
    {
      title: '城市领航智驾体验：带激光雷达的车型',
      summary: '城区NOA看感知硬件：激光雷达与大算力芯片是门槛。',
      tag: '智驾体验',
      pick: onSale.filter((s) => carriesLidar(s.id)).slice(0, 12),
      reason: (s) => `辅助驾驶芯片：${param(s.id, '辅助驾驶芯片')}`,
    },
    {
      title: '超快充：800V高压平台车型盘点',
      summary: '充电十五分钟，续航增加四五百公里。',
      tag: '超快充',
      pick: onSale.filter((s) => param(s.id, '800V高压平台') === '●').slice(0, 12),
      reason: (s) => `最高快充功率${param(s.id, '快充功率(kW)')}kW`,
    },
    {
      title: '二胎家庭看过来：大六座与MPV',
      summary: '第三排能不能坐人、二排能不能躺，一次看清。',
      tag: '家庭出行',
      pick: onSale
        .filter(
          (s) =>
            s.body === 'MPV' || (s.body === 'SUV' && (s.size === '大型' || s.size === '中大型')),
        )
        .slice(0, 12),
      reason: (s) => `${s.level}，${param(s.id, '座位数(个)')}座`,
    },
    {
      title: '15万以内的纯电代步车',
      summary: '通勤省钱之选：每公里电费不到一毛。',
      tag: '高性价比',
      pick: onSale.filter((s) => s.energy === '纯电' && s.min_price < 15).slice(0, 12),
      reason: (s) => `指导价${s.min_price.toFixed(2)}万起`,
    },
    {
      title: '不想有里程焦虑？增程与插混推荐',
      summary: '城市用电、长途用油，综合续航一千公里以上。',
      tag: '无焦虑',
      pick: onSale.filter((s) => s.energy !== '纯电').slice(0, 12),
      reason: (s) => `纯电续航${s.max_range}km，综合续航${param(s.id, 'CLTC综合续航(km)')}km`,
    },
  ];
  const insTheme = db.prepare(
    'INSERT INTO car_themes (id, title, summary, cover, tag) VALUES (?, ?, ?, ?, ?)',
  );
  const insThemeSeries = db.prepare(
    'INSERT INTO car_theme_series (theme_id, series_id, sort, reason) VALUES (?, ?, ?, ?)',
  );
  themes.forEach((t, i) => {
    insTheme.run(
      i + 1,
      t.title,
      t.summary,
      seriesPicture(t.pick[0]?.name ?? '', `theme${i + 1}`, viewForTopic(t.title), {
        label: t.tag,
      }),
      t.tag,
    );
    t.pick.forEach((s, k) => insThemeSeries.run(i + 1, s.id, k + 1, t.reason(s)));
  });

  const lists: { title: string; summary: string; kind: string; pick: SeriesRow[] }[] = [
    {
      title: '10万以内热门新能源',
      summary: '代步首选，养车成本低',
      kind: 'price',
      pick: onSale.filter((s) => s.min_price < 10),
    },
    {
      title: '10-20万热门新能源',
      summary: '家用主力价位，选择最多',
      kind: 'price',
      pick: onSale.filter((s) => s.min_price >= 10 && s.min_price < 20),
    },
    {
      title: '20-30万热门新能源',
      summary: '智能化与品质兼顾',
      kind: 'price',
      pick: onSale.filter((s) => s.min_price >= 20 && s.min_price < 30),
    },
    {
      title: '30-50万热门新能源',
      summary: '豪华与科技配置拉满',
      kind: 'price',
      pick: onSale.filter((s) => s.min_price >= 30 && s.min_price < 50),
    },
    {
      title: '50万以上豪华新能源',
      summary: '旗舰之选',
      kind: 'price',
      pick: onSale.filter((s) => s.min_price >= 50),
    },
    {
      title: '热门纯电SUV',
      summary: '空间与续航兼得',
      kind: 'body',
      pick: onSale.filter((s) => s.body === 'SUV' && s.energy === '纯电'),
    },
    {
      title: '热门纯电轿车',
      summary: '低风阻、长续航',
      kind: 'body',
      pick: onSale.filter((s) => s.body === '轿车' && s.energy === '纯电'),
    },
    {
      title: '热门增程/插混车型',
      summary: '一车多用，长途无忧',
      kind: 'energy',
      pick: onSale.filter((s) => s.energy !== '纯电'),
    },
  ];
  // Why a series is on a list, in facts its card does not already print (level, energy, range
  // and price are on the card): what the list is about, from the top trim's parameters.
  const listReason = (kind: string, s: SeriesRow): string => {
    const size = `车长${param(s.id, '长度(mm)')}mm，轴距${param(s.id, '轴距(mm)')}mm`;
    if (kind === 'energy')
      return `综合续航${param(s.id, 'CLTC综合续航(km)')}km，亏电油耗${param(s.id, 'WLTC亏电油耗(L/100km)')}L/100km，轴距${param(s.id, '轴距(mm)')}mm`;
    if (kind === 'body' && s.body === 'SUV')
      return `${param(s.id, '座位数(个)')}座，轴距${param(s.id, '轴距(mm)')}mm，后备厢${param(s.id, '后备厢容积(L)')}L`;
    if (kind === 'body')
      return `风阻系数${param(s.id, '风阻系数(Cd)')}Cd，百公里电耗${param(s.id, '百公里耗电量(kWh/100km)')}kWh，${size}`;
    return `${size}，电池${param(s.id, '电池能量(kWh)')}kWh，快充${param(s.id, '快充功率(kW)')}kW`;
  };
  const insList = db.prepare(
    'INSERT INTO car_recommend (id, title, summary, kind) VALUES (?, ?, ?, ?)',
  );
  const insListSeries = db.prepare(
    'INSERT INTO car_recommend_series (list_id, series_id, sort, reason) VALUES (?, ?, ?, ?)',
  );
  lists.forEach((l, i) => {
    insList.run(i + 1, l.title, l.summary, l.kind);
    l.pick
      .slice(0, 15)
      .forEach((s, k) => insListSeries.run(i + 1, s.id, k + 1, listReason(l.kind, s)));
  });
}
