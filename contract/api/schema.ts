import * as z from 'zod/mini';
import {
  array,
  nullable,
  number,
  object,
  optional,
  pipe,
  string,
  transform,
  type ZodMiniType,
} from 'zod/mini';

// The pieces every wire schema is built from. contract/api holds the raw response schemas of the
// platform API, written once (snake_case, as the API sends them): lib/api modules call
// `api.get(RawX, ...)` and reshape the checked data into camelCase view types; the local API types
// its handlers' responses with the same `RawX` types, so the contract is not written twice.
//
// zod/mini, not zod: the same checks with a tree-shakable API. Import it in each module as
// `import * as z from 'zod/mini'` and never re-export the namespace: a re-exported namespace object
// defeats tree-shaking and drags all of zod with its locales (85 KB gzip measured) into every client
// bundle that touches an API module; direct member access keeps it to about 5 KB.

const listSchema = <T extends ZodMiniType>(item: T) =>
  object({ list: array(item), page: number(), per_page: number(), total: number() });
const lists = new WeakMap<ZodMiniType, ReturnType<typeof listSchema>>();

/**
 * The list envelope every paged call answers with. Modules call `rawList(RawX)` per request: the
 * envelope of a given item schema is built once and reused (server CPU per page view).
 */
export const rawList = <T extends ZodMiniType>(item: T): ReturnType<typeof listSchema<T>> => {
  let schema = lists.get(item);
  if (!schema) {
    schema = listSchema(item);
    lists.set(item, schema);
  }
  return schema as ReturnType<typeof listSchema<T>>;
};

/** Anything the API names by id and name: a circle, a theme, a topic, a category, a model. */
export const RawRef = object({ id: number(), name: string() });
export type RawRef = z.infer<typeof RawRef>;

/** A car series named with its brand, as the records of the new sections carry it. */
export const rawSeriesName = object({ id: number(), name: string(), brand_name: string() });

/** A series' price range in 万元 (of its models on sale): fields a series schema spreads in. */
export const rawPriceRange = { min_price: number(), max_price: number() };

/** A series' driving range span in CLTC km (of its models): fields a series schema spreads in. */
export const rawRangeSpan = { min_range: number(), max_range: number() };

/** Unix seconds (10 digits, spec §5). */
export const unixSeconds = number();

/** A string the API may send as null or leave out: the view gets ''. */
export const optionalText = pipe(
  optional(nullable(string())),
  transform((v: string | null | undefined) => v ?? ''),
);
