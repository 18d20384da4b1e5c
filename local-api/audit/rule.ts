import type { Database } from 'better-sqlite3';

/**
 * One rule of the catalogue audit (`npm run audit:catalogue`): a check over the whole seeded
 * database that lists what breaks it. An empty list means the rule holds.
 */
export interface AuditRule {
  /** Stable id, `section.name`: `physics.charge-time`. */
  id: string;
  /** What holds when the rule passes, in one line. */
  text: string;
  /** One line per violation (which row, what it says); empty when the rule holds. */
  check(db: Database): string[];
}
