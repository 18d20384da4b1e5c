// The native app's app-scheme links. The app itself cannot run here: these calls go through the
// links the app registers, and are no-ops in an ordinary browser. Telling the app about a new
// token is lib/app-token.ts's (the shell loads it on every page; these load with the app banner).

export const APP_SCHEME = 'xchuxing://';

function openScheme(href: string): void {
  if (typeof window === 'undefined') return;
  window.location.href = href;
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
