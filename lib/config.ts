import { webEnv } from './env.mjs';

// The web app's configuration, read at run time so one build serves every deploy. The variables
// are read and checked by lib/env.mjs (the web side's one reader of the environment); this is the
// shape the pages and the API layer use, and the rules of the site's own origin.

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

/** The settings that say which origin is the site's own (ServerConfig's siteUrl, siteHosts, fallbackOrigin). */
export type SiteOriginConfig = Pick<ServerConfig, 'siteUrl' | 'siteHosts' | 'fallbackOrigin'>;

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

/** The web app's settings (lib/env.mjs reads and checks them), read once. */
export function serverConfig(): ServerConfig {
  if (cached) return cached;
  const env = webEnv();
  cached = {
    port: env.PORT,
    apiBase: env.API_BASE ?? `http://127.0.0.1:${env.LOCAL_API_PORT}`,
    localApiPort: env.LOCAL_API_PORT,
    desktopSiteUrl: env.DESKTOP_SITE_URL,
    analyticsSiteId: env.ANALYTICS_SITE_ID,
    wxAppId: env.WX_APP_ID,
    wxOpenAppId: env.WX_OPEN_APP_ID,
    siteUrl: env.SITE_URL,
    siteHosts:
      env.SITE_HOSTS.length > 0
        ? env.SITE_HOSTS
        : [`localhost:${env.PORT}`, `127.0.0.1:${env.PORT}`],
    fallbackOrigin: `http://localhost:${env.PORT}`,
  };
  return cached;
}
