import type { Database } from 'better-sqlite3';
import type { ApiEnv } from './env';
import type { Router } from './router';
import type { Rng } from './seed/rng';

export interface SeedContext {
  db: Database;
  rng: Rng;
  env: ApiEnv;
  /** The seed's "now" in Unix seconds. */
  now: number;
}

/**
 * One slice of the platform API: its tables, its demo data and its endpoints. Domains are
 * registered in domains/index.ts in seed order (a domain may read what an earlier one seeded).
 */
export interface Domain {
  name: string;
  schema: string;
  seed?(ctx: SeedContext): void;
  routes(router: Router, env: ApiEnv): void;
}
