// Types of what TypeScript code (local-api/server.ts, tests) takes from service.mjs.
import type { Server } from 'node:http';
import type { WebEnv } from '../lib/env.mjs';
export declare const FETCH_BLOCKED_PORTS: Set<number>;
export declare function portProblem(name: string, port: string | number): string | null;
export declare function probe(url: string, timeoutMs?: number): Promise<boolean>;
export declare function apiHealthUrl(
  env: Pick<WebEnv, 'API_HEALTH_URL' | 'API_BASE' | 'LOCAL_API_PORT'>,
): string;
export declare function gracefulServer(
  server: Server,
  opts?: { timeoutMs?: number },
): { drain(): Promise<number>; isDraining(): boolean };
