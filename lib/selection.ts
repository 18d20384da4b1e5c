// 选车's filters as they live in the URL: read from search params and written back, with the same
// keys the API takes. Pure: the filter screen, the result page and the API module share it.

/** Filters of 选车, as they live in the URL, keys and all (all optional). Prices in 万元, range in km, subsidy in 元. */
export interface SelectionFilter {
  price_min?: number;
  price_max?: number;
  energy?: string[];
  level?: string[];
  range_min?: number;
  range_max?: number;
  brand_id?: number[];
  subsidy_min?: number;
  subsidy_max?: number;
}

const NUMBER_KEYS = [
  'price_min',
  'price_max',
  'range_min',
  'range_max',
  'subsidy_min',
  'subsidy_max',
] as const;
const LIST_KEYS = ['energy', 'level'] as const;

/** Reads the filters from URL search params; anything malformed is dropped. */
export function parseSelection(
  params: Record<string, string | string[] | undefined>,
): SelectionFilter {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const out: SelectionFilter = {};
  for (const key of NUMBER_KEYS) {
    const raw = first(params[key]);
    const n = Number(raw);
    if (raw !== '' && Number.isFinite(n) && n >= 0) out[key] = n;
  }
  for (const key of LIST_KEYS) {
    const values = first(params[key])
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 10);
    if (values.length) out[key] = values;
  }
  const brands = first(params.brand_id)
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 10);
  if (brands.length) out.brand_id = brands;
  return out;
}

/** The filters as a query string (stable key order), for the URL and the API. */
export function selectionQuery(filter: SelectionFilter): string {
  const q = new URLSearchParams();
  for (const key of NUMBER_KEYS) if (filter[key] !== undefined) q.set(key, String(filter[key]));
  for (const key of LIST_KEYS) if (filter[key]?.length) q.set(key, filter[key].join(','));
  if (filter.brand_id?.length) q.set('brand_id', filter.brand_id.join(','));
  return q.toString();
}
