import type { Database } from 'better-sqlite3';
import { seriesDisplayName } from '../../contract/format/car-name';
import { formatDate } from '../../contract/format/time';
import { TYPE } from '../domains/content';
import { claimHolds, ownedClaim } from '../domains/owners';
import type { AuditRule } from './rule';

// Time holds: nobody owns, reviews, reports a price for, tests or sells a trim before it launched, a trim's 年款 agrees
// with when it was registered, a series not yet on sale has no owners, what owners post agrees with
// when they bought the car, and the windows the site announces (lotteries, votes, sign-ups, live
// rooms) open and close at hours people keep in China, not at the minute the seed ran.

/** China-time text of a Unix timestamp (the site shows every time in China time). */
const china = (ts: number, pattern: string) => formatDate(ts, pattern);
const day = (ts: number) => china(ts, 'YYYY-MM-DD');

/** Whether a boundary the site sets sits on a quarter hour of a daytime hour (07:00–23:00) in China. */
function daytimeQuarter(ts: number, from = 7, to = 23): boolean {
  const [h, m, s] = china(ts, 'HH:mm:ss').split(':').map(Number) as [number, number, number];
  return s === 0 && m % 15 === 0 && h >= from && (h < to || (h === to && m === 0));
}

interface Window {
  what: string;
  start: number;
  end: number;
}

/** The windows the site prints as "start 至 end": lotteries, vote polls, activity sign-ups, live rooms. */
function windows(db: Database): Window[] {
  const lotteries = db
    .prepare('SELECT id, start_at start, end_at end FROM lotteries ORDER BY id')
    .all() as { id: number; start: number; end: number }[];
  const votes = db
    .prepare(
      'SELECT v.content_id id, c.created_at start, v.deadline end FROM votes v JOIN contents c ON c.id = v.content_id ORDER BY v.content_id',
    )
    .all() as {
    id: number;
    start: number;
    end: number;
  }[];
  const signUps = db
    .prepare('SELECT id, sign_starts_at start, sign_ends_at end FROM activities ORDER BY id')
    .all() as { id: number; start: number; end: number }[];
  const lives = db
    .prepare('SELECT content_id id, start_at start, end_at end FROM lives ORDER BY content_id')
    .all() as { id: number; start: number; end: number }[];
  return [
    ...lotteries.map((w) => ({ ...w, what: `/lottery/${w.id}` })),
    ...votes.map((w) => ({ ...w, what: `/vote/${w.id}` })),
    ...signUps.map((w) => ({ ...w, what: `/activity/${w.id} 报名` })),
    ...lives.map((w) => ({ ...w, what: `/live/${w.id}` })),
  ];
}

export const rules: AuditRule[] = [
  {
    id: 'time.owned-after-launch',
    text: 'an owner bought their trim on or after its launch, and a series not yet on sale (未上市) has no owners (nor a 车主群)',
    check(db) {
      const rows = db
        .prepare(
          `SELECT k.user_id, s.name series, s.sale_status, m.name model, m.launch_at, k.bought_at FROM user_cars k
           JOIN car_series s ON s.id = k.series_id JOIN car_models m ON m.id = k.model_id
           WHERE k.bought_at < m.launch_at OR s.sale_status = 3 OR m.series_id != k.series_id ORDER BY k.user_id, k.series_id`,
        )
        .all() as {
        user_id: number;
        series: string;
        sale_status: number;
        model: string;
        launch_at: number;
        bought_at: number;
      }[];
      const groups = db
        .prepare(
          "SELECT g.id, g.name FROM social_groups g JOIN car_series s ON s.id = g.series_id WHERE s.sale_status = 3 AND g.name LIKE '%车主群' AND g.name NOT LIKE '%准车主群' ORDER BY g.id",
        )
        .all() as { id: number; name: string }[];
      return [
        ...rows.map(
          (r) =>
            `user ${r.user_id}: ${r.series} ${r.model}${r.sale_status === 3 ? ' (未上市)' : ''} bought ${day(r.bought_at)}, launched ${day(r.launch_at)}`,
        ),
        ...groups.map((g) => `owners' group ${g.id} ${g.name}: of a series not yet on sale`),
      ];
    },
  },
  {
    id: 'time.review-after-launch',
    text: 'an owner review (口碑) is of a trim bought on or after its launch, written after the purchase, and never of a series not yet on sale',
    check(db) {
      const rows = db
        .prepare(
          `SELECT r.id, s.name series, s.sale_status, m.name model, m.launch_at, r.bought_at, r.created_at, r.price FROM remarks r
           JOIN car_series s ON s.id = r.series_id JOIN car_models m ON m.id = r.model_id
           WHERE r.bought_at < m.launch_at OR r.created_at < r.bought_at OR s.sale_status = 3 ORDER BY r.id`,
        )
        .all() as {
        id: number;
        series: string;
        sale_status: number;
        model: string;
        launch_at: number;
        bought_at: number;
        created_at: number;
        price: number;
      }[];
      return rows.map(
        (r) =>
          `remark ${r.id}: ${r.series} ${r.model}${r.sale_status === 3 ? ` (未上市, 裸车价${r.price}万)` : ''} launched ${day(r.launch_at)}, 购车时间 ${day(r.bought_at)}, written ${day(r.created_at)}`,
      );
    },
  },
  {
    id: 'time.price-after-launch',
    text: 'a 成交价 report is of a trim of its series bought in or after the month it launched (China time), sent after its launch, and never of a series not yet on sale',
    check(db) {
      const rows = db
        .prepare(
          `SELECT p.id, s.name series, s.sale_status, m.name model, m.series_id model_series, p.series_id, m.launch_at, p.month, p.created_at FROM price_reports p
           JOIN car_series s ON s.id = p.series_id JOIN car_models m ON m.id = p.model_id ORDER BY p.id`,
        )
        .all() as {
        id: number;
        series: string;
        sale_status: number;
        model: string;
        model_series: number;
        series_id: number;
        launch_at: number;
        month: string;
        created_at: number;
      }[];
      return rows
        .filter(
          (r) =>
            r.sale_status === 3 ||
            r.model_series !== r.series_id ||
            r.month < china(r.launch_at, 'YYYY-MM') ||
            r.created_at < r.launch_at,
        )
        .map(
          (r) =>
            `price report ${r.id}: ${r.series} ${r.model}${r.sale_status === 3 ? ' (未上市)' : ''} launched ${day(r.launch_at)}, bought ${r.month}, sent ${day(r.created_at)}`,
        );
    },
  },
  {
    id: 'time.post-after-purchase',
    text: 'an owner’s post about their car (动态, series circle) says the truth of when they bought it: 提车 that day, 开了半年 half a year on, a year’s running costs a year on',
    check(db) {
      const series = new Map(
        (
          db
            .prepare(
              'SELECT s.id, s.name, b.name brand FROM car_series s JOIN car_brands b ON b.id = s.brand_id',
            )
            .all() as { id: number; name: string; brand: string }[]
        ).map((s) => [`#${seriesDisplayName(s.brand, s.name)}#`, s.id]),
      );
      const posts = db
        .prepare(
          `SELECT c.id, c.body, c.author_id, c.created_at, i.tags, p.series_id FROM contents c JOIN ins_posts i ON i.content_id = c.id
           LEFT JOIN community_posts p ON p.content_id = c.id AND p.kind = 1 WHERE c.type = ? AND c.body NOT LIKE '%试驾%' ORDER BY c.id`,
        )
        .all(TYPE.ins) as {
        id: number;
        body: string;
        author_id: number;
        created_at: number;
        tags: string;
        series_id: number | null;
      }[];
      const carOf = db.prepare(
        'SELECT bought_at FROM user_cars WHERE user_id = ? AND series_id = ?',
      );
      return posts.flatMap((p) => {
        // A circle post is about the circle's series; a 动态 about the car its first tag names.
        const sid = p.series_id ?? series.get((JSON.parse(p.tags) as string[])[0] ?? '');
        const car =
          sid === undefined
            ? undefined
            : (carOf.get(p.author_id, sid) as { bought_at: number } | undefined);
        if (!car || claimHolds(ownedClaim(p.body), car.bought_at, p.created_at)) return [];
        return [
          `/ins/${p.id} 「${p.body.slice(0, 16)}」 posted ${day(p.created_at)}, bought ${day(car.bought_at)}`,
        ];
      });
    },
  },
  {
    id: 'time.listing-after-launch',
    text: 'a used listing is of a trim of its series, registered (上牌) on or after the trim launched, and never of a series not yet on sale',
    check(db) {
      const rows = db
        .prepare(
          `SELECT l.id, s.name series, s.sale_status, l.model_name, l.registered_at, (SELECT MIN(m.launch_at) FROM car_models m WHERE m.series_id = l.series_id AND m.name = l.model_name) launch_at
           FROM idle_listings l JOIN car_series s ON s.id = l.series_id ORDER BY l.id`,
        )
        .all() as {
        id: number;
        series: string;
        sale_status: number;
        model_name: string;
        registered_at: number;
        launch_at: number | null;
      }[];
      return rows
        .filter((r) => r.launch_at === null || r.registered_at < r.launch_at || r.sale_status === 3)
        .map((r) =>
          r.launch_at === null
            ? `listing ${r.id}: ${r.series} has no trim named "${r.model_name}"`
            : `listing ${r.id}: ${r.series} ${r.model_name}${r.sale_status === 3 ? ' (未上市)' : ''} registered ${day(r.registered_at)}, launched ${day(r.launch_at)}`,
        );
    },
  },
  {
    id: 'time.listing-model-year',
    text: 'a used listing says the year it was registered, and its 年款 is that year or the next (no "2024年上牌 2027款")',
    check(db) {
      const rows = db
        .prepare(
          `SELECT l.id, l.title, l.registered_at, (SELECT MIN(m.year) FROM car_models m WHERE m.series_id = l.series_id AND m.name = l.model_name) year
           FROM idle_listings l ORDER BY l.id`,
        )
        .all() as { id: number; title: string; registered_at: number; year: number | null }[];
      return rows.flatMap((r) => {
        const registered = Number(china(r.registered_at, 'YYYY'));
        const said = /(\d{4})年上牌/.exec(r.title)?.[1];
        const out: string[] = [];
        if (said !== undefined && Number(said) !== registered)
          out.push(`listing ${r.id}: "${r.title}" registered in ${registered}`);
        if (r.year !== null && (r.year < registered || r.year > registered + 1))
          out.push(`listing ${r.id}: "${r.title}" is a ${r.year}款 registered in ${registered}`);
        return out;
      });
    },
  },
  {
    id: 'time.test-after-launch',
    text: 'a range, charging, cockpit or assistance test (实测) tests a trim that had launched by the test date',
    check(db) {
      const rows = db
        .prepare(
          `SELECT t.id, t.kind, s.name series, m.name model, m.launch_at, t.tested_at FROM rank_tests t
           JOIN car_series s ON s.id = t.series_id JOIN car_models m ON m.id = t.model_id
           WHERE t.tested_at < m.launch_at OR m.series_id != t.series_id ORDER BY t.id`,
        )
        .all() as {
        id: number;
        kind: string;
        series: string;
        model: string;
        launch_at: number;
        tested_at: number;
      }[];
      return rows.map(
        (r) =>
          `test ${r.id} (${r.kind}): ${r.series} ${r.model} tested ${day(r.tested_at)}, launched ${day(r.launch_at)}`,
      );
    },
  },
  {
    id: 'time.launch-month',
    text: 'a launch names its China-time month (its body and the trims’ 上市时间), not the server’s or UTC’s',
    check(db) {
      const launches = db
        .prepare('SELECT id, launch_at, summary FROM car_launches ORDER BY id')
        .all() as { id: number; launch_at: number; summary: string }[];
      const out = launches.flatMap((l) => {
        const said = /^(\d{4})年(\d{2})月/.exec(l.summary);
        const month = china(l.launch_at, 'YYYY年MM月');
        return said && said[0] !== month
          ? [
              `/new-car/${l.id}: launched ${china(l.launch_at, 'YYYY-MM-DD HH:mm')} China time, body says ${said[0]}`,
            ]
          : [];
      });
      const params = db
        .prepare(
          "SELECT m.id, m.name, m.launch_at, p.value FROM car_models m JOIN car_model_params p ON p.model_id = m.id AND p.name = '上市时间' ORDER BY m.id",
        )
        .all() as { id: number; name: string; launch_at: number; value: string }[];
      for (const p of params) {
        if (p.value !== china(p.launch_at, 'YYYY.MM'))
          out.push(
            `trim ${p.id} ${p.name}: 上市时间 ${p.value}, launched ${china(p.launch_at, 'YYYY-MM-DD HH:mm')} China time`,
          );
      }
      return out;
    },
  },
  {
    id: 'time.window-hours',
    text: 'a window (lottery, vote, activity sign-up, live room) opens and closes on a quarter hour of the day in China time, never at one clock time (06:09 至 06:09)',
    check(db) {
      return windows(db).flatMap((w) => {
        const from = china(w.start, 'HH:mm');
        const to = china(w.end, 'HH:mm');
        const out: string[] = [];
        const vote = w.what.startsWith('/vote/');
        if (w.end <= w.start)
          out.push(
            `${w.what}: ends ${china(w.end, 'MM-DD HH:mm')} before it starts ${china(w.start, 'MM-DD HH:mm')}`,
          );
        else if (from === to && !vote)
          out.push(`${w.what}: ${china(w.start, 'MM-DD HH:mm')} 至 ${china(w.end, 'MM-DD HH:mm')}`);
        // A vote opens when its author posted it and a live room closes when the show ends; the site sets the rest.
        const set = vote ? [w.end] : w.what.startsWith('/live/') ? [w.start] : [w.start, w.end];
        for (const ts of set)
          if (!daytimeQuarter(ts))
            out.push(
              `${w.what}: ${ts === w.start ? 'opens' : 'closes'} at ${china(ts, 'HH:mm:ss')} China time`,
            );
        return out;
      });
    },
  },
  {
    id: 'time.live-daytime',
    text: 'a live room is on air only at hours a launch is held in China time: it goes on stage between 09:00 and 21:30 and runs overnight only as a 24-hour stream',
    check(db) {
      const rows = db
        .prepare(
          'SELECT l.content_id id, c.title, l.start_at, l.end_at FROM lives l JOIN contents c ON c.id = l.content_id ORDER BY l.content_id',
        )
        .all() as {
        id: number;
        title: string;
        start_at: number;
        end_at: number;
      }[];
      return rows.flatMap((r) => {
        const out: string[] = [];
        if (!daytimeQuarter(r.start_at, 9, 22) || china(r.start_at, 'HH:mm') > '21:30')
          out.push(
            `/live/${r.id} ${r.title}: on stage at ${china(r.start_at, 'MM-DD HH:mm:ss')} China time`,
          );
        if (r.end_at - r.start_at > 5 * 3600 && !r.title.includes('24小时'))
          out.push(
            `/live/${r.id} ${r.title}: on air ${china(r.start_at, 'MM-DD HH:mm')} 至 ${china(r.end_at, 'MM-DD HH:mm')}`,
          );
        return out;
      });
    },
  },
];
