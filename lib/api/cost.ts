import type { CostChoices, CostLine } from '@/contract/car-cost';
import { api, ApiError, type CallOptions } from './http';
import { getRecord } from './record';
import { RawCostSide, RawCarCost } from '@/contract/api/cost';

// 用车成本 (GET v1/car/cost): what one trim costs over N years in one city, line by line with each
// line's source and check date, beside the petrol car of its class. The computation is
// contract/car-cost.ts on the API's rule rows; this is its contract and the page's one read.

export interface CarCostSide {
  title: string;
  total: number;
  perKm: number;
  lines: CostLine[];
}

export interface CarCost {
  model: {
    id: number;
    name: string;
    seriesId: number;
    seriesName: string;
    level: string;
    energy: string;
    price: number;
    taxListed: boolean;
  };
  city: { code: string; name: string; subsidyPaused: boolean };
  inputs: CostChoices;
  date: string;
  nev: CarCostSide;
  petrol: CarCostSide;
  trims: { id: number; name: string; price: number }[];
  cities: { code: string; name: string }[];
}

const side = (s: RawCostSide): CarCostSide => ({
  title: s.title,
  total: s.total,
  perKm: s.per_km,
  lines: s.lines,
});

const reshapeCarCost = (r: RawCarCost): CarCost => ({
  model: {
    id: r.model.id,
    name: r.model.name,
    seriesId: r.model.series_id,
    seriesName: r.model.series_name,
    level: r.model.level,
    energy: r.model.energy,
    price: r.model.price,
    taxListed: r.model.tax_listed,
  },
  city: { code: r.city.code, name: r.city.name, subsidyPaused: r.city.subsidy_paused },
  inputs: r.inputs,
  date: r.date,
  nev: side(r.nev),
  petrol: side(r.petrol),
  trims: r.trims,
  cities: r.cities,
});

export interface CostQuery extends Partial<CostChoices> {
  /** The trim; without it the series' first priced trim. */
  modelId?: number;
  seriesId?: number;
  city?: string;
  /** The city is only a preference (the reader's cookie): one without data falls back to the first city of the rules. */
  cityFallback?: boolean;
}

const params = (q: CostQuery) => ({
  model_id: q.modelId,
  series_id: q.modelId ? undefined : q.seriesId,
  city: q.city,
  fallback: q.cityFallback ? 1 : undefined,
  years: q.years,
  km: q.km,
  home: q.home,
  tariff: q.tariff,
  trade: q.trade,
  ins: q.ins,
});

/** The cost of a trim; undefined when the trim (or the series) does not exist. Any other refusal (a 400 with its Chinese message) propagates. */
export const getCarCost = (q: CostQuery, options?: CallOptions): Promise<CarCost | undefined> =>
  getRecord(RawCarCost, 'v1/car/cost', params(q), options, reshapeCarCost);

/** The same read where a refused trim (a 400: not launched, no data) is undefined: the compare section shows the models it can price. */
export const tryCarCost = (q: CostQuery, options?: CallOptions): Promise<CarCost | undefined> =>
  api.get(RawCarCost, 'v1/car/cost', params(q), options).then(reshapeCarCost, (err: unknown) => {
    if (err instanceof ApiError && (err.status === 400 || err.status === 404)) return undefined;
    throw err;
  });
