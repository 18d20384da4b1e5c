// 冬夏续航估算: the range to expect month by month in a city, from the car's rated
// (CLTC) range, the winter and summer 达成率 its class reached in the range tests, and the city's
// monthly mean temperature. Pure arithmetic, so the page, the 说明 sheet and the tests share it.
//
// Method, in words (the 说明 sheet says the same):
// 1. A battery car goes furthest in mild weather: at OPTIMUM_TEMP_C the rate is the summer test's
//    rate plus what the summer test spent on air conditioning (MILD_GAIN), at most MILD_RATE_MAX.
// 2. Between the winter test's temperature and the optimum the rate rises in a straight line from
//    the winter rate to the mild one; between the optimum and the summer test's temperature it
//    falls in a straight line to the summer rate. Colder than the winter test, or hotter than the
//    summer test, the tested rate holds (no figure beyond what was measured).
// 3. The point estimate is the rated range times that rate. The band around it is ±BAND_MIN, widening
//    to ±BAND_MAX as the month nears the winter test's cold (a cold month varies most: heating,
//    pre-heating, short trips), and never above the rated range.

/** A season's result of a class in the tests: the share of the CLTC range reached, at an ambient temperature. */
export interface SeasonRate {
  /** 0–1: measured km ÷ CLTC km. */
  rate: number;
  tempC: number;
}

export interface MonthRange {
  /** 1–12 */
  month: number;
  tempC: number;
  /** km, rounded to 5 */
  low: number;
  point: number;
  high: number;
}

/** The temperature of a battery car's longest range (°C). */
export const OPTIMUM_TEMP_C = 22;
/** What full air conditioning in a summer test costs, as a share of the rated range. */
export const MILD_GAIN = 0.12;
export const MILD_RATE_MAX = 0.9;
export const BAND_MIN = 0.06;
export const BAND_MAX = 0.12;
const STEP_KM = 5;

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/** The rate at the optimum temperature (estimated: no test drives in mild weather). */
export const mildRate = (winter: SeasonRate, summer: SeasonRate): number =>
  Math.min(MILD_RATE_MAX, Math.max(winter.rate, summer.rate) + MILD_GAIN);

/** The share of the CLTC range to expect at a mean temperature. */
export function rateAt(tempC: number, winter: SeasonRate, summer: SeasonRate): number {
  const mild = mildRate(winter, summer);
  const coldEnd = Math.min(winter.tempC, OPTIMUM_TEMP_C - 1);
  const hotEnd = Math.max(summer.tempC, OPTIMUM_TEMP_C + 1);
  if (tempC <= OPTIMUM_TEMP_C)
    return lerp(winter.rate, mild, clamp01((tempC - coldEnd) / (OPTIMUM_TEMP_C - coldEnd)));
  return lerp(mild, summer.rate, clamp01((tempC - OPTIMUM_TEMP_C) / (hotEnd - OPTIMUM_TEMP_C)));
}

/** The half-width of the band at a temperature, as a share of the point estimate. */
export function bandAt(tempC: number, winter: SeasonRate): number {
  const coldEnd = Math.min(winter.tempC, OPTIMUM_TEMP_C - 1);
  return lerp(BAND_MIN, BAND_MAX, clamp01((OPTIMUM_TEMP_C - tempC) / (OPTIMUM_TEMP_C - coldEnd)));
}

/** The range to expect at a mean temperature: a point and the band around it (km). */
export function rangeAt(
  ratedKm: number,
  tempC: number,
  winter: SeasonRate,
  summer: SeasonRate,
): Omit<MonthRange, 'month'> {
  const exact = ratedKm * rateAt(tempC, winter, summer);
  const spread = bandAt(tempC, winter);
  const point = Math.round(exact / STEP_KM) * STEP_KM;
  const low = Math.min(point, Math.floor((exact * (1 - spread)) / STEP_KM) * STEP_KM);
  const high = Math.max(
    point,
    Math.min(
      Math.floor(ratedKm / STEP_KM) * STEP_KM,
      Math.ceil((exact * (1 + spread)) / STEP_KM) * STEP_KM,
    ),
  );
  return { tempC, low: Math.max(0, low), point, high };
}

/** Month by month for a city's twelve mean temperatures. */
export function monthlyRange(
  ratedKm: number,
  temps: readonly number[],
  winter: SeasonRate,
  summer: SeasonRate,
): MonthRange[] {
  return temps.map((tempC, i) => ({ month: i + 1, ...rangeAt(ratedKm, tempC, winter, summer) }));
}
