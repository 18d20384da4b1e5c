import type { SeriesFact } from './car-facts';
import { at, chemAt, peakCapOf, specOf, voltAt, type SeriesSpec } from './car-specs';

// The energy figures of a trim, from its series' published record (car-specs.ts), shared by the
// library's parameter tables (domains/cars/seed.ts), the ranking tests and the demo text, so an
// article never says a car charges at a power or in a time its own parameter table contradicts.

const round1 = (n: number) => Math.round(n * 10) / 10;

function hash(text: string): number {
  let h = 7;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** The battery of a trim at `tier` (0 base .. 1 top), kWh (to 0.01, as makers publish it). */
export const batteryAt = (s: SeriesSpec, tier: number): number =>
  Math.round(at(s.battery, tier) * 100) / 100;

/** CLTC (pure-electric) range of a trim at `tier`, km: the published figures at the ends, steps of 5 between. */
export function rangeAt(s: SeriesSpec, tier: number): number {
  if (tier <= 0 || s.range[0] === s.range[1]) return s.range[0];
  if (tier >= 1) return s.range[1];
  return Math.round(at(s.range, tier) / 5) * 5;
}

/**
 * Peak DC power of a trim, kW: the record's figure for the trim's platform (a series whose base
 * trims are 400 V and top trims 800 V takes the base figure below the middle), never above what
 * the platform carries.
 */
export function peakKwAt(s: SeriesSpec, tier: number): number {
  const kw =
    s.volt[0] !== s.volt[1]
      ? tier < 0.5
        ? s.peakKw[0]
        : s.peakKw[1]
      : Math.round(at(s.peakKw, tier));
  return Math.min(kw, peakCapOf(s, tier));
}

/** Whether a trim sits on an 800 V-class platform. */
export const highVoltageAt = (s: SeriesSpec, tier: number): boolean => voltAt(s, tier) === 800;
export const lfpAt = (s: SeriesSpec, tier: number): boolean => chemAt(s, tier) === 'LFP';

/**
 * Share of the peak a car averages over 10-80 %: a charge holds the peak only briefly, then the
 * current tapers as the cells fill.
 */
const AVERAGE_SHARE = 0.58;

/** The state of charge an official fast charge starts from: pure-electric cars 10 %, plug-in and range-extender cars 30 %. */
export const chargeFrom = (energy: string): number => (energy === '纯电' ? 10 : 30);

/** Minutes from `from` % to 80 % at AVERAGE_SHARE of the peak, to a tenth of a minute. */
export function chargeMinutes(battery: number, peakKw: number, from = 10): number {
  return round1(((battery * (80 - from)) / 100 / (peakKw * AVERAGE_SHARE)) * 60);
}

/**
 * Winter range achievement (CLTC range kept at -10 ℃) of a series: sedans keep more than SUVs,
 * MPVs least; nickel cells a little more than LFP in the cold; a series varies by a few points.
 */
export function winterRate(f: { name: string; body: string }): number {
  const base = f.body === '轿车' ? 0.62 : f.body === 'SUV' ? 0.58 : 0.55;
  const nickel = specOf(f.name).chem[1] === 'NCM' ? 0.02 : 0;
  return Math.round((base + nickel + ((hash(f.name) % 9) - 4) / 100) * 100) / 100;
}

/** Winter range of a trim's CLTC range for the series, km. */
export function winterRange(f: { name: string; body: string }, cltc: number): number {
  return Math.round(cltc * winterRate(f));
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
  const s = specOf(f.name);
  const battery = batteryAt(s, 1);
  const range = rangeAt(s, 1);
  const peakKw = peakKwAt(s, 1);
  return {
    battery,
    range,
    peakKw,
    minutes: chargeMinutes(battery, peakKw, chargeFrom(f.energy)),
    winter: winterRange(f, range),
  };
}
