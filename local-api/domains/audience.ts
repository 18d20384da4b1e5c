import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { Rng } from '../seed/rng';

// One model for the demo's counters, applied once every domain has
// seeded its rows: a piece is read by its author's fans and, through the feed, by a few dozen
// readers for each of them; a few in a hundred of those readers like it, fewer keep it; a
// thread's comments were written by people who read it. Everything that counts people who can be
// listed (a circle's or a club's members, a topic's posts) is the list itself, and a topic's
// reads are the reads of the pieces it lists. A user with 5 粉丝 no longer has 8.6万阅读, and
// an annual report's likes (the sum of the user's rows, domains/shop/annual.ts) fit their fans.

/** Reads a piece gets for each of its author's fans (plus a floor of readers the feed brings). */
const READS_PER_FAN = { min: 20, max: 120 } as const;
/** The readers the feed brings to an author without fans, counted as fans. */
const FEED_FANS = 3;
/** Reads each comment stands for: people read a thread before they write in it. */
const READS_PER_COMMENT = { min: 10, max: 30 } as const;
/** Share of readers who like a piece, and who keep (favourite) it. */
export const LIKE_RATE = { min: 0.01, max: 0.06 } as const;
const KEEP_RATE = { min: 0.002, max: 0.02 } as const;
/** A comment's likes come from the piece's readers: at most this share of them. */
export const COMMENT_LIKE_RATE = 0.05;

/** The most reads a piece may show for its author's fans and its comments. */
export const maxReads = (fans: number, comments: number) =>
  (fans + FEED_FANS) * READS_PER_FAN.max + comments * READS_PER_COMMENT.max;

const rate = (rng: Rng, r: { min: number; max: number }) => r.min + rng.next() * (r.max - r.min);

/** Reads, likes and keeps of one piece by an author with `fans`, under `comments` comments. */
function pieceCounters(rng: Rng, fans: number, comments: number) {
  const views =
    (fans + FEED_FANS) * rng.int(READS_PER_FAN.min, READS_PER_FAN.max) +
    comments * rng.int(READS_PER_COMMENT.min, READS_PER_COMMENT.max);
  const likes = Math.round(views * rate(rng, LIKE_RATE));
  // Fewer readers keep a piece than like it.
  return { views, likes, favourites: Math.min(likes, Math.round(views * rate(rng, KEEP_RATE))) };
}

function fanCounts(db: Database): Map<number, number> {
  const rows = db
    .prepare('SELECT followed_id id, COUNT(*) n FROM follows GROUP BY followed_id')
    .all() as { id: number; n: number }[];
  return new Map(rows.map((r) => [r.id, r.n]));
}

function seedPieces(db: Database, rng: Rng, fans: Map<number, number>): void {
  const rows = db
    .prepare(
      `SELECT c.id, c.author_id, c.favourites, (SELECT COUNT(*) FROM comments k WHERE k.content_type = c.type AND k.content_id = c.id) n
       FROM contents c ORDER BY c.id`,
    )
    .all() as { id: number; author_id: number | null; favourites: number; n: number }[];
  const update = db.prepare(
    'UPDATE contents SET views = ?, likes = ?, favourites = ? WHERE id = ?',
  );
  // The demo accounts' own likes of comments (comment_likes rows) stay counted.
  const capLikes = db.prepare(
    `UPDATE comments SET likes = MAX(MIN(likes, ?), (SELECT COUNT(*) FROM comment_likes l WHERE l.comment_id = comments.id))
     WHERE content_type = (SELECT type FROM contents WHERE id = ?) AND content_id = ?`,
  );
  for (const r of rows) {
    const c = pieceCounters(rng, fans.get(r.author_id ?? 0) ?? 0, r.n);
    // Posts have no 收藏 counter (their favourites were never seeded): they keep theirs.
    update.run(c.views, c.likes, r.favourites === 0 ? 0 : c.favourites, r.id);
    capLikes.run(Math.floor(c.views * COMMENT_LIKE_RATE), r.id, r.id);
  }
  const remarks = db.prepare('SELECT id, user_id FROM remarks ORDER BY id').all() as {
    id: number;
    user_id: number;
  }[];
  const updateRemark = db.prepare('UPDATE remarks SET views = ?, likes = ? WHERE id = ?');
  for (const r of remarks) {
    const c = pieceCounters(rng, fans.get(r.user_id) ?? 0, 0);
    updateRemark.run(c.views, c.likes, r.id);
  }
}

function seedGroups(db: Database, rng: Rng, fans: Map<number, number>): void {
  // Circles, clubs and owners' groups count the members they list: whoever posted in a circle or
  // a group is in it (but demo account 1, who starts in none so that joining is a visible first).
  db.prepare(
    `INSERT OR IGNORE INTO community_members (circle_id, user_id, created_at)
     SELECT cp.circle_id, c.author_id, MIN(c.created_at) FROM community_posts cp JOIN contents c ON c.id = cp.content_id
     WHERE c.author_id > 1 GROUP BY cp.circle_id, c.author_id`,
  ).run();
  db.prepare(
    `INSERT OR IGNORE INTO social_members (group_id, user_id, created_at)
     SELECT group_id, user_id, MIN(created_at) FROM social_posts WHERE user_id > 1 GROUP BY group_id, user_id`,
  ).run();
  for (const table of ['community_circles', 'community_clubs', 'social_groups'])
    db.prepare(`UPDATE ${table} SET base_members = 0`).run();
  // A circle's goods are recommended by its members: each keeps its seeded share of the most
  // recommended one, of the members the circle lists (no 220位车主推荐 in a circle of 11).
  db.prepare(
    `UPDATE community_goods SET recommends = MAX(1, CAST(ROUND(recommends * 1.0 / (SELECT MAX(recommends) FROM community_goods)
       * (SELECT COUNT(*) FROM community_members m WHERE m.circle_id = community_goods.circle_id)) AS INTEGER))`,
  ).run();
  // A topic has been read as often as the pieces it lists.
  db.prepare(
    'UPDATE topics SET views = (SELECT COALESCE(SUM(c.views), 0) FROM topic_contents tc JOIN contents c ON c.id = tc.content_id WHERE tc.topic_id = topics.id)',
  ).run();
  db.prepare(
    'UPDATE community_themes SET views = (SELECT COALESCE(SUM(c.views), 0) FROM community_posts cp JOIN contents c ON c.id = cp.content_id WHERE cp.theme_id = community_themes.id)',
  ).run();
  // A column is followed by its author's fans and a few readers for each article it published.
  const columns = db
    .prepare(
      'SELECT a.id, a.author_id, (SELECT COUNT(*) FROM column_contents cc WHERE cc.column_id = a.id) n FROM ace_columns a ORDER BY a.id',
    )
    .all() as { id: number; author_id: number; n: number }[];
  const follow = db.prepare('UPDATE ace_columns SET followers = ? WHERE id = ?');
  for (const c of columns) follow.run((fans.get(c.author_id) ?? 0) + c.n * rng.int(1, 4), c.id);
}

export const audience: Domain = {
  name: 'audience',
  schema: '',
  seed({ db, rng }) {
    const fans = fanCounts(db);
    seedPieces(db, rng, fans);
    seedGroups(db, rng, fans);
  },
  routes() {},
};
