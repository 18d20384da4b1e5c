import type { Database } from 'better-sqlite3';
import { hotScore } from '../../../contract/community-hot';
import { VISIBLE } from './views';

// Community boards: posts, users and circles ranked by the score of posts in a period.

export const PERIOD_SECONDS = { day: 86400, week: 7 * 86400, month: 30 * 86400 } as const;
export type RankKind = 'posts' | 'users' | 'circles';
export type Period = keyof typeof PERIOD_SECONDS;
export const BOARD_SIZE = 50;
/** A new post in a circle counts this much on the circle board, on top of its likes and comments. */
const CIRCLE_POST_POINTS = 5;

export function rankEntries(
  db: Database,
  type: RankKind,
  period: Period,
  now: number,
  viewer: number,
): { objectId: number; score: number }[] {
  const since = now - PERIOD_SECONDS[period];
  const rows = db
    .prepare(
      `SELECT c.id, c.author_id, cp.circle_id, c.likes, c.comments FROM contents c
       JOIN community_posts cp ON cp.content_id = c.id JOIN ins_posts p ON p.content_id = c.id
       WHERE c.created_at >= @since AND ${VISIBLE}`,
    )
    .all({ since, viewer }) as {
    id: number;
    author_id: number;
    circle_id: number;
    likes: number;
    comments: number;
  }[];
  const totals = new Map<number, number>();
  for (const r of rows) {
    const key = type === 'posts' ? r.id : type === 'users' ? r.author_id : r.circle_id;
    const add = hotScore(r.likes, r.comments) + (type === 'circles' ? CIRCLE_POST_POINTS : 0);
    totals.set(key, (totals.get(key) ?? 0) + add);
  }
  return [...totals.entries()]
    .map(([objectId, score]) => ({ objectId, score }))
    .sort((a, b) => b.score - a.score || b.objectId - a.objectId)
    .slice(0, BOARD_SIZE);
}

/** Places gained since the last board; null when the object is new on it. */
export function rankChange(
  db: Database,
  board: string,
  objectId: number,
  rank: number,
): number | null {
  const prev = db
    .prepare('SELECT rank FROM community_rank_prev WHERE board = ? AND object_id = ?')
    .get(board, objectId) as { rank: number } | undefined;
  return prev ? prev.rank - rank : null;
}
