// Which origin is the site's own: the web server builds canonical and share URLs with it, the
// local API checks the third-party login's return addresses with it. Each side reads the variables
// (SITE_URL, SITE_HOSTS, PORT) in its own env module: lib/env.mjs and local-api/env.ts.

/** The settings that say which origin is the site's own. */
export interface SiteOriginConfig {
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
