// Types of what TypeScript code (tests/e2e/js-budget.spec.ts, tests/unit/bench-floor.test.ts)
// takes from bench-floor.mjs.
export declare const JS_MARGIN_KB: number;
export declare const FLOOR_LABEL: string;
export declare function jsBudgetBytes(floorGzipBytes: number): number;
export declare function floorCacheKey(
  versions: Record<string, string>,
  sources: { file: string; content: string }[],
): string;
export declare function flightBytes(html: string): {
  flightBytes: number;
  htmlBytes: number;
  share: number;
};
export interface FloorRow {
  route: string;
  cpuMs: number | null;
  cpuOverFloorMs: number | null;
  cpuVsPeer: number | null;
  jsKb: number | null;
  jsOverFloorKb: number | null;
  flightKb: number | null;
  flightPct: number | null;
}
export declare function floorRow(
  page: {
    route: string;
    cpuMs?: number;
    jsBytes?: number;
    flightBytes?: number;
    htmlBytes?: number;
  },
  floor: { cpuMs?: number; jsBytes?: number },
  peerCpuMs: number | undefined,
): FloorRow;
export declare function ensureFloorBuild(options?: { log?: (line: string) => void }): Promise<{
  key: string;
  dir: string;
  versions: { next: string; react: string; 'react-dom': string };
  firstLoadJs: { scripts: number; rawBytes: number; gzipBytes: number };
}>;
