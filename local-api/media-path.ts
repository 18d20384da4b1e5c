import type { ApiEnv } from './env';

/** Stored image paths are relative (`media/cover/a1.svg`); the configured base is added on read. */
export function absMedia(env: Pick<ApiEnv, 'mediaBase'>, rel: string | null | undefined): string {
  if (!rel) return '';
  if (/^(https?:)?\/\//.test(rel) || rel.startsWith('/')) return rel;
  return `${env.mediaBase}/${rel}`;
}

export function relMedia(
  kind: 'cover' | 'avatar' | 'logo',
  seed: string | number,
  label = '',
): string {
  return `media/${kind}/${seed}.svg${label ? `?t=${encodeURIComponent(label)}` : ''}`;
}

/** Parameters of a drawn car picture (see media-car.ts): shape, view, paint index, optional label. */
export interface CarMediaParams {
  shape: string;
  view: string;
  paint: number;
  label?: string;
}

/** `media/car/{seed}.svg?b=shape&v=view&c=paint[&t=label]`: a car picture the local API draws. */
export function relCarMedia(seed: string | number, p: CarMediaParams): string {
  const q = new URLSearchParams({ b: p.shape, v: p.view, c: String(p.paint) });
  if (p.label) q.set('t', p.label);
  return `media/car/${seed}.svg?${q.toString()}`;
}
