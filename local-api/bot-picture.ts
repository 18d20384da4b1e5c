import crypto from 'node:crypto';
import zlib from 'node:zlib';

// The bot check's picture as pixels, not text: a sum drawn from a 5×7 dot font, every character
// scaled, sheared, turned and coloured on its own, on a speckled background crossed by lines in
// the characters' own range of colours, then dusted with noise. A script reading an SVG's <text>
// (all of the old picture) finds nothing to read; it has to see, as a person does.

const W = 200;
const H = 64;

/** 5 columns × 7 rows per character, one string per row ('#' is ink). */
const FONT: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
  '+': ['     ', '  #  ', '  #  ', '#####', '  #  ', '  #  ', '     '],
  '-': ['     ', '     ', '     ', '#####', '     ', '     ', '     '],
  '=': ['     ', '     ', '#####', '     ', '#####', '     ', '     '],
  '?': [' ### ', '#   #', '    #', '   # ', '  #  ', '     ', '  #  '],
};

const rand = (min: number, max: number) =>
  min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);

type Rgb = [number, number, number];

/** A dark ink colour, different for each character. */
const ink = (): Rgb => [
  crypto.randomInt(0, 100),
  crypto.randomInt(0, 90),
  crypto.randomInt(0, 110),
];

function draw(text: string): Buffer {
  const px = Buffer.alloc(W * H * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const i = (Math.floor(y) * W + Math.floor(x)) * 3;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
  };
  // Speckled light background.
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      set(x, y, [
        crypto.randomInt(205, 256),
        crypto.randomInt(205, 256),
        crypto.randomInt(205, 256),
      ]);
  // Lines behind the characters.
  const line = (colour: Rgb, width: number) => {
    const [x1, y1, x2, y2] = [rand(0, W), rand(0, H), rand(0, W), rand(0, H)];
    const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1));
    const bend = rand(-12, 12);
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const x = x1 + (x2 - x1) * t;
      const y = y1 + (y2 - y1) * t + Math.sin(t * Math.PI) * bend;
      for (let d = 0; d < width; d++) set(x, y + d, colour);
    }
  };
  for (let i = 0; i < 4; i++)
    line([crypto.randomInt(120, 200), crypto.randomInt(120, 200), crypto.randomInt(120, 200)], 2);
  // The characters: each its own size, slant, turn, baseline and colour.
  const chars = Array.from(text).filter((c) => c !== ' ');
  const gap = (W - 20) / chars.length;
  chars.forEach((c, n) => {
    const glyph = FONT[c];
    if (!glyph) return;
    const colour = ink();
    const sx = rand(3.3, 4);
    const sy = rand(5.8, 6.8);
    const angle = rand(-0.25, 0.25);
    const shear = rand(-0.2, 0.2);
    const cx = 10 + gap * (n + 0.5) + rand(-2, 2);
    const cy = H / 2 + rand(-5, 5);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    // Each pixel of the character's box is mapped back into the 5×7 grid.
    for (let y = -30; y <= 30; y++) {
      for (let x = -20; x <= 20; x++) {
        const u = cos * x + sin * y;
        const v = -sin * x + cos * y;
        const col = Math.floor((u - shear * v) / sx + 2.5);
        const row = Math.floor(v / sy + 3.5);
        if (
          row >= 0 &&
          row < 7 &&
          col >= 0 &&
          col < 5 &&
          glyph[row]![col] === '#' &&
          crypto.randomInt(0, 100) < 92
        )
          set(cx + x, cy + y, colour);
      }
    }
  });
  // Lines over the characters, in ink colours, and a dust of dark and light dots.
  for (let i = 0; i < 2; i++) line(ink(), 1);
  for (let i = 0; i < (W * H) / 12; i++) {
    const dark = crypto.randomInt(0, 2) === 0;
    set(
      crypto.randomInt(0, W),
      crypto.randomInt(0, H),
      dark
        ? ink()
        : [crypto.randomInt(200, 256), crypto.randomInt(200, 256), crypto.randomInt(200, 256)],
    );
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The question (`23 + 5 = ?`) as a PNG: 200×64, 8-bit RGB. */
export function drawQuestionPng(text: string): Buffer {
  const px = draw(text);
  const rows = Buffer.alloc((W * 3 + 1) * H);
  for (let y = 0; y < H; y++) px.copy(rows, y * (W * 3 + 1) + 1, y * W * 3, (y + 1) * W * 3);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const BOT_PICTURE_SIZE = { width: W, height: H };
