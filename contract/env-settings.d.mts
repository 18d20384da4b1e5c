// Types of contract/env-settings.mjs (what local-api/env.ts and lib/env.mjs's types take from it).
import type * as z from 'zod/mini';

export declare const INVALID: unique symbol;
export declare function setting<T>(
  expected: string,
  read: (raw: string | undefined) => T | typeof INVALID,
): z.ZodMiniType<T, string | undefined>;
export declare function readSettings<S extends z.ZodMiniObject>(
  schema: S,
  source: Record<string, string | undefined>,
): z.infer<S>;
