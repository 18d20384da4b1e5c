import type { SiteOriginConfig } from '@/contract/site-origin';
import { webEnv } from './env.mjs';

// The web app's configuration, read at run time so one build serves every deploy. The variables
// are read and checked by lib/env.mjs (the web side's one reader of the environment); this is the
// shape the pages and the API layer use (the rules of the site's own origin: contract/site-origin.ts).

export interface ServerConfig extends SiteOriginConfig {
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
