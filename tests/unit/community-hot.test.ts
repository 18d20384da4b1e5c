// @vitest-environment node
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { HOT_RANK_SQL, hotRank, hotScore, sortByHot } from '@/contract/community-hot';

// Issue 9: the community's hot ordering, rank = log(max(1, 3 + score)) / (hours + 2)^1.8 with
// score = likes + 2 × comments, computed by the local API. These numbers pin the formula.

const NOW = 1_800_000_000;
const H = 3600;

describe('hot ordering (issue 9)', () => {
  it('scores a comment as two likes and never below zero', () => {
    expect(hotScore(10, 3)).toBe(16);
    expect(hotScore(-5, -1)).toBe(0);
  });

  it('is log(max(1, 3 + score)) / (hours + 2)^1.8', () => {
    expect(hotRank(0, 0, NOW, NOW)).toBeCloseTo(Math.log(3) / Math.pow(2, 1.8), 12);
    expect(hotRank(7, 0, NOW - 10 * H, NOW)).toBeCloseTo(Math.log(10) / Math.pow(12, 1.8), 12);
    expect(hotRank(40, 5, NOW - 22 * H, NOW)).toBeCloseTo(Math.log(53) / Math.pow(24, 1.8), 12);
    // Pinned values, so a change of weight, offset or gravity shows here.
    expect(hotRank(100, 20, NOW - 48 * H, NOW)).toBeCloseTo(0.0043409, 6);
    expect(hotRank(0, 0, NOW, NOW)).toBeCloseTo(0.3154935, 6);
  });

  it('treats a post from the future as brand new', () => {
    expect(hotRank(5, 1, NOW + 5 * H, NOW)).toBe(hotRank(5, 1, NOW, NOW));
  });

  it('puts a fresh post with some response above an old one with a little more', () => {
    const fresh = { id: 1, likes: 20, comments: 4, created_at: NOW - 2 * H };
    const old = { id: 2, likes: 60, comments: 10, created_at: NOW - 48 * H };
    const quiet = { id: 3, likes: 0, comments: 0, created_at: NOW - 30 * H };
    expect(sortByHot([old, quiet, fresh], NOW).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('is the same rule in SQL (HOT_RANK_SQL, which the local API ranks with)', () => {
    const db = new Database(':memory:');
    const rank = db.prepare(
      `SELECT ${HOT_RANK_SQL} AS r FROM (SELECT @likes AS likes, @comments AS comments, @createdAt AS created_at) c`,
    );
    const cases = [
      [0, 0, NOW],
      [7, 0, NOW - 10 * H],
      [40, 5, NOW - 22 * H],
      [100, 20, NOW - 48 * H],
      [-5, -1, NOW - 3 * H],
      [5, 1, NOW + 5 * H],
      [3, 2, NOW - 900 * H],
    ];
    for (const [likes, comments, createdAt] of cases) {
      const { r } = rank.get({ likes, comments, createdAt, hotNow: NOW }) as { r: number };
      expect(r).toBeCloseTo(hotRank(likes!, comments!, createdAt!, NOW), 12);
    }
    db.close();
  });

  it('breaks ties by the newer post, then the higher id', () => {
    const a = { id: 5, likes: 3, comments: 0, created_at: NOW - H };
    const b = { id: 9, likes: 3, comments: 0, created_at: NOW - H };
    expect(sortByHot([a, b], NOW).map((p) => p.id)).toEqual([9, 5]);
  });
});
