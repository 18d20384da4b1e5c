import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLimitProblem, inspectImage } from '@/local-api/image-check';
import { startTestApi, type TestApi } from '../helpers/local-api';

// Uploads are decoded, not only sniffed (issue 8): real dimensions, the whole structure, nothing
// after the end marker, no markup inside. Polyglots and truncated files are refused.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
/** A structurally complete baseline JPEG header (SOI, SOF0 2×3, SOS, data, EOI). */
const JPG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x03, 0x00, 0x02, 0x01, 0x01, 0x11,
  0x00, 0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34, 0xff, 0x00, 0x56,
  0xff, 0xd9,
]);

/** A PNG with a text chunk inserted after IHDR (CRC not checked by the store, only structure). */
function withTextChunk(text: string): Buffer {
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  return Buffer.concat([PNG.subarray(0, 33), chunk, PNG.subarray(33)]);
}

/** A PNG chunk (CRC left zero: the store checks structure, not checksums). */
function chunk(type: string, data: Buffer): Buffer {
  const c = Buffer.alloc(12 + data.length);
  c.writeUInt32BE(data.length, 0);
  c.write(type, 4, 'latin1');
  data.copy(c, 8);
  return c;
}

/** An animated PNG: IHDR of w×h, an acTL claiming `claimed` frames, then one fcTL (with IDAT) per entry of `frames`. */
function apng(w: number, h: number, claimed: number, frames: [number, number][]): Buffer {
  const ihdr = Buffer.from(PNG.subarray(8, 33));
  ihdr.writeUInt32BE(w, 8);
  ihdr.writeUInt32BE(h, 12);
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(claimed, 0);
  const parts = [PNG.subarray(0, 8), ihdr, chunk('acTL', actl)];
  frames.forEach(([fw, fh], i) => {
    const fctl = Buffer.alloc(26);
    fctl.writeUInt32BE(i, 0);
    fctl.writeUInt32BE(fw, 4);
    fctl.writeUInt32BE(fh, 8);
    parts.push(chunk('fcTL', fctl));
  });
  parts.push(PNG.subarray(33));
  return Buffer.concat(parts);
}

/** The 1×1 GIF with its logical screen kept and its one frame's descriptor set to w×h. */
function gifFrame(w: number, h: number, left = 0, top = 0): Buffer {
  const b = Buffer.from(GIF);
  const at = b.indexOf(0x2c, 13);
  b.writeUInt16LE(left, at + 1);
  b.writeUInt16LE(top, at + 3);
  b.writeUInt16LE(w, at + 5);
  b.writeUInt16LE(h, at + 7);
  return b;
}

describe('inspectImage', () => {
  it('decodes the dimensions of complete PNG, GIF and JPEG files', () => {
    expect(inspectImage(PNG)).toEqual({ format: 'png', width: 1, height: 1, frames: 1 });
    expect(inspectImage(GIF)).toEqual({ format: 'gif', width: 1, height: 1, frames: 1 });
    expect(inspectImage(JPG)).toEqual({ format: 'jpg', width: 2, height: 3, frames: 1 });
  });

  it('refuses polyglots: data after the end marker, markup inside', () => {
    expect(
      inspectImage(Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script>')])),
    ).toBeNull();
    expect(inspectImage(Buffer.concat([GIF, Buffer.from('PK\x03\x04zip')]))).toBeNull();
    expect(inspectImage(Buffer.concat([JPG, Buffer.from('trailing')]))).toBeNull();
    expect(inspectImage(withTextChunk('<script>alert(document.cookie)</script>'))).toBeNull();
    expect(inspectImage(withTextChunk('拍摄于上海'))).not.toBeNull();
  });

  it('refuses truncated files and impossible dimensions', () => {
    expect(inspectImage(PNG.subarray(0, PNG.length - 12))).toBeNull();
    expect(inspectImage(JPG.subarray(0, JPG.length - 2))).toBeNull();
    expect(inspectImage(GIF.subarray(0, 20))).toBeNull();
    const zero = Buffer.from(PNG);
    zero.writeUInt32BE(0, 16);
    expect(inspectImage(zero)).toBeNull();
    // Only the magic bytes: what the old sniffing accepted.
    expect(
      inspectImage(Buffer.concat([PNG.subarray(0, 8), Buffer.from('<?php system($_GET[1]); ?>')])),
    ).toBeNull();
  });
});

describe('every frame counts, not the header', () => {
  it('sizes a GIF by its frames as well as its logical screen', () => {
    expect(inspectImage(gifFrame(1, 1))).toMatchObject({ width: 1, height: 1, frames: 1 });
    expect(inspectImage(gifFrame(12_000, 12_000))).toMatchObject({ width: 12_000, height: 12_000 });
    expect(inspectImage(gifFrame(10, 10, 3000, 20))).toMatchObject({ width: 3010, height: 30 });
    // A frame reaching past the largest side a picture may have is refused outright.
    expect(inspectImage(gifFrame(10, 10, 30_000, 0))).toBeNull();
  });

  it('counts the frames of an APNG by its fcTL chunks and sizes it by every frame', () => {
    expect(inspectImage(apng(6300, 6300, 0, []))).toMatchObject({
      width: 6300,
      height: 6300,
      frames: 1,
    });
    expect(
      inspectImage(
        apng(10, 10, 1, [
          [10, 10],
          [10, 10],
          [10, 10],
        ]),
      ),
    ).toMatchObject({ frames: 3 });
    expect(inspectImage(apng(1, 1, 1, [[9000, 9000]]))).toMatchObject({
      width: 9000,
      height: 9000,
      frames: 1,
    });
  });
});

describe('the upload endpoint', () => {
  let api: TestApi;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xcx-upload-'));
    api = await startTestApi({ uploadDir: dir, rateLimitScale: 0 });
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores a real image and refuses a polyglot with a Chinese 400', async () => {
    const token = await api.login();
    const upload = (b: Buffer) =>
      api.call('POST', 'v1/comment/upload-img', {
        token,
        body: { data: `data:image/png;base64,${b.toString('base64')}` },
      });
    expect((await upload(PNG)).status).toBe(200);
    const bad = await upload(Buffer.concat([PNG, Buffer.from('<html><body>hi</body></html>')]));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('图片已损坏或格式不正确，请换一张图片');
  });

  it('refuses decompression bombs: a 70-byte PNG that claims 20000×20000, or 6000×6000 (issue 28, F5)', async () => {
    const token = await api.login();
    const upload = (b: Buffer) =>
      api.call('POST', 'v1/comment/upload-img', {
        token,
        body: { data: `data:image/png;base64,${b.toString('base64')}` },
      });
    const claims = (w: number, h: number) => {
      const b = Buffer.from(PNG);
      b.writeUInt32BE(w, 16);
      b.writeUInt32BE(h, 20);
      return b;
    };
    const huge = await upload(claims(20_000, 20_000));
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('图片尺寸过大（最多4000万像素），请压缩后再上传');
    // Under the pixel cap, but 144 MB decoded from 70 bytes.
    const dense = await upload(claims(6000, 6000));
    expect(dense.status).toBe(400);
    expect(dense.body.message).toBe('图片解压后过大，请换一张图片');
    // A picture a phone takes is fine: 1170×2532 decodes to 11.9 MB, under the ratio-free size.
    expect((await upload(claims(1170, 2532))).status).toBe(200);
  });

  it('refuses an APNG whose acTL claims 0 frames and a GIF whose 1×1 screen holds a 12000×12000 frame', async () => {
    const token = await api.login();
    const upload = (b: Buffer, mime: string) =>
      api.call('POST', 'v1/comment/upload-img', {
        token,
        body: { data: `data:${mime};base64,${b.toString('base64')}` },
      });
    const noFrames = await upload(apng(6300, 6300, 0, []), 'image/png');
    expect(noFrames.status).toBe(400);
    expect(noFrames.body.message).toBe('图片解压后过大，请换一张图片');
    const bigFrame = await upload(gifFrame(12_000, 12_000), 'image/gif');
    expect(bigFrame.status).toBe(400);
    expect(bigFrame.body.message).toBe('图片尺寸过大（最多4000万像素），请压缩后再上传');
    // Frames many and large from a tiny file: 40 frames of 1000×1000 decode to 160 MB.
    const many = await upload(
      apng(
        1000,
        1000,
        1,
        Array.from({ length: 40 }, () => [1000, 1000] as [number, number]),
      ),
      'image/png',
    );
    expect(many.status).toBe(400);
    expect((await upload(gifFrame(1, 1), 'image/gif')).status).toBe(200);
  });
});

describe('decodeLimitProblem', () => {
  it('caps one frame at 40 MP and every frame of an animation by the decoded/file ratio', () => {
    expect(
      decodeLimitProblem({ format: 'jpg', width: 8000, height: 5000, frames: 1 }, 20_000_000),
    ).toBeNull();
    expect(
      decodeLimitProblem({ format: 'jpg', width: 8001, height: 5000, frames: 1 }, 20_000_000),
    ).not.toBeNull();
    // 200 frames of 500×500 from 2 MB: 200 MB decoded, ratio 100.
    expect(
      decodeLimitProblem({ format: 'gif', width: 500, height: 500, frames: 200 }, 2_000_000),
    ).toBeNull();
    expect(
      decodeLimitProblem({ format: 'gif', width: 500, height: 500, frames: 2000 }, 2_000_000),
    ).not.toBeNull();
  });
});
