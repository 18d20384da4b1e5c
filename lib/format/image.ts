import { IMAGE_RESIZE } from '@/lib/constants';

/** The two default images of the main state (§3: defaultImg). */
export const DEFAULT_IMAGES = {
  cover: '/images/default-cover.svg',
  avatar: '/images/default-avatar.svg',
} as const;

const OSS_PARAM = 'x-oss-process=';
// Vector and animated images lose their point when the image service rasterises them.
const UNTOUCHED_SCHEME = /^(data|blob):/i;
const UNTOUCHED_EXT = /\.(svg|gif)$/i;

function positiveInt(value: number | undefined, fallback: number, max = Infinity): number {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return fallback;
  return Math.min(Math.round(value), max) || fallback;
}

/** Image resize helper: width 750, quality 100 by default (§9), as an OSS processing query. */
export function resizeImage(url: string, opts: { width?: number; quality?: number } = {}): string {
  if (!url || UNTOUCHED_SCHEME.test(url)) return url;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  if (UNTOUCHED_EXT.test(path)) return url;
  if (query.split('&').some((param) => param.startsWith(OSS_PARAM))) return url;
  const width = positiveInt(opts.width, IMAGE_RESIZE.width);
  const quality = positiveInt(opts.quality, IMAGE_RESIZE.quality, 100);
  const process = `${OSS_PARAM}image/resize,w_${width}/quality,q_${quality}`;
  const joined = query ? `${query}&${process}` : process;
  return `${path}?${joined}${hash}`;
}

/** Image with no source → Error: image src is required (§8). */
export function assertImageSrc(src: unknown): string {
  if (typeof src !== 'string' || src.trim() === '') throw new Error('image src is required');
  return src;
}
