// Metadata is removed from every stored picture (F8): a phone photo carries its GPS
// position, the camera's serial and the time it was taken in EXIF/XMP, and every reader of a comment
// could read them. The picture is rewritten at the byte level (no image library, no re-encoding):
// the segments, chunks and blocks that hold metadata are dropped and the pixels are untouched.
// Only a file that inspectImage accepted comes here, so its structure is already checked.

/** JPEG: APP0 (JFIF) and APP14 (Adobe: how CMYK pixels decode) stay; APP1–APP13, APP15 and comments go. */
const JPEG_KEEP_APP = new Set([0xe0, 0xee]);

/** EXIF orientation of a JPEG's APP1 block (1–8), or 1 when it has none. */
function exifOrientation(seg: Buffer): number {
  // seg starts after the length: "Exif\0\0" then a TIFF header.
  if (seg.subarray(0, 6).toString('latin1') !== 'Exif\0\0') return 1;
  const tiff = seg.subarray(6);
  if (tiff.length < 8) return 1;
  const le = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** An APP1 EXIF segment holding only the orientation, so a rotated phone photo still shows upright. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

function stripJpeg(b: Buffer): Buffer {
  const parts: Buffer[] = [b.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  while (at + 4 <= b.length) {
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda) {
      // Start of scan: from here on it is image data up to the end (metadata sits before it).
      if (orientation !== 1) parts.splice(1, 0, orientationSegment(orientation));
      parts.push(b.subarray(at));
      return Buffer.concat(parts);
    }
    const len = b.readUInt16BE(at + 2);
    const isMeta =
      (marker >= 0xe1 && marker <= 0xef && !JPEG_KEEP_APP.has(marker)) || marker === 0xfe;
    if (marker === 0xe1 && orientation === 1)
      orientation = exifOrientation(b.subarray(at + 4, at + 2 + len));
    if (!isMeta) parts.push(b.subarray(at, at + 2 + len));
    at += 2 + len;
  }
  return b;
}

/** PNG chunks that hold text, EXIF or a timestamp; everything a decoder needs stays. */
const PNG_META = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(b: Buffer): Buffer {
  const parts: Buffer[] = [b.subarray(0, 8)];
  for (let at = 8; at + 12 <= b.length;) {
    const len = b.readUInt32BE(at);
    const type = b.subarray(at + 4, at + 8).toString('latin1');
    if (!PNG_META.has(type)) parts.push(b.subarray(at, at + 12 + len));
    at += 12 + len;
  }
  return Buffer.concat(parts);
}

/** WebP: the EXIF and XMP chunks go and the extended header's flags for them are cleared. */
function stripWebp(b: Buffer): Buffer {
  if (b.subarray(12, 16).toString('latin1') !== 'VP8X') return b;
  const parts: Buffer[] = [];
  for (let at = 12; at + 8 <= b.length;) {
    const size = b.readUInt32LE(at + 4);
    const end = Math.min(b.length, at + 8 + size + (size & 1));
    const type = b.subarray(at, at + 4).toString('latin1');
    if (type === 'VP8X') {
      const chunk = Buffer.from(b.subarray(at, end));
      chunk[8] = chunk[8]! & ~0x0c; // EXIF (0x08) and XMP (0x04) flags
      parts.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') parts.push(b.subarray(at, end));
    at = end;
  }
  const body = Buffer.concat(parts);
  const head = Buffer.from(b.subarray(0, 12));
  head.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([head, body]);
}

/** GIF: comment extensions and application extensions other than looping (XMP lives in one) go. */
function stripGif(b: Buffer): Buffer {
  let at = 13 + (b[10]! & 0x80 ? 3 * 2 ** ((b[10]! & 7) + 1) : 0);
  const parts: Buffer[] = [b.subarray(0, at)];
  const blocksEnd = (from: number) => {
    let p = from;
    while (p < b.length && b[p] !== 0) p += 1 + b[p]!;
    return p + 1;
  };
  while (at < b.length) {
    const kind = b[at]!;
    if (kind === 0x3b) break;
    let end: number;
    let keep = true;
    if (kind === 0x21) {
      const label = b[at + 1]!;
      end = blocksEnd(at + 2);
      if (label === 0xfe) keep = false;
      if (label === 0xff) {
        const app = b.subarray(at + 3, at + 14).toString('latin1');
        keep = app === 'NETSCAPE2.0' || app === 'ANIMEXTS1.0';
      }
    } else {
      const flags = b[at + 9]!;
      end = blocksEnd(at + 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0) + 1);
    }
    if (keep) parts.push(b.subarray(at, end));
    at = end;
  }
  parts.push(b.subarray(at));
  return Buffer.concat(parts);
}

/** The picture without its metadata (format as decided by inspectImage). */
export function stripMetadata(data: Buffer, format: 'png' | 'jpg' | 'gif' | 'webp'): Buffer {
  if (format === 'jpg') return stripJpeg(data);
  if (format === 'png') return stripPng(data);
  if (format === 'webp') return stripWebp(data);
  return stripGif(data);
}
