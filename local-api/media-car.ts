import { labelBox } from './media-text';
import { subjectOf, subjectScene } from './media-scene';
// Car pictures drawn as SVG by the local API (no external images): a body shape, a paint colour
// and a view (exterior side / front / rear, interior, seats, details, and subject scenes for
// article covers). Deterministic per seed and a few KB each.

/** Body shapes the renderer can draw; car-facts bodies map onto them (see shapeOf in seed/pictures). */
const CAR_SHAPES = ['sedan', 'suv', 'mpv', 'sports', 'hatch'] as const;
export type CarShape = (typeof CAR_SHAPES)[number];

/**
 * Views (compositions). Exterior: side, front, rear. Interior: cockpit, seats. Details: wheel,
 * light. Subject scenes for article covers: charge (补能), road (智驾), chart (销量/数据),
 * battery (三电).
 */
const CAR_VIEWS = [
  'side',
  'front',
  'rear',
  'cockpit',
  'seats',
  'wheel',
  'light',
  'charge',
  'road',
  'chart',
  'battery',
] as const;
export type CarView = (typeof CAR_VIEWS)[number];

/** Factory paint colours (name shown in posts, hex drawn). The index is the `c` parameter. */
export const PAINTS: readonly (readonly [string, string])[] = [
  ['珍珠白', '#e9ecef'],
  ['曜石黑', '#22252b'],
  ['星空灰', '#6b7380'],
  ['冰川蓝', '#4f8fd6'],
  ['熔岩橙', '#ee8a2a'],
  ['薄荷绿', '#49b899'],
  ['赤焰红', '#c3332e'],
  ['极光紫', '#7b61c9'],
  ['香槟金', '#c6a86c'],
  ['深海蓝', '#1f3a68'],
];

export interface CarPicture {
  shape: CarShape;
  view: CarView;
  /** Index into PAINTS. */
  paint: number;
  label: string;
}

// Backdrops: [top, bottom, ground].
const SKIES: readonly (readonly [string, string, string])[] = [
  ['#9ecbf0', '#e6f2fb', '#8d96a0'],
  ['#f7b58a', '#fde3c8', '#7d7168'],
  ['#cfd6de', '#f4f6f8', '#b8bfc7'],
  ['#1b2540', '#3c4d78', '#2a2f3a'],
  ['#bfe3d3', '#eef8f2', '#8e9e96'],
];

/** Side profiles (640×360 frame, ground at y 280): body path, glass path, wheel x positions. */
const PROFILES: Record<
  CarShape,
  { body: string; glass: string; wheels: [number, number]; r: number }
> = {
  sedan: {
    body: 'M84 270 L86 240 C92 224 114 216 146 212 L206 206 C238 182 276 164 326 162 L392 162 C434 164 474 188 504 208 L542 214 C558 218 564 232 564 248 L562 270 Z',
    glass: 'M222 206 C250 186 284 172 326 171 L388 171 C420 173 452 190 478 206 Z',
    wheels: [178, 474],
    r: 34,
  },
  suv: {
    body: 'M82 262 L84 214 C88 198 106 190 134 186 L178 180 C204 146 236 124 284 120 L454 120 C484 122 506 148 522 180 L548 190 C558 194 562 210 562 228 L560 262 Z',
    glass: 'M196 178 C220 148 250 132 288 130 L448 130 C472 132 490 152 504 178 Z',
    wheels: [172, 468],
    r: 40,
  },
  mpv: {
    body: 'M78 266 L80 210 C84 196 100 190 120 188 L150 184 C168 142 196 114 246 110 L502 110 C532 112 550 132 556 166 L562 208 C564 226 562 246 560 266 Z',
    glass: 'M166 182 C182 146 208 122 248 120 L496 120 C520 122 536 142 540 180 Z',
    wheels: [166, 478],
    r: 36,
  },
  sports: {
    body: 'M82 266 L86 244 C94 232 122 228 152 226 L238 220 C276 194 314 182 352 182 L404 184 C446 188 484 206 514 220 L550 228 C562 232 566 244 564 256 L562 266 Z',
    glass: 'M256 218 C284 198 316 190 352 190 L400 192 C428 196 456 206 478 218 Z',
    wheels: [182, 480],
    r: 33,
  },
  hatch: {
    body: 'M130 270 L132 234 C136 220 152 214 176 212 L214 208 C236 180 266 160 306 158 L432 158 C458 160 474 184 484 214 L498 226 C506 234 508 250 506 270 Z',
    glass: 'M226 206 C248 180 274 167 308 166 L426 166 C446 168 460 186 468 206 Z',
    wheels: [206, 446],
    r: 32,
  },
};

function hash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0;
  return h >>> 0;
}

/** Whether a paint is light enough that dark glass and dark details read on it. */
function isLight(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11 > 150;
}

const svgOpen =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">';

function backdrop(h: number, id: string): string {
  const [top, bottom, ground] = SKIES[h % SKIES.length]!;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="640" height="360" fill="url(#${id})"/><rect y="280" width="640" height="80" fill="${ground}"/>`;
}

function wheel(x: number, y: number, r: number, spokes: number): string {
  const lines = Array.from({ length: spokes }, (_, i) => {
    const a = (i / spokes) * Math.PI * 2;
    return `M${x} ${y} L${(x + Math.cos(a) * r * 0.6).toFixed(1)} ${(y + Math.sin(a) * r * 0.6).toFixed(1)}`;
  }).join(' ');
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#1c1c1e"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.64)}" fill="#b9bec6"/><path d="${lines}" stroke="#6d737c" stroke-width="4"/><circle cx="${x}" cy="${y}" r="5" fill="#444"/>`;
}

/** The side profile of a shape at an offset and scale (used by side, charge and some covers). */
function profile(shape: CarShape, paint: string, spokes: number, transform = '', h = 0): string {
  const p = PROFILES[shape];
  const glass = isLight(paint) ? '#2b3440' : '#9fb3c8';
  // Per-seed trim: a black roof line on some, a chrome or black window surround on others.
  const roof =
    (h >>> 9) % 3 === 0
      ? `<path d="${p.glass}" fill="none" stroke="#111" stroke-width="7" transform="translate(0 -5)"/>`
      : '';
  const trim = (h >>> 11) % 2 ? '#d9dde3' : '#15171b';
  const [w1, w2] = p.wheels;
  const y = 270 - p.r * 0.35;
  return `<g${transform ? ` transform="${transform}"` : ''}><ellipse cx="320" cy="282" rx="250" ry="10" fill="#000" opacity=".25"/><path d="${p.body}" fill="${paint}" stroke="#000" stroke-opacity=".25" stroke-width="2"/>${shape === 'suv' ? '<path d="M84 262 L84 244 L560 244 L560 262 Z" fill="#1c1f24" opacity=".55"/>' : ''}${shape === 'mpv' ? '<path d="M300 196 L520 196" stroke="#000" stroke-opacity=".25" stroke-width="3"/>' : ''}${roof}<path d="${p.glass}" fill="${glass}" opacity=".9" stroke="${trim}" stroke-width="3"/><path d="M${w1 + 46} 214 L${w2 - 40} 214" stroke="#fff" stroke-opacity=".35" stroke-width="3"/><path d="M${w1 + 60} 240 L${w2 - 60} 240 M${Math.round((w1 + w2) / 2)} 204 L${Math.round((w1 + w2) / 2)} 256" stroke="#000" stroke-opacity=".2" stroke-width="2"/><rect x="${p.wheels[1] + 50}" y="218" width="30" height="6" rx="3" fill="#fff6d0"/><rect x="${p.wheels[0] - 86}" y="222" width="18" height="5" rx="2" fill="#e0403a"/>${wheel(w1, Math.round(y), p.r, spokes)}${wheel(w2, Math.round(y), p.r, spokes)}</g>`;
}

function frontOrRear(shape: CarShape, paint: string, h: number, rear: boolean): string {
  const tall =
    shape === 'mpv'
      ? 70
      : shape === 'suv'
        ? 48
        : shape === 'hatch'
          ? 36
          : shape === 'sports'
            ? 0
            : 18;
  const roof = 150 - tall;
  const glass = isLight(paint) ? '#2b3440' : '#9fb3c8';
  const light = rear ? '#e0403a' : '#fff6d0';
  const bar =
    rear || h % 2 === 0
      ? `<rect x="190" y="${212 - tall / 4}" width="260" height="7" rx="3" fill="${light}"/>`
      : '';
  return `<ellipse cx="320" cy="288" rx="190" ry="12" fill="#000" opacity=".25"/><rect x="176" y="236" width="40" height="50" rx="8" fill="#1c1c1e"/><rect x="424" y="236" width="40" height="50" rx="8" fill="#1c1c1e"/><path d="M158 270 L160 214 C162 196 178 ${roof + 58} 206 ${roof + 40} L232 ${roof} L408 ${roof} L434 ${roof + 40} C462 ${roof + 58} 478 196 480 214 L482 270 Z" fill="${paint}" stroke="#000" stroke-opacity=".25" stroke-width="2"/><path d="M242 ${roof + 8} L398 ${roof + 8} L420 ${roof + 44} L220 ${roof + 44} Z" fill="${glass}" opacity=".9"/><rect x="180" y="${206 - tall / 4}" width="64" height="16" rx="6" fill="${light}"/><rect x="396" y="${206 - tall / 4}" width="64" height="16" rx="6" fill="${light}"/>${bar}<rect x="270" y="246" width="100" height="${rear ? 22 : 12}" rx="4" fill="#000" opacity=".3"/><rect x="288" y="${rear ? 226 : 256}" width="64" height="18" rx="2" fill="#3fb26d" stroke="#fff" stroke-width="1.5"/>`;
}

function cockpit(paint: string, h: number): string {
  const variant = (h >>> 4) % 3;
  if (variant === 2) {
    // The centre console up close: a big screen, the wireless charging pad, the armrest.
    return `<rect width="640" height="360" fill="#24272d"/><rect x="120" y="40" width="400" height="190" rx="16" fill="#0d1b2a"/><rect x="140" y="60" width="220" height="150" rx="8" fill="#2f7de1"/><rect x="374" y="60" width="126" height="70" rx="8" fill="#3ec98a"/><rect x="374" y="140" width="126" height="70" rx="8" fill="#f2b84b"/><rect x="220" y="250" width="200" height="60" rx="12" fill="#3a3e45"/><rect x="250" y="262" width="60" height="36" rx="6" fill="#15171b"/><rect x="330" y="262" width="60" height="36" rx="6" fill="#15171b"/><rect x="0" y="240" width="160" height="120" rx="30" fill="${paint}" opacity=".85"/><rect x="480" y="240" width="160" height="120" rx="30" fill="${paint}" opacity=".85"/>`;
  }
  const portrait = variant === 1;
  const screen = portrait
    ? '<rect x="300" y="180" width="76" height="110" rx="8" fill="#0d1b2a"/><rect x="310" y="192" width="56" height="40" rx="4" fill="#2f7de1"/>'
    : '<rect x="268" y="172" width="150" height="84" rx="8" fill="#0d1b2a"/><rect x="278" y="182" width="70" height="64" rx="4" fill="#2f7de1"/><rect x="354" y="182" width="54" height="28" rx="4" fill="#3ec98a"/>';
  const yoke = h % 4 === 1;
  const wheelShape = yoke
    ? '<path d="M128 262 L128 226 C128 212 140 206 154 206 L238 206 C252 206 264 212 264 226 L264 262 L238 262 L232 240 L160 240 L154 262 Z" fill="#1c1c1e"/>'
    : '<circle cx="196" cy="250" r="62" fill="none" stroke="#1c1c1e" stroke-width="16"/><rect x="150" y="244" width="92" height="14" rx="6" fill="#1c1c1e"/>';
  return `<rect width="640" height="360" fill="#2a2d33"/><path d="M0 0 L640 0 L640 150 C520 120 120 120 0 150 Z" fill="#9ecbf0"/><path d="M0 110 L640 110 L640 150 C520 120 120 120 0 150 Z" fill="#6f7f8c"/><path d="M300 112 L340 112 L420 150 L220 150 Z" fill="#555c66"/><path d="M0 150 C120 126 520 126 640 150 L640 200 L0 200 Z" fill="#3a3e45"/><rect x="0" y="196" width="640" height="6" fill="${paint}"/><rect x="120" y="160" width="130" height="34" rx="6" fill="#0d1b2a"/>${screen}${wheelShape}<rect x="450" y="290" width="190" height="70" rx="20" fill="${paint}" opacity=".85"/><rect x="0" y="300" width="120" height="60" rx="20" fill="${paint}" opacity=".85"/>`;
}

function seats(shape: CarShape, paint: string): string {
  const captain = shape === 'mpv';
  const seat = (x: number, w: number) =>
    `<rect x="${x}" y="130" width="${w}" height="150" rx="26" fill="${paint}"/><rect x="${x + w / 2 - 36}" y="96" width="72" height="44" rx="16" fill="${paint}"/><rect x="${x + 10}" y="150" width="${w - 20}" height="8" rx="4" fill="#000" opacity=".15"/>`;
  const row = captain
    ? seat(120, 170) + seat(350, 170)
    : seat(96, 140) + seat(250, 140) + seat(404, 140);
  return `<rect width="640" height="360" fill="#3b3f46"/><rect y="40" width="640" height="70" fill="#9fb3c8" opacity=".5"/><rect y="280" width="640" height="80" fill="#26292e"/>${row}<rect x="0" y="268" width="640" height="24" fill="#1f2226"/>`;
}

function wheelDetail(paint: string, h: number): string {
  const spokes = 5 + (h % 4);
  const rays = Array.from({ length: spokes }, (_, i) => {
    const a = (i / spokes) * Math.PI * 2;
    return `M320 190 L${(320 + Math.cos(a) * 120).toFixed(0)} ${(190 + Math.sin(a) * 120).toFixed(0)}`;
  }).join(' ');
  return `<rect width="640" height="360" fill="${paint}"/><rect width="640" height="360" fill="#000" opacity=".12"/><circle cx="320" cy="190" r="176" fill="#15161a"/><circle cx="320" cy="190" r="134" fill="#c5cad2"/><path d="M236 110 A110 110 0 0 1 300 84 L306 112 A84 84 0 0 0 258 132 Z" fill="#e0403a"/><path d="${rays}" stroke="#7b828c" stroke-width="${spokes > 6 ? 10 : 16}" stroke-linecap="round"/><circle cx="320" cy="190" r="26" fill="#3a3d43"/>`;
}

function lightDetail(paint: string, h: number): string {
  const dots = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${180 + i * 50}" y="178" width="34" height="10" rx="5" fill="#fff6d0"/>`,
  ).join('');
  return `<rect width="640" height="360" fill="${paint}"/><path d="M0 120 C200 ${90 + (h % 40)} 440 ${90 + (h % 40)} 640 120 L640 250 C440 230 200 230 0 250 Z" fill="#000" opacity=".35"/><rect x="150" y="160" width="340" height="46" rx="22" fill="#1c1f24"/>${dots}<rect x="150" y="216" width="340" height="6" rx="3" fill="#fff6d0" opacity=".8"/>`;
}

function chargeScene(shape: CarShape, paint: string, h: number, sky: string): string {
  return `${sky}<rect x="560" y="120" width="56" height="162" rx="8" fill="#f4f6f8" stroke="#2f7de1" stroke-width="4"/><rect x="570" y="136" width="36" height="28" rx="3" fill="#0d1b2a"/><path d="M590 176 L582 196 L592 196 L586 214" stroke="#3ec98a" stroke-width="5" fill="none"/><path d="M566 230 C520 240 520 200 520 218" stroke="#1c1c1e" stroke-width="6" fill="none"/>${profile(shape, paint, 5 + (h % 3), 'translate(-20 20) scale(.86)', h)}`;
}

function roadScene(paint: string, h: number): string {
  const boxes = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${150 + ((h >>> (i * 3)) % 3) * 120}" y="${40 + i * 60}" width="60" height="30" rx="4" fill="none" stroke="#3ec98a" stroke-width="3"/>`,
    )
    .join('');
  return `<rect width="640" height="360" fill="#3a3f47"/><path d="M120 0 L60 360 M520 0 L580 360" stroke="#e9ecef" stroke-width="6"/><path d="M250 0 L230 360 M390 0 L410 360" stroke="#e9ecef" stroke-width="4" stroke-dasharray="26 22"/><path d="M280 340 L300 200 L340 200 L360 340 Z" fill="#2f7de1" opacity=".35"/>${boxes}<rect x="288" y="236" width="64" height="110" rx="22" fill="${paint}" stroke="#000" stroke-opacity=".3" stroke-width="2"/><rect x="296" y="258" width="48" height="26" rx="6" fill="#2b3440"/>`;
}

function chartScene(paint: string, h: number): string {
  const bars = Array.from({ length: 8 }, (_, i) => {
    const v = 50 + ((h >>> i) % 7) * 18 + i * 8;
    return `<rect x="${80 + i * 62}" y="${290 - v}" width="40" height="${v}" rx="4" fill="${i === 7 ? paint : '#7f93a8'}"/>`;
  }).join('');
  // A dark slate board like the other scenes: a near-white chart stood out as a white block in
  // the dark feed.
  return `<rect width="640" height="360" fill="#232a33"/><path d="M60 290 L600 290 M60 70 L60 290" stroke="#8a96a3" stroke-width="2"/><path d="M60 230 L600 230 M60 170 L600 170 M60 110 L600 110" stroke="#3a4552" stroke-width="1"/>${bars}`;
}

function batteryScene(paint: string): string {
  const cells = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${136 + (i % 6) * 64}" y="${130 + Math.floor(i / 6) * 70}" width="54" height="60" rx="4" fill="#2f7de1" opacity="${0.55 + (i % 3) * 0.15}"/>`,
  ).join('');
  return `<rect width="640" height="360" fill="#1d2230"/><rect x="116" y="112" width="408" height="166" rx="14" fill="#2b3245" stroke="${paint}" stroke-width="6"/>${cells}<rect x="300" y="80" width="40" height="32" rx="4" fill="${paint}"/>`;
}

/** Draws one car picture as an SVG document. */
export function carSvg(seed: string, pic: CarPicture): string {
  const h = hash(seed);
  const paint = PAINTS[pic.paint % PAINTS.length]![1];
  const sky = backdrop(h, 's');
  let scene: string;
  let dark = false;
  switch (pic.view) {
    case 'front':
    case 'rear':
      scene = sky + frontOrRear(pic.shape, paint, h, pic.view === 'rear');
      dark = h % SKIES.length === 3;
      break;
    case 'cockpit':
      scene = cockpit(paint, h);
      dark = true;
      break;
    case 'seats':
      scene = seats(pic.shape, paint);
      dark = true;
      break;
    case 'wheel':
      scene = wheelDetail(paint, h);
      dark = true;
      break;
    case 'light':
      scene = lightDetail(paint, h);
      dark = true;
      break;
    case 'charge':
      scene = chargeScene(pic.shape, paint, h, sky);
      dark = h % SKIES.length === 3;
      break;
    case 'road':
      scene = roadScene(paint, h);
      dark = true;
      break;
    case 'chart':
      scene = chartScene(paint, h);
      dark = true;
      break;
    case 'battery':
      scene = batteryScene(paint);
      dark = true;
      break;
    default:
      {
        // Each seed its own stance: facing left or right, a slightly longer or shorter body.
        const sx = (1.04 + ((h >>> 5) % 13) * 0.012).toFixed(3);
        const dx = Math.round(320 - 320 * Number(sx));
        const t =
          h % 2
            ? `translate(${dx} -30) scale(${sx} 1.12)`
            : `translate(${640 - dx} -30) scale(-${sx} 1.12)`;
        scene = sky + profile(pic.shape, paint, 5 + (h % 3), t, h);
      }
      dark = h % SKIES.length === 3;
  }
  return `${svgOpen}${scene}${labelBox(pic.label, dark)}</svg>`;
}

/** Reads the picture parameters of /media/car/{seed}.svg (?b=shape&v=view&c=paint&t=label); bad values fall back to defaults. */
export function parseCarPicture(seed: string, params: URLSearchParams): CarPicture {
  const h = hash(seed);
  const shape = CAR_SHAPES.find((s) => s === params.get('b')) ?? CAR_SHAPES[h % 3]!;
  const view = CAR_VIEWS.find((v) => v === params.get('v')) ?? 'side';
  const c = Number(params.get('c'));
  const paint = Number.isInteger(c) && c >= 0 && c < PAINTS.length ? c : h % PAINTS.length;
  return { shape, view, paint, label: params.get('t') ?? '' };
}

/**
 * A cover for a seed with a caption: what the caption names (a lounge, a model car, an air
 * freshener: media-scene.ts), else a car scene chosen by the seed.
 */
export function sceneForSeed(seed: string, label = ''): string {
  const h = hash(seed);
  const subject = subjectOf(label);
  if (subject)
    return `${svgOpen}${subjectScene(subject, PAINTS[(h >>> 7) % PAINTS.length]![1], h)}${labelBox(label, false)}</svg>`;
  const views: CarView[] = ['side', 'front', 'charge', 'road', 'side', 'rear', 'cockpit', 'wheel'];
  return carSvg(seed, {
    shape: CAR_SHAPES[h % 4]!,
    view: views[(h >>> 3) % views.length]!,
    paint: (h >>> 7) % PAINTS.length,
    label,
  });
}
