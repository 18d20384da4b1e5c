// The wire shapes of the series-card calls, as the API sends them (snake_case): lib/api/series-card.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { SALE_STATUS } from './sale-status';
import { rawPriceRange, rawRangeSpan } from './schema';

/** 在售, 停售 or 未上市 on the wire (the car library's series and models carry it too). */
export const RawSaleStatus = z.union([
  z.literal(SALE_STATUS.onSale),
  z.literal(SALE_STATUS.stopped),
  z.literal(SALE_STATUS.upcoming),
]);

export const RawSeriesCard = z.object({
  id: z.number(),
  /** Brand and series as one name (理想L6). */
  name: z.string(),
  brand_id: z.number(),
  cover: z.string(),
  energy: z.string(),
  ...rawPriceRange,
  ...rawRangeSpan,
  sale_status: RawSaleStatus,
  /** The trim +对比 adds (the series' cheapest on sale); null when none is on sale. */
  model: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /**
   * Where the body first names the series: the card goes after the body's first `at` characters
   * (the end of that top-level block). Null: the card shows only at the end of the piece.
   */
  at: z.nullable(z.number()),
});
export type RawSeriesCard = z.infer<typeof RawSeriesCard>;
