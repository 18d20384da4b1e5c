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
