// The wire shapes of the range-season calls, as the API sends them (snake_case): lib/api/range-season.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';

export const RawSeason = z.object({
  /** 0–1: mean of measured km ÷ CLTC km over the class's tests of the season. */
  rate: z.number(),
  /** Mean ambient temperature of those tests, °C. */
  temp_c: z.number(),
  tests: z.number(),
});

export const RawSeasonRates = z.object({
  series_id: z.number(),
  /** The CLTC range the estimate starts from (the series' longest version), km. */
  rated_km: z.number(),
  /** The class the rates are of (the series' level), or '纯电车型' when the class has too few tests. */
  class_name: z.string(),
  winter: z.nullable(RawSeason),
  summer: z.nullable(RawSeason),
});
export type RawSeasonRates = z.infer<typeof RawSeasonRates>;
