import { parseEnum, parseId, parseIntInRange } from '../params';
import { isCityCode } from '../city';
import {
  COST_DEFAULTS,
  COST_LIMITS,
  INSURANCE_KINDS,
  TARIFFS,
  TRADE_INS,
  type CostChoices,
} from '@/contract/car-cost';

// The 用车成本 page's URL is its input: /car/cost?model=&city=&years=&km=&home=&tariff=&trade=&ins=
// (or ?series= for a series' first trim). One parse for the page and one writer for the form and
// the links of the series and compare pages, so a shared link restores every input.

type Raw = string | string[] | undefined;

export const COST_PATH = '/car/cost';

export interface CostParams extends CostChoices {
  model?: number;
  series?: number;
  city?: string;
}

/** The inputs a URL carries; a value that does not parse or is out of bounds is the default. */
export function parseCostParams(sp: Record<string, Raw>): CostParams {
  const city = Array.isArray(sp.city) ? sp.city[0] : sp.city;
  return {
    model: parseId(sp.model),
    series: parseId(sp.series),
    city: isCityCode(city) ? city : undefined,
    years: parseIntInRange(sp.years, ...COST_LIMITS.years) ?? COST_DEFAULTS.years,
    km: parseIntInRange(sp.km, ...COST_LIMITS.km) ?? COST_DEFAULTS.km,
    home: parseIntInRange(sp.home, ...COST_LIMITS.home) ?? COST_DEFAULTS.home,
    tariff:
      parseEnum(
        sp.tariff,
        TARIFFS.map((t) => t.key),
      ) ?? COST_DEFAULTS.tariff,
    trade:
      parseEnum(
        sp.trade,
        TRADE_INS.map((t) => t.key),
      ) ?? COST_DEFAULTS.trade,
    ins:
      parseEnum(
        sp.ins,
        INSURANCE_KINDS.map((t) => t.key),
      ) ?? COST_DEFAULTS.ins,
  };
}

/** The page's URL for a trim and inputs: every input spelled out, so the link reproduces the result. */
export function costHref(
  p: { model: number; city?: string } & Partial<Omit<CostParams, 'model' | 'series' | 'city'>>,
): string {
  const q = new URLSearchParams({ model: String(p.model) });
  if (p.city) q.set('city', p.city);
  q.set('years', String(p.years ?? COST_DEFAULTS.years));
  q.set('km', String(p.km ?? COST_DEFAULTS.km));
  q.set('home', String(p.home ?? COST_DEFAULTS.home));
  q.set('tariff', p.tariff ?? COST_DEFAULTS.tariff);
  q.set('trade', p.trade ?? COST_DEFAULTS.trade);
  q.set('ins', p.ins ?? COST_DEFAULTS.ins);
  return `${COST_PATH}?${q.toString()}`;
}
