import * as z from 'zod/mini';
import type { SeasonRate } from '@/contract/range-estimate';
import type { CallOptions } from './http';
import { getRecord } from './record';
import { RawSeason, RawSeasonRates } from '@/contract/api/range-season';

// The winter and summer 达成率 of a series' class in the range tests: what the
// month-by-month range estimate of the series page starts from, with the rated (CLTC) range.

export interface SeasonRates {
  seriesId: number;
  ratedKm: number;
  className: string;
  winter: (SeasonRate & { tests: number }) | null;
  summer: (SeasonRate & { tests: number }) | null;
}

const season = (s: z.infer<typeof RawSeason> | null) =>
  s && { rate: s.rate, tempC: s.temp_c, tests: s.tests };

const reshape = (r: RawSeasonRates): SeasonRates => ({
  seriesId: r.series_id,
  ratedKm: r.rated_km,
  className: r.class_name,
  winter: season(r.winter),
  summer: season(r.summer),
});

/** The class rates of a series; undefined when the series does not exist. */
export const getSeasonRates = (
  seriesId: number,
  options?: CallOptions,
): Promise<SeasonRates | undefined> =>
  getRecord(RawSeasonRates, 'v3/ranking/season-rates', { series_id: seriesId }, options, reshape);

/** The class rates of a trim's series, applied to that trim's own CLTC range (what a comparison estimates from). */
export const getTrimSeasonRates = (
  seriesId: number,
  modelId: number,
  options?: CallOptions,
): Promise<SeasonRates | undefined> =>
  getRecord(
    RawSeasonRates,
    'v3/ranking/season-rates',
    { series_id: seriesId, model_id: modelId },
    options,
    reshape,
  );
