import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import { provinceShortName } from '../ip-region';
import { CITIES } from '../seed/cities';

// IP 属地 of the demo data, and of each user. A post (ins_posts.ip_region), comment or reply
// (comments.ip_region) stores the region its address resolved to when it was written
// (local-api/ip-region.ts), and so does its writer (users.ip_region: the latest, which their page
// shows). The seeded pieces get the province of their author's city, now and then (travel) another
// province of the city table. Seeded last: it reads every post and comment, and its draws shift no
// other domain's.

/** The share of seeded pieces written while travelling, from another province than the author's city. */
export const TRAVEL_SHARE = 0.05;

/** A city of the city table (seed/cities.ts) → the short name of its province (杭州 → 浙江). */
export const CITY_PROVINCE: ReadonlyMap<string, string> = new Map(
  CITIES.map((c) => [c.name, provinceShortName(c.province)]),
);

/** Every province of the city table, short names, each once: where a traveller writes from. */
export const SEED_PROVINCES: readonly string[] = [...new Set(CITY_PROVINCE.values())];

/**
 * After a piece is written: the user's page shows its 属地 from now on (users.ip_region, the latest
 * activity). A piece from an address that located nobody leaves the last known one.
 */
export function rememberIpRegion(db: Database, uid: number, region: string | null): void {
  if (region) db.prepare('UPDATE users SET ip_region = ? WHERE id = ?').run(region, uid);
}

export const ipRegions: Domain = {
  name: 'ip-regions',
  schema: '',
  seed({ db, rng }) {
    const cityOf = new Map(
      (db.prepare('SELECT id, city FROM users').all() as { id: number; city: string }[]).map(
        (u) => [u.id, u.city],
      ),
    );
    const region = (uid: number): string | null => {
      const home = CITY_PROVINCE.get(cityOf.get(uid) ?? '');
      if (!home) return null;
      return rng.chance(TRAVEL_SHARE) ? rng.pick(SEED_PROVINCES.filter((p) => p !== home)) : home;
    };
    // Each user's latest piece (by time, a comment after a post of the same second) gives their page's 属地.
    const latest = new Map<number, { at: number; region: string }>();
    const written = (uid: number, at: number, place: string | null) => {
      if (place && at >= (latest.get(uid)?.at ?? -Infinity)) latest.set(uid, { at, region: place });
      return place;
    };
    const posts = db
      .prepare(
        'SELECT c.id, c.author_id, c.created_at FROM contents c JOIN ins_posts p ON p.content_id = c.id ORDER BY c.id',
      )
      .all() as {
      id: number;
      author_id: number;
      created_at: number;
    }[];
    const setPost = db.prepare('UPDATE ins_posts SET ip_region = ? WHERE content_id = ?');
    for (const p of posts)
      setPost.run(written(p.author_id, p.created_at, region(p.author_id)), p.id);
    const comments = db
      .prepare('SELECT id, user_id, created_at FROM comments ORDER BY id')
      .all() as { id: number; user_id: number; created_at: number }[];
    const setComment = db.prepare('UPDATE comments SET ip_region = ? WHERE id = ?');
    for (const c of comments)
      setComment.run(written(c.user_id, c.created_at, region(c.user_id)), c.id);
    const setUser = db.prepare('UPDATE users SET ip_region = ? WHERE id = ?');
    for (const [uid, { region: place }] of [...latest].sort((a, b) => a[0] - b[0]))
      setUser.run(place, uid);
  },
  routes() {},
};
