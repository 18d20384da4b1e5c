// Decodes an uploaded image's structure, not only its first bytes: the format's own
// header with real dimensions, every chunk/segment/block within the file, and nothing after the
// format's end marker. A polyglot (an image with a page or an archive appended or embedded) and
// a truncated file are refused.

export interface ImageInfo {
  format: 'png' | 'jpg' | 'gif' | 'webp';
  width: number;
  height: number;
  /** Frames a viewer decodes (animated PNG, GIF, WebP); 1 for a still image. */
  frames: number;
}

/**
 * A browser draws every frame onto a canvas that covers the header's size and each frame's own
 * rectangle (Chromium grows a GIF's 1×1 screen to fit a 12000×12000 frame), so the size that
 * counts is the union of them all, and the frames are the ones in the file, not a count it claims.
 */
function grow(size: [number, number], left: number, top: number, w: number, h: number): void {
  size[0] = Math.max(size[0], left + w);
  size[1] = Math.max(size[1], top + h);
}

const MAX_SIDE = 20_000;
const sane = (w: number, h: number) => w > 0 && h > 0 && w <= MAX_SIDE && h <= MAX_SIDE;

function png(b: Buffer): ImageInfo | null {
  if (
    b.length < 8 + 25 + 12 ||
    !b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return null;
  let at = 8;
  let first = true;
  let size: [number, number] | null = null;
  let canvas: [number, number] = [0, 0];
  // Each fcTL chunk is one frame, whatever acTL says; a still PNG has none and is one frame.
  let frames = 0;
  while (at + 12 <= b.length) {
    const len = b.readUInt32BE(at);
    const type = b.subarray(at + 4, at + 8).toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + len > b.length) return null;
    if (first) {
      if (type !== 'IHDR' || len !== 13) return null;
      size = [b.readUInt32BE(at + 8), b.readUInt32BE(at + 12)];
      canvas = [...size];
      first = false;
    }
    if (type === 'fcTL') {
      if (len !== 26) return null;
      frames += 1;
      grow(
        canvas,
        b.readUInt32BE(at + 20),
        b.readUInt32BE(at + 24),
        b.readUInt32BE(at + 12),
        b.readUInt32BE(at + 16),
      );
    }
    at += 12 + len;
    if (type === 'IEND') {
      return at === b.length && size && sane(...size) && sane(...canvas)
        ? { format: 'png', width: canvas[0], height: canvas[1], frames: Math.max(1, frames) }
        : null;
    }
  }
  return null;
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpg(b: Buffer): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  let size: [number, number] | null = null;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const len = b.readUInt16BE(at + 2);
    if (len < 2 || at + 2 + len > b.length) return null;
    if (SOF.has(marker) && len >= 7) size = [b.readUInt16BE(at + 7), b.readUInt16BE(at + 5)];
    at += 2 + len;
    if (marker === 0xda) {
      // Entropy-coded data: stuffed 0xFF00 and restart markers continue it; the file must end at EOI.
      while (at + 1 < b.length) {
        if (b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1]! >= 0xd0 && b[at + 1]! <= 0xd7))
          break;
        at += 1;
      }
      if (b[at + 1] === 0xd9) {
        return at + 2 === b.length && size && sane(...size)
          ? { format: 'jpg', width: size[0], height: size[1], frames: 1 }
          : null;
      }
    }
  }
  return null;
}

function subBlocks(b: Buffer, at: number): number {
  while (at < b.length) {
    const n = b[at]!;
    at += 1 + n;
    if (n === 0) return at;
  }
  return -1;
}

function gif(b: Buffer): ImageInfo | null {
  if (b.length < 14 || !/^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return null;
  const screen: [number, number] = [b.readUInt16LE(6), b.readUInt16LE(8)];
  const canvas: [number, number] = [...screen];
  let at = 13 + (b[10]! & 0x80 ? 3 * 2 ** ((b[10]! & 7) + 1) : 0);
  let frames = 0;
  while (at > 0 && at < b.length) {
    const kind = b[at]!;
    if (kind === 0x3b) {
      return at + 1 === b.length && sane(...screen) && sane(...canvas)
        ? { format: 'gif', width: canvas[0], height: canvas[1], frames: Math.max(1, frames) }
        : null;
    }
    if (kind === 0x21) at = subBlocks(b, at + 2);
    else if (kind === 0x2c) {
      if (at + 10 > b.length) return null;
      frames += 1;
      grow(
        canvas,
        b.readUInt16LE(at + 1),
        b.readUInt16LE(at + 3),
        b.readUInt16LE(at + 5),
        b.readUInt16LE(at + 7),
      );
      const flags = b[at + 9]!;
      at += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0) + 1;
      at = subBlocks(b, at);
    } else return null;
  }
  return null;
}

function webp(b: Buffer): ImageInfo | null {
  if (
    b.length < 30 ||
    b.subarray(0, 4).toString('latin1') !== 'RIFF' ||
    b.subarray(8, 12).toString('latin1') !== 'WEBP'
  )
    return null;
  // The RIFF size covers the whole file: nothing may follow it.
  if (b.readUInt32LE(4) + 8 !== b.length) return null;
  const chunk = b.subarray(12, 16).toString('latin1');
  let width = 0;
  let height = 0;
  if (chunk === 'VP8X') {
    width = 1 + b.readUIntLE(24, 3);
    height = 1 + b.readUIntLE(27, 3);
  } else if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    width = b.readUInt16LE(26) & 0x3fff;
    height = b.readUInt16LE(28) & 0x3fff;
  } else if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    width = (bits & 0x3fff) + 1;
    height = ((bits >> 14) & 0x3fff) + 1;
  } else return null;
  let frames = 0;
  const canvas: [number, number] = [width, height];
  for (
    let at = 12;
    at + 8 <= b.length;
    at += 8 + b.readUInt32LE(at + 4) + (b.readUInt32LE(at + 4) & 1)
  ) {
    if (b.subarray(at, at + 4).toString('latin1') !== 'ANMF') continue;
    if (b.readUInt32LE(at + 4) < 16 || at + 24 > b.length) return null;
    frames += 1;
    // ANMF: X/2, Y/2, width−1, height−1, each 24 bits.
    grow(
      canvas,
      2 * b.readUIntLE(at + 8, 3),
      2 * b.readUIntLE(at + 11, 3),
      1 + b.readUIntLE(at + 14, 3),
      1 + b.readUIntLE(at + 17, 3),
    );
  }
  return sane(width, height) && sane(...canvas)
    ? { format: 'webp', width: canvas[0], height: canvas[1], frames: Math.max(1, frames) }
    : null;
}

/**
 * Decompression bombs (F5): a small file whose header claims a huge picture makes every
 * reader's browser decode it (a 389 KB PNG of 20000×20000 took Chromium 1.5 GB). A viewer holds
 * 4 bytes a pixel a frame; past MAX_PIXELS a frame, or past MAX_DECODE_RATIO times the file's size once
 * the picture is larger than a phone photo needs to be compressed, the upload is refused.
 */
const MAX_PIXELS = 40_000_000;
const MAX_DECODE_RATIO = 250;
/** Below this decoded size the ratio is not asked for (a flat 1000×1000 screenshot is 4 MB from a few KB). */
const RATIO_FREE_BYTES = 16 * 1024 * 1024;

/** Why a well-formed image is too large to show, as the Chinese answer, or null when it is fine. */
export function decodeLimitProblem(info: ImageInfo, fileBytes: number): string | null {
  if (info.width * info.height > MAX_PIXELS)
    return '图片尺寸过大（最多4000万像素），请压缩后再上传';
  // A viewer decodes one frame at a time, but every frame of an animation in turn.
  const decoded = info.width * info.height * info.frames * 4;
  if (decoded > RATIO_FREE_BYTES && decoded > fileBytes * MAX_DECODE_RATIO)
    return '图片解压后过大，请换一张图片';
  return null;
}

/** Markup or script inside an image is a polyglot, whatever else the file is. */
const EMBEDDED = /<(?:script|html|body|svg|iframe|\?php)\b/i;

/** The decoded header of a complete, well-formed image, or null. */
export function inspectImage(data: Buffer): ImageInfo | null {
  const info = png(data) ?? jpg(data) ?? gif(data) ?? webp(data);
  if (!info || EMBEDDED.test(data.toString('latin1'))) return null;
  return info;
}
