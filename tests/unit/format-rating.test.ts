// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatScore, ratingStars } from '@/contract/format/rating';

describe('ratingStars (§9: 9 or more is 5 stars, 7 is 4, 5 is 3, 2.6 is 2, above 0 is 1)', () => {
  it.each([
    [10, 5],
    [9, 5],
    [8.99, 4],
    [7, 4],
    [6.99, 3],
    [5, 3],
    [4.99, 2],
    [2.6, 2],
    [2.59, 1],
    [0.01, 1],
    [0, 0],
    [-1, 0],
  ])('score %s gives %s stars', (score, stars) => {
    expect(ratingStars(score)).toBe(stars);
  });

  it('a missing score (NaN) gives 0 stars', () => {
    expect(ratingStars(Number.NaN)).toBe(0);
  });
});

describe('formatScore', () => {
  it('shows one decimal', () => {
    expect(formatScore(8)).toBe('8.0');
    expect(formatScore(8.25)).toBe('8.3');
    expect(formatScore(8.24)).toBe('8.2');
    expect(formatScore(10)).toBe('10.0');
  });

  it('a missing score reads 0.0', () => {
    expect(formatScore(Number.NaN)).toBe('0.0');
  });
});
