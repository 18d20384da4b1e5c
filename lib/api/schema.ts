// View-side helpers of the API layer: the reshape of the raw pieces in contract/api/schema.ts and
// the camelCase view of a flat raw record.

export interface SeriesName {
  id: number;
  name: string;
  brandName: string;
}
export const reshapeSeriesName = (s: {
  id: number;
  name: string;
  brand_name: string;
}): SeriesName => ({ id: s.id, name: s.name, brandName: s.brand_name });
export interface PriceRange {
  /** 万元 */
  minPrice: number;
  maxPrice: number;
}
export const reshapePriceRange = (s: { min_price: number; max_price: number }): PriceRange => ({
  minPrice: s.min_price,
  maxPrice: s.max_price,
});
export interface RangeSpan {
  minRange: number;
  maxRange: number;
}
export const reshapeRangeSpan = (s: { min_range: number; max_range: number }): RangeSpan => ({
  minRange: s.min_range,
  maxRange: s.max_range,
});

type CamelKey<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<CamelKey<T>>}`
  : S;
/**
 * The view type of a raw record whose view is its fields renamed to camelCase (`cover_path` →
 * `coverPath`): the field list is written once, in the schema. Nested records keep their raw type;
 * a view that reshapes one overrides it (`Omit<Camel<RawX>, 'series'> & { series: Series }`).
 */
export type Camel<T> = { [K in keyof T as K extends string ? CamelKey<K> : K]: T[K] };

const camelKeys = new Map<string, string>();
const camelKey = (key: string): string => {
  let name = camelKeys.get(key);
  if (name === undefined) {
    name = key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    camelKeys.set(key, name);
  }
  return name;
};

/** The reshape of such a record: the same values under camelCase names (the one `reshapeX` of a flat record). */
export function camelize<T extends object>(raw: T): Camel<T> {
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) view[camelKey(key)] = value;
  return view as Camel<T>;
}
