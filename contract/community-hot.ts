// The community's hot ordering: a post's score from its likes and comments, decayed by
// its age, so a fresh post with some response beats an old one with a little more. Pure: the local
// API's lists rank with HOT_RANK_SQL (the rule in SQL, from the same constants), its seed with
// sortByHot, and the unit test pins both to hotRank.

/** A comment is worth two likes: it costs the reader more than a tap. */
const HOT_COMMENT_WEIGHT = 2;
/** Hours added to a post's age, so a brand-new post does not divide by zero. */
const HOT_AGE_OFFSET_HOURS = 2;
/** How fast age wins over response (Hacker News uses 1.8 too). */
const HOT_GRAVITY = 1.8;

export function hotScore(likes: number, comments: number): number {
  return Math.max(0, likes) + HOT_COMMENT_WEIGHT * Math.max(0, comments);
}

/** rank = log(max(1, 3 + score)) / (hours + 2)^1.8 */
export function hotRank(likes: number, comments: number, createdAt: number, now: number): number {
  const hours = Math.max(0, now - createdAt) / 3600;
  return (
    Math.log(Math.max(1, 3 + hotScore(likes, comments))) /
    Math.pow(hours + HOT_AGE_OFFSET_HOURS, HOT_GRAVITY)
  );
}

/**
 * hotRank in SQL (SQLite's ln and pow) over the columns `c.likes`, `c.comments`, `c.created_at`
 * and the parameter `@hotNow` (Unix seconds): the local API ranks in the query and reads only the
 * rows of the page. Built from the same constants; the community API test checks the API's order
 * against hotRank.
 */
export const HOT_RANK_SQL = `(ln(max(1, 3 + max(0, c.likes) + ${HOT_COMMENT_WEIGHT} * max(0, c.comments))) / pow(max(0, @hotNow - c.created_at) / 3600.0 + ${HOT_AGE_OFFSET_HOURS}, ${HOT_GRAVITY}))`;

/** Sorts posts by hotRank, best first; equal ranks keep the newer post (then the higher id) first. */
export function sortByHot<
  T extends { id: number; likes: number; comments: number; created_at: number },
>(rows: T[], now: number): T[] {
  return rows
    .map((row) => ({ row, rank: hotRank(row.likes, row.comments, row.created_at, now) }))
    .sort((a, b) => b.rank - a.rank || b.row.created_at - a.row.created_at || b.row.id - a.row.id)
    .map((x) => x.row);
}
