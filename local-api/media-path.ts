import type { ApiEnv } from './env';

/** Stored image paths are relative (`media/cover/a1.svg`); the configured base is added on read. */
export function absMedia(env: Pick<ApiEnv, 'mediaBase'>, rel: string | null | undefined): string {
  if (!rel) return '';
  if (/^(https?:)?\/\//.test(rel) || rel.startsWith('/')) return rel;
  return `${env.mediaBase}/${rel}`;
}

export function relMedia(kind: 'cover' | 'avatar' | 'logo', seed: string | number, label = ''): string {
  return `media/${kind}/${seed}.svg${label ? `?t=${encodeURIComponent(label)}` : ''}`;
}
