// Types of lib/env.mjs, the web side's environment (what TypeScript code takes from it).
/** The web side's settings, by the name of their variable (.env.example says what each means). */
export interface WebEnv {
  PORT: number;
  HOSTNAME_BIND: string | undefined;
  /** Without trailing slashes; undefined when unset (the bundled local API). */
  API_BASE: string | undefined;
  LOCAL_API_PORT: number;
  DESKTOP_SITE_URL: string;
  SITE_URL: string | null;
  /** Lower-cased; empty when unset. */
  SITE_HOSTS: string[];
  WX_APP_ID: string;
  WX_OPEN_APP_ID: string;
  ANALYTICS_SITE_ID: string | null;
  /** As given: contract/client-address.mjs parses it (parseTrustedProxies). */
  TRUSTED_PROXIES: string | undefined;
  API_HEALTH_URL: string | undefined;
  WEB_API_REPROBE_MS: number;
  WEB_API_DOWN: boolean;
  WEB_WORKERS: number;
  WEB_HEAP_MB: number;
  WEB_SEMI_MB: number;
  WEB_GZIP_LEVEL: number;
  WEB_CACHE_S_MAXAGE: number;
  WEB_CACHE_SWR: number;
  WEB_CACHE_404_S: number;
  WEB_NODE: string | undefined;
  WEB_SHUTDOWN_MS: number;
  WEB_STACK_TRACE_LIMIT: number;
  WEB_HEALTHZ_PID: boolean;
  NEXT_DIST_DIR: string;
  START_NO_BUILD: boolean;
  START_API_WAIT_MS: number;
  START_API_PROBE_MS: number;
  START_API_RESTART_DELAY: number;
  LOCAL_API_DEMO: '0' | '1' | undefined;
  LOCAL_API_SMS_CODE: string | undefined;
  BUILD_ID: string | undefined;
  XCX_BUILD_TYPES_CHECKED: boolean;
}

export declare const WEB_ENV_NAMES: (keyof WebEnv)[];
export declare function webEnv(env?: Record<string, string | undefined>): WebEnv;
