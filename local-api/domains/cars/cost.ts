import { CITY_MONTHLY_TEMP_C, CLIMATE_SOURCE } from '../../../contract/city-climate';
import {
  computeCost,
  cityRow,
  COST_DEFAULTS,
  COST_LIMITS,
  INSURANCE_KINDS,
  petrolFor,
  TARIFFS,
  TRADE_INS,
  type CostEnergy,
  type CostInput,
  type CostSide,
} from '../../../contract/car-cost';
import type { RawCarCost, RawCostSide } from '../../../contract/api/cost';
import { rateAt } from '../../../contract/range-estimate';
import { chinaToday } from '../../../contract/format/time';
import { nowSeconds } from '../../db';
import { badRequest, notFound } from '../../http-error';
import { id, str } from '../../params';
import type { Ctx } from '../../router';
import { onTaxCatalogue, specOf } from '../../seed/car-specs';
import { COST_RULES, GUIDE_PRICE_SOURCE } from '../../seed/cost-rules';
import { classRates } from '../ranking/season';
import { getModel, getSeries, type ModelRow } from './rows';

// GET v1/car/cost: 用车成本 of one trim in one city (contract/car-cost.ts computes it from the rule rows of
// seed/cost-rules.ts). A read anyone may make; it writes nothing. Every input is checked: an unknown
// trim is a 404, a value out of its bounds a Chinese 400.

/** A whole number query value within bounds, the default when absent, else a 400. */
function bounded(ctx: Ctx, name: keyof typeof COST_LIMITS, label: string): number {
  const text = str(ctx, name);
  if (text === '') return COST_DEFAULTS[name];
  const [min, max] = COST_LIMITS[name];
  if (!/^\d{1,7}$/.test(text) || Number(text) < min || Number(text) > max)
    throw badRequest(`${label}应为${min}-${max}的整数`);
  return Number(text);
}

function oneOf<T extends string>(
  ctx: Ctx,
  name: string,
  options: readonly { key: T }[],
  fallback: T,
  label: string,
): T {
  const text = str(ctx, name, fallback);
  const hit = options.find((o) => o.key === text);
  if (!hit) throw badRequest(`${label}无效`);
  return hit.key;
}

const rawSide = (s: CostSide): RawCostSide => ({
  title: s.title,
  total: s.total,
  per_km: s.perKm,
  lines: s.lines,
});

/** The trims of a series that can be priced: launched, with a guide price; on sale first. */
const pricedTrims = (ctx: Ctx, seriesId: number) =>
  ctx.db
    .prepare(
      'SELECT id, name, price FROM car_models WHERE series_id = ? AND sale_status != 3 AND price > 0 AND launch_at <= ? ORDER BY sale_status, sort, id',
    )
    .all(seriesId, nowSeconds()) as { id: number; name: string; price: number }[];

/** The trim asked for: `model_id`, or with `series_id` alone the series' first priced trim. */
function trimOf(ctx: Ctx): ModelRow {
  if (str(ctx, 'model_id') === '' && str(ctx, 'series_id') !== '') {
    const series = getSeries(ctx.db, id(ctx, 'series_id'));
    if (!series) throw notFound('车系');
    const first = pricedTrims(ctx, series.id)[0];
    if (!first) throw badRequest('该车系尚未上市，暂无用车成本');
    return getModel(ctx.db, first.id)!;
  }
  const model = getModel(ctx.db, id(ctx, 'model_id'));
  if (!model) throw notFound('车型');
  return model;
}

export function carCost(ctx: Ctx): RawCarCost {
  const model = trimOf(ctx);
  const series = getSeries(ctx.db, model.series_id);
  if (!series) throw notFound('车系');
  if (model.sale_status === 3 || model.price <= 0 || model.launch_at > nowSeconds())
    throw badRequest('该车型尚未上市，暂无用车成本');
  // `fallback=1`: the city is only a preference (the reader's city cookie); one without data falls back to the first row.
  const code = str(ctx, 'city', COST_RULES.cities[0]!.code);
  const city =
    cityRow(COST_RULES, code) ?? (str(ctx, 'fallback') === '1' ? COST_RULES.cities[0] : undefined);
  if (!city) throw badRequest('暂无该城市的电价和油价数据');
  const temps = CITY_MONTHLY_TEMP_C[city.code];
  const petrol = petrolFor(COST_RULES, series.level, model.price);
  if (!temps || !petrol) throw badRequest('暂无该车型或城市的用车成本数据');
  const input: CostInput = {
    years: bounded(ctx, 'years', '年限'),
    km: bounded(ctx, 'km', '年行驶里程'),
    home: bounded(ctx, 'home', '家充比例'),
    tariff: oneOf(ctx, 'tariff', TARIFFS, COST_DEFAULTS.tariff, '电价方案'),
    trade: oneOf(ctx, 'trade', TRADE_INS, COST_DEFAULTS.trade, '以旧换新方式'),
    ins: oneOf(ctx, 'ins', INSURANCE_KINDS, COST_DEFAULTS.ins, '保险方案'),
    date: chinaToday(nowSeconds() * 1000),
  };
  const rates = classRates(ctx, series.level);
  if (!rates.winter || !rates.summer) throw badRequest('暂无续航实测数据，无法估算电耗');
  const winter = { rate: rates.winter.rate, tempC: rates.winter.temp_c };
  const summer = { rate: rates.summer.rate, tempC: rates.summer.temp_c };
  const energy = series.energy as CostEnergy;
  const taxListed = onTaxCatalogue(energy, model.range_km);
  const result = computeCost(
    COST_RULES,
    {
      name: `${series.name} ${model.name}`,
      level: series.level,
      energy,
      seats: specOf(series.name).seats[0]!,
      batteryKwh: model.battery_kwh,
      rangeKm: model.range_km,
      taxListed,
    },
    { ...GUIDE_PRICE_SOURCE, price: model.price },
    city,
    {
      monthlyRates: temps.map((t) => rateAt(t, winter, summer)),
      source: `续航达成率为本站${rates.class_name}冬测${rates.winter.tests}次、夏测${rates.summer.tests}次均值，气温为${CLIMATE_SOURCE}`,
    },
    petrol,
    input,
  );
  const trims = pricedTrims(ctx, series.id);
  return {
    model: {
      id: model.id,
      name: model.name,
      series_id: series.id,
      series_name: series.name,
      level: series.level,
      energy,
      price: model.price,
      tax_listed: taxListed,
    },
    city: { code: city.code, name: city.name, subsidy_paused: city.subsidyPaused },
    inputs: {
      years: input.years,
      km: input.km,
      home: input.home,
      tariff: input.tariff,
      trade: input.trade,
      ins: input.ins,
    },
    date: input.date,
    nev: rawSide(result.nev),
    petrol: rawSide(result.petrol),
    trims,
    cities: COST_RULES.cities.map((c) => ({ code: c.code, name: c.name })),
  };
}
