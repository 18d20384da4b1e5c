import * as z from 'zod/mini';
import { SALE_STATUS, type SaleStatus } from './car-labels';
import {
  rawPriceRange,
  rawRangeSpan,
  reshapePriceRange,
  reshapeRangeSpan,
  type PriceRange,
  type RangeSpan,
} from './schema';

// The car card a piece (article, video, short news, post) shows for each series it names: what the
// card prints and the trim +对比 adds. The local API decides which series a piece names
// (local-api/domains/cars/mentions.ts) and where the card goes; pages only place it.

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

export interface SeriesCard extends PriceRange, RangeSpan {
  id: number;
  name: string;
  brandId: number;
  cover: string;
  energy: string;
  saleStatus: SaleStatus;
  model: { id: number; name: string } | null;
  at: number | null;
}

export const reshapeSeriesCard = (r: RawSeriesCard): SeriesCard => ({
  id: r.id,
  name: r.name,
  brandId: r.brand_id,
  cover: r.cover,
  energy: r.energy,
  ...reshapePriceRange(r),
  ...reshapeRangeSpan(r),
  saleStatus: r.sale_status,
  model: r.model,
  at: r.at,
});
