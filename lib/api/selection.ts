import { PER_PAGE } from '../constants';
import { http, toPage, type CallOptions, type RawList } from './http';

/** Filters of 选车, as they live in the URL (all optional). Prices in 万元, range in km, subsidy in 元. */
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

export interface Band {
  name: string;
  min: number | null;
  max: number | null;
}

export interface SelectionOptions {
  prices: Band[];
  energies: string[];
  levels: string[];
  ranges: Band[];
  subsidies: Band[];
  brands: { id: number; name: string; logo: string }[];
}

export interface SelectionSeries {
  id: number;
  name: string;
  brand_id: number;
  brand_name: string;
  level: string;
  energy: string;
  min_price: number;
  max_price: number;
  min_range: number;
  max_range: number;
  cover: string;
  /** 元 */
  subsidy: number;
  policy: string;
}

const NUMBER_KEYS = ['price_min', 'price_max', 'range_min', 'range_max', 'subsidy_min', 'subsidy_max'] as const;
const LIST_KEYS = ['energy', 'level'] as const;

/** Reads the filters from URL search params; anything malformed is dropped. */
export function parseSelection(params: Record<string, string | string[] | undefined>): SelectionFilter {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const out: SelectionFilter = {};
  for (const key of NUMBER_KEYS) {
    const raw = first(params[key]);
    const n = Number(raw);
    if (raw !== '' && Number.isFinite(n) && n >= 0) out[key] = n;
  }
  for (const key of LIST_KEYS) {
    const values = first(params[key]).split(',').map((s) => s.trim()).filter(Boolean).slice(0, 10);
    if (values.length) out[key] = values;
  }
  const brands = first(params.brand_id).split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0).slice(0, 10);
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

function params(filter: SelectionFilter) {
  return Object.fromEntries(new URLSearchParams(selectionQuery(filter)));
}

export const getSelectionOptions = (options?: CallOptions) => http.get<SelectionOptions>('v1/car/selection/options', undefined, options);

export const countSelection = (filter: SelectionFilter, options?: CallOptions) =>
  http.get<{ total: number }>('v1/car/selection/count', params(filter), options);

export async function getSelectionResult(filter: SelectionFilter, page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<SelectionSeries>>('v1/car/selection/list', { ...params(filter), page, 'per-page': PER_PAGE }, options);
  return toPage(raw);
}
