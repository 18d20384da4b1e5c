import type { SaleStatus } from '@/contract/api/sale-status';
import { reshapePriceRange, reshapeRangeSpan, type PriceRange, type RangeSpan } from './schema';
import { RawSeriesCard } from '@/contract/api/series-card';

// The car card a piece (article, video, short news, post) shows for each series it names: what the
// card prints and the trim +对比 adds. The local API decides which series a piece names
// (local-api/domains/cars/mentions.ts) and where the card goes; pages only place it.

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
