import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiEnv } from './env';
import { badRequest } from './http-error';
import { decodeLimitProblem, inspectImage } from './image-check';
import { stripMetadata } from './image-strip';

// The one store for user uploads (avatars, comment pictures, posts): files live under
// env.uploadDir and app.ts serves them at /media/upload/{file}. Rows keep the relative path
// (`media/upload/…`) like the drawn demo media, so absMedia() turns it into a URL on read.

const TYPES = [
  {
    ext: 'png',
    mime: 'image/png',
    test: (b: Buffer) =>
      b.length >= 8 &&
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'jpg',
    mime: 'image/jpeg',
    test: (b: Buffer) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'gif',
    mime: 'image/gif',
    test: (b: Buffer) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b: Buffer) =>
      b.length >= 12 &&
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export type ImageExt = (typeof TYPES)[number]['ext'];

/** Comment pictures and posts may be this large; avatars pass their own, smaller ceiling. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** File names the server hands out: 32 hex characters and an image extension; nothing else is served. */
const UPLOAD_FILE = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

/** The type is decided by the file's own bytes, never by the declared MIME type or name. */
function sniffImage(data: Buffer): { ext: ImageExt; mime: string } | null {
  const hit = TYPES.find((t) => t.test(data));
  return hit ? { ext: hit.ext, mime: hit.mime } : null;
}

/** The first file part of a multipart/form-data body. */
function fileFromMultipart(raw: Buffer, contentType: string): Buffer | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return null;
  const delimiter = Buffer.from(`--${mark}`);
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = raw.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1 && /filename=/i.test(part.subarray(0, headerEnd).toString('utf8'))) {
      // The part ends with the CRLF that precedes the next delimiter.
      return part.subarray(headerEnd + 4, part.length - 2);
    }
    start = next;
  }
  return null;
}

function fromDataUrl(value: unknown): Buffer | null {
  if (typeof value !== 'string') return null;
  const m = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!m) throw badRequest('图片格式不正确');
  return Buffer.from(m[1]!, 'base64');
}

export interface UploadInput {
  body: Record<string, unknown>;
  raw: Buffer;
  contentType: string;
}

/** The uploaded file of a request: a JSON data URL (`data`, `file`, `avatar` or `image`) or multipart. */
export function readUploadedFile({ body, raw, contentType }: UploadInput): Buffer {
  const file = contentType.includes('multipart/form-data')
    ? fileFromMultipart(raw, contentType)
    : fromDataUrl(body.data ?? body.file ?? body.avatar ?? body.image);
  if (!file || file.length === 0) throw badRequest('请选择要上传的图片');
  return file;
}

/** A comment or post picture from a request, at most 5 MB. */
export function imageFromRequest(
  body: Record<string, unknown>,
  raw: Buffer,
  contentType: string,
): Buffer {
  const data = readUploadedFile({ body, raw, contentType });
  if (data.length > MAX_UPLOAD_BYTES) throw badRequest('图片不能超过5MB');
  return data;
}

/**
 * Checks the type, stores the image and returns its file name. Content-addressed: the same
 * picture uploaded twice is one file.
 */
export function saveUpload(
  env: Pick<ApiEnv, 'uploadDir'>,
  data: Buffer,
  allowed: readonly ImageExt[] = ['png', 'jpg', 'webp', 'gif'],
) {
  const type = sniffImage(data);
  if (!type || !allowed.includes(type.ext)) {
    throw badRequest(
      `仅支持 ${allowed.map((e) => (e === 'jpg' ? 'JPG' : e.toUpperCase())).join('、')} 格式的图片`,
    );
  }
  // The whole file must decode as that format: a truncated file or a polyglot is refused.
  const decoded = inspectImage(data);
  if (!decoded || decoded.format !== type.ext)
    throw badRequest('图片已损坏或格式不正确，请换一张图片');
  // A decompression bomb is refused; what is stored carries no EXIF, GPS or text.
  const tooLarge = decodeLimitProblem(decoded, data.length);
  if (tooLarge) throw badRequest(tooLarge);
  const clean = stripMetadata(data, decoded.format);
  const file = `${crypto.createHash('md5').update(clean).digest('hex')}.${type.ext}`;
  fs.mkdirSync(env.uploadDir, { recursive: true });
  const target = path.join(env.uploadDir, file);
  if (!fs.existsSync(target)) fs.writeFileSync(target, clean);
  return { file, mime: type.mime, size: clean.length };
}

/** An avatar: PNG, JPG or WebP up to 2 MB; returns the relative media path. */
export function storeImage(
  env: Pick<ApiEnv, 'uploadDir'>,
  file: Buffer,
  maxBytes = MAX_AVATAR_BYTES,
): string {
  if (file.length > maxBytes)
    throw badRequest(`图片不能超过${Math.round(maxBytes / 1024 / 1024)}MB`);
  return `media/upload/${saveUpload(env, file, ['png', 'jpg', 'webp']).file}`;
}

/** A stored upload for /media/upload/{file}, or null when the name is not one we handed out. */
export function readUpload(
  env: Pick<ApiEnv, 'uploadDir'>,
  name: string,
): { body: Buffer; mime: string } | null {
  if (!UPLOAD_FILE.test(name)) return null;
  const file = path.join(env.uploadDir, name);
  if (!fs.existsSync(file)) return null;
  const body = fs.readFileSync(file);
  const type = sniffImage(body);
  return type ? { body, mime: type.mime } : null;
}

/** The relative path stored in rows (`media/upload/<file>`), from a URL the API handed out. */
export function uploadRel(env: Pick<ApiEnv, 'mediaBase'>, url: string): string | null {
  const m = /(?:^|\/)media\/upload\/([a-f0-9]{32}\.(?:png|jpg|webp|gif))$/.exec(url.trim());
  if (!m) return null;
  const prefix = url.trim().slice(0, -`media/upload/${m[1]}`.length).replace(/\/$/, '');
  // Only this API's own uploads: the configured base, or a bare relative path.
  if (prefix !== '' && prefix !== env.mediaBase) return null;
  return `media/upload/${m[1]}`;
}
