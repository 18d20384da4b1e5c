// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The configuration contract (ARCHITECTURE.md): defaults, and a bad value fails loudly.

const KEYS = [
  'PORT',
  'API_BASE',
  'LOCAL_API_PORT',
  'DESKTOP_SITE_URL',
  'ANALYTICS_SITE_ID',
  'WX_APP_ID',
  'WX_OPEN_APP_ID',
  'SITE_URL',
];
let saved: Record<string, string | undefined>;

beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  for (const k of KEYS) delete process.env[k];
  vi.resetModules();
});
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

async function config() {
  const mod = await import('@/lib/config');
  return mod.serverConfig();
}

describe('serverConfig', () => {
  it('defaults: port 3000, the bundled local API on 4000, the desktop site, no analytics', async () => {
    expect(await config()).toEqual({
      port: 3000,
      apiBase: 'http://127.0.0.1:4000',
      localApiPort: 4000,
      desktopSiteUrl: 'https://www.xchuxing.com',
      analyticsSiteId: null,
      wxAppId: '',
      wxOpenAppId: '',
      siteUrl: null,
      siteHosts: ['localhost:3000', '127.0.0.1:3000'],
      fallbackOrigin: 'http://localhost:3000',
    });
  });

  it('API_BASE defaults to the local API port given', async () => {
    process.env.LOCAL_API_PORT = '4999';
    expect((await config()).apiBase).toBe('http://127.0.0.1:4999');
  });

  it('reads overrides and trims trailing slashes', async () => {
    Object.assign(process.env, {
      PORT: '8080',
      API_BASE: 'https://api.example.com/',
      DESKTOP_SITE_URL: 'https://www.example.com/',
      ANALYTICS_SITE_ID: 'a'.repeat(32),
      SITE_URL: 'https://m.example.com/',
      WX_APP_ID: ' wx-official ',
      WX_OPEN_APP_ID: ' wx-mobile-app ',
    });
    expect(await config()).toMatchObject({
      wxAppId: 'wx-official',
      wxOpenAppId: 'wx-mobile-app',
      port: 8080,
      apiBase: 'https://api.example.com',
      desktopSiteUrl: 'https://www.example.com',
      analyticsSiteId: 'a'.repeat(32),
      siteUrl: 'https://m.example.com',
    });
  });

  it.each(['abc', '0', '70000', '80.5', '-1'])('a bad PORT (%s) throws', async (port) => {
    process.env.PORT = port;
    await expect(config()).rejects.toThrow(/PORT must be a port number/);
  });

  it.each(['not a url', 'ftp://api.example.com', 'javascript:alert(1)'])(
    'a bad API_BASE (%s) throws',
    async (base) => {
      process.env.API_BASE = base;
      await expect(config()).rejects.toThrow(/API_BASE must be an http\(s\) URL/);
    },
  );

  it('a malformed ANALYTICS_SITE_ID throws', async () => {
    process.env.ANALYTICS_SITE_ID = 'xyz';
    await expect(config()).rejects.toThrow(/ANALYTICS_SITE_ID/);
  });
});

describe('webEnv (lib/env.mjs): every setting of the web side, checked at start', () => {
  it('gives each variable its default when unset or empty', async () => {
    const { webEnv } = await import('@/lib/env.mjs');
    const defaults = {
      PORT: 3000,
      HOSTNAME_BIND: undefined,
      API_BASE: undefined,
      LOCAL_API_PORT: 4000,
      DESKTOP_SITE_URL: 'https://www.xchuxing.com',
      SITE_URL: null,
      SITE_HOSTS: [],
      WX_APP_ID: '',
      WX_OPEN_APP_ID: '',
      ANALYTICS_SITE_ID: null,
      TRUSTED_PROXIES: undefined,
      API_HEALTH_URL: undefined,
      WEB_API_REPROBE_MS: 1000,
      WEB_API_DOWN: false,
      WEB_WORKERS: 1,
      WEB_HEAP_MB: 384,
      WEB_SEMI_MB: 32,
      WEB_GZIP_LEVEL: 3,
      WEB_CACHE_S_MAXAGE: 5,
      WEB_CACHE_SWR: 60,
      WEB_CACHE_404_S: 2,
      WEB_NODE: undefined,
      WEB_SHUTDOWN_MS: 10_000,
      WEB_STACK_TRACE_LIMIT: 0,
      WEB_HEALTHZ_PID: false,
      NEXT_DIST_DIR: '.next',
      START_NO_BUILD: false,
      START_API_WAIT_MS: 60_000,
      START_API_PROBE_MS: 1000,
      START_API_RESTART_DELAY: 500,
      LOCAL_API_DEMO: undefined,
      LOCAL_API_SMS_CODE: undefined,
      BUILD_ID: undefined,
      XCX_BUILD_TYPES_CHECKED: false,
    };
    expect(webEnv({})).toEqual(defaults);
    const empty = Object.fromEntries(Object.keys(defaults).map((name) => [name, '']));
    expect(webEnv(empty)).toEqual(defaults);
  });

  it('reads set values as their type', async () => {
    const { webEnv } = await import('@/lib/env.mjs');
    expect(
      webEnv({
        WEB_WORKERS: '2',
        WEB_HEAP_MB: '0',
        WEB_GZIP_LEVEL: '0',
        WEB_API_DOWN: '1',
        WEB_HEALTHZ_PID: '1',
        START_NO_BUILD: '1',
        SITE_HOSTS: ' M.Example.com , example.com:8443,',
        API_HEALTH_URL: 'http://10.0.0.5:4000/health/',
        LOCAL_API_DEMO: '0',
      }),
    ).toMatchObject({
      WEB_WORKERS: 2,
      WEB_HEAP_MB: 0,
      WEB_GZIP_LEVEL: 0,
      WEB_API_DOWN: true,
      WEB_HEALTHZ_PID: true,
      START_NO_BUILD: true,
      SITE_HOSTS: ['m.example.com', 'example.com:8443'],
      API_HEALTH_URL: 'http://10.0.0.5:4000/health/',
      LOCAL_API_DEMO: '0',
    });
  });

  it.each([
    ['WEB_WORKERS', 'two', 'WEB_WORKERS must be a whole number of workers, 1 or more, got "two"'],
    ['WEB_WORKERS', '0', 'WEB_WORKERS must be a whole number of workers, 1 or more, got "0"'],
    ['WEB_GZIP_LEVEL', '12', 'WEB_GZIP_LEVEL must be a gzip level from 0 (off) to 9, got "12"'],
    ['WEB_HEAP_MB', '384MB', 'WEB_HEAP_MB must be a whole number of MB (0: off), got "384MB"'],
    ['WEB_SHUTDOWN_MS', '0', 'WEB_SHUTDOWN_MS must be a whole number of ms above 0, got "0"'],
    [
      'START_API_WAIT_MS',
      '1.5s',
      'START_API_WAIT_MS must be a whole number of ms above 0, got "1.5s"',
    ],
    ['WEB_API_DOWN', 'yes', 'WEB_API_DOWN must be 0 or 1, got "yes"'],
    ['START_NO_BUILD', 'true', 'START_NO_BUILD must be 0 or 1, got "true"'],
    ['LOCAL_API_DEMO', 'on', 'LOCAL_API_DEMO must be 0 or 1, got "on"'],
    ['LOCAL_API_PORT', '65536', 'LOCAL_API_PORT must be a port number (1 to 65535), got "65536"'],
    [
      'API_HEALTH_URL',
      'localhost:4000/health',
      'API_HEALTH_URL must be an http(s) URL, got "localhost:4000/health"',
    ],
    [
      'DESKTOP_SITE_URL',
      'www.example.com',
      'DESKTOP_SITE_URL must be an http(s) URL, got "www.example.com"',
    ],
  ])('a bad %s (%s) fails with a message naming it and the value', async (name, value, message) => {
    const { webEnv } = await import('@/lib/env.mjs');
    expect(() => webEnv({ [name]: value })).toThrow(message);
  });

  it('names every bad variable at once, a line each', async () => {
    const { webEnv } = await import('@/lib/env.mjs');
    expect(() => webEnv({ PORT: 'x', WEB_WORKERS: 'y' })).toThrow(
      'PORT must be a port number (1 to 65535), got "x"\nWEB_WORKERS must be a whole number of workers, 1 or more, got "y"',
    );
  });

  it('reads this process’s environment by default', async () => {
    const { webEnv } = await import('@/lib/env.mjs');
    process.env.PORT = '3999';
    expect(webEnv().PORT).toBe(3999);
  });
});
