import crypto from 'node:crypto';
import { carSvg, parseCarPicture, sceneForSeed } from './media-car';
import { escapeXml, fitText, shortLabel, textLines } from './media-text';

// Demo images are drawn as SVG by the local API itself: deterministic per seed, a few hundred
// bytes each, and nothing is fetched from outside.

const PALETTES: [string, string][] = [
  ['#1f3b73', '#4f86f7'],
  ['#0f5132', '#3ec98a'],
  ['#5b2a86', '#b28dff'],
  ['#7a2e0e', '#ff8a4c'],
  ['#263238', '#78909c'],
  ['#004d61', '#27c4e0'],
  ['#6b1d3a', '#ff6f91'],
  ['#33300b', '#ffd100'],
];

function hash(seed: string): number {
  return crypto.createHash('md5').update(seed).digest().readUInt32BE(0);
}

/** A cover for a seed the caller knows nothing about (topics, columns, dealers...): a car scene. */
function coverSvg(seed: string, label = ''): string {
  return sceneForSeed(seed, label);
}

/** A round avatar with the first character of the name. */
function avatarSvg(seed: string, name = ''): string {
  const h = hash(seed);
  const [dark, light] = PALETTES[h % PALETTES.length] as [string, string];
  const ch = escapeXml(Array.from(name)[0] ?? '新');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><circle cx="60" cy="60" r="60" fill="url(#a)"/><text x="60" y="76" text-anchor="middle" font-size="48" font-family="sans-serif" fill="#fff">${ch}</text></svg>`;
}

/** The marks brands print on their cars (what a logo shows instead of the Chinese name). */
const BRAND_MARKS: Record<string, string> = {
  比亚迪: 'BYD',
  特斯拉: 'T',
  蔚来: 'NIO',
  小鹏: 'XP',
  理想: 'Li',
  极氪: 'ZEEKR',
  问界: 'AITO',
  小米: 'mi',
  零跑: 'LEAP',
  埃安: 'AION',
  深蓝: 'DEEPAL',
  阿维塔: 'AVATR',
  智己: 'IM',
  岚图: 'VOYAH',
  腾势: 'DENZA',
  哪吒: 'NETA',
  吉利银河: 'GALAXY',
  五菱: 'W',
  长安启源: 'QIYUAN',
  智界: 'LUXEED',
  享界: 'STELATO',
  极狐: 'ARCFOX',
  方程豹: 'FCB',
  仰望: 'YW',
  大众: 'VW',
  宝马: 'BMW',
  奔驰: 'EQ',
  保时捷: 'P',
  奕派: 'eπ',
  乐道: 'ONVO',
  星途: 'EXEED',
  凯迪拉克: 'CT',
};

/** The plates of makers' emblems: deep enough for a silver wordmark; a maker's own colour where it has one. */
const EMBLEM_PLATES: [string, string][] = [
  ['#0d1b3d', '#2f5aa8'],
  ['#1b1d21', '#5b6370'],
  ['#5c0b16', '#c8263b'],
  ['#0b3b2c', '#1f8a62'],
  ['#08323d', '#1c8299'],
  ['#2c1450', '#6a3fb5'],
];
const BRAND_PLATES: Record<string, [string, string]> = {
  特斯拉: ['#5c0b16', '#d0263a'],
  小米: ['#8a3300', '#ff6a00'],
  比亚迪: ['#4a0d12', '#b8202e'],
  宝马: ['#0b2a5c', '#2f74d0'],
  大众: ['#061f4d', '#1d5bb5'],
  理想: ['#1b1d21', '#5b6370'],
  极氪: ['#111214', '#474c55'],
};

/** The shapes a mark is cut in (a brand keeps its shape: the seed picks it). */
const MARK_SHAPES: [string, string][] = [
  ['circle', '<circle cx="60" cy="60" r="54"/>'],
  ['shield', '<path d="M60 6 L106 22 L102 70 C98 92 82 106 60 114 C38 106 22 92 18 70 L14 22 Z"/>'],
  ['hexagon', '<path d="M60 6 L107 33 L107 87 L60 114 L13 87 L13 33 Z"/>'],
  ['square', '<rect x="8" y="8" width="104" height="104" rx="26"/>'],
  ['diamond', '<path d="M60 4 L116 60 L60 116 L4 60 Z"/>'],
];

/** What a mark shows: a brand's initial (BYD: B, NIO: N; two-letter marks such as Li or IM stay), else a short label of the name. */
function markText(name: string): string {
  const mark = BRAND_MARKS[name];
  if (mark) return Array.from(mark).length <= 2 ? mark : Array.from(mark)[0]!;
  return shortLabel(name);
}

/**
 * A maker's emblem, drawn as a badge is made: a chrome bezel (light from the top left), a plate
 * in the brand's colour with a glassy upper half, and the maker's whole wordmark (ZEEKR, NIO, Li)
 * set in bold with letter spacing. A short mark sits in a round badge; a long one in an oval,
 * as the makers with a spelled-out name wear it.
 */
function emblemSvg(seed: string, mark: string, dark: string, light: string): string {
  const long = Array.from(mark).length > 3;
  const [rx, ry] = long ? [58, 40] : [56, 56];
  const spacing = long ? 1.5 : 1;
  // The letter spacing is room the wordmark needs beyond its letters.
  const fit = fitText(
    mark,
    (long ? 80 : 66) - spacing * (Array.from(mark).length - 1),
    long ? 28 : 44,
    12,
    1,
  );
  const bezel = `<ellipse cx="60" cy="60" rx="${rx}" ry="${ry}" fill="url(#b)"/><ellipse cx="60" cy="60" rx="${rx - 5}" ry="${ry - 5}" fill="url(#p)" stroke="#ffffff" stroke-opacity=".55" stroke-width="1"/>`;
  const gloss = `<path d="M${60 - (rx - 7)} 60 A${rx - 7} ${ry - 7} 0 0 1 ${60 + (rx - 7)} 60 Q60 ${60 - ry * 0.18} ${60 - (rx - 7)} 60 Z" fill="#ffffff" fill-opacity=".14"/>`;
  const y = (60 + fit.size * 0.36).toFixed(1);
  const word = `<text x="60" y="${y}" text-anchor="middle" font-size="${fit.size}" font-family="'Helvetica Neue', Arial, sans-serif" font-weight="800" letter-spacing="${spacing}" fill="url(#w)" stroke="#000" stroke-opacity=".18" stroke-width=".6">${escapeXml(mark)}</text>`;
  const defs =
    '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fafafa"/><stop offset=".45" stop-color="#a7adb4"/><stop offset=".7" stop-color="#eceff1"/><stop offset="1" stop-color="#7d858d"/></linearGradient>' +
    `<radialGradient id="p" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>` +
    '<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d7dbe0"/></linearGradient></defs>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">${defs}<g class="mark-shape" data-shape="${long ? 'oval' : 'badge'}" data-seed="${escapeXml(seed)}">${bezel}${gloss}${word}</g></svg>`;
}

/**
 * A logo: a maker's emblem for a brand (its wordmark on a chrome badge), else a shape in the
 * colour of the seed with a short label (a circle's or a column's), sized to fit.
 */
function logoSvg(seed: string, name = ''): string {
  const h = hash(seed + name);
  const [dark, light] = PALETTES[h % PALETTES.length] as [string, string];
  const brand = BRAND_MARKS[name];
  if (brand) {
    const [plateDark, plateLight] =
      BRAND_PLATES[name] ?? (EMBLEM_PLATES[h % EMBLEM_PLATES.length] as [string, string]);
    return emblemSvg(seed, brand, plateDark, plateLight);
  }
  const [shape, path] = MARK_SHAPES[(h >>> 8) % MARK_SHAPES.length]!;
  const text = markText(name);
  const fit = fitText(text, 64, 52, 18, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><g class="mark-shape" data-shape="${shape}" fill="url(#m)">${path}</g>${textLines(fit, 60, 60, '#fff')}</svg>`;
}

export type MediaKind = 'cover' | 'avatar' | 'logo' | 'car';

export function renderMedia(kind: MediaKind, seed: string, params: URLSearchParams): string {
  const label = params.get('t') ?? '';
  if (kind === 'car') return carSvg(seed, parseCarPicture(seed, params));
  if (kind === 'avatar') return avatarSvg(seed, label);
  if (kind === 'logo') return logoSvg(seed, label);
  return coverSvg(seed, label);
}
