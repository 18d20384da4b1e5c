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
export function coverSvg(seed: string, label = ''): string {
  return sceneForSeed(seed, label);
}

/** A round avatar with the first character of the name. */
export function avatarSvg(seed: string, name = ''): string {
  const h = hash(seed);
  const [dark, light] = PALETTES[h % PALETTES.length] as [string, string];
  const ch = escapeXml(Array.from(name)[0] ?? '新');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><circle cx="60" cy="60" r="60" fill="url(#a)"/><text x="60" y="76" text-anchor="middle" font-size="48" font-family="sans-serif" fill="#fff">${ch}</text></svg>`;
}

/** The marks brands print on their cars (what a logo shows instead of the Chinese name). */
const BRAND_MARKS: Record<string, string> = {
  比亚迪: 'BYD', 特斯拉: 'T', 蔚来: 'NIO', 小鹏: 'XP', 理想: 'Li', 极氪: 'ZEEKR', 问界: 'AITO', 小米: 'mi',
  零跑: 'LEAP', 埃安: 'AION', 深蓝: 'DEEPAL', 阿维塔: 'AVATR', 智己: 'IM', 岚图: 'VOYAH', 腾势: 'DENZA',
  哪吒: 'NETA', 吉利银河: 'GALAXY', 五菱: 'W', 长安启源: 'QIYUAN', 智界: 'LUXEED', 享界: 'STELATO',
  极狐: 'ARCFOX', 方程豹: 'FCB', 仰望: 'YW', 大众: 'VW', 宝马: 'BMW', 奔驰: 'EQ', 保时捷: 'P', 奕派: 'eπ',
  乐道: 'ONVO', 星途: 'EXEED', 凯迪拉克: 'CT',
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
export function markText(name: string): string {
  const mark = BRAND_MARKS[name];
  if (mark) return Array.from(mark).length <= 2 ? mark : Array.from(mark)[0]!;
  return shortLabel(name);
}

/** A logo mark: a shape in the brand's colour with its initial (a circle's or a column's short label), sized to fit. */
export function logoSvg(seed: string, name = ''): string {
  const h = hash(seed + name);
  const [dark, light] = PALETTES[h % PALETTES.length] as [string, string];
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
