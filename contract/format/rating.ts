export type StarCount = 0 | 1 | 2 | 3 | 4 | 5;

/** Rating (§9): 9 or more is 5 stars, 7 is 4, 5 is 3, 2.6 is 2, above 0 is 1. */
const STAR_THRESHOLDS: readonly (readonly [number, StarCount])[] = [
  [9, 5],
  [7, 4],
  [5, 3],
  [2.6, 2],
];

export function ratingStars(score: number): StarCount {
  if (!Number.isFinite(score) || score <= 0) return 0;
  for (const [min, stars] of STAR_THRESHOLDS) {
    if (score >= min) return stars;
  }
  return 1;
}

export function formatScore(score: number): string {
  if (!Number.isFinite(score)) return '0.0';
  // Round on the integer scale so 8.25 reads 8.3, not the binary-float 8.2 of toFixed.
  return (Math.round(score * 10) / 10).toFixed(1);
}
