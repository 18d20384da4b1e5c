import { DEFAULT_DESKTOP_SITE_URL } from './constants';

// The configuration contract of ARCHITECTURE.md, read at run time so one build serves every
// deploy. Values are checked when first read; a bad value fails loudly instead of half-working.

export interface ServerConfig {
  port: number;
  apiBase: string;
  localApiPort: number;
  desktopSiteUrl: string;
  /** Baidu Tongji site id; page-view tracking loads nothing when it is unset. */
  analyticsSiteId: string | null;
  /** WeChat official-account app id (WX_APP_ID), for the JS-SDK and OAuth. */
  wxAppId: string;
  /**
   * The mobile app's AppID on WeChat's open platform (WX_OPEN_APP_ID): the `appid` of the app
   * banner's `wx-open-launch-app` tag. Unset: 打开APP in WeChat leads to the download page.
   */
  wxOpenAppId: string;
  /** Public origin of the site for canonical URLs and sitemaps (SITE_URL). */
  siteUrl: string | null;
  /**
   * Without SITE_URL: the hosts (`host[:port]`) a request may name for its own origin (SITE_HOSTS,
   * comma-separated; default localhost and 127.0.0.1 on PORT). Any other Host or
   * X-Forwarded-Host is an attacker's: the origin is then `fallbackOrigin`.
   */
  siteHosts: string[];
  fallbackOrigin: string;
}

function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return n;
}

function readUrl(name: string, fallback: string): string {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** The settings that say which origin is the site's own (ServerConfig's siteUrl, siteHosts, fallbackOrigin). */
export type SiteOriginConfig = Pick<ServerConfig, 'siteUrl' | 'siteHosts' | 'fallbackOrigin'>;

/**
 * SITE_URL, SITE_HOSTS and PORT of an environment: the one trusted-origin setting. The web server
 * reads it for canonical and share URLs; the local API reads the same variables for the
 * third-party login's allow-list of return addresses.
 */
export function siteOriginConfig(env: Record<string, string | undefined>): SiteOriginConfig {
  const raw = env.PORT;
  const port = raw && /^\d{1,5}$/.test(raw) ? Number(raw) : 3000;
  const siteHosts = (env.SITE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  let siteUrl: string | null = null;
  if (env.SITE_URL) {
    try {
      const url = new URL(env.SITE_URL);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    } catch {
      throw new Error(`SITE_URL must be an http(s) URL, got "${env.SITE_URL}"`);
    }
    siteUrl = env.SITE_URL.replace(/\/+$/, '');
  }
  return {
    siteUrl,
    siteHosts: siteHosts.length > 0 ? siteHosts : [`localhost:${port}`, `127.0.0.1:${port}`],
    fallbackOrigin: `http://localhost:${port}`,
  };
}

/**
 * The public origin for canonical, Open Graph, sitemap and share URLs: SITE_URL; else the
 * request's origin when its host is one of SITE_HOSTS; else a fixed origin. Never whatever Host
 * or X-Forwarded-Host a client sent (cache-poisoned canonicals).
 */
export function trustedOrigin(config: SiteOriginConfig, requestOrigin: string): string {
  if (config.siteUrl) return config.siteUrl;
  try {
    const url = new URL(requestOrigin);
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      config.siteHosts.includes(url.host.toLowerCase())
    )
      return url.origin;
  } catch {
    // not a URL: fall through
  }
  return config.fallbackOrigin;
}

/**
 * Whether an origin (scheme://host[:port]) is one of the site's own by the same setting: SITE_URL's,
 * else an http(s) origin on one of SITE_HOSTS (never the fallback, which is only a default).
 */
export function isSiteOrigin(config: SiteOriginConfig, origin: string): boolean {
  if (config.siteUrl) return new URL(config.siteUrl).origin === origin;
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === origin &&
      config.siteHosts.includes(url.host.toLowerCase())
    );
  } catch {
    return false;
  }
}

let cached: ServerConfig | null = null;

export function serverConfig(): ServerConfig {
  if (cached) return cached;
  const localApiPort = readPort('LOCAL_API_PORT', 4000);
  const siteId = process.env.ANALYTICS_SITE_ID?.trim();
  if (siteId && !/^[0-9a-f]{32}$/i.test(siteId)) {
    throw new Error(`ANALYTICS_SITE_ID must be a 32-character Baidu Tongji id, got "${siteId}"`);
  }
  const port = readPort('PORT', 3000);
  cached = {
    port,
    apiBase: readUrl('API_BASE', `http://127.0.0.1:${localApiPort}`),
    localApiPort,
    desktopSiteUrl: readUrl('DESKTOP_SITE_URL', DEFAULT_DESKTOP_SITE_URL),
    analyticsSiteId: siteId || null,
    wxAppId: process.env.WX_APP_ID?.trim() || '',
    wxOpenAppId: process.env.WX_OPEN_APP_ID?.trim() || '',
    ...siteOriginConfig({ ...process.env, PORT: String(port) }),
  };
  return cached;
}
