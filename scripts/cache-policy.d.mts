// Types of what TypeScript code (tests) takes from cache-policy.mjs.
export interface CacheSettings {
  sMaxage: number;
  swr: number;
  notFound: number;
}
type Headers = Record<string, string | string[] | undefined>;
export declare const PRIVATE: string;
export declare function cacheSettings(env?: Record<string, string | undefined>): CacheSettings;
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
