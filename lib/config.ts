import { siteOriginConfig, type SiteOriginConfig } from '@/contract/site-origin';
import { DEFAULT_DESKTOP_SITE_URL } from './constants';

// The configuration contract of ARCHITECTURE.md, read at run time so one build serves every
// deploy. Values are checked when first read; a bad value fails loudly instead of half-working.

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
