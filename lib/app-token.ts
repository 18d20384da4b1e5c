// The native app's token in its user agent (§1: `xcx-token/<token>`): the one part of the user
// agent the browser reads for itself, and the bridge that tells the app about a refreshed one.
// Client code imports this module, not lib/context.ts, which carries the shared cache's table of
// every user-agent context (lib/cache-key.json): the browser takes the contexts the server decided
// (the root layout's context and its <html data-app>).

const APP_TOKEN = /xcx-token\/(\S+)/;

/** The token a user agent carries, or null. Only the app's own user agent counts: callers check. */
export function tokenInUserAgent(ua: string): string | null {
  return APP_TOKEN.exec(ua)?.[1] ?? null;
}

/** This browser's user agent without the native app's token. */
export function clientUserAgent(ua: string): string {
  return ua.replace(/\s*xcx-token\/\S+/g, '');
}

/**
 * The session token this page's user agent carries: inside the native app only, as the server
 * decided it for this page from the same user agent (app/layout.tsx marks <html data-app="1">);
 * null on the server and everywhere else.
 */
export function pageAppToken(): string | null {
  if (typeof document === 'undefined') return null;
  return document.documentElement.dataset.app === '1'
    ? tokenInUserAgent(navigator.userAgent)
    : null;
}

/** Tells the app that the token was refreshed (§4), through its JS bridge when it exposes one. */
export function notifyAppToken(token: string): void {
  if (typeof window === 'undefined') return;
  const bridge = (window as unknown as { xcxBridge?: { postMessage?: (msg: string) => void } })
    .xcxBridge;
  if (bridge?.postMessage) {
    bridge.postMessage(JSON.stringify({ type: 'token', token }));
  }
}
