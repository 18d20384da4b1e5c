// The native app's webview bridge. The app itself cannot run here: these calls go through the
// app-scheme links the app registers, and are no-ops in an ordinary browser.

export const APP_SCHEME = 'xchuxing://';

function openScheme(href: string): void {
  if (typeof window === 'undefined') return;
  window.location.href = href;
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

/** How long to wait for the app to take over before falling back to the download page. */
const OPEN_APP_FALLBACK_MS = 2000;

/**
 * The generic app-open helper: tries the app scheme for the current page; when the page is
 * still visible after a moment the app is not installed, so the download page opens instead.
 */
export function openApp(path: string, fallback = '/market/download'): void {
  if (typeof window === 'undefined') return;
  const started = Date.now();
  let hidden = false;
  const onHide = () => {
    hidden = true;
  };
  document.addEventListener('visibilitychange', onHide, { once: true });
  openScheme(`${APP_SCHEME}open?url=${encodeURIComponent(path)}`);
  window.setTimeout(() => {
    document.removeEventListener('visibilitychange', onHide);
    if (!hidden && !document.hidden && Date.now() - started < OPEN_APP_FALLBACK_MS * 2) {
      window.location.assign(new URL(fallback, window.location.href).href);
    }
  }, OPEN_APP_FALLBACK_MS);
}
