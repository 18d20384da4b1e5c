// Types of what TypeScript code (tests/e2e/js-budget.spec.ts) takes from bench-floor.mjs.
export declare const JS_MARGIN_KB: number;
export declare function jsBudgetBytes(floorGzipBytes: number): number;
export declare function ensureFloorBuild(options?: { log?: (line: string) => void }): Promise<{
  key: string;
  dir: string;
  versions: { next: string; react: string; 'react-dom': string };
  firstLoadJs: { scripts: number; rawBytes: number; gzipBytes: number };
}>;
