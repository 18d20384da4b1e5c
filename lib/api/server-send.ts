import type { Method, RawResponse } from './http';

// The server half of lib/api/http.ts's transport.

/** A body as JSON when it parses, else the text (a proxy's HTML page), null when empty. */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Server side: the platform's fetch with one timer, cleared when the call settles. Not axios
 * there: under load its per-call composed abort signals were kept alive in chains (heap
 * snapshots after a 50-connection run held tens of thousands of requests; issue 8).
 */
export async function sendOnServer(
  method: Method,
  target: string,
  headers: Record<string, string>,
  data: unknown,
  isForm: boolean,
  timeout: number,
  signal: AbortSignal | undefined,
): Promise<RawResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await fetch(target, {
      method,
      headers: isForm || data === undefined || data === null ? headers : { ...headers, 'content-type': 'application/json' },
      body: data === undefined || data === null ? undefined : isForm ? (data as BodyInit) : JSON.stringify(data),
      signal: controller.signal,
      cache: 'no-store',
    });
    const body = parseBody(await res.text());
    return { status: res.status, headers: { get: (name) => res.headers.get(name) }, body };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

