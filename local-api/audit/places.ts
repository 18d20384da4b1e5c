import type { Database } from 'better-sqlite3';
import { CITY_PROVINCE, SEED_PROVINCES, TRAVEL_SHARE } from '../domains/ip-regions';
import type { AuditRule } from './rule';

// Places agree with people: the IP 属地 of a seeded post, comment or reply is where its author
// lives, now and then somewhere they travelled to.

/** At most this share of all pieces is written away from home (twice the seeded travel share). */
const MAX_AWAY = TRAVEL_SHARE * 2;
/** A user with this many pieces or more writes most of them from home. */
const HOME_MOST_FROM = 5;

interface Piece {
  kind: 'post' | 'comment';
  id: number;
  uid: number;
  nickname: string;
  city: string;
  region: string | null;
  at: number;
  shown: string | null;
}

const ipRegion: AuditRule = {
  id: 'places.ip-region',
  text: 'a post, comment or reply carries its author’s 属地: the province of their city, away (another province of the city table) on at most one piece in ten and never on most of a user’s pieces; a user’s page shows that of their latest piece',
  check(db: Database) {
    const pieces = db
      .prepare(
        `SELECT 'post' AS kind, c.id, u.id AS uid, u.nickname, u.city, p.ip_region AS region, c.created_at AS at, u.ip_region AS shown
         FROM contents c JOIN ins_posts p ON p.content_id = c.id JOIN users u ON u.id = c.author_id
         UNION ALL
         SELECT 'comment', m.id, u.id, u.nickname, u.city, m.ip_region, m.created_at, u.ip_region FROM comments m JOIN users u ON u.id = m.user_id
         ORDER BY 1 DESC, 2`,
      )
      .all() as Piece[];
    const out: string[] = [];
    const mine = new Map<
      number,
      {
        nickname: string;
        total: number;
        away: number;
        shown: string | null;
        latest: { at: number; region: string } | null;
      }
    >();
    let located = 0;
    let away = 0;
    for (const p of pieces) {
      const home = CITY_PROVINCE.get(p.city);
      const who = `${p.kind} ${p.id} by ${p.nickname} (${p.city || 'no city'})`;
      if (!home) {
        if (p.region !== null)
          out.push(
            `${who} says 属地 ${p.region} though the author's city is not in the city table`,
          );
        continue;
      }
      if (p.region === null) {
        out.push(`${who} has no 属地`);
        continue;
      }
      if (!SEED_PROVINCES.includes(p.region))
        out.push(`${who} says 属地 ${p.region}, not a province of the city table`);
      located++;
      const user = mine.get(p.uid) ?? {
        nickname: p.nickname,
        total: 0,
        away: 0,
        shown: p.shown,
        latest: null,
      };
      user.total++;
      // Posts come first, then comments: a comment of the same second is the later piece.
      if (!user.latest || p.at >= user.latest.at) user.latest = { at: p.at, region: p.region };
      if (p.region !== home) {
        away++;
        user.away++;
      }
      mine.set(p.uid, user);
    }
    if (located > 0 && away / located > MAX_AWAY)
      out.push(
        `${away} of ${located} pieces are written away from home, more than ${MAX_AWAY * 100} %`,
      );
    for (const [uid, u] of mine) {
      if (u.total >= HOME_MOST_FROM && u.away * 2 >= u.total)
        out.push(`user ${uid} ${u.nickname} wrote ${u.away} of ${u.total} pieces away from home`);
      if (u.latest && u.shown !== u.latest.region)
        out.push(
          `user ${uid} ${u.nickname}'s page says 属地 ${u.shown ?? 'nothing'}, their latest piece ${u.latest.region}`,
        );
    }
    return out;
  },
};

export const rules: AuditRule[] = [ipRegion];
