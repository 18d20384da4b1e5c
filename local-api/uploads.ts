import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiEnv } from './env';
import { badRequest } from './http-error';

/** Uploaded images may be at most this large (comment pictures, posts). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const TYPES = [
  { ext: 'png', mime: 'image/png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', mime: 'image/jpeg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', test: (b: Buffer) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

const MIME_BY_EXT: Record<string, string> = Object.fromEntries(TYPES.map((t) => [t.ext, t.mime]));

/**
 * The image in a request: a JSON body `{data: 'data:image/png;base64,...'}` or a multipart form
 * with a file field. The declared type is not trusted: the bytes decide (png, jpeg, webp, gif).
 */
export function imageFromRequest(body: Record<string, unknown>, raw: Buffer, contentType: string): Buffer {
  let data: Buffer | null = null;
  if (typeof body.data === 'string') {
    const m = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(body.data);
    if (!m) throw badRequest('图片格式不正确');
    data = Buffer.from(m[1]!, 'base64');
  } else if (contentType.includes('multipart/form-data')) {
    data = firstMultipartFile(raw, contentType);
  }
  if (!data || data.length === 0) throw badRequest('请选择要上传的图片');
  if (data.length > MAX_UPLOAD_BYTES) throw badRequest('图片不能超过5MB');
  return data;
}

function firstMultipartFile(raw: Buffer, contentType: string): Buffer | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return null;
  const delimiter = Buffer.from(`--${mark}`);
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = raw.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      if (/filename=/i.test(headers)) {
        // The part ends with the CRLF that precedes the next delimiter.
        return part.subarray(headerEnd + 4, part.length - 2);
      }
    }
    start = next;
  }
  return null;
}

export function sniffImage(data: Buffer): { ext: string; mime: string } | null {
  const hit = TYPES.find((t) => t.test(data));
  return hit ? { ext: hit.ext, mime: hit.mime } : null;
}

/** Stores the image and returns its file name (content-addressed: the same picture twice is one file). */
export function saveUpload(env: ApiEnv, data: Buffer): { file: string; mime: string; size: number } {
  const type = sniffImage(data);
  if (!type) throw badRequest('仅支持 PNG、JPG、WEBP、GIF 格式的图片');
  const file = `${crypto.createHash('md5').update(data).digest('hex')}.${type.ext}`;
  fs.mkdirSync(env.uploadDir, { recursive: true });
  const target = path.join(env.uploadDir, file);
  if (!fs.existsSync(target)) fs.writeFileSync(target, data);
  return { file, mime: type.mime, size: data.length };
}

export function readUpload(env: ApiEnv, file: string): { data: Buffer; mime: string } | null {
  if (!/^[a-f0-9]{32}\.(png|jpg|webp|gif)$/.test(file)) return null;
  const target = path.join(env.uploadDir, file);
  if (!fs.existsSync(target)) return null;
  return { data: fs.readFileSync(target), mime: MIME_BY_EXT[file.split('.')[1]!]! };
}

/** The relative path stored in rows (`media/upload/<file>`), from a URL the API handed out. */
export function uploadRel(env: ApiEnv, url: string): string | null {
  const m = /(?:^|\/)media\/upload\/([a-f0-9]{32}\.(?:png|jpg|webp|gif))$/.exec(url.trim());
  if (!m) return null;
  const prefix = url.trim().slice(0, -`media/upload/${m[1]}`.length).replace(/\/$/, '');
  // Only this API's own uploads: the configured base, or a bare relative path.
  if (prefix !== '' && prefix !== env.mediaBase) return null;
  return `media/upload/${m[1]}`;
}
