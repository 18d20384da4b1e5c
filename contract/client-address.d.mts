// Types of what TypeScript code (tests) takes from client-address.mjs.
export interface TrustedRange {
  family: 4 | 6;
  mask: bigint;
  network: bigint;
}
export declare const DEVICE_ID_PATTERN: RegExp;
export declare function normalizeAddress(address: string): string;
export declare function parseTrustedProxies(text: string | undefined | null): TrustedRange[];
export declare function isTrusted(ranges: TrustedRange[], address: string): boolean;
export declare function clientAddress(input: {
  peer: string | undefined;
  forwardedFor: string | string[] | undefined;
  trusted: TrustedRange[];
}): string;
export declare function deviceFromCookie(cookieHeader: string | undefined | null): string | null;
export declare function newDeviceId(): string;
export declare function deviceCookie(id: string, options?: { secure?: boolean }): string;
