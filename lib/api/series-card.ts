import { type SaleStatus } from '@/contract/api/sale-status';
import { reshapePriceRange, reshapeRangeSpan, type PriceRange, type RangeSpan } from './schema';
import { RawSeriesCard } from '@/contract/api/series-card';

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
