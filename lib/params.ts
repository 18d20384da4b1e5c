// Route params and search params, parsed once at the edge of a page (STYLE.md §8). Pure: the edge
// middleware, server pages and client islands use the same rules. A value that does not parse is
// `undefined`; a page turns that into notFound() (lib/server/page.ts) or a default.

type Raw = string | string[] | undefined | null;

/** The first value of a search param (`?a=1&a=2` is 1). */
export function firstValue(raw: Raw): string | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v ?? undefined;
}

/** A record id: digits only (spec §5), positive, at most 15 digits so it stays a safe integer. */
export function parseId(raw: Raw): number | undefined {
  const v = firstValue(raw);
  if (!v || !/^\d{1,15}$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 ? n : undefined;
}

/** An optional trailing id segment (`[[...sid]]`): absent is null; present must be one valid id. */
export function parseOptionalId(raw: string[] | undefined): number | null | undefined {
  if (!raw || raw.length === 0) return null;
  if (raw.length > 1) return undefined;
  return parseId(raw[0]);
}

/** One of a fixed set of values (a tab, a kind, a sort order). */
export function parseEnum<T extends string>(raw: Raw, values: readonly T[]): T | undefined {
  const v = firstValue(raw);
  return v !== undefined && (values as readonly string[]).includes(v) ? (v as T) : undefined;
}

/** A whole number within [min, max]; anything else is undefined (the caller picks a default). */
export function parseIntInRange(raw: Raw, min: number, max: number): number | undefined {
  const v = firstValue(raw);
  if (v === undefined || !/^-?\d{1,15}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
}
