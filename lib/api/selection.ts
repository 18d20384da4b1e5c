import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import { rawList } from './schema';

// 选车: the filters (as they live in the URL), the choices, the live count and the matching series.

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

export const RawBand = z.object({ name: z.string(), min: z.nullable(z.number()), max: z.nullable(z.number()) });
export type Band = z.infer<typeof RawBand>;

export const RawSelectionOptions = z.object({
  prices: z.array(RawBand),
  energies: z.array(z.string()),
  levels: z.array(z.string()),
  ranges: z.array(RawBand),
  subsidies: z.array(RawBand),
  brands: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string() })),
});
/** The filter choices: the same shape on the wire and on screen (no snake_case field). */
export type SelectionOptions = z.infer<typeof RawSelectionOptions>;

export const RawSelectionSeries = z.object({
  id: z.number(),
  name: z.string(),
  brand_id: z.number(),
  brand_name: z.string(),
  level: z.string(),
  energy: z.string(),
  min_price: z.number(),
  max_price: z.number(),
  min_range: z.number(),
  max_range: z.number(),
  cover: z.string(),
  /** 元 */
  subsidy: z.number(),
  policy: z.string(),
});
export type RawSelectionSeries = z.infer<typeof RawSelectionSeries>;

export const RawSelectionCount = z.object({ total: z.number() });

export interface SelectionSeries {
  id: number;
  name: string;
  brandId: number;
  brandName: string;
  level: string;
  energy: string;
  /** 万元 */
  minPrice: number;
  maxPrice: number;
  minRange: number;
  maxRange: number;
  cover: string;
  /** 元 */
  subsidy: number;
  policy: string;
}

const selectionSeries = (s: RawSelectionSeries): SelectionSeries => ({
  id: s.id,
  name: s.name,
  brandId: s.brand_id,
  brandName: s.brand_name,
  level: s.level,
  energy: s.energy,
  minPrice: s.min_price,
  maxPrice: s.max_price,
  minRange: s.min_range,
  maxRange: s.max_range,
  cover: s.cover,
  subsidy: s.subsidy,
  policy: s.policy,
});

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

export const getSelectionOptions = (options?: CallOptions): Promise<SelectionOptions> => api.get(RawSelectionOptions, 'v1/car/selection/options', undefined, options);

export const countSelection = (filter: SelectionFilter, options?: CallOptions) => api.get(RawSelectionCount, 'v1/car/selection/count', params(filter), options);

export async function getSelectionResult(filter: SelectionFilter, page = 1, options?: CallOptions): Promise<Page<SelectionSeries>> {
  const raw = await api.get(rawList(RawSelectionSeries), 'v1/car/selection/list', { ...params(filter), page, 'per-page': PER_PAGE }, options);
  return toPage(raw, selectionSeries);
}
