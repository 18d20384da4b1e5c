// Types of what TypeScript code (tests/e2e/js-budget.spec.ts) takes from bench-lib.mjs.
export declare const MOBILE_UA: string;
export declare function firstLoadJs(
  base: string,
  html: string,
): Promise<{ scripts: number; rawBytes: number; gzipBytes: number }>;
export declare function keyPages(
  base: string,
): Promise<{ pages: string[]; articleRoute: string; seriesRoute: string; activityRoute: string }>;
