import type { RawSeasonRates } from '../../../contract/api/range-season';
import { notFound } from '../../http-error';
import { id, int } from '../../params';
import type { Ctx } from '../../router';
import { seriesFacts } from '../car-refs';

// The winter and summer 达成率 of a series' class in the range tests, derived from the
// stored test rows: the mean of measured ÷ CLTC km and the mean ambient temperature per season, over
// the battery cars of the series' level; a level with fewer than MIN_TESTS tests in a season falls
// back to every battery car tested.

const MIN_TESTS = 2;

type Season = NonNullable<RawSeasonRates['winter']>;

function seasonOf(ctx: Ctx, season: '冬测' | '夏测', level: string | null): Season | null {
  const row = ctx.db
    .prepare(
      `SELECT AVG(t.measured_km * 1.0 / t.cltc_km) rate, AVG(t.temp_c) temp_c, COUNT(*) tests FROM rank_tests t
       JOIN car_series s ON s.id = t.series_id
       WHERE t.kind = 'endurace' AND t.season = ? AND t.cltc_km > 0 AND s.energy = '纯电'${level ? ' AND s.level = ?' : ''}`,
    )
    .get(...(level ? [season, level] : [season])) as {
    rate: number | null;
    temp_c: number | null;
    tests: number;
  };
  if (row.rate === null || row.temp_c === null || row.tests < (level ? MIN_TESTS : 1)) return null;
  return {
    rate: Math.round(row.rate * 1000) / 1000,
    temp_c: Math.round(row.temp_c * 10) / 10,
    tests: row.tests,
  };
}

/**
 * The rates of a series' class and the rated range they apply to: the series' longest version, or
 * with `model_id` that trim's own CLTC range (a compared 140 km trim is estimated from 140 km).
 */
export function seasonRates(ctx: Ctx): RawSeasonRates {
  const seriesId = id(ctx, 'series_id');
  const series = seriesFacts(ctx.db).find((s) => s.id === seriesId);
  if (!series) throw notFound('车系');
  const modelId = int(ctx, 'model_id', 0);
  const model =
    modelId > 0
      ? (ctx.db
          .prepare('SELECT range_km FROM car_models WHERE id = ? AND series_id = ?')
          .get(modelId, seriesId) as { range_km: number } | undefined)
      : undefined;
  if (modelId > 0 && !model) throw notFound('车型');
  return {
    series_id: series.id,
    rated_km: model ? model.range_km : series.max_range,
    ...classRates(ctx, series.level),
  };
}

/** The winter and summer rates of a level, or of every battery car tested when the level has too few tests. */
export function classRates(
  ctx: Ctx,
  level: string,
): Pick<RawSeasonRates, 'class_name' | 'winter' | 'summer'> {
  const byClass = { winter: seasonOf(ctx, '冬测', level), summer: seasonOf(ctx, '夏测', level) };
  const ofClass = byClass.winter !== null && byClass.summer !== null;
  return {
    class_name: ofClass ? level : '纯电车型',
    winter: ofClass ? byClass.winter : seasonOf(ctx, '冬测', null),
    summer: ofClass ? byClass.summer : seasonOf(ctx, '夏测', null),
  };
}
