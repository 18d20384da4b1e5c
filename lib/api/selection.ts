import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import { camelize, rawList, rawPriceRange, rawRangeSpan, type Camel } from './schema';
import { selectionQuery, type SelectionFilter } from '../selection';

// 选车: the choices, the live count and the matching series of the filters (lib/selection.ts).

export const RawBand = z.object({
  name: z.string(),
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
});
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
  ...rawPriceRange,
  ...rawRangeSpan,
  cover: z.string(),
  /** 元 */
  subsidy: z.number(),
  policy: z.string(),
});
export type RawSelectionSeries = z.infer<typeof RawSelectionSeries>;

export const RawSelectionCount = z.object({ total: z.number() });

/** `subsidy` in 元. */
export type SelectionSeries = Camel<RawSelectionSeries>;

const selectionSeries = (s: RawSelectionSeries): SelectionSeries => camelize(s);

function params(filter: SelectionFilter) {
  return Object.fromEntries(new URLSearchParams(selectionQuery(filter)));
}

export const getSelectionOptions = (options?: CallOptions): Promise<SelectionOptions> =>
  api.get(RawSelectionOptions, 'v1/car/selection/options', undefined, options);

export const countSelection = (filter: SelectionFilter, options?: CallOptions) =>
  api.get(RawSelectionCount, 'v1/car/selection/count', params(filter), options);

export async function getSelectionResult(
  filter: SelectionFilter,
  page = 1,
  options?: CallOptions,
): Promise<Page<SelectionSeries>> {
  const raw = await api.get(
    rawList(RawSelectionSeries),
    'v1/car/selection/list',
    { ...params(filter), page, 'per-page': PER_PAGE },
    options,
  );
  return toPage(raw, selectionSeries);
}
