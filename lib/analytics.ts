// Page views go to Baidu Tongji (`_hmt.push(['_trackPageview', path])`) when a site id is
// configured; with no id nothing is loaded and nothing is sent.

type Hmt = unknown[][];

declare global {
  interface Window {
    _hmt?: Hmt;
  }
}

export function loadAnalytics(siteId: string | null, nonce?: string): void {
  if (!siteId || typeof document === 'undefined' || document.getElementById('hm-tongji')) return;
  window._hmt = window._hmt ?? [];
  const script = document.createElement('script');
  script.id = 'hm-tongji';
  script.async = true;
  if (nonce) script.nonce = nonce;
  script.src = `https://hm.baidu.com/hm.js?${siteId}`;
  document.head.appendChild(script);
}

/** Tracks one page view with its path and hash (§4: the page-view hash on each route change). */
export function trackPageview(pathWithHash: string): boolean {
  if (typeof window === 'undefined' || !window._hmt) return false;
  window._hmt.push(['_trackPageview', pathWithHash]);
  return true;
}
