import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import { NO_PASSWORD } from '../auth';
import { levelFor } from '../levels';
import { CITIES } from '../seed/cities';
import { atChinaHour } from '../seed/clock';
import { OWNER_INTROS, ownerNickname } from '../seed/owner-names';
import type { Rng } from '../seed/rng';
import {
  brandByName,
  modelsOfSeries,
  seriesOfBrand,
  seriesRef,
  trimsOfSeries,
  trimsOnSaleAt,
  type SeriesRef,
} from './car-refs';
import { CLUBS, COLORS, SERIES_CIRCLES } from './community/data';
import { TYPE } from './content';
import { seriesDisplayName } from '../../contract/format/car-name';
import { paintNamed, PAINT_NAMES, seriesPicture } from '../seed/series';
import type { RawUserCar } from '../../contract/api/user';
import { absMedia, relMedia } from '../media-path';
import { targetUser } from './relations';
import { DEMO_ACCOUNTS, nicknameTaken } from './users';

// Who owns which car: one model for every seeded
// place that presents a user as an owner. An owner review (remarks.ts) and its follow-ups, a club
// member's car and an owner's post in a series circle (community/seed.ts) are written by an owner
// of that series, with the trim, paint, city and purchase date of that car. Nobody owns more than
// two cars, and a nickname that names a brand (小米车主Leo, 理想奶爸) owns that brand's cars only.
// The 28 seeded users cannot own the cars behind the reviews of ~50 series, so owner accounts are
// added here: ordinary users (their reviews on their profile, fans from the audience model).

/** The brands whose series have owner reviews (remarks.ts), clubs and circles (community/). */
export const REVIEW_BRANDS = [
  '比亚迪',
  '特斯拉',
  '理想',
  '问界',
  '小米',
  '小鹏',
  '蔚来',
  '极氪',
  '零跑',
];
/** The brands with owners: those, and 埃安, which has owners' groups (social.ts) but no reviews. */
export const OWNER_BRANDS = [...REVIEW_BRANDS, '埃安'];

/** Nobody owns more cars than this. */
export const MAX_CARS = 2;

/** Seeded users who write about cars without owning one (the demo accounts too: 电车小白 has none). */
const NON_OWNERS = ['车圈观察员', '试驾小分队', '理性车评人', '电池研究所', '二手车鉴定师'];

/** Whether a seeded user may own a car: not a demo account, not a reviewer by trade. */
const mayOwn = (nickname: string) =>
  !DEMO_ACCOUNTS.some((a) => a.nickname === nickname) && !NON_OWNERS.includes(nickname);

export interface OwnedCar {
  user_id: number;
  series_id: number;
  model_id: number;
  color: string;
  city: string;
  bought_at: number;
}

/** The car brand a nickname names (比亚迪车主张工 → 比亚迪), if any, among `brands`. */
export function brandOfNickname(
  nickname: string,
  brands: readonly string[] = OWNER_BRANDS,
): string | null {
  return brands.find((b) => nickname.includes(b)) ?? null;
}

/** The cars a user owns (at most two). */
export function carsOf(db: Database, uid: number): OwnedCar[] {
  return db
    .prepare('SELECT * FROM user_cars WHERE user_id = ? ORDER BY bought_at')
    .all(uid) as OwnedCar[];
}

/** The user's car of a series, if they own one. */
export function carOf(db: Database, uid: number, seriesId: number): OwnedCar | undefined {
  return db
    .prepare('SELECT * FROM user_cars WHERE user_id = ? AND series_id = ?')
    .get(uid, seriesId) as OwnedCar | undefined;
}

/** The owners of a brand's cars, first bought first. */
export function ownersOfBrand(db: Database, brandId: number): OwnedCar[] {
  return db
    .prepare(
      'SELECT k.* FROM user_cars k JOIN car_series s ON s.id = k.series_id WHERE s.brand_id = ? ORDER BY k.bought_at, k.user_id',
    )
    .all(brandId) as OwnedCar[];
}

/** The owners of a series, first bought first. */
export function ownersOf(db: Database, seriesId: number): OwnedCar[] {
  return db
    .prepare('SELECT * FROM user_cars WHERE series_id = ? ORDER BY bought_at, user_id')
    .all(seriesId) as OwnedCar[];
}

/** The series of `brands` that have trims on sale, by brand; a series not yet on sale (未上市) has no owners. */
export function ownerSeries(
  db: Database,
  brands: readonly string[] = OWNER_BRANDS,
): Map<string, SeriesRef[]> {
  const byBrand = new Map<string, SeriesRef[]>();
  for (const name of brands) {
    const brand = brandByName(db, name);
    if (brand)
      byBrand.set(
        name,
        seriesOfBrand(db, brand.id)
          .filter((s) => s.sale_status !== 3 && modelsOfSeries(db, s.id).length > 0)
          .sort((a, b) => a.id - b.id),
      );
  }
  return byBrand;
}

/** The newest car an owner has: bought this many days before the seed's now. */
const NEWEST_CAR_DAYS = 20;
/** The oldest: bought this many days before. */
const OLDEST_CAR_DAYS = 700;
const DAY = 86400;

/** Whether a car of the series could have been bought by `at`: one of its trims had launched. */
const ownableBy = (db: Database, seriesId: number, at: number) =>
  trimsOfSeries(db, seriesId).some((t) => t.launch_at <= at);

interface Owner {
  id: number;
  nickname: string;
  brand: string | null;
  city: string;
  series: number[];
}

const REVIEW_CITIES = CITIES.slice(0, 14).map((c) => c.name);

function seedOwners(db: Database, rng: Rng, now: number): void {
  const newest = now - NEWEST_CAR_DAYS * DAY;
  const byBrand = new Map(
    [...ownerSeries(db)].map(([brand, list]) => [
      brand,
      list.filter((s) => ownableBy(db, s.id, newest)),
    ]),
  );
  const series = [...byBrand.values()].flat().sort((a, b) => a.id - b.id);
  // How many owners each series has: a few reviewers; a club's or a circle's series enough for its members.
  const clubCity = new Map(CLUBS.map((c) => [c.series, c.city]));
  const grouped = new Set([...CLUBS, ...SERIES_CIRCLES].map((c) => c.series));
  const need = new Map(
    series.map((s) => [s.id, grouped.has(s.name) ? rng.int(10, 13) : rng.int(2, 4)]),
  );
  const insertCar = db.prepare(
    'INSERT INTO user_cars (user_id, series_id, model_id, color, city, bought_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // An owner has had the account since before they bought the car (their reviews follow it).
  const joined = db.prepare('UPDATE users SET created_at = MIN(created_at, ?) WHERE id = ?');
  // Bought new, from the lineup on sale that day (`at`, else a day since the series' first trim
  // launched): never before its launch.
  const buy = (owner: Owner, s: SeriesRef, at?: number) => {
    const trims = trimsOfSeries(db, s.id);
    const firstLaunch = Math.min(...trims.map((t) => t.launch_at));
    const sinceLaunch = Math.floor((now - firstLaunch) / DAY);
    const boughtAt = Math.max(
      at ??
        now -
          rng.int(
            NEWEST_CAR_DAYS,
            Math.max(NEWEST_CAR_DAYS, Math.min(OLDEST_CAR_DAYS, sinceLaunch)),
          ) *
            DAY,
      firstLaunch + DAY,
    );
    insertCar.run(
      owner.id,
      s.id,
      rng.pick(trimsOnSaleAt(trims, boughtAt)).id,
      rng.pick(COLORS),
      owner.city,
      boughtAt,
    );
    joined.run(boughtAt - rng.int(1, 90) * 86400, owner.id);
    owner.series.push(s.id);
    need.set(s.id, (need.get(s.id) ?? 0) - 1);
  };
  // A series the owner may buy: of their brand when their nickname names one, still wanting owners when possible.
  const choose = (owner: Owner, exclude: number[] = []): SeriesRef | undefined => {
    const pool = (owner.brand ? (byBrand.get(owner.brand) ?? []) : series).filter(
      (s) => !exclude.includes(s.id),
    );
    const wanted = pool.filter((s) => (need.get(s.id) ?? 0) > 0);
    return wanted.length ? rng.pick(wanted) : pool.length ? rng.pick(pool) : undefined;
  };

  // The seeded users: the demo accounts and the reviewers by trade own no car; the others one, a few two.
  const seeded = db.prepare('SELECT id, nickname, city FROM users ORDER BY id').all() as {
    id: number;
    nickname: string;
    city: string;
  }[];
  for (const u of seeded) {
    if (!mayOwn(u.nickname)) continue;
    const owner: Owner = { ...u, brand: brandOfNickname(u.nickname), series: [] };
    const first = choose(owner);
    if (!first) continue;
    buy(owner, first);
    const second = rng.chance(0.3) ? choose(owner, [first.id]) : undefined;
    if (second) buy(owner, second);
  }

  // New owner accounts for the series still wanting owners; now and then one of them buys a second car.
  // The seeded accounts' password (users.ts: the demo one in demo mode, else none usable), not hashed again.
  const shared =
    (
      db.prepare('SELECT password FROM users ORDER BY id LIMIT 1').get() as
        { password: string } | undefined
    )?.password ?? NO_PASSWORD;
  const insertUser = db.prepare(
    'INSERT INTO users (id, phone, password, nickname, avatar, intro, gender, city, level, points, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const fresh: Owner[] = [];
  const account = (s: SeriesRef): Owner => {
    const brand = rng.chance(0.25) ? s.brand_name : null;
    let nickname = ownerNickname(rng, brand);
    while (nicknameTaken(db, nickname)) nickname = ownerNickname(rng, brand);
    const city =
      clubCity.get(s.name) && rng.chance(0.7) ? clubCity.get(s.name)! : rng.pick(REVIEW_CITIES);
    const points = rng.int(0, 2500);
    const id = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 n FROM users').get() as { n: number })
      .n;
    // The seeded phones go on from 138 0000 0001 by id (the demo accounts are the first two).
    insertUser.run(
      id,
      `138${String(id).padStart(8, '0')}`,
      shared,
      nickname,
      relMedia('avatar', `u${id}`, nickname),
      rng.pick(OWNER_INTROS),
      rng.int(0, 2),
      city,
      levelFor(points),
      points,
      now,
    );
    const owner: Owner = { id, nickname, brand, city, series: [] };
    fresh.push(owner);
    return owner;
  };
  const secondCar = (s: SeriesRef) =>
    fresh.filter(
      (o) =>
        o.series.length < MAX_CARS &&
        (o.brand === null || o.brand === s.brand_name) &&
        !o.series.includes(s.id),
    );
  for (const s of series) {
    while ((need.get(s.id) ?? 0) > 0) {
      const second = secondCar(s);
      buy(second.length && rng.chance(0.15) ? rng.pick(second) : account(s), s);
    }
  }

  // The 动态 seeded before the cars (ins.ts) that speak as an owner (提车, 电耗, 一年用车成本; not
  // 试驾) are by an owner of the car they name, in the paint they name: their author when the
  // author may own it, else another owner of that series, else a new owner.
  const byName = new Map(
    (
      db
        .prepare(
          'SELECT s.id, s.name, s.brand_id, b.name brand_name FROM car_series s JOIN car_brands b ON b.id = s.brand_id',
        )
        .all() as SeriesRef[]
    ).map((s) => [seriesDisplayName(s.brand_name, s.name), s]),
  );
  const owners = new Map<number, Owner>(fresh.map((o) => [o.id, o]));
  for (const u of seeded) {
    if (!mayOwn(u.nickname)) continue;
    owners.set(u.id, {
      ...u,
      brand: brandOfNickname(u.nickname),
      series: carsOf(db, u.id).map((c) => c.series_id),
    });
  }
  const painted = new Set<string>();
  // When the posts say the car was bought: on the day of a 提车 post (pinned), and at the latest
  // some time before a post that speaks of owning it (bound), per owner and series.
  const pinned = new Map<string, number>();
  const bound = new Map<string, number>();
  const setColor = db.prepare('UPDATE user_cars SET color = ? WHERE user_id = ? AND series_id = ?');
  const setAuthor = db.prepare('UPDATE contents SET author_id = ? WHERE id = ?');
  const redate = db.prepare(
    'UPDATE user_cars SET bought_at = ?, model_id = ? WHERE user_id = ? AND series_id = ?',
  );
  const posts = db
    .prepare(
      "SELECT c.id, c.body, c.author_id, c.created_at, i.tags FROM contents c JOIN ins_posts i ON i.content_id = c.id WHERE c.type = ? AND c.body NOT LIKE '%试驾%' ORDER BY c.id",
    )
    .all(TYPE.ins) as {
    id: number;
    body: string;
    author_id: number;
    created_at: number;
    tags: string;
  }[];
  for (const post of posts) {
    const s = byName.get((JSON.parse(post.tags) as string[])[0]?.replace(/#/g, '') ?? '');
    if (!s || !ownableBy(db, s.id, newest)) continue;
    const color = PAINT_NAMES.find((p) => post.body.includes(p));
    const claim = ownedClaim(post.body);
    const pickup = claim.pickup;
    // The purchase this post dates: that day, a couple of hours before a 提车 post; else the latest it may be.
    const by = pickup
      ? Math.max(atChinaHour(post.created_at, 0), post.created_at - 2 * 3600)
      : post.created_at - claim.min * DAY;
    // An owner may speak for this car: they own it (and it is not already of another paint, nor
    // dated by another post otherwise), or may buy it.
    const fits = (o: Owner | undefined): o is Owner => {
      if (!o || (o.brand !== null && o.brand !== s.brand_name)) return false;
      const key = `${o.id}:${s.id}`;
      if (o.series.includes(s.id)) {
        if (color && painted.has(key) && carOf(db, o.id, s.id)?.color !== color) return false;
        const day = pinned.get(key);
        return pickup
          ? day === undefined && by <= (bound.get(key) ?? by)
          : day === undefined || day <= by;
      }
      return o.series.length < MAX_CARS;
    };
    const others = ownersOf(db, s.id)
      .map((c) => owners.get(c.user_id))
      .filter(fits);
    const owner = fits(owners.get(post.author_id))
      ? owners.get(post.author_id)!
      : others.length
        ? rng.pick(others)
        : account(s);
    owners.set(owner.id, owner);
    if (!owner.series.includes(s.id)) buy(owner, s);
    const key = `${owner.id}:${s.id}`;
    if (color) {
      setColor.run(color, owner.id, s.id);
      painted.add(key);
    }
    const car = carOf(db, owner.id, s.id)!;
    const boughtAt = pickup ? by : Math.min(car.bought_at, by);
    const onSale = trimsOnSaleAt(trimsOfSeries(db, s.id), boughtAt);
    // Re-dated only to a day the series was on sale (else the post stays as it is).
    if (boughtAt !== car.bought_at && onSale.length) {
      redate.run(
        boughtAt,
        onSale.some((t) => t.id === car.model_id) ? car.model_id : onSale[0]!.id,
        owner.id,
        s.id,
      );
      joined.run(boughtAt - 30 * DAY, owner.id);
    }
    if (pickup) pinned.set(key, boughtAt);
    else bound.set(key, Math.min(bound.get(key) ?? by, by));
    setAuthor.run(owner.id, post.id);
  }

  // The 车主说 articles and videos (content.ts, kind 'owner': 开了一年X) are by an owner of that car
  // who had it a year by then: an owner who bought it early enough, else the author when they may buy
  // it, else a new owner; who buys it for the piece buys it a year and a little before it.
  const pieces = db
    .prepare(
      `SELECT c.id, c.author_id, c.created_at, s.id AS series_id FROM contents c
       JOIN car_brands b ON b.name = json_extract(c.extra, '$.about.brand') JOIN car_series s ON s.brand_id = b.id AND s.name = json_extract(c.extra, '$.about.series')
       WHERE c.type IN (?, ?) AND json_extract(c.extra, '$.about.kind') = 'owner' ORDER BY c.id`,
    )
    .all(TYPE.article, TYPE.video) as {
    id: number;
    author_id: number;
    created_at: number;
    series_id: number;
  }[];
  for (const piece of pieces) {
    const s = seriesRef(db, piece.series_id);
    if (!s || s.sale_status === 3 || !trimsOfSeries(db, s.id).length) continue;
    const yearBefore = piece.created_at - 365 * 86400;
    const drove = ownersOf(db, s.id).filter(
      (c) => c.bought_at <= yearBefore && owners.has(c.user_id),
    );
    const author = owners.get(piece.author_id);
    const mayBuy =
      author &&
      (author.brand === null || author.brand === s.brand_name) &&
      author.series.length < MAX_CARS &&
      !author.series.includes(s.id);
    const owner = drove.length
      ? owners.get(rng.pick(drove).user_id)!
      : mayBuy
        ? author
        : account(s);
    owners.set(owner.id, owner);
    if (!owner.series.includes(s.id)) buy(owner, s, yearBefore - rng.int(1, 45) * 86400);
    setAuthor.run(owner.id, piece.id);
  }
}

/** How long an owner has had the car when a post of theirs speaks of it, in days (max: Infinity when open). */
export interface OwnedClaim {
  min: number;
  max: number;
  /** A 提车 post: written the day they took the car. */
  pickup: boolean;
}

/**
 * What a post says of how long its author has had the car: 提车 that day, 首保 within the first
 * year, 开了半年 about half a year, 三万公里 half a year at least, a year of running costs about a
 * year; anything else some hours after they bought it.
 */
export function ownedClaim(body: string): OwnedClaim {
  const claim = (min: number, max = Infinity, pickup = false) => ({ min, max, pickup });
  if (/提车一周/.test(body)) return claim(5, 10);
  if (/提车/.test(body)) return claim(0, 1, true);
  if (/一年用车成本/.test(body)) return claim(330);
  if (/开了半年/.test(body)) return claim(150, 220);
  if (/三万公里/.test(body)) return claim(180);
  if (/首保/.test(body)) return claim(45, 365);
  return claim(0.5);
}

/** Whether a post written at `at` by an owner who bought the car at `boughtAt` says the truth of when (ownedClaim). */
export function claimHolds(claim: OwnedClaim, boughtAt: number, at: number): boolean {
  const days = (at - boughtAt) / DAY;
  if (claim.pickup) return days >= 0 && atChinaHour(at, 0) === atChinaHour(boughtAt, 0);
  return days >= claim.min && days <= claim.max;
}

/** A time at which an owner who bought the car at `boughtAt` may write the post (see ownedClaim). */
export function claimTime(claim: OwnedClaim, boughtAt: number): number {
  if (claim.pickup) return Math.min(boughtAt + 2 * 3600, atChinaHour(boughtAt, 23, 30));
  return boughtAt + Math.ceil(claim.min + Math.min(10, (claim.max - claim.min) / 2)) * DAY;
}

export const owners: Domain = {
  name: 'owners',
  schema: `
    CREATE TABLE IF NOT EXISTS user_cars (
      user_id INTEGER NOT NULL REFERENCES users(id), series_id INTEGER NOT NULL, model_id INTEGER NOT NULL,
      color TEXT NOT NULL, city TEXT NOT NULL, bought_at INTEGER NOT NULL, PRIMARY KEY (user_id, series_id)
    );
    CREATE INDEX IF NOT EXISTS user_cars_series ON user_cars (series_id);
  `,
  seed({ db, rng, now }) {
    seedOwners(db, rng, now);
  },
  routes(r, env) {
    // A user's cars for their page: the series in its paint, and how many reviews they wrote of it.
    r.get('v1/user/cars', (ctx): RawUserCar[] => {
      const uid = targetUser(ctx);
      return carsOf(ctx.db, uid).flatMap((car) => {
        const s = seriesRef(ctx.db, car.series_id);
        if (!s) return [];
        const remarks = (
          ctx.db
            .prepare('SELECT COUNT(*) n FROM remarks WHERE user_id = ? AND series_id = ?')
            .get(uid, s.id) as { n: number }
        ).n;
        const cover = absMedia(
          env,
          seriesPicture(s.name, `user-car${uid}-${s.id}`, 'side', {
            paint: paintNamed(car.color, s.name),
          }),
        );
        return [
          {
            series: { id: s.id, name: s.name, brand_name: s.brand_name },
            color: car.color,
            cover,
            bought_at: car.bought_at,
            remarks,
          },
        ];
      });
    });
  },
};
