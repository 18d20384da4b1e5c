import type { Agent, IncomingMessage } from 'node:http';
import type { Method, RawResponse } from './http';

// The server half of lib/api/http.ts's transport.

/**
 * Per page request, the web server (scripts/web-worker.mjs) keeps a state in its
 * AsyncLocalStorage and exposes it through this hook. Once one call of a request got no answer
 * (timeout, refused, reset), the rest of that request (the error page's own render, its
 * metadata) does not wait for the API again: the outage view arrives within one API timeout.
 */
const REQUEST_STATE_HOOK = Symbol.for('xcx.api-request-state');

interface RequestApiState {
  /** Set when a call of this request got no answer from the API. */
  apiUnanswered?: boolean;
  /** The visitor's address and device id as the web server decided them (contract/client-address.mjs). */
  address?: string;
  device?: string | null;
  /** Seconds to wait, once the API refused a call of this request with 429; the page then answers 429. */
  retryAfter?: number | null;
}

export function requestState(): RequestApiState | undefined {
  return (globalThis as { [REQUEST_STATE_HOOK]?: () => RequestApiState | undefined })[
    REQUEST_STATE_HOOK
  ]?.();
}

/**
 * Runs a function in the web server's start-up async context (an AsyncLocalStorage snapshot
 * taken before any request; scripts/web-worker.mjs), else as is. Memory: a
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

/** One call to the API as the server sends it. */
export interface ServerRequest {
  method: Method;
  /** The full URL, query included. */
  target: string;
  headers: Record<string, string>;
  /** A JSON value, a form body (with isForm), or undefined / null for none. */
  data: unknown;
  isForm: boolean;
  /** Milliseconds for the whole exchange. */
  timeout: number;
  signal?: AbortSignal;
}

/**
 * Server side. Calls without a form body (every page's reads) go through node:http on a
 * keep-alive agent: the platform's fetch (undici) costs several times its CPU per call, a large
 * share of a page view's server CPU at four calls a page. Forms
 * (FormData, Blob, URLSearchParams) keep fetch, which encodes them. Neither is axios: under load
 * its per-call composed abort signals were kept alive in chains.
 */
export async function sendOnServer(req: ServerRequest): Promise<RawResponse> {
  const { target, headers, data, isForm, signal } = req;
  const state = requestState();
  if (state?.apiUnanswered) throw new Error('the API did not answer earlier in this request');
  try {
    // Sockets are opened outside the render's async context (see outsideRequest).
    return await outsideRequest(() => {
      const transport = isForm ? null : nodeTransport(target);
      if (!transport) return sendWithFetch(req);
      const body = data === undefined || data === null ? undefined : JSON.stringify(data);
      return sendWithNodeHttp(transport, {
        ...req,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        data: body,
      });
    });
  } catch (err) {
    // The caller's own abort is not the API's fault; anything else is no answer.
    if (state && !signal?.aborted) state.apiUnanswered = true;
    throw err;
  }
}

type NodeHttp = typeof import('node:http');
interface Transport {
  request: NodeHttp['request'];
  agent: Agent;
}

const transports = new Map<string, Transport | null>();

/**
 * node:http or node:https with one keep-alive agent each, or null where there is none (read
 * through process.getBuiltinModule, so no browser bundle ever resolves a Node module).
 */
function nodeTransport(target: string): Transport | null {
  const scheme = target.startsWith('https:') ? 'https' : target.startsWith('http:') ? 'http' : null;
  if (!scheme) return null;
  if (transports.has(scheme)) return transports.get(scheme)!;
  const getBuiltin = (
    globalThis.process as { getBuiltinModule?: (id: string) => unknown } | undefined
  )?.getBuiltinModule;
  const mod =
    typeof getBuiltin === 'function'
      ? (getBuiltin(`node:${scheme}`) as NodeHttp | undefined)
      : undefined;
  // At most 128 sockets to the API at a time; idle ones are kept for the next page view.
  const transport = mod
    ? { request: mod.request, agent: new mod.Agent({ keepAlive: true, maxSockets: 128 }) }
    : null;
  transports.set(scheme, transport);
  return transport;
}

/** Sends req with its data already a JSON string (or undefined) and its headers final. */
function sendWithNodeHttp(
  { request, agent }: Transport,
  { method, target, headers, data, timeout, signal }: ServerRequest,
): Promise<RawResponse> {
  const body = data as string | undefined;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('aborted'));
      return;
    }
    let settled = false;
    const req = request(target, { method, headers, agent });
    const done = (err: Error | null, res?: IncomingMessage, text?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (err || !res) {
        req.destroy();
        reject(err ?? new Error('no response'));
        return;
      }
      const resHeaders = res.headers;
      resolve({
        status: res.statusCode ?? 0,
        headers: {
          get: (name) => {
            const value = resHeaders[name.toLowerCase()];
            return Array.isArray(value) ? value.join(', ') : (value ?? null);
          },
        },
        body: parseBody(text ?? ''),
      });
    };
    // One timer for the whole exchange, answer and body, as with fetch before.
    const timer = setTimeout(() => done(new Error('timeout')), timeout);
    const onAbort = () => done(new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (err) => done(err));
    req.on('response', (res) => {
      // Decoded as it arrives (no Buffer: the name alone made the bundler ship its browser
      // polyfill, 7 KB gzip, to every page whose islands import the transport).
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('error', (err) => done(err));
      res.on('end', () => done(null, res, text));
      // A connection cut mid-body ends without 'end': an error, never a truncated answer.
      res.on('close', () => {
        if (!res.complete) done(new Error('response cut short'));
      });
    });
    req.end(body);
  });
}

/**
 * The platform's fetch with one timer, cleared when the call settles.
 */
async function sendWithFetch({
  method,
  target,
  headers,
  data,
  isForm,
  timeout,
  signal,
}: ServerRequest): Promise<RawResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await fetch(target, {
      method,
      headers:
        isForm || data === undefined || data === null
          ? headers
          : { ...headers, 'content-type': 'application/json' },
      body:
        data === undefined || data === null
          ? undefined
          : isForm
            ? (data as BodyInit)
            : JSON.stringify(data),
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
