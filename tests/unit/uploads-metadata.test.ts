// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectImage } from '@/local-api/image-check';
import { stripMetadata } from '@/local-api/image-strip';
import { startTestApi, type TestApi } from '../helpers/local-api';

// Stored pictures carry no metadata (issue 28, F8): a phone photo's EXIF holds where it was taken.

/** A TIFF/EXIF block: IFD0 with the orientation and a pointer to a GPS IFD (31°13'N 121°28'E). */
function exifWithGps(orientation: number): Buffer {
  const t = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 2 + 2 * 12 + 4 + 2 * 24);
  t.write('MM', 0, 'latin1');
  t.writeUInt16BE(42, 2);
  t.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    t.writeUInt16BE(tag, at);
    t.writeUInt16BE(type, at + 2);
    t.writeUInt32BE(count, at + 4);
    if (type === 3) t.writeUInt16BE(value, at + 8);
    else t.writeUInt32BE(value, at + 8);
  };
  t.writeUInt16BE(2, 8);
  entry(10, 0x0112, 3, 1, orientation);
  const gps = 8 + 2 + 24 + 4;
  entry(22, 0x8825, 4, 1, gps);
  const rationals = gps + 2 + 24 + 4;
  t.writeUInt16BE(2, gps);
  entry(gps + 2, 0x0002, 5, 3, rationals); // GPSLatitude
  entry(gps + 14, 0x0004, 5, 3, rationals + 24); // GPSLongitude
  [31, 1, 13, 1, 0, 1, 121, 1, 28, 1, 0, 1].forEach((v, i) =>
    t.writeUInt32BE(v, rationals + i * 4),
  );
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), t]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** A real 16×8 JPEG (jpeg-js) with a GPS EXIF block and an XMP block after its JFIF header. */
function photo(orientation = 1) {
  const pixels = Buffer.alloc(16 * 8 * 4);
  for (let i = 0; i < 16 * 8; i += 1) pixels.set([i * 2, 255 - i, 80, 255], i * 4);
  const plain = jpeg.encode({ data: pixels, width: 16, height: 8 }, 90).data;
  const xmpBody = Buffer.from(
    'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPSLatitude 31,13N</x:xmpmeta>',
    'latin1',
  );
  const xmp = Buffer.concat([
    Buffer.from([0xff, 0xe1, (xmpBody.length + 2) >> 8, (xmpBody.length + 2) & 0xff]),
    xmpBody,
  ]);
  const jfifEnd = 4 + plain.readUInt16BE(4);
  return {
    plain,
    file: Buffer.concat([
      plain.subarray(0, jfifEnd),
      exifWithGps(orientation),
      xmp,
      plain.subarray(jfifEnd),
    ]),
  };
}

describe('an uploaded photo', () => {
  let api: TestApi;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xcx-strip-'));
    api = await startTestApi({ uploadDir: dir, rateLimitScale: 0 });
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is stored without its GPS EXIF and XMP blocks and decodes to the same pixels', async () => {
    const { plain, file } = photo();
    expect(file.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
    const token = await api.login();
    const res = await api.call<{ url: string }>('POST', 'v1/comment/upload-img', {
      token,
      body: { data: `data:image/jpeg;base64,${file.toString('base64')}` },
    });
    expect(res.status).toBe(200);
    const stored = fs.readFileSync(path.join(dir, path.basename(res.body.data.url)));
    expect(stored.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
    expect(stored.includes(Buffer.from('GPSLatitude', 'latin1'))).toBe(false);
    expect(
      stored.includes(
        Buffer.from([0x00, 0x00, 0x00, 0x1f, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x0d]),
      ),
    ).toBe(false);
    expect(inspectImage(stored)).toEqual({ format: 'jpg', width: 16, height: 8, frames: 1 });
    expect(Buffer.from(jpeg.decode(stored).data)).toEqual(Buffer.from(jpeg.decode(plain).data));
    // What is served is the stored file.
    const served = await fetch(res.body.data.url.replace(/^.*\/media\//, `${api.base}/media/`));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
  });

  it('keeps only the orientation of a rotated phone photo, so it still shows upright', () => {
    const stored = stripMetadata(photo(6).file, 'jpg');
    expect(stored.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
    expect(stored.includes(Buffer.from([0x88, 0x25]))).toBe(false);
    expect(stored.includes(Buffer.from('GPSLatitude', 'latin1'))).toBe(false);
    expect(inspectImage(stored)?.width).toBe(16);
  });

  it('loses PNG text and eXIf chunks, and WebP EXIF and XMP chunks with their flags', () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const chunk = (type: string, data: string) => {
      const c = Buffer.alloc(12 + Buffer.byteLength(data, 'latin1'));
      c.writeUInt32BE(c.length - 12, 0);
      c.write(type, 4, 'latin1');
      c.write(data, 8, 'latin1');
      return c;
    };
    const tagged = Buffer.concat([
      png.subarray(0, 33),
      chunk('tEXt', 'Location\0Shanghai'),
      chunk('eXIf', 'MM\0*GPS'),
      png.subarray(33),
    ]);
    expect(stripMetadata(tagged, 'png')).toEqual(png);

    const riff = (chunks: Buffer[]) => {
      const body = Buffer.concat(chunks);
      const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
      head.writeUInt32LE(body.length + 4, 4);
      return Buffer.concat([head, body]);
    };
    const webpChunk = (type: string, data: Buffer) => {
      const c = Buffer.alloc(8 + data.length + (data.length & 1));
      c.write(type, 0, 'latin1');
      c.writeUInt32LE(data.length, 4);
      data.copy(c, 8);
      return c;
    };
    const vp8x = (flags: number) =>
      webpChunk('VP8X', Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    const image = webpChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0, 1, 2]));
    const withMeta = riff([
      vp8x(0x0c),
      image,
      webpChunk('EXIF', Buffer.from('MM\0*GPS')),
      webpChunk('XMP ', Buffer.from('<x:xmpmeta/>')),
    ]);
    expect(stripMetadata(withMeta, 'webp')).toEqual(riff([vp8x(0), image]));
  });
});
