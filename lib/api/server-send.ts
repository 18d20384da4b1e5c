import type { Method, RawResponse } from './http';

// The server half of lib/api/http.ts's transport.

/**
 * Per page request, the web server (scripts/web-server.mjs) keeps a state in its
 * AsyncLocalStorage and exposes it through this hook. Once one call of a request got no answer
 * (timeout, refused, reset), the rest of that request (the error page's own render, its
 * metadata) does not wait for the API again: the outage view arrives within one API timeout.
 */
const REQUEST_STATE_HOOK = Symbol.for('xcx.api-request-state');

interface RequestApiState {
  /** Set when a call of this request got no answer from the API. */
  apiUnanswered?: boolean;
}

function requestState(): RequestApiState | undefined {
  return (globalThis as { [REQUEST_STATE_HOOK]?: () => RequestApiState | undefined })[REQUEST_STATE_HOOK]?.();
}

/**
 * Runs a function in the web server's start-up async context (an AsyncLocalStorage snapshot
 * taken before any request; scripts/web-server.mjs), else as is. Memory (issues 8, 13): a
 * socket opened during a page's render keeps that render's async-context stores for as long as
 * it lives, and undici keeps its API connections alive between requests. React's render store
 * reached, through its completed cacheSignal's Error and the stack frames V8 keeps on it,
 * every later render: the web process grew past 1.3 GB under load and never gave it back. Calls
 * made outside any render's context open sockets that hold none.
 */
const OUTSIDE_HOOK = Symbol.for('xcx.outside-request');

export function outsideRequest<T>(fn: () => Promise<T>): Promise<T> {
  const run = (globalThis as { [OUTSIDE_HOOK]?: <R>(fn: () => R) => R })[OUTSIDE_HOOK];
  return run ? run(fn) : fn();
}

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
  const state = requestState();
  if (state?.apiUnanswered) throw new Error('the API did not answer earlier in this request');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const { res, text } = await outsideRequest(async () => {
      const answer = await fetch(target, {
        method,
        headers: isForm || data === undefined || data === null ? headers : { ...headers, 'content-type': 'application/json' },
        body: data === undefined || data === null ? undefined : isForm ? (data as BodyInit) : JSON.stringify(data),
        signal: controller.signal,
        cache: 'no-store',
      });
      return { res: answer, text: await answer.text() };
    });
    const body = parseBody(text);
    return { status: res.status, headers: { get: (name) => res.headers.get(name) }, body };
  } catch (err) {
    // The caller's own abort is not the API's fault; anything else is no answer.
    if (state && !signal?.aborted) state.apiUnanswered = true;
    throw err;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

