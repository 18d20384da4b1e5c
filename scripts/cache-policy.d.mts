// Types of what TypeScript code (tests) takes from cache-policy.mjs.
import type { WebEnv } from '../lib/env.mjs';

export interface CacheSettings {
  sMaxage: number;
  swr: number;
  notFound: number;
}
type Headers = Record<string, string | string[] | undefined>;
export declare const PRIVATE: string;
export declare function cacheSettings(
  env: Pick<WebEnv, 'WEB_CACHE_S_MAXAGE' | 'WEB_CACHE_SWR' | 'WEB_CACHE_404_S'>,
): CacheSettings;
export declare function bypassesCache(headers: Headers): boolean;
export declare function mayShare(
  request: { method: string | undefined; headers: Headers },
  settings: CacheSettings,
): boolean;
export declare function cacheControl(
  response: {
    kind: string;
    method: string | undefined;
    headers: Headers;
    status: number;
    setsCookie: boolean;
  },
  settings: CacheSettings,
): string;
