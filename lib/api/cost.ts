import * as z from 'zod/mini';
import type { CostChoices, CostLine, CostLineKey } from '../car/cost';
import { api, ApiError, type CallOptions } from './http';
import { getRecord } from './record';

// 用车成本 (GET v1/car/cost): what one trim costs over N years in one city, line by line with each
// line's source and check date, beside the petrol car of its class. The computation is
// lib/car/cost.ts on the API's rule rows; this is its contract and the page's one read.

const LINE_KEYS = [
  'price',
  'tax',
  'subsidy',
  'insurance',
  'energy',
  'maintenance',
  'residual',
] as const satisfies readonly CostLineKey[];

const RawCostLine = z.object({
  key: z.enum(LINE_KEYS),
  label: z.string(),
  /** 元: paid (positive) or got back (negative). */
  amount: z.number(),
  detail: z.string(),
  source: z.string(),
  /** YYYY-MM-DD */
  checked: z.string(),
});

const RawCostSide = z.object({
  title: z.string(),
  total: z.number(),
  /** 元/km over the period. */
  per_km: z.number(),
  lines: z.array(RawCostLine),
});
export type RawCostSide = z.infer<typeof RawCostSide>;

export const RawCarCost = z.object({
  model: z.object({
    id: z.number(),
    name: z.string(),
    series_id: z.number(),
    series_name: z.string(),
    level: z.string(),
    energy: z.enum(['纯电', '插混', '增程']),
    /** 万元 */
    price: z.number(),
    tax_listed: z.boolean(),
  }),
  city: z.object({ code: z.string(), name: z.string(), subsidy_paused: z.boolean() }),
  inputs: z.object({
    years: z.number(),
    km: z.number(),
    home: z.number(),
    tariff: z.enum(['tou', 'flat']),
    trade: z.enum(['none', 'replace', 'scrap']),
    ins: z.enum(['basic', 'full', 'third']),
  }),
  /** The purchase day the rules in force were picked for (China time). */
  date: z.string(),
  nev: RawCostSide,
  petrol: RawCostSide,
  /** The series' trims that can be priced (launched, with a price). */
  trims: z.array(z.object({ id: z.number(), name: z.string(), price: z.number() })),
  /** The cities the rules hold prices for. */
  cities: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type RawCarCost = z.infer<typeof RawCarCost>;

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
