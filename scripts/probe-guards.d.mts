// Types of what TypeScript code (tests) takes from probe-guards.mjs.
export declare const PROBE_METHODS: string[];
export declare function healthzBody(showPid: boolean, pid?: number): string;
export declare function malformedRouterState(value: string | string[] | undefined): boolean;
