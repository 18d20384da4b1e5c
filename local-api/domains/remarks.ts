import type { Database } from 'better-sqlite3';
import { countOf, rowOr404 } from '../db';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { notFound } from '../http-error';
import { absMedia } from '../media-path';
import type { CarView } from '../media-car';
import { paintNamed, seriesPicture } from '../seed/series';
import { id, listResult, pageRows, str } from '../params';
import type { Rng } from '../seed/rng';
import { REMARK_PARAMS, remarkText, SentenceBook } from '../seed/remark-text';
import { modelRef, seriesCard, seriesRef, type SeriesRef } from './car-refs';
import { publicUser, publicUserRow } from './users';
import { carOf, ownerSeries, ownersOf, REVIEW_BRANDS, type OwnedCar } from './owners';
import { countView } from '../views';

// Owner reviews (口碑): an overall score out of 10, eight sub-scores, what the owner likes and
// dislikes, photos, and what they paid where and when. An owner may follow up on the same car
// later (追评), which makes a reviewer's history for a series.

/** Sub-score aspects, in display order. */
export const REMARK_ASPECTS = [
  '外观',
  '内饰',
  '空间',
  '操控',
  '续航',
  '舒适',
  '性价比',
  '智能化',
] as const;

export interface RemarkRow {
  id: number;
  user_id: number;
  series_id: number;
  model_id: number;
  score: number;
  scores: string;
  title: string;
  satisfied: string;
  unsatisfied: string;
  body: string;
  images: number;
  price: number;
  city: string;
  bought_at: number;
  mileage: number;
  is_follow_up: number;
  likes: number;
  views: number;
  created_at: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

const REMARK_VIEWS: CarView[] = ['side', 'front', 'cockpit', 'seats', 'rear', 'wheel'];

export function remarkView(env: ApiEnv, db: Database, row: RemarkRow, full: boolean) {
  const user = publicUserRow(db, row.user_id)!;
  const model = modelRef(db, row.model_id);
  const series = seriesRef(db, row.series_id);
  const scores = JSON.parse(row.scores) as number[];
  // An owner's photos of their own car, in its paint: outside first, then the cabin and the seats.
  const color = carOf(db, row.user_id, row.series_id)?.color;
  const paint = color && series ? { paint: paintNamed(color, series.name) } : {};
  const images = Array.from({ length: row.images }, (_, i) =>
    absMedia(
      env,
      seriesPicture(
        series?.name ?? '',
        `remark${row.id}-${i}`,
        REMARK_VIEWS[i % REMARK_VIEWS.length],
        paint,
      ),
    ),
  );
  return {
    id: row.id,
    title: row.title,
    score: row.score,
    scores: REMARK_ASPECTS.map((name, i) => ({ name, score: scores[i] ?? 0 })),
    satisfied: full ? row.satisfied : row.satisfied.slice(0, 60),
    unsatisfied: full ? row.unsatisfied : row.unsatisfied.slice(0, 60),
    body: full ? row.body : '',
    images: full ? images : images.slice(0, 3),
    price: row.price,
    city: row.city,
    bought_at: row.bought_at,
    mileage: row.mileage,
    is_follow_up: row.is_follow_up === 1,
    likes: row.likes,
    views: row.views,
    created_at: row.created_at,
    user: user ? publicUser(env, user) : null,
    series: series ? seriesCard(env, series) : null,
    model: model ? { id: model.id, name: model.name, price: model.price } : null,
  };
}

function remarkSummary(env: ApiEnv, db: Database, seriesId: number, latest = 2) {
  const agg = db
    .prepare('SELECT COUNT(*) n, AVG(score) avg FROM remarks WHERE series_id = ?')
    .get(seriesId) as { n: number; avg: number | null };
  const rows = db.prepare('SELECT scores FROM remarks WHERE series_id = ?').all(seriesId) as {
    scores: string;
  }[];
  const sums = REMARK_ASPECTS.map(() => 0);
  for (const r of rows)
    (JSON.parse(r.scores) as number[]).forEach((s, i) => (sums[i] = (sums[i] ?? 0) + s));
  const recent = db
    .prepare('SELECT * FROM remarks WHERE series_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
    .all(seriesId, latest) as RemarkRow[];
  return {
    series_id: seriesId,
    count: agg.n,
    average: agg.avg === null ? 0 : round1(agg.avg),
    aspects: REMARK_ASPECTS.map((name, i) => ({
      name,
      score: rows.length ? round1((sums[i] ?? 0) / rows.length) : 0,
    })),
    latest: recent.map((r) => remarkView(env, db, r, false)),
  };
}

/** The parameters a review may quote, of every trim reviewed so far (read once a trim). */
const trimCache = new WeakMap<Database, Map<number, Map<string, string>>>();
const QUOTED = REMARK_PARAMS.map(() => '?').join(',');

/** The parameters of a trim by name ('-' for one it lacks), for a review's words. */
function trimParams(db: Database, modelId: number): (name: string) => string {
  let trims = trimCache.get(db);
  if (!trims) trimCache.set(db, (trims = new Map()));
  let byName = trims.get(modelId);
  if (!byName) {
    const rows = db
      .prepare(
        `SELECT name, value FROM car_model_params WHERE model_id = ? AND name IN (${QUOTED})`,
      )
      .all(modelId, ...REMARK_PARAMS) as { name: string; value: string }[];
    trims.set(modelId, (byName = new Map(rows.map((r) => [r.name, r.value]))));
  }
  return (name) => byName.get(name) ?? '-';
}

/** A review of the owner's own car: its trim, where and when it was bought (owners.ts). */
function seedRemark(
  db: Database,
  rng: Rng,
  book: SentenceBook,
  now: number,
  s: SeriesRef,
  car: OwnedCar,
  followUp: { of: RemarkRow } | null,
): RemarkRow | null {
  const model = modelRef(db, car.model_id);
  if (!model) return null;
  const base = followUp
    ? (JSON.parse(followUp.of.scores) as number[])
    : REMARK_ASPECTS.map(() => rng.int(6, 10));
  const scores = base.map((v) => Math.max(1, Math.min(10, v + (followUp ? rng.int(-1, 1) : 0))));
  const score = round1(scores.reduce((a, b) => a + b, 0) / scores.length);
  const best = REMARK_ASPECTS.map((name, i) => ({ name, v: scores[i]! }))
    .sort((a, b) => b.v - a.v)
    .slice(0, 3);
  const boughtAt = car.bought_at;
  const created = Math.min(
    now - 3600,
    followUp
      ? followUp.of.created_at + rng.int(90, 240) * 86400
      : boughtAt + rng.int(3, 30) * 86400,
  );
  const mileage = followUp ? followUp.of.mileage + rng.int(3000, 15000) : rng.int(300, 3000);
  const city = car.city;
  const months = Math.max(1, Math.round((created - boughtAt) / (30 * 86400)));
  const title = followUp
    ? `${s.name}追评：开了${Math.round(mileage / 1000) / 10}万公里的真实感受`
    : rng.pick([
        `${s.name}提车${months === 1 ? '一' : months}个月，${city}车主说说真实感受`,
        `${s.name} ${model.name}：${best[0]!.name}真的惊喜`,
        `${city}从油车换到${s.name}，值不值？`,
        `${s.name}开了${mileage}公里：优点缺点都聊聊`,
      ]);
  const row = {
    user_id: car.user_id,
    series_id: s.id,
    model_id: model.id,
    score,
    scores: JSON.stringify(scores),
    title,
    ...remarkText(
      rng,
      book,
      { series: s.name, city, mileage, months, param: trimParams(db, model.id) },
      best.map((b) => b.name),
      Boolean(followUp),
    ),
    images: rng.int(0, 6),
    price: followUp ? followUp.of.price : round1(model.price * (0.92 + rng.next() * 0.08)),
    city,
    bought_at: boughtAt,
    mileage,
    is_follow_up: followUp ? 1 : 0,
    likes: rng.int(0, 800),
    views: rng.int(200, 30000),
    created_at: created,
  };
  const info = db
    .prepare(
      `INSERT INTO remarks (user_id, series_id, model_id, score, scores, title, satisfied, unsatisfied, body, images, price, city, bought_at, mileage, is_follow_up, likes, views, created_at)
       VALUES (@user_id, @series_id, @model_id, @score, @scores, @title, @satisfied, @unsatisfied, @body, @images, @price, @city, @bought_at, @mileage, @is_follow_up, @likes, @views, @created_at)`,
    )
    .run(row);
  return { id: Number(info.lastInsertRowid), ...row };
}

export const remarks: Domain = {
  name: 'remarks',
  schema: `
    CREATE TABLE IF NOT EXISTS remarks (
      id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), series_id INTEGER NOT NULL,
      model_id INTEGER NOT NULL, score REAL NOT NULL, scores TEXT NOT NULL, title TEXT NOT NULL,
      satisfied TEXT NOT NULL, unsatisfied TEXT NOT NULL, body TEXT NOT NULL, images INTEGER NOT NULL,
      price REAL NOT NULL, city TEXT NOT NULL, bought_at INTEGER NOT NULL, mileage INTEGER NOT NULL,
      is_follow_up INTEGER NOT NULL, likes INTEGER NOT NULL, views INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS remarks_series ON remarks (series_id, created_at);
    CREATE INDEX IF NOT EXISTS remarks_user ON remarks (user_id, series_id);
  `,
  seed({ db, rng, now }) {
    const book = new SentenceBook();
    for (const s of [...ownerSeries(db, REVIEW_BRANDS).values()]
      .flat()
      .sort((a, b) => a.id - b.id)) {
      const owners = ownersOf(db, s.id);
      owners.forEach((car, k) => {
        // Not every owner writes a review; a series' first two owners do, so every series has some.
        if (k >= 2 && !rng.chance(owners.length > 5 ? 0.6 : 0.85)) return;
        let row = seedRemark(db, rng, book, now, s, car, null);
        // About a third of owners come back with a follow-up a few months on, a few twice.
        for (
          let n = 0;
          row && n < 2 && now - row.created_at > 90 * 86400 && rng.chance(n === 0 ? 0.35 : 0.3);
          n++
        ) {
          row = seedRemark(db, rng, book, now, s, car, { of: row });
        }
      });
    }
    // One score per series: the hero shows the owners' average, as 车主口碑 does (remarkSummary).
    const averages = db
      .prepare('SELECT series_id id, AVG(score) avg FROM remarks GROUP BY series_id')
      .all() as { id: number; avg: number }[];
    const setScore = db.prepare('UPDATE car_series SET score = ? WHERE id = ?');
    for (const a of averages) setScore.run(round1(a.avg), a.id);
  },
  routes(r, env) {
    r.get('v1/remark/list', (ctx) => {
      const seriesId = id(ctx, 'series_id');
      if (!seriesRef(ctx.db, seriesId)) throw notFound('车系');
      const order =
        str(ctx, 'order') === 'hot' ? 'likes DESC, id DESC' : 'created_at DESC, id DESC';
      const { p, rows, total } = pageRows<RemarkRow>(
        ctx,
        'SELECT COUNT(*) n FROM remarks WHERE series_id = ?',
        `SELECT * FROM remarks WHERE series_id = ? ORDER BY ${order} LIMIT ? OFFSET ?`,
        seriesId,
      );
      return listResult(
        rows.map((row) => remarkView(env, ctx.db, row, false)),
        p,
        total,
      );
    });

    r.get('v1/remark/summary', (ctx) => {
      const seriesId = id(ctx, 'series_id');
      if (!seriesRef(ctx.db, seriesId)) throw notFound('车系');
      return remarkSummary(env, ctx.db, seriesId);
    });

    r.get('v1/remark/detail', (ctx) => {
      const row = rowOr404<RemarkRow>(
        ctx.db,
        '口碑',
        'SELECT * FROM remarks WHERE id = ?',
        id(ctx),
      );
      const counted = countView(ctx, 'remark', row.id);
      if (counted) ctx.db.prepare('UPDATE remarks SET views = views + 1 WHERE id = ?').run(row.id);
      const count = countOf(
        ctx.db,
        'SELECT COUNT(*) n FROM remarks WHERE user_id = ? AND series_id = ?',
        row.user_id,
        row.series_id,
      );
      return {
        ...remarkView(env, ctx.db, { ...row, views: row.views + (counted ? 1 : 0) }, true),
        history_count: count,
      };
    });

    // One reviewer's reviews of one series, oldest first (提车 first, then 追评).
    r.get('v1/remark/history', (ctx) => {
      const seriesId = id(ctx, 'series_id');
      const uid = id(ctx, 'uid');
      const series = seriesRef(ctx.db, seriesId);
      const user = publicUserRow(ctx.db, uid);
      if (!series || !user) throw notFound('口碑');
      const rows = ctx.db
        .prepare(
          'SELECT * FROM remarks WHERE series_id = ? AND user_id = ? ORDER BY created_at, id',
        )
        .all(seriesId, uid) as RemarkRow[];
      if (!rows.length) throw notFound('口碑');
      return {
        user: publicUser(env, user),
        series: seriesCard(env, series),
        list: rows.map((row) => remarkView(env, ctx.db, row, true)),
      };
    });
  },
};
