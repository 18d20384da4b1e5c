// The wire shapes of the selection calls, as the API sends them (snake_case): lib/api/selection.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { rawPriceRange, rawRangeSpan } from './schema';

export const RawBand = z.object({
  name: z.string(),
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
});

export const RawSelectionOptions = z.object({
  prices: z.array(RawBand),
  energies: z.array(z.string()),
  levels: z.array(z.string()),
  ranges: z.array(RawBand),
  subsidies: z.array(RawBand),
  brands: z.array(z.object({ id: z.number(), name: z.string(), logo: z.string() })),
});

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
