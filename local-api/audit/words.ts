import type { Database } from 'better-sqlite3';
import { catalogueNames, seriesNamedIn, seriesRelatedIds } from '../domains/cars/related';
import { nowSeconds } from '../db';
import { hotBoardHeat } from '../domains/community/boards';
import { BOARD_SIZE } from '../domains/community/rank';
import { hotBoardRows } from '../domains/community/views';
import { subjectOf } from '../media-scene';
import { PAINT_NAMES, seriesFactLoose, shapeOf } from '../seed/series';
import { commentFits } from '../seed/text';
import type { AuditRule } from './rule';

// Words, people, pictures and links belong to their car: a sponsor mark names that car's maker, a
// series' related content is about that series, owners' stories are by owners, and seeded text
// reads like people wrote it.

const rows = <T>(db: Database, sql: string, ...args: unknown[]) =>
  db.prepare(sql).all(...args) as T[];

const sponsorPartner: AuditRule = {
  id: 'words.sponsor-partner',
  text: 'a sponsor mark on a piece or event about a car names that car’s maker; a maker sponsors only events about its own cars',
  check(db) {
    const content = rows<{ id: number; partner: string; brand: string; title: string }>(
      db,
      `SELECT c.id, sp.partner, json_extract(c.extra, '$.about.brand') AS brand, c.title FROM sponsorships sp JOIN contents c ON c.id = sp.object_id
       WHERE sp.object_kind = 'content' AND coalesce(json_extract(c.extra, '$.about.brand'), '') <> '' ORDER BY c.id`,
    )
      .filter((r) => r.partner !== r.brand)
      .map((r) => `content ${r.id} 「${r.title}」 is about ${r.brand} but marks ${r.partner}`);
    const events = rows<{ id: number; partner: string; brand: string; title: string }>(
      db,
      `SELECT a.id, sp.partner, b.name AS brand, a.title FROM sponsorships sp JOIN activities a ON a.id = sp.object_id
       LEFT JOIN car_series s ON s.id = a.series_id LEFT JOIN car_brands b ON b.id = s.brand_id
       WHERE sp.object_kind = 'event' AND (s.id IS NOT NULL OR sp.partner IN (SELECT name FROM car_brands)) ORDER BY a.id`,
    )
      .filter((r) => r.partner !== r.brand)
      .map(
        (r) =>
          `event ${r.id} 「${r.title}」 is about ${r.brand ?? 'no car'} but marks ${r.partner}`,
      );
    return [...content, ...events];
  },
};

const relatedSeries: AuditRule = {
  id: 'words.related-series',
  text: 'a series’ 相关内容 lists pieces about that series only (filed under it, compared with it, or naming it whole), never one about a series whose name contains its own',
  check(db) {
    const names = catalogueNames(db);
    const about = db.prepare(
      `SELECT c.title, coalesce(m.brand, '') AS brand, coalesce(m.series, '') AS series, cp.series_id AS post_series, json_extract(c.extra, '$.about.rival') AS rival
       FROM contents c LEFT JOIN content_meta m ON m.content_id = c.id LEFT JOIN community_posts cp ON cp.content_id = c.id WHERE c.id = ?`,
    );
    const out: string[] = [];
    for (const s of [...names].sort((a, b) => a.id - b.id)) {
      for (const id of seriesRelatedIds(db, s, names)) {
        const c = about.get(id) as {
          title: string;
          brand: string;
          series: string;
          post_series: number | null;
          rival: string | null;
        };
        const filed =
          (c.brand === s.brand && c.series === s.name) ||
          c.post_series === s.id ||
          c.rival === s.name;
        if (!filed && !seriesNamedIn(c.title, names).has(s.id))
          out.push(
            `series ${s.id} ${s.brand}${s.name} lists content ${id} 「${c.title}」 (about ${c.brand}${c.series})`,
          );
      }
    }
    return out;
  },
};

const ownerPieces: AuditRule = {
  id: 'words.owner-pieces',
  text: 'a 车主说 article or video is by an owner of that car who had it a year by then; a 提车 post filed under a car is by an owner of it',
  check(db) {
    const pieces = rows<{
      id: number;
      title: string;
      nickname: string;
      bought_at: number | null;
      created_at: number;
    }>(
      db,
      `SELECT c.id, c.title, u.nickname, k.bought_at, c.created_at FROM contents c JOIN users u ON u.id = c.author_id
       JOIN car_brands b ON b.name = json_extract(c.extra, '$.about.brand') JOIN car_series s ON s.brand_id = b.id AND s.name = json_extract(c.extra, '$.about.series')
       LEFT JOIN user_cars k ON k.user_id = c.author_id AND k.series_id = s.id
       WHERE c.type IN (1, 2) AND json_extract(c.extra, '$.about.kind') = 'owner' ORDER BY c.id`,
    )
      .filter((r) => r.bought_at === null || r.bought_at > r.created_at - 330 * 86400)
      .map(
        (r) =>
          `content ${r.id} 「${r.title}」 by ${r.nickname}, ${r.bought_at === null ? 'who owns no such car' : 'who bought it within the year'}`,
      );
    const posts = rows<{ id: number; title: string; nickname: string }>(
      db,
      `SELECT c.id, c.title, u.nickname FROM contents c JOIN users u ON u.id = c.author_id LEFT JOIN community_posts cp ON cp.content_id = c.id
       LEFT JOIN content_meta m ON m.content_id = c.id LEFT JOIN car_brands b ON b.name = m.brand LEFT JOIN car_series s ON s.brand_id = b.id AND s.name = m.series
       WHERE c.type = 3 AND c.title LIKE '%提车%' AND coalesce(cp.series_id, s.id) IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM user_cars k WHERE k.user_id = c.author_id AND k.series_id = coalesce(cp.series_id, s.id)) ORDER BY c.id`,
    ).map((r) => `post ${r.id} 「${r.title}」 by ${r.nickname}, who owns no such car`);
    return [...pieces, ...posts];
  },
};

const carTeams: AuditRule = {
  id: 'words.car-teams',
  text: 'a team named after a car (北京Model Y车主队) is of owners of that car, each joined once they had it; other teams are of car owners',
  check(db) {
    return rows<{
      id: number;
      name: string;
      series: string;
      user_id: number;
      joined_at: number;
      bought_at: number | null;
      any_car: number;
    }>(
      db,
      `SELECT t.id, t.name, s.name AS series, m.user_id, m.joined_at, k.bought_at, EXISTS (SELECT 1 FROM user_cars a WHERE a.user_id = m.user_id) AS any_car
       FROM teams t JOIN team_members m ON m.team_id = t.id LEFT JOIN car_series s ON s.id = t.series_id
       LEFT JOIN user_cars k ON k.user_id = m.user_id AND k.series_id = t.series_id ORDER BY t.id, m.user_id`,
    ).flatMap((r) => {
      const named = r.series !== null && r.name.includes(r.series);
      if (named && r.bought_at === null)
        return [`team ${r.id} ${r.name}: member ${r.user_id} owns no ${r.series}`];
      if (named && r.bought_at! > r.joined_at)
        return [`team ${r.id} ${r.name}: member ${r.user_id} joined before buying the ${r.series}`];
      return !named && !r.any_car
        ? [`team ${r.id} ${r.name}: member ${r.user_id} owns no car`]
        : [];
    });
  },
};

const eventHosts: AuditRule = {
  id: 'words.event-hosts',
  text: 'a club hosts events in its own city and about its own brand’s cars; a car circle hosts events about its own car, a theme circle none about a car',
  check(db) {
    return rows<{
      id: number;
      title: string;
      city: string;
      host: string;
      host_city: string | null;
      host_series: number | null;
      host_brand: number | null;
      series: number | null;
      brand: number | null;
      type: string;
    }>(
      db,
      `SELECT a.id, a.title, a.city, a.organiser_name AS host, a.organiser_type AS type, a.series_id AS series, s.brand_id AS brand,
         coalesce(cl.city, NULL) AS host_city, coalesce(cl.series_id, ci.series_id) AS host_series, coalesce(cl.brand_id, hs.brand_id) AS host_brand
       FROM activities a LEFT JOIN car_series s ON s.id = a.series_id
       LEFT JOIN community_clubs cl ON a.organiser_type = 'club' AND cl.id = a.organiser_id
       LEFT JOIN community_circles ci ON a.organiser_type = 'circle' AND ci.id = a.organiser_id LEFT JOIN car_series hs ON hs.id = ci.series_id
       WHERE a.organiser_type IN ('club', 'circle') ORDER BY a.id`,
    ).flatMap((r) => {
      const out: string[] = [];
      if (r.type === 'club' && r.host_city !== r.city)
        out.push(`activity ${r.id} 「${r.title}」 in ${r.city} is hosted by ${r.host}`);
      if (r.type === 'club' && r.series !== null && r.brand !== r.host_brand)
        out.push(`activity ${r.id} 「${r.title}」 is about another brand than its host ${r.host}`);
      if (r.type === 'circle' && r.series !== null && r.series !== r.host_series)
        out.push(`activity ${r.id} 「${r.title}」 is about another car than its host ${r.host}`);
      return out;
    });
  },
};

const CN_NUMBER: Record<string, number> = {
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
const dayCount = (word: string) =>
  /^\d+$/.test(word)
    ? Number(word)
    : word === '一周' || word === '周末'
      ? 7
      : (CN_NUMBER[word] ?? NaN);

/**
 * What is wrong with one sentence of an owner review, given the trim's CLTC electric range (km) and
 * consumption (kWh/100 km): money follows from distance × consumption × 0.3–1.6 元/kWh, and days
 * between charges from the commute and the range.
 */
function reviewFigure(sentence: string, range: number, use: number): string | null {
  const daily = /每天(?:通勤)?(\d+)公里/.exec(sentence);
  const monthly = /每月(\d+)公里/.exec(sentence);
  const costMonth = /(?:一个月|每月)[^，。]*?电费[^0-9，。]*(\d+)元|(\d+)元电费/.exec(sentence);
  if (monthly && Number(monthly[1]) < 300) return `a month's commute of ${monthly[1]} km`;
  if (costMonth) {
    if (!daily) return 'a month of electricity without the distance it pays for';
    const cost = Number(costMonth[1] ?? costMonth[2]);
    const kWh = (Number(daily[1]) * use) / 100;
    if (!(use > 0) || cost < kWh * 20 * 0.3 || cost > kWh * 31 * 1.6)
      return `${cost} 元 a month for ${daily[1]} km a day at ${use} kWh/100 km`;
  }
  const total = /开了(\d+)公里[^。]*?电费[^0-9。]*(\d+)元/.exec(sentence);
  if (total) {
    const kWh = (Number(total[1]) * use) / 100;
    if (!(use > 0) || Number(total[2]) < kWh * 0.3 || Number(total[2]) > kWh * 1.6)
      return `${total[2]} 元 of electricity for ${total[1]} km at ${use} kWh/100 km`;
  }
  const every =
    /(\d+)公里(?:的)?通勤[^。]*?(?:要|就得)?(一周|周末|\d+|[一两二三四五六七八九十])天?(?:一充|充一次|就得充一次)/.exec(
      sentence,
    );
  if (every) {
    const km = Number(every[1]);
    const days = dayCount(every[2]!);
    const winter = sentence.includes('冬天');
    const usable = (winter ? 0.7 : 1) * range;
    if (!(range > 0) || days * km > usable)
      return `${km} km a day for ${days} days on ${Math.round(usable)} km of range`;
    if (winter && (days + 1) * km < usable * 0.5)
      return `a complaint of charging every ${days} days with ${Math.round(usable)} km of range for ${km} km a day`;
  }
  return null;
}

const reviewFigures: AuditRule = {
  id: 'words.review-figures',
  text: 'an owner review’s electricity cost and days between charges follow from the commute, the trim’s consumption and range, and a price per kWh',
  check(db) {
    const param = db.prepare('SELECT value FROM car_model_params WHERE model_id = ? AND name = ?');
    const num = (modelId: number, name: string) =>
      Number.parseFloat((param.get(modelId, name) as { value: string } | undefined)?.value ?? '') ||
      0;
    return rows<{ id: number; model_id: number; text: string }>(
      db,
      "SELECT id, model_id, satisfied || '。' || unsatisfied || '。' || body AS text FROM remarks ORDER BY id",
    ).flatMap((r) => {
      const range = num(r.model_id, 'CLTC纯电续航里程(km)');
      const battery = num(r.model_id, '电池能量(kWh)');
      const use =
        num(r.model_id, '百公里耗电量(kWh/100km)') || (range > 0 ? (battery / range) * 100 : 0);
      return r.text
        .split('。')
        .map((x) => [x, reviewFigure(x, range, use)] as const)
        .filter(([, wrong]) => wrong !== null)
        .map(([x, wrong]) => `review ${r.id}: 「${x}」 (${wrong})`);
    });
  },
};

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways seeded text doubles a word: a unit twice, a brand twice, a category glued to a name, 百分之 with digits. */
function doubledWords(db: Database): [string, RegExp][] {
  const names = rows<{ name: string; brand: string }>(
    db,
    'SELECT s.name, b.name AS brand FROM car_series s JOIN car_brands b ON b.id = s.brand_id',
  );
  // 问界 问界M8, 仰望仰望U7 (a series named with its brand); 特斯拉特斯拉Model Y (one named without).
  const brandTwice = names
    .map((n) =>
      n.name.startsWith(n.brand)
        ? `${escape(n.brand)}\\s?${escape(n.name)}`
        : `${escape(n.brand)}\\s?${escape(n.brand)}\\s?${escape(n.name)}`,
    )
    .sort((a, b) => b.length - a.length);
  return [
    ['a unit twice', /(英寸|公里|千瓦|毫米|万元|千米|度电)\s?\1/],
    ['a brand twice', new RegExp(brandTwice.join('|'))],
    ['a class glued to a name', /(?:SUV|MPV|轿车|跑车|猎装车)(?:Model|[A-Z]{2,}|[A-Z]\d)/],
    ['百分之 with digits', /百分之\d/],
  ];
}

const doubled: AuditRule = {
  id: 'words.doubled',
  text: 'no seeded text doubles a word: 英寸英寸, 问界 问界M8, 仰望仰望U7, 中型SUVModel Y, 约百分之58',
  check(db) {
    const patterns = doubledWords(db);
    const tables = rows<{ name: string }>(
      db,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    const out: string[] = [];
    for (const { name: table } of tables) {
      const info = rows<{ name: string; type: string }>(db, `PRAGMA table_info(${table})`);
      const columns = info.filter((c) => c.type.toUpperCase() === 'TEXT').map((c) => c.name);
      if (!columns.length) continue;
      // Rows are named by their first column (the id of nearly every table).
      for (const row of rows<Record<string, string | null>>(
        db,
        `SELECT "${info[0]!.name}" AS row_id, ${columns.map((c) => `"${c}"`).join(', ')} FROM ${table}`,
      )) {
        for (const column of columns) {
          const text = row[column];
          if (!text || !/[\u4e00-\u9fa5]/.test(text)) continue;
          for (const [what, pattern] of patterns) {
            const m = pattern.exec(text);
            if (m)
              out.push(
                `${table}.${column} row ${row.row_id}: ${what} 「${text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12)}」`,
              );
          }
        }
      }
    }
    return out;
  },
};

/** A stored picture path: its kind (cover, car…) and query (b shape, v view, c paint, t caption). */
function picture(path: string): { kind: string; q: URLSearchParams } {
  const m = /^media\/(\w+)\/[^?]+(?:\?(.*))?$/.exec(path);
  return { kind: m?.[1] ?? '', q: new URLSearchParams(m?.[2] ?? '') };
}

const pictures: AuditRule = {
  id: 'words.pictures',
  text: 'pictures show what their words say: a product its product, a used car and a post’s car their series’ shape in the named paint, and no two live covers alike',
  check(db) {
    const out: string[] = [];
    // Goods: every picture draws the product its name says.
    const goods = [
      ...rows<{ id: number; title: string; images: string }>(
        db,
        'SELECT id, title, images FROM goods ORDER BY id',
      ).map((g) => ({ what: `goods ${g.id} ${g.title}`, paths: JSON.parse(g.images) as string[] })),
      ...rows<{ id: number; name: string; cover: string }>(
        db,
        'SELECT id, name, cover FROM community_goods ORDER BY id',
      ).map((g) => ({ what: `community goods ${g.id} ${g.name}`, paths: [g.cover] })),
    ];
    for (const g of goods) {
      const blind = g.paths.filter((p) => {
        const { kind, q } = picture(p);
        return kind !== 'cover' || !subjectOf(q.get('t') ?? '');
      });
      if (blind.length)
        out.push(`${g.what}: ${blind.length} of ${g.paths.length} pictures do not draw it`);
    }
    // A car of a series, drawn: its shape, and one paint when the words name one.
    const carPictures = (
      what: string,
      series: string,
      paths: string[],
      paint: string | undefined,
    ) => {
      const fact = seriesFactLoose(series);
      if (!fact) return;
      const shape = shapeOf(fact);
      const paintIndex = paint ? PAINT_NAMES.indexOf(paint) : -1;
      paths.forEach((p, k) => {
        const { kind, q } = picture(p);
        if (kind !== 'car') out.push(`${what}: picture ${k + 1} is not a picture of the ${series}`);
        else if (q.get('b') !== shape)
          out.push(`${what}: picture ${k + 1} draws a ${q.get('b')}, the ${series} is a ${shape}`);
        else if (paintIndex >= 0 && q.get('c') !== String(paintIndex))
          out.push(`${what}: picture ${k + 1} is not ${paint}`);
      });
    };
    for (const l of rows<{ id: number; series: string; images: string }>(
      db,
      'SELECT l.id, s.name AS series, l.images FROM idle_listings l JOIN car_series s ON s.id = l.series_id ORDER BY l.id',
    )) {
      const paths = JSON.parse(l.images) as string[];
      carPictures(`used car ${l.id}`, l.series, paths, undefined);
      if (new Set(paths.map((p) => picture(p).q.get('c'))).size > 1)
        out.push(`used car ${l.id}: its pictures show different paints`);
    }
    const posts = rows<{ id: number; body: string; series: string; images: string }>(
      db,
      `SELECT c.id, c.body, s.name AS series, c.images FROM contents c JOIN community_posts cp ON cp.content_id = c.id JOIN car_series s ON s.id = cp.series_id
       WHERE c.type = 3 AND c.images <> '[]' ORDER BY c.id`,
    );
    for (const p of posts)
      carPictures(
        `post ${p.id}`,
        p.series,
        JSON.parse(p.images) as string[],
        PAINT_NAMES.find((n) => p.body.includes(n)),
      );
    // Live covers: no two draw the same car from the same side in the same paint.
    const seen = new Map<string, number>();
    for (const l of rows<{ id: number; cover: string }>(
      db,
      'SELECT c.id, c.cover_path AS cover FROM contents c JOIN lives l ON l.content_id = c.id ORDER BY c.id',
    )) {
      const { kind, q } = picture(l.cover);
      const key = `${kind}:${q.get('b')}:${q.get('v')}:${q.get('c')}`;
      if (seen.has(key)) out.push(`live ${l.id}: its cover is live ${seen.get(key)}'s`);
      else seen.set(key, l.id);
    }
    return out;
  },
};

const repeats: AuditRule = {
  id: 'words.repeats',
  text: 'templates do not show: no two feed pieces share a summary, no line is said twice in one live event’s chat',
  check(db) {
    const summaries = rows<{ summary: string; n: number; ids: string }>(
      db,
      `SELECT summary, COUNT(*) AS n, group_concat(id) AS ids FROM contents WHERE type IN (1, 2, 12, 13, 14) AND summary <> '' GROUP BY summary HAVING n > 1 ORDER BY n DESC`,
    ).map((r) => `${r.n} pieces (${r.ids}) share the summary 「${r.summary}」`);
    const chat = rows<{ live_id: number; content: string; n: number }>(
      db,
      'SELECT live_id, content, COUNT(*) AS n FROM live_messages GROUP BY live_id, content HAVING n > 1 ORDER BY live_id, n DESC',
    ).map((r) => `live ${r.live_id}: 「${r.content}」 said ${r.n} times`);
    return [...summaries, ...chat];
  },
};

const counters: AuditRule = {
  id: 'words.counters',
  text: 'counters agree with the people behind them: a circle’s goods are recommended by no more owners than the circle has members, a hot post’s 热度 is not above its reads',
  check(db) {
    const goods = rows<{ id: number; name: string; recommends: number; members: number }>(
      db,
      `SELECT g.id, g.name, g.recommends, (SELECT COUNT(*) FROM community_members m WHERE m.circle_id = g.circle_id) AS members
       FROM community_goods g ORDER BY g.id`,
    )
      .filter((g) => g.recommends > g.members)
      .map(
        (g) =>
          `community goods ${g.id} ${g.name}: ${g.recommends}位车主推荐 in a circle of ${g.members}`,
      );
    const board = hotBoardRows(db, 0, BOARD_SIZE);
    const heat = hotBoardHeat(board, nowSeconds());
    const hot = board.flatMap((p, i) =>
      heat[i]! > p.views ? [`hot post ${p.id}: 热度${heat[i]} with ${p.views} reads`] : [],
    );
    return [...goods, ...hot];
  },
};

/** At most this many posts say the same with only the car, the paint or a figure changed. */
const MAX_TEMPLATE_POSTS = 2;

const postTemplates: AuditRule = {
  id: 'words.post-templates',
  text: 'posts do not read as one template with the car swapped: no post’s words, its car, paint and figures aside, in more than two posts',
  check(db) {
    const names = catalogueNames(db).map((n) => n.name);
    const brands = rows<{ name: string }>(db, 'SELECT name FROM car_brands').map((b) => b.name);
    const blank = new RegExp(
      [...brands, ...names, ...PAINT_NAMES]
        .sort((a, b) => b.length - a.length)
        .map(escape)
        .join('|'),
      'g',
    );
    const seen = new Map<string, number[]>();
    for (const p of rows<{ id: number; body: string }>(
      db,
      'SELECT id, body FROM contents WHERE type = 3 ORDER BY id',
    )) {
      const shape = p.body
        .replace(/\{:[^{}:]+:\}/g, '')
        .replace(blank, '□')
        .replace(/\d+(\.\d+)?/g, '#');
      if (!shape.includes('□')) continue;
      seen.set(shape, [...(seen.get(shape) ?? []), p.id]);
    }
    return [...seen.entries()]
      .filter(([, ids]) => ids.length > MAX_TEMPLATE_POSTS)
      .map(
        ([shape, ids]) => `${ids.length} posts (${ids.slice(0, 6).join(', ')}) say 「${shape}」`,
      );
  },
};

const commentsOnTopic: AuditRule = {
  id: 'words.comments-on-topic',
  text: 'a comment is about what its piece is about: 已经下定 under a car, not under a 小知识; 冬天续航 under a range or winter piece',
  check(db) {
    return rows<{
      id: number;
      content: string;
      content_id: number;
      title: string;
      text: string;
      about_car: number;
    }>(
      db,
      `SELECT k.id, k.content, c.id AS content_id, c.title, c.title || ' ' || c.summary AS text,
         (coalesce(m.series, '') <> '' OR EXISTS (SELECT 1 FROM community_posts cp WHERE cp.content_id = c.id AND cp.series_id IS NOT NULL)) AS about_car
       FROM comments k JOIN contents c ON c.id = k.content_id AND c.type = k.content_type LEFT JOIN content_meta m ON m.content_id = c.id
       WHERE k.parent_id IS NULL ORDER BY k.id`,
    )
      .filter((r) => !commentFits(r.content, { text: r.text, aboutCar: r.about_car === 1 }))
      .map((r) => `comment ${r.id} 「${r.content}」 under ${r.content_id} 「${r.title}」`);
  },
};

export const rules: AuditRule[] = [
  sponsorPartner,
  relatedSeries,
  ownerPieces,
  carTeams,
  eventHosts,
  reviewFigures,
  doubled,
  pictures,
  repeats,
  counters,
  postTemplates,
  commentsOnTopic,
];
