import type { APIRequestContext } from '@playwright/test';

// A search-engine crawler on a phone: it reads only server HTML and follows <a href> links.
export const CRAWLER_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Baiduspider-render/2.0)';

/** `/article/12?x=1` → `/article/:id`: the route a URL belongs to. */
function patternOf(path: string): string {
  return (
    path
      .split('?')[0]!
      .replace(/\/\d+(?=\/|$)/g, '/:id')
      .replace(/\/$/, '') || '/'
  );
}

export interface CrawlOptions {
  /** Stop once every one of these routes was reached (all of the budget when empty). */
  wanted?: string[];
  /** Pages of one route (or one home channel) to visit. */
  perPattern?: number;
  /** Pages to fetch at most. */
  budget?: number;
  /** Called with each page that answered 200. */
  onPage?: (url: string, html: string) => void;
}

/**
 * Breadth-first from `start`, six pages at a time; answers the status each route first answered
 * (or its first failure).
 */
export async function crawl(
  request: APIRequestContext,
  start: string,
  { wanted = [], perPattern: cap = 3, budget = 500, onPage }: CrawlOptions = {},
) {
  const seen = new Set<string>([start]);
  const perPattern = new Map<string, number>();
  const reached = new Map<string, number>();
  const queue = [start];
  let fetched = 0;
  const more = () => wanted.length === 0 || wanted.some((w) => !reached.has(w));
  while (queue.length > 0 && fetched < budget && more()) {
    const batch = queue.splice(0, Math.min(6, budget - fetched));
    await Promise.all(
      batch.map(async (url) => {
        fetched++;
        const res = await request.get(url, {
          headers: { 'user-agent': CRAWLER_UA },
          maxRedirects: 0,
        });
        const status = res.status();
        if (!reached.has(patternOf(url)) || status !== 200) reached.set(patternOf(url), status);
        if (status !== 200) return;
        const html = await res.text();
        onPage?.(url, html);
        for (const m of html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)"/g)) {
          const href = m[1]!.replace(/&amp;/g, '&');
          if (href.startsWith('/api/') || href.startsWith('/_next/') || seen.has(href)) continue;
          // Each home channel (`/?channel=power`) is its own list, not a fourth copy of `/`.
          const key = href.startsWith('/?channel=') ? href : patternOf(href);
          const n = perPattern.get(key) ?? 0;
          if (n >= cap) continue;
          perPattern.set(key, n + 1);
          seen.add(href);
          queue.push(href);
        }
      }),
    );
  }
  return reached;
}
