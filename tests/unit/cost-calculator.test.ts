// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  computeCost,
  cityRow,
  formatPerKm,
  formatYuan,
  petrolFor,
  petrolRow,
  type CityCostRow,
  type CostCar,
  type CostInput,
  type CostLine,
  type CostSide,
} from '@/contract/car-cost';
import { CITY_MONTHLY_TEMP_C } from '@/contract/city-climate';
import { SERIES_FACTS } from '@/local-api/seed/car-facts';
import { onTaxCatalogue } from '@/local-api/seed/car-specs';
import { COST_RULES, GUIDE_PRICE_SOURCE } from '@/local-api/seed/cost-rules';

// 用车成本: the pure computation on the rule rows of local-api/seed/cost-rules.ts. The cases are
// worked out by hand in the comments, so a change of a rule or of the arithmetic shows here.

const SHANGHAI = cityRow(COST_RULES, '310100')!;
const BEIJING = cityRow(COST_RULES, '110100')!;
const CHONGQING = cityRow(COST_RULES, '500100')!;
const MID_SEDAN = petrolRow(COST_RULES, '中型车')!;
/** Every month reaches 80 % of the CLTC range: the climate factor is 1 ÷ 0.8 = 1.25. */
const FLAT_CLIMATE = { monthlyRates: Array<number>(12).fill(0.8), source: '测试' };

const car = (over: Partial<CostCar> = {}): CostCar => ({
  name: '测试轿车',
  level: '中型车',
  energy: '纯电',
  seats: 5,
  batteryKwh: 60,
  rangeKm: 600,
  taxListed: true,
  ...over,
});
const input = (over: Partial<CostInput> = {}): CostInput => ({
  years: 5,
  km: 15000,
  home: 80,
  tariff: 'tou',
  trade: 'none',
  ins: 'basic',
  date: '2026-11-28',
  ...over,
});
const price = (wan: number) => ({ ...GUIDE_PRICE_SOURCE, price: wan });
const lineOf = (side: CostSide, key: CostLine['key']) => side.lines.find((l) => l.key === key)!;
/** One computation at a guide price in 万: the test's 中型 battery sedan in 上海 on the flat
 * climate against the 中型 petrol sedan, with what a case changes. */
const costOf = (
  wan: number,
  over: { car?: Partial<CostCar>; city?: CityCostRow; input?: Partial<CostInput> } = {},
) =>
  computeCost(
    COST_RULES,
    car(over.car),
    price(wan),
    over.city ?? SHANGHAI,
    FLAT_CLIMATE,
    MID_SEDAN,
    input(over.input),
  );

describe('购置税 (公告2023年第10号: 2026–2027 halved, relief capped at 15,000 a car)', () => {
  it('above ~339,000 the relief hits the cap', () => {
    // 359,800 ÷ 1.13 = 318,407.08; × 10 % = 31,840.71; half would be 15,920.35 > 15,000,
    // so 15,000 is waived: 31,840.71 − 15,000 = 16,840.71 → 16,841.
    const r = costOf(35.98);
    const tax = lineOf(r.nev, 'tax');
    expect(tax.amount).toBe(16841);
    expect(tax.detail).toContain('上限');
    expect(tax.source).toContain('公告2023年第10号');
  });

  it('below the cap the tax is halved', () => {
    // 259,800 ÷ 1.13 = 229,911.50; × 10 % = 22,991.15; half waived: 11,495.58 → 11,496.
    const r = costOf(25.98);
    expect(lineOf(r.nev, 'tax').amount).toBe(11496);
    expect(lineOf(r.nev, 'tax').detail).not.toContain('上限');
  });

  it('a trim not on the MIIT catalogue pays the full 10 %', () => {
    // 129,800 ÷ 1.13 = 114,867.26; × 10 % = 11,486.73 → 11,487, nothing waived.
    const r = costOf(12.98, {
      car: { energy: '插混', rangeKm: 55, batteryKwh: 10, taxListed: false },
    });
    expect(lineOf(r.nev, 'tax').amount).toBe(11487);
    expect(lineOf(r.nev, 'tax').detail).toContain('未列入');
  });

  it('a purchase after 2027 gets no relief (the rule’s dates are data)', () => {
    const r = costOf(25.98, { input: { date: '2028-01-02' } });
    expect(lineOf(r.nev, 'tax').amount).toBe(22991);
  });

  it('the catalogue: battery cars are listed, a plug-in trim needs 100 km of pure-electric range', () => {
    expect(onTaxCatalogue('纯电', 300)).toBe(true);
    expect(onTaxCatalogue('插混', 55)).toBe(false);
    expect(onTaxCatalogue('增程', 100)).toBe(true);
  });
});

describe('以旧换新 (2026 rules: a share of the price with a cap; a city may pause)', () => {
  // 259,800 × 12 % = 31,176 → capped 20,000; × 8 % = 20,784 → capped 15,000; 129,800 × 8 % = 10,384.
  it.each([
    { trade: 'scrap', wan: 25.98, subsidy: -20000 },
    { trade: 'replace', wan: 25.98, subsidy: -15000 },
    { trade: 'replace', wan: 12.98, subsidy: -10384 },
  ] as const)(
    '报废更新 12 % capped at 20,000 and 置换更新 8 % capped at 15,000 for a new-energy car: $trade at $wan万',
    ({ trade, wan, subsidy }) => {
      expect(lineOf(costOf(wan, { input: { trade } }).nev, 'subsidy').amount).toBe(subsidy);
    },
  );

  it('a city that paused the scheme gives no subsidy, and says so', () => {
    expect(CHONGQING.subsidyPaused).toBe(true);
    const r = costOf(25.98, { city: CHONGQING, input: { trade: 'scrap' } });
    expect(lineOf(r.nev, 'subsidy').amount).toBe(0);
    expect(lineOf(r.nev, 'subsidy').detail).toContain('暂停');
    expect(lineOf(r.petrol, 'subsidy').amount).toBe(0);
  });

  it('after the year of the rules no subsidy is assumed', () => {
    const r = costOf(25.98, { input: { trade: 'scrap', date: '2027-01-05' } });
    expect(lineOf(r.nev, 'subsidy').amount).toBe(0);
  });
});

describe('a whole hand-computed case: 25.98万 battery sedan, 上海, 5 years × 15,000 km, 80 % at home on 谷 price', () => {
  const r = costOf(25.98);

  it('energy: 60 kWh ÷ 600 km × 1.25 ÷ 0.9 at 上海’s tariffs', () => {
    // 0.1 kWh/km × 1.25 ÷ 0.9 = 0.138889 kWh/km from the wall; × 75,000 km = 10,416.67 kWh.
    // Price: 0.8 × 0.307 (谷) + 0.2 × (0.85 + 0.80) = 0.2456 + 0.33 = 0.5756 元/kWh → 5,995.83 → 5,996.
    expect(lineOf(r.nev, 'energy').amount).toBe(5996);
  });

  it('the same car in 北京 costs what 北京’s tariffs say', () => {
    // 0.8 × 0.2883 + 0.2 × (0.78 + 0.80) = 0.23064 + 0.316 = 0.54664 元/kWh × 10,416.67 = 5,694.17 → 5,694.
    const bj = costOf(25.98, { city: BEIJING });
    expect(lineOf(bj.nev, 'energy').amount).toBe(5694);
    // On the flat residential price instead: 0.8 × 0.4883 + 0.316 = 0.70664 × 10,416.67 = 7,360.83 → 7,361.
    expect(
      lineOf(costOf(25.98, { city: BEIJING, input: { tariff: 'flat' } }).nev, 'energy').amount,
    ).toBe(7361);
  });

  it('insurance, maintenance, residual and the total', () => {
    // 商业险: 600 + 1.2 % × 259,800 = 3,717.6, + 900 (三者100万) = 4,617.6 a year.
    // 交强险 950 × (1 + 0.9 + 0.8 + 0.7 + 0.7) = 3,895; 商业险 4,617.6 × (1 + 0.85 + 0.7 + 0.6 + 0.5) = 16,854.24 → 20,749.
    expect(lineOf(r.nev, 'insurance').amount).toBe(20749);
    // (300 + 0.02 × 15,000) × 5 = 3,000.
    expect(lineOf(r.nev, 'maintenance').amount).toBe(3000);
    // 41 % of 259,800 after five years = 106,518.
    expect(lineOf(r.nev, 'residual').amount).toBe(-106518);
    // 259,800 + 11,496 + 0 + 20,749 + 5,996 + 3,000 − 106,518 = 194,523; ÷ 75,000 km = 2.59 元/km.
    expect(r.nev.total).toBe(194523);
    expect(r.nev.perKm).toBe(2.59);
  });

  it('the petrol car of the class: 20万, 6.8 L/100km at 上海’s 92# price', () => {
    // Tax 200,000 ÷ 1.13 × 10 % = 17,699.12 → 17,699 (no relief).
    expect(lineOf(r.petrol, 'tax').amount).toBe(17699);
    // 75,000 km × 0.068 L × 7.41 = 37,791.
    expect(lineOf(r.petrol, 'energy').amount).toBe(37791);
    // 商业险 500 + 0.9 % × 200,000 + 900 = 3,200 × 3.65 = 11,680, + 3,895 = 15,575.
    expect(lineOf(r.petrol, 'insurance').amount).toBe(15575);
    // (600 + 0.09 × 15,000) × 5 = 9,750; residual 52 % = 104,000.
    // 200,000 + 17,699 + 15,575 + 37,791 + 9,750 − 104,000 = 176,815.
    expect(r.petrol.total).toBe(176815);
  });

  it('every line names its source and the day it was checked', () => {
    for (const l of [...r.nev.lines, ...r.petrol.lines]) {
      expect(l.source.length, l.key).toBeGreaterThan(1);
      expect(l.checked, l.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // A battery car's energy cites the tariffs and the climate, the petrol car's the 92# price.
    expect(lineOf(r.nev, 'energy').source).toContain('峰谷分时电价');
    expect(lineOf(r.nev, 'energy').source).not.toContain('92#');
    expect(lineOf(r.petrol, 'energy').source).toContain('92#');
  });
});

describe('the rule rows', () => {
  it('every class of the library has its petrol comparison, every rule city its climate', () => {
    const levels = new Set(
      SERIES_FACTS.map((f) => `${f.size}${f.body === '轿车' ? '车' : f.body}`),
    );
    for (const level of levels) expect(petrolRow(COST_RULES, level), level).toBeDefined();
    for (const c of COST_RULES.cities) expect(CITY_MONTHLY_TEMP_C[c.code], c.name).toHaveLength(12);
  });

  it('a city’s 谷 price is below its flat price, which is below its 峰 price', () => {
    for (const c of COST_RULES.cities) {
      expect(c.valley, c.name).toBeLessThan(c.flat);
      expect(c.flat, c.name).toBeLessThan(c.peak);
    }
  });

  it('prints amounts in China’s conventions', () => {
    expect(formatYuan(194523)).toBe('19.45万元');
    expect(formatYuan(-8560)).toBe('-8560元');
    expect(formatPerKm(2.59)).toBe('2.59元/km');
  });
});

describe('the petrol car a trim is weighed against', () => {
  it('is of the same body and the class nearest in price, not the size class alone', () => {
    // A 16.98万 中大型 battery sedan (汉EV): the 20万 中型 petrol sedan, not the 35万 中大型 one.
    expect(petrolFor(COST_RULES, '中大型车', 16.98)?.level).toBe('中型车');
    expect(petrolFor(COST_RULES, '中大型车', 33)?.level).toBe('中大型车');
    // An SUV meets an SUV, an MPV an MPV.
    expect(petrolFor(COST_RULES, '中型SUV', 12)?.level).toBe('紧凑型SUV');
    expect(petrolFor(COST_RULES, '大型MPV', 25)?.level).toBe('中型MPV');
  });
});
