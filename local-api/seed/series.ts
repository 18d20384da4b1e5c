import { seriesDisplayName } from '../../contract/format/car-name';
import { relCarMedia } from '../media-path';
import { PAINTS, type CarShape, type CarView } from '../media-car';
import { ALL_SERIES } from './catalog';
import { SERIES_FACTS, type SeriesFact } from './car-facts';

// Series-aware helpers every demo-text seed uses, so what a title or picture says is true to
// the car it names (energy, body, size, price, sale status from car-facts.ts).

const BY_NAME = new Map(SERIES_FACTS.map((f) => [f.name, f]));

/** The facts of a series by its library name (`海狮07`, `银河E5`). */
export function seriesFact(name: string): SeriesFact | undefined {
  return BY_NAME.get(name);
}

// Longest names first, so 海豹08 is not taken for 海豹.
const BY_LENGTH = [...SERIES_FACTS].sort((a, b) => b.name.length - a.name.length);

/**
 * The facts of a series however a text writes it: the library name, with its brand
 * (特斯拉Model Y), or short (宋PLUS for 宋PLUS DM-i); a picture then has the series' body.
 */
export function seriesFactLoose(name: string): SeriesFact | undefined {
  if (!name) return undefined;
  return (
    BY_NAME.get(name) ??
    BY_LENGTH.find((f) => factName(f) === name || `${f.brand}${f.name}` === name) ??
    BY_LENGTH.find((f) => name.includes(f.name)) ??
    BY_LENGTH.find((f) => f.name.startsWith(name) && name.length >= 3)
  );
}

/** Facts of the series catalog.ts names (the ones articles talk about). */
export const CATALOG_FACTS: SeriesFact[] = ALL_SERIES.map((s) => BY_NAME.get(s.series)).filter(
  (f): f is SeriesFact => Boolean(f),
);

/** The name a headline uses: brand + series without a repeated brand word (吉利银河E5). */
export const displayName = seriesDisplayName;

export function factName(f: SeriesFact): string {
  return displayName(f.brand, f.name);
}

/** 纯电SUV, 增程SUV, 插混轿车, 纯电MPV: the category a headline may call the series. */
export function categoryOf(f: Pick<SeriesFact, 'energy' | 'body'> & { name?: string }): string {
  return `${f.energy}${f.name !== undefined && SUPERCARS.has(f.name) ? '跑车' : f.body}`;
}

/** Two-door supercars the library files under 轿车 but no text may call a 轿车 (仰望U9 at ¥168万). */
const SUPERCARS = new Set(['仰望U9']);

const yuan = (v: number) => `${v.toFixed(2)}万元`;

/** 17.98-23.98万元, or one price when the range is a single figure. */
export function priceRange(f: SeriesFact): string {
  return f.min === f.max ? yuan(f.min) : `${f.min.toFixed(2)}-${yuan(f.max)}`;
}

/** The price band a buyer shops in: 10万以内, 15万级, 20万级, …, 百万级. */
export function priceBand(f: SeriesFact): string {
  if (f.min < 10) return '10万以内';
  if (f.min >= 100) return '百万级';
  return `${Math.round(f.min / 5) * 5}万级`;
}

/** A count with a Chinese unit: 8600 → 8600台, 41000 → 4.1万台, 380000 → 38万台. */
export function formatUnits(n: number, unit = '台'): string {
  if (n < 10000) return `${Math.round(n)}${unit}`;
  const w = Math.round(n / 1000) / 10;
  return `${Number.isInteger(w) ? w.toFixed(0) : w.toFixed(1)}万${unit}`;
}

/** Series of the same category (energy + body) nearest in price: fair rivals for a comparison. */
export function rivalsOf(f: SeriesFact, pool: SeriesFact[] = CATALOG_FACTS): SeriesFact[] {
  return pool
    .filter(
      (x) =>
        x !== f &&
        x.body === f.body &&
        (x.energy === '纯电') === (f.energy === '纯电') &&
        x.status !== 2,
    )
    .sort((a, b) => Math.abs(a.min - f.min) - Math.abs(b.min - f.min))
    .slice(0, 4);
}

// ---- Pictures --------------------------------------------------------------------------------

/** Series drawn with a sports-car profile although the library files them as 轿车. */
const SPORTS = new Set(['仰望U9', '昊铂GT', '小米SU7', 'Taycan']);

/** The drawn body shape of a series: 轿车/SUV/MPV, small cars as hatchbacks, a few as sports cars. */
export function shapeOf(f: Pick<SeriesFact, 'name' | 'body' | 'size'>): CarShape {
  if (SPORTS.has(f.name)) return 'sports';
  if (f.body === 'SUV') return 'suv';
  if (f.body === 'MPV') return 'mpv';
  return f.size === '微型' || f.size === '小型' ? 'hatch' : 'sedan';
}

function nameHash(text: string): number {
  let h = 11;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** The paint a series is shown in by default (its launch colour), an index into PAINTS. */
export function paintOf(seriesName: string): number {
  return nameHash(seriesName) % PAINTS.length;
}

/** A paint by its Chinese name (星空灰 → 2), or the series' own paint when unknown. */
export function paintNamed(name: string, seriesName = ''): number {
  const i = PAINTS.findIndex(([n]) => n === name);
  return i >= 0 ? i : paintOf(seriesName);
}

export const PAINT_NAMES = PAINTS.map(([n]) => n);

/**
 * The relative media path of a picture of a series: `seriesPicture('海狮07', 'c12', 'front')`.
 * Unknown series are drawn as a sedan in a colour of the seed.
 */
export function seriesPicture(
  seriesName: string,
  seed: string,
  view: CarView = 'side',
  opts: { paint?: number; label?: string } = {},
): string {
  const f = seriesFactLoose(seriesName);
  return relCarMedia(seed, {
    shape: f ? shapeOf(f) : 'sedan',
    view,
    paint: opts.paint ?? paintOf(seriesName || seed),
    label: opts.label,
  });
}

/** Gallery shots per category: 外观 exterior angles and details, 内饰 cockpit, 空间 seats. */
export const GALLERY_VIEWS: Record<'外观' | '内饰' | '空间', CarView[]> = {
  外观: ['side', 'front', 'rear', 'wheel', 'light', 'side'],
  内饰: ['cockpit'],
  空间: ['seats', 'seats'],
};

/** The scene of an article cover by its subject (a topic word of the title). */
export function viewForTopic(topic: string): CarView {
  if (/充|补能|800V|换电|续航/.test(topic)) return 'charge';
  if (/NOA|智驾|领航|泊车|激光雷达|端到端/.test(topic)) return 'road';
  if (/座舱|车机|OTA/.test(topic)) return 'cockpit';
  if (/电池|热泵|三电|增程器|油耗/.test(topic)) return 'battery';
  if (/销量|交付|补贴|购置税|保值/.test(topic)) return 'chart';
  return 'front';
}

/** One factual sentence about a series: 海狮07是比亚迪旗下的中型纯电SUV，官方指导价18.98-23.98万元。 */
export function factLine(f: SeriesFact): string {
  const price = f.status === 3 ? `预售价${f.min.toFixed(2)}万元起` : `官方指导价${priceRange(f)}`;
  return `${factName(f)}是${f.brand}旗下的${f.size}${categoryOf(f)}，${price}${f.status === 2 ? '，目前已停售' : ''}。`;
}
