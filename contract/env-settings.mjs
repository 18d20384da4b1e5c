// What both environment readers are built from (lib/env.mjs for the web side, local-api/env.ts
// for the bundled API): a variable's schema that reads its text and says what it expected, and
// the parse that names every bad variable with its value. Plain JavaScript, so the web server
// scripts import it as they run (no TypeScript loader); env-settings.d.mts gives its types. It
// reads no environment itself: each reader hands it the one it reads.
import * as z from 'zod/mini';

/** What a reader returns for a value it refuses; the message then says what was expected. */
export const INVALID = Symbol('invalid');

/** A variable's schema: `read` turns its text (undefined when unset) into the value, or INVALID. */
export function setting(expected, read) {
  return z.pipe(
    z.optional(z.string()),
    z.transform((raw, ctx) => {
      const value = read(raw);
      if (value !== INVALID) return value;
      ctx.issues.push({ code: 'custom', message: `must be ${expected}`, input: raw });
      return z.NEVER;
    }),
  );
}

/**
 * The values of a `z.object` of settings, read from `source` by the names of its keys. Throws one
 * Error naming every bad variable and its value, a line each.
 */
export function readSettings(schema, source) {
  const raw = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, source[name]]));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new Error(
    parsed.error.issues
      .map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message}, got "${raw[name]}"`;
      })
      .join('\n'),
  );
}
