import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiEnv } from './env';
import { badRequest } from './http-error';

// Shared storage for user uploads (avatars now, comment images later): files live under
// env.uploadDir and are served by app.ts at /media/upload/{file}. The stored path is relative
// (`media/upload/…`) like the drawn demo media, so absMedia() turns it into a URL on read.

export type ImageType = 'png' | 'jpeg' | 'webp';

export const IMAGE_MIME: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const EXT: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** Default ceiling of one uploaded image. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** File names the server hands out: random hex + extension; nothing else is ever served. */
export const UPLOAD_FILE = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/**
 * The type is decided by the file's own bytes, never by the declared MIME type or name: a
 * script renamed to .png is refused.
 */
export function sniffImage(buf: Buffer): ImageType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The file of a JSON `{ file: "data:image/png;base64,…" }` body. */
function fromDataUrl(value: unknown): Buffer | null {
  if (typeof value !== 'string') return null;
  const m = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!m) throw badRequest('图片格式不正确');
  return Buffer.from(m[1]!, 'base64');
}

/** The first file part of a multipart/form-data body. */
export function fileFromMultipart(raw: Buffer, contentType: string): Buffer | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const value = boundary?.[1] ?? boundary?.[2];
  if (!value) return null;
  const delimiter = Buffer.from(`--${value}`);
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const headerStart = start + delimiter.length + 2;
    const headerEnd = raw.indexOf('\r\n\r\n', headerStart);
    if (headerEnd === -1) return null;
    const next = raw.indexOf(delimiter, headerEnd + 4);
    if (next === -1) return null;
    const headers = raw.toString('utf8', headerStart, headerEnd);
    if (/filename=/i.test(headers)) return raw.subarray(headerEnd + 4, next - 2);
    start = next;
  }
  return null;
}

export interface UploadInput {
  body: Record<string, unknown>;
  raw: Buffer;
  contentType: string;
}

/** The uploaded file of a request, as JSON data URL (`file` or `avatar`) or multipart. */
export function readUploadedFile({ body, raw, contentType }: UploadInput): Buffer {
  const file = contentType.includes('multipart/form-data')
    ? fileFromMultipart(raw, contentType)
    : fromDataUrl(body.file ?? body.avatar ?? body.image);
  if (!file || file.length === 0) throw badRequest('请选择要上传的图片');
  return file;
}

/** Checks type and size, writes the file, and returns its relative media path. */
export function storeImage(env: Pick<ApiEnv, 'uploadDir'>, file: Buffer, maxBytes = MAX_IMAGE_BYTES): string {
  if (file.length > maxBytes) throw badRequest(`图片不能超过${Math.round(maxBytes / 1024 / 1024)}MB`);
  const type = sniffImage(file);
  if (!type) throw badRequest('仅支持 PNG、JPG、WebP 格式的图片');
  fs.mkdirSync(env.uploadDir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString('hex')}.${EXT[type]}`;
  fs.writeFileSync(path.join(env.uploadDir, name), file);
  return `media/upload/${name}`;
}

/** A stored upload for /media/upload/{file}, or null when the name is not one we handed out. */
export function readUpload(env: Pick<ApiEnv, 'uploadDir'>, name: string): { body: Buffer; mime: string } | null {
  if (!UPLOAD_FILE.test(name)) return null;
  const file = path.join(env.uploadDir, name);
  if (!fs.existsSync(file)) return null;
  const body = fs.readFileSync(file);
  const type = sniffImage(body);
  return type ? { body, mime: IMAGE_MIME[type] } : null;
}
