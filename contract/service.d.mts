// Types of what TypeScript code (local-api/server.ts, tests) takes from service.mjs.
import type { Server } from 'node:http';
export declare const FETCH_BLOCKED_PORTS: Set<number>;
export declare function portProblem(name: string, port: string | number): string | null;
export declare function probe(url: string, timeoutMs?: number): Promise<boolean>;
export declare function apiHealthUrl(env: {
  API_HEALTH_URL?: string | undefined;
  API_BASE?: string | undefined;
  LOCAL_API_PORT: number;
}): string;
export declare function gracefulServer(
  server: Server,
  opts?: { timeoutMs?: number },
): { drain(): Promise<number>; isDraining(): boolean };
