// The error page's texts (§2): 页面未找到 when the message says the page was not found;
// otherwise 暂无相关内容 with 去看一下其他的内容吧.

export interface ErrorTexts {
  title: string;
  description: string;
  notFound: boolean;
}

/** An API outage (503): 服务暂时不可用, whatever the message. */
export const OUTAGE_TEXTS = {
  title: '服务暂时不可用',
  hint: '加载失败，请检查网络后重试',
} as const;

export function errorTexts(message: string | null | undefined): ErrorTexts {
  const notFound = /not found/i.test(message ?? '');
  return notFound
    ? { title: '页面未找到', description: '', notFound: true }
    : { title: '暂无相关内容', description: '去看一下其他的内容吧', notFound: false };
}

/** Unmatched route: a non-fatal 404 (§8). */
export const unmatchedRouteMessage = (fullPath: string) => `Page not found: ${fullPath}`;
/** Page validation failure (a malformed id): a fatal 404 (§8). */
export const invalidPageMessage = (fullPath: string) => `Page Not Found: ${fullPath}`;

/**
 * The digest a server render's API outage carries to the browser's error boundary. Next keeps an
 * error's own `digest` (the message itself is hidden in production), so this is how the boundary
 * tells "the API is unreachable" (the outage view, 503) from any other error (暂无相关内容).
 */
export const OUTAGE_DIGEST = 'xcx-api-outage';

/** True for an error that is an API outage: marked on the server, or an ApiError of the browser's own call. */
export function isOutageError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { digest, name, status } = error as { digest?: unknown; name?: unknown; status?: unknown };
  if (digest === OUTAGE_DIGEST) return true;
  return name === 'ApiError' && typeof status === 'number' && (status === 0 || status >= 500);
}

/** The API refused a call as too frequent (429): the page says so and offers 重试. */
export const RATE_LIMIT_TEXTS = { title: '请求太频繁了，请稍后再试' } as const;

/**
 * The digest a server render's 429 from the API carries to the browser's error boundary (like
 * OUTAGE_DIGEST); the web server (scripts/web-worker.mjs) answers such a page with 429 and Retry-After.
 */
export const RATE_LIMIT_DIGEST = 'xcx-api-rate-limited';

/** True for a 429 of the API: marked on the server, or an ApiError of the browser's own call. */
export function isRateLimitError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { digest, name, status } = error as { digest?: unknown; name?: unknown; status?: unknown };
  return digest === RATE_LIMIT_DIGEST || (name === 'ApiError' && status === 429);
}
