import type { Agent, IncomingMessage } from 'node:http';
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
 * Server side. Calls without a form body (every page's reads) go through node:http on a
 * keep-alive agent: the platform's fetch (undici) cost about 0.7 ms of CPU per call, a seventh
 * of a page view's server CPU at four calls a page (issue 13); node:http costs a fraction. Forms
 * (FormData, Blob, URLSearchParams) keep fetch, which encodes them. Neither is axios: under load
 * its per-call composed abort signals were kept alive in chains (issue 8).
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
  const transport = isForm ? null : nodeTransport(target);
  if (!transport) return sendWithFetch(method, target, headers, data, isForm, timeout, signal);
  const body = data === undefined || data === null ? undefined : JSON.stringify(data);
  return sendWithNodeHttp(transport, method, target, body === undefined ? headers : { ...headers, 'content-type': 'application/json' }, body, timeout, signal);
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
  const getBuiltin = (globalThis.process as { getBuiltinModule?: (id: string) => unknown } | undefined)?.getBuiltinModule;
  const mod = typeof getBuiltin === 'function' ? (getBuiltin(`node:${scheme}`) as NodeHttp | undefined) : undefined;
  // At most 128 sockets to the API at a time; idle ones are kept for the next page view.
  const transport = mod ? { request: mod.request, agent: new mod.Agent({ keepAlive: true, maxSockets: 128 }) } : null;
  transports.set(scheme, transport);
  return transport;
}

function sendWithNodeHttp(
  { request, agent }: Transport,
  method: Method,
  target: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeout: number,
  signal: AbortSignal | undefined,
): Promise<RawResponse> {
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
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (err) => done(err));
      res.on('end', () => done(null, res, Buffer.concat(chunks).toString('utf8')));
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
async function sendWithFetch(
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

