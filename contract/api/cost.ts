// The wire shapes of the cost calls, as the API sends them (snake_case): lib/api/cost.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import type { CostLineKey } from '../car-cost';

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

export const RawCostSide = z.object({
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
