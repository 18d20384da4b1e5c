import type { Database } from 'better-sqlite3';
import type { RawAnnualReport, RawBlessing } from '../../../contract/api/annual';
import { nowSeconds } from '../../db';
import type { ApiEnv } from '../../env';
import { HttpError } from '../../http-error';
import { absMedia } from '../../media-path';
import { int } from '../../params';
import type { Router } from '../../router';
import { brandByName, seriesOfBrand, seriesRef } from '../car-refs';

// The year in review (v4/user/user-report-twenty-five) and its blessings, computed from the
// caller's own rows over the 365 days before the request. Articles read are not tracked by the
// platform (reading history lives on the device only), so that figure is null, never invented.

const YEAR = 365 * 86400;
/** Content type code of a car series (lib/links.ts ContentType.SERIES). */
const SERIES_TYPE = 15;

const count = (db: Database, sql: string, ...args: unknown[]) =>
  (db.prepare(sql).get(...args) as { n: number | null }).n ?? 0;

function favouriteSeries(
  db: Database,
  uid: number,
  from: number,
): RawAnnualReport['favourite_series'] {
  // Series the user engaged with: the series of contents they liked, favourited or commented on,
  // plus series they favourited directly.
  const names = db
    .prepare(
      `SELECT m.series, m.brand, COUNT(*) n FROM content_meta m WHERE m.series != '' AND m.content_id IN (
         SELECT object_id FROM content_likes WHERE user_id = ? AND created_at >= ?
         UNION ALL SELECT object_id FROM favourites WHERE user_id = ? AND created_at >= ? AND type != ?
         UNION ALL SELECT content_id FROM comments WHERE user_id = ? AND created_at >= ?)
       GROUP BY m.series, m.brand ORDER BY n DESC LIMIT 5`,
    )
    .all(uid, from, uid, from, SERIES_TYPE, uid, from) as {
    series: string;
    brand: string;
    n: number;
  }[];
  const tally = new Map<number, { id: number; name: string; brand: string; mentions: number }>();
  for (const row of names) {
    const brand = brandByName(db, row.brand);
    const s = brand && seriesOfBrand(db, brand.id).find((x) => x.name === row.series);
    if (s) tally.set(s.id, { id: s.id, name: s.name, brand: s.brand_name, mentions: row.n });
  }
  const direct = db
    .prepare(
      'SELECT object_id id FROM favourites WHERE user_id = ? AND type = ? AND created_at >= ?',
    )
    .all(uid, SERIES_TYPE, from) as { id: number }[];
  for (const { id } of direct) {
    const s = seriesRef(db, id);
    if (!s) continue;
    const prev = tally.get(s.id);
    tally.set(s.id, {
      id: s.id,
      name: s.name,
      brand: s.brand_name,
      mentions: (prev?.mentions ?? 0) + 1,
    });
  }
  return [...tally.values()].sort((a, b) => b.mentions - a.mentions)[0] ?? null;
}

function busiestMonth(db: Database, uid: number, from: number): RawAnnualReport['busiest_month'] {
  const row = db
    .prepare(
      `SELECT strftime('%Y-%m', t, 'unixepoch', '+8 hours') month, COUNT(*) actions FROM (
         SELECT created_at t FROM comments WHERE user_id = ? AND created_at >= ?
         UNION ALL SELECT created_at FROM contents WHERE author_id = ? AND created_at >= ?
         UNION ALL SELECT created_at FROM content_likes WHERE user_id = ? AND created_at >= ?
         UNION ALL SELECT created_at FROM favourites WHERE user_id = ? AND created_at >= ?
         UNION ALL SELECT created_at FROM checkins WHERE user_id = ? AND created_at >= ?)
       GROUP BY month ORDER BY actions DESC, month DESC LIMIT 1`,
    )
    .get(uid, from, uid, from, uid, from, uid, from, uid, from) as
    { month: string; actions: number } | undefined;
  return row ?? null;
}

export function annualReport(
  db: Database,
  env: ApiEnv,
  uid: number,
  now = nowSeconds(),
): RawAnnualReport {
  const from = now - YEAR;
  const u = db
    .prepare('SELECT id, nickname, avatar, created_at FROM users WHERE id = ?')
    .get(uid) as { id: number; nickname: string; avatar: string; created_at: number };
  const top = db
    .prepare(
      'SELECT content, likes, created_at FROM comments WHERE user_id = ? AND created_at >= ? AND status = 1 ORDER BY likes DESC, id DESC LIMIT 1',
    )
    .get(uid, from) as { content: string; likes: number; created_at: number } | undefined;
  return {
    user: { id: u.id, nickname: u.nickname, avatar: absMedia(env, u.avatar) },
    period_start: from,
    period_end: now,
    joined_at: u.created_at,
    stats: {
      comments: count(
        db,
        'SELECT COUNT(*) n FROM comments WHERE user_id = ? AND created_at >= ?',
        uid,
        from,
      ),
      likes_given:
        count(
          db,
          'SELECT COUNT(*) n FROM content_likes WHERE user_id = ? AND created_at >= ?',
          uid,
          from,
        ) +
        count(
          db,
          'SELECT COUNT(*) n FROM comment_likes WHERE user_id = ? AND created_at >= ?',
          uid,
          from,
        ) +
        count(
          db,
          'SELECT COUNT(*) n FROM ins_likes WHERE user_id = ? AND created_at >= ?',
          uid,
          from,
        ),
      likes_received:
        count(
          db,
          'SELECT SUM(likes) n FROM comments WHERE user_id = ? AND created_at >= ?',
          uid,
          from,
        ) +
        count(
          db,
          'SELECT SUM(likes) n FROM contents WHERE author_id = ? AND created_at >= ?',
          uid,
          from,
        ),
      favourites: count(
        db,
        'SELECT COUNT(*) n FROM favourites WHERE user_id = ? AND created_at >= ?',
        uid,
        from,
      ),
      posts: count(
        db,
        'SELECT COUNT(*) n FROM contents WHERE author_id = ? AND type = 3 AND created_at >= ?',
        uid,
        from,
      ),
      follows: count(
        db,
        'SELECT COUNT(*) n FROM follows WHERE user_id = ? AND created_at >= ?',
        uid,
        from,
      ),
      checkin_days: count(
        db,
        'SELECT COUNT(*) n FROM checkins WHERE user_id = ? AND created_at >= ?',
        uid,
        from,
      ),
      longest_streak: count(
        db,
        'SELECT MAX(streak) n FROM checkins WHERE user_id = ? AND created_at >= ?',
        uid,
        from,
      ),
      points_earned: count(
        db,
        "SELECT SUM(delta) n FROM points_ledger WHERE user_id = ? AND delta > 0 AND kind != 'opening' AND created_at >= ?",
        uid,
        from,
      ),
      redemptions: count(
        db,
        'SELECT COUNT(*) n FROM goods_orders WHERE user_id = ? AND created_at >= ?',
        uid,
        from,
      ),
      draws: count(
        db,
        'SELECT COUNT(*) n FROM lottery_draws WHERE user_id = ? AND created_at >= ?',
        uid,
        from,
      ),
    },
    articles_read: null,
    favourite_series: favouriteSeries(db, uid, from),
    top_comment: top ?? null,
    busiest_month: busiestMonth(db, uid, from),
  };
}

/** Blessings chosen from what the user actually did this year. */
function blessingsFor(r: RawAnnualReport): RawBlessing[] {
  const s = r.stats;
  const list: RawBlessing[] = [
    {
      id: 'new-year',
      title: '新年快乐',
      text: `${r.user.nickname}，愿新的一年每一次出发都满电，每一段旅程都有好风景。`,
    },
  ];
  if (r.favourite_series) {
    list.push({
      id: 'series',
      title: '心仪好车',
      text: `今年你最常关注${r.favourite_series.brand}${r.favourite_series.name}，愿你早日把它开回家，或者和它跑得更远。`,
    });
  }
  if (s.comments + s.posts > 0) {
    list.push({
      id: 'voice',
      title: '车友之声',
      text: `你写下了 ${s.comments} 条评论、发布了 ${s.posts} 条动态，谢谢你让社区的讨论更真实。`,
    });
  }
  if (s.checkin_days > 0) {
    list.push({
      id: 'habit',
      title: '坚持的力量',
      text: `你签到了 ${s.checkin_days} 天，最长连续 ${s.longest_streak} 天，愿好习惯陪你走得更远。`,
    });
  }
  list.push({
    id: 'safe',
    title: '平安出行',
    text: '冬季出门前记得预约电池加热，长途多规划补能点，平安到家比什么都重要。',
  });
  return list;
}

function callerReport(db: Database, env: ApiEnv, uid: number, requested: number): RawAnnualReport {
  if (requested !== 0 && requested !== uid) throw new HttpError(403, '只能查看自己的年度报告');
  return annualReport(db, env, uid);
}

export function annualRoutes(r: Router, env: ApiEnv): void {
  r.get(
    'v4/user/user-report-twenty-five',
    (ctx) => callerReport(ctx.db, env, ctx.user!.id, int(ctx, 'user_id', 0)),
    { auth: true },
  );
  r.get(
    'v4/user/user-blessings',
    (ctx) => ({ list: blessingsFor(annualReport(ctx.db, env, ctx.user!.id)) }),
    { auth: true },
  );
}
