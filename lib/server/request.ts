import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { parseUserAgent, type UaContext } from '@/lib/context';
import { ELDER_COOKIE, TOKEN_COOKIE } from '@/lib/constants';
import type { CallOptions } from '@/lib/api/http';

export interface RequestContext extends UaContext {
  /** The caller's token: the app's (from its user agent) or the `token` cookie. */
  token: string | null;
  /** The per-request CSP nonce set by the middleware. */
  nonce: string | undefined;
  /** Path and query of this request, as the middleware saw it. */
  fullPath: string;
  /** Scheme and host of this request, for canonical and share URLs. */
  origin: string;
  /** 长辈版 is on (the reader's cookie): large type, no banners or sponsored slots (docs/elder-mode.md). */
  elder: boolean;
}

/**
 * Read once per request (React's per-request `cache`): the layout, the page, its metadata and
 * every `serverCall()` ask for it, and each read parsed the user agent again.
 */
export const requestContext = cache(async function requestContext(): Promise<RequestContext> {
  const h = await headers();
  const c = await cookies();
  const ua = parseUserAgent(h.get('user-agent'));
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') ?? 'http';
  return {
    ...ua,
    token: ua.appToken ?? c.get(TOKEN_COOKIE)?.value ?? null,
    nonce: h.get('x-nonce') ?? undefined,
    fullPath: h.get('x-full-path') ?? '/',
    origin: `${proto.split(',')[0]}://${host}`,
    elder: c.get(ELDER_COOKIE)?.value === '1',
  };
});

/**
 * The visitor's headers a server-side call passes on: the API counts a detail read as a view only
 * for a person's own read (local-api/views.ts), not a crawler's (user agent) or a prefetch.
 */
const VISITOR_HEADERS = [
  'user-agent',
  'x-device-id',
  'next-router-prefetch',
  'sec-purpose',
  'purpose',
] as const;

/**
 * Call options for server components: the caller's token, so the API answers for them, and
 * their address and device (set by scripts/web-worker.mjs), so the API's limits count the person.
 * Every page's call takes its options from here (tests/unit/server-calls.test.ts).
 */
export const serverCall = cache(async function serverCall(): Promise<CallOptions> {
  const ctx = await requestContext();
  const h = await headers();
  const address = h.get('x-real-ip');
  const device = h.get('x-device-id');
  const visitor: Record<string, string> = {};
  for (const name of VISITOR_HEADERS) {
    const value = h.get(name);
    if (value) visitor[name] = value;
  }
  return {
    token: ctx.token,
    ...(address ? { address } : {}),
    ...(device ? { device } : {}),
    visitor,
  };
});
