// Types of what TypeScript code (tests) takes from nginx-cache-maps.mjs.
export declare function nginxCacheMaps(): string;
export declare function mapsIn(conf: string): string | null;
