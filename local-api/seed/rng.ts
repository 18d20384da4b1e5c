import crypto from 'node:crypto';

/** Deterministic PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  sample<T>(items: readonly T[], n: number): T[];
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(n, copy.length));
  };
  return { next, int, pick, sample, chance: (p) => next() < p };
}

/**
 * A secret of the seeded data (a running lottery's seed, a private post's share key, the demo
 * password's salt): `chars` hex characters, at most 64. In demo mode it is derived from `label`, so
 * every demo seed is the same data: demo mode's secrets are public by design, like its SMS code and
 * password. Outside demo mode it is random, unknown to anyone who reads this source.
 */
export function seedSecret(demo: boolean, label: string, chars: number): string {
  if (!demo) return crypto.randomBytes(32).toString('hex').slice(0, chars);
  return crypto.createHash('sha256').update(`xcx-demo:${label}`).digest('hex').slice(0, chars);
}

/**
 * The seed's clock, read once per seed (app.ts passes it to every domain as `now`): the same
 * `now` gives the same demo data, and no domain reads the wall clock itself.
 */
export function seedNow(): number {
  return Math.floor(Date.now() / 1000);
}
