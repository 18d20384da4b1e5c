import { describe, expect, it } from 'vitest';
import { CITY_MONTHLY_TEMP_C } from '@/contract/city-climate';
import {
  bandAt,
  mildRate,
  monthlyRange,
  OPTIMUM_TEMP_C,
  rangeAt,
  rateAt,
  type SeasonRate,
} from '@/contract/range-estimate';

// Issue 30 §3: the range to expect in a city's month, from the rated range, the class's winter and
// summer 达成率 and the month's mean temperature.

const winter: SeasonRate = { rate: 0.5, tempC: -17 };
const summer: SeasonRate = { rate: 0.67, tempC: 33 };
const RATED = 600;
const temps = Array.from({ length: 71 }, (_, i) => i - 30); // −30 … 40 °C

describe('冬夏续航估算 (issue 30 §3)', () => {
  it('a −10 °C month gives less than a 15 °C month', () => {
    expect(rangeAt(RATED, -10, winter, summer).point).toBeLessThan(
      rangeAt(RATED, 15, winter, summer).point,
    );
  });

  it('the band contains the point estimate, never goes above the rated range or below zero', () => {
    for (const t of temps) {
      const r = rangeAt(RATED, t, winter, summer);
      expect(r.low, `${t} °C`).toBeLessThanOrEqual(r.point);
      expect(r.point, `${t} °C`).toBeLessThanOrEqual(r.high);
      expect(r.high, `${t} °C`).toBeLessThanOrEqual(RATED);
      expect(r.low, `${t} °C`).toBeGreaterThanOrEqual(0);
    }
  });

  it('rises with temperature up to the optimum and falls above it', () => {
    for (let i = 1; i < temps.length; i++) {
      const [a, b] = [temps[i - 1]!, temps[i]!];
      if (b <= OPTIMUM_TEMP_C)
        expect(rateAt(b, winter, summer)).toBeGreaterThanOrEqual(rateAt(a, winter, summer));
      else expect(rateAt(b, winter, summer)).toBeLessThanOrEqual(rateAt(a, winter, summer));
    }
  });

  it('meets the tested rates at the tests’ temperatures and holds them beyond', () => {
    expect(rateAt(-17, winter, summer)).toBeCloseTo(0.5);
    expect(rateAt(-30, winter, summer)).toBeCloseTo(0.5);
    expect(rateAt(33, winter, summer)).toBeCloseTo(0.67);
    expect(rateAt(40, winter, summer)).toBeCloseTo(0.67);
    expect(rateAt(OPTIMUM_TEMP_C, winter, summer)).toBeCloseTo(mildRate(winter, summer));
  });

  it('a better class in the winter test gives a longer winter range', () => {
    expect(rangeAt(RATED, -5, { rate: 0.6, tempC: -17 }, summer).point).toBeGreaterThan(
      rangeAt(RATED, -5, winter, summer).point,
    );
  });

  it('scales with the rated range', () => {
    expect(rangeAt(700, 5, winter, summer).point).toBeGreaterThan(
      rangeAt(500, 5, winter, summer).point,
    );
  });

  it('the band is wider in the cold than in mild weather', () => {
    expect(bandAt(-15, winter)).toBeGreaterThan(bandAt(20, winter));
  });

  it('gives twelve months, Harbin’s January well below Guangzhou’s', () => {
    const harbin = monthlyRange(RATED, CITY_MONTHLY_TEMP_C['230100']!, winter, summer);
    const guangzhou = monthlyRange(RATED, CITY_MONTHLY_TEMP_C['440100']!, winter, summer);
    expect(harbin.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(harbin[0]!.point).toBeLessThan(guangzhou[0]!.point);
  });
});

describe('the climate table (issue 30 §3)', () => {
  it('holds twelve plausible monthly means for every city of the city list', async () => {
    const { CITIES } = await import('@/local-api/seed/cities');
    for (const c of CITIES) {
      const months = CITY_MONTHLY_TEMP_C[c.code];
      expect(months, c.name).toHaveLength(12);
      for (const t of months!) expect(t, c.name).toBeGreaterThan(-30);
      // July is warmer than January everywhere in China.
      expect(months![6]!, c.name).toBeGreaterThan(months![0]!);
    }
  });
});
