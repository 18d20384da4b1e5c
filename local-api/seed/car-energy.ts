import type { SeriesFact } from './car-facts';

// The energy figures of a car, shared by the library's parameter tables (domains/cars/seed.ts),
// the ranking tests and the demo text, so an article never says a car charges at a power or in a
// time its own parameter table contradicts (海鸥 does not charge at 180 kW).

export interface SizeFigures {
  len: number;
  wb: number;
  width: number;
  weight: number;
  /** Pure-electric battery of the base and the top trim, kWh. */
  bat: [number, number];
  kw: [number, number];
  /** CLTC km per kWh of a sedan of the class. */
  eff: number;
}

export const SIZE_FIGURES: Record<string, SizeFigures> = {
  微型: { len: 2920, wb: 1940, width: 1493, weight: 700, bat: [17.3, 26.5], kw: [30, 50], eff: 8.2 },
  小型: { len: 3780, wb: 2500, width: 1715, weight: 1160, bat: [30.1, 38.9], kw: [55, 75], eff: 8.4 },
  紧凑型: { len: 4600, wb: 2720, width: 1860, weight: 1560, bat: [51.0, 72.0], kw: [150, 180], eff: 8.0 },
  中型: { len: 4800, wb: 2880, width: 1900, weight: 1800, bat: [64.0, 90.0], kw: [190, 250], eff: 8.1 },
  中大型: { len: 4990, wb: 3000, width: 1960, weight: 2000, bat: [73.6, 101.0], kw: [220, 300], eff: 7.4 },
  大型: { len: 5230, wb: 3150, width: 1999, weight: 2350, bat: [90.0, 116.0], kw: [250, 340], eff: 6.5 },
};

const round1 = (n: number) => Math.round(n * 10) / 10;

function hash(text: string): number {
  let h = 7;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** Brands whose pure-electric cars from 20万 up sit on an 800V platform. */
const HIGH_VOLTAGE = new Set(['小鹏', '极氪', '小米', '智界', '理想', '保时捷', '埃安']);

/** The battery of a trim at `tier` (0 base .. 1 top), kWh. */
export function batteryOf(f: Pick<SeriesFact, 'size' | 'energy'>, tier: number): number {
  const fig = SIZE_FIGURES[f.size]!;
  if (f.energy === '纯电') return round1(fig.bat[0] + (fig.bat[1] - fig.bat[0]) * Math.min(1, tier * 1.2));
  return round1((f.energy === '插混' ? 18.3 : 28.4) + tier * (f.energy === '插混' ? 18 : 24) + (f.size === '大型' ? 10 : 0));
}

/** CLTC pure-electric range of a trim, km. */
export function rangeOf(f: Pick<SeriesFact, 'size' | 'energy' | 'body'>, battery: number, awd: boolean): number {
  const bodyEff = f.body === 'SUV' ? 0.9 : f.body === 'MPV' ? 0.8 : 1;
  if (f.energy !== '纯电') return Math.round((battery * (f.energy === '插混' ? 5.8 : 5.4) * bodyEff) / 5) * 5;
  return Math.round((battery * SIZE_FIGURES[f.size]!.eff * bodyEff * (awd ? 0.92 : 1)) / 5) * 5;
}

/** Whether a trim at this price sits on an 800V platform. */
export function highVoltage(f: Pick<SeriesFact, 'brand' | 'energy'>, price: number): boolean {
  return f.energy === '纯电' && price >= 20 && (HIGH_VOLTAGE.has(f.brand) || price >= 30);
}

/**
 * Peak DC charging power of a trim, kW: 800V cars 400-600 kW, other EVs about 1.6 C (small cars
 * without the 40 kW bonus: 海鸥 about 60 kW), plug-in and range-extender cars about 2.5 C.
 */
export function peakKwOf(f: Pick<SeriesFact, 'brand' | 'name' | 'energy' | 'size'>, battery: number, price: number): number {
  if (f.energy !== '纯电') return Math.round((battery * 2.5) / 5) * 5;
  if (highVoltage(f, price)) return 400 + (hash(f.name) % 11) * 20;
  const small = f.size === '微型' || f.size === '小型';
  return Math.round((battery * 1.6) / 10) * 10 + (small ? 0 : 40);
}

/** The shortest 10-80 % a real car manages, minutes. */
export const MIN_CHARGE_MINUTES = 15;

/**
 * Minutes from 10 % to 80 %: 70 % of the battery at an average of about 70 % of the peak, so
 * kWh / peak kW hours, never under MIN_CHARGE_MINUTES.
 */
export function chargeMinutes(battery: number, peakKw: number): number {
  return Math.max(MIN_CHARGE_MINUTES, Math.round(((0.7 * battery) / (0.7 * peakKw)) * 60));
}

/**
 * Winter range achievement (CLTC range kept at -10 ℃) of a class: sedans keep more than SUVs,
 * MPVs least; a series varies by a few points around its class.
 */
export function winterRate(f: { name: string; body: string }): number {
  const base = f.body === '轿车' ? 0.62 : f.body === 'SUV' ? 0.58 : 0.55;
  return Math.round((base + ((hash(f.name) % 9) - 4) / 100) * 100) / 100;
}

/** Winter range of a CLTC range for the series, km (rounded to 5). */
export function winterRange(f: { name: string; body: string }, cltc: number): number {
  return Math.round((cltc * winterRate(f)) / 5) * 5;
}

export interface TopTrimEnergy {
  battery: number;
  range: number;
  peakKw: number;
  minutes: number;
  winter: number;
}

/** The energy figures of the series' top trim (what an article quotes: 最高, 最长). */
export function topTrimEnergy(f: SeriesFact): TopTrimEnergy {
  const battery = batteryOf(f, 1);
  const awd = f.size !== '微型' && f.size !== '小型' && f.size !== '紧凑型';
  const range = rangeOf(f, battery, awd);
  const peakKw = peakKwOf(f, battery, f.max);
  return { battery, range, peakKw, minutes: chargeMinutes(battery, peakKw), winter: winterRange(f, range) };
}
