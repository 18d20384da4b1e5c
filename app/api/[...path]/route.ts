import type { NextRequest } from 'next/server';
import { outsideRequest } from '@/lib/api/server-send';
import { serverConfig } from '@/lib/config';

// The browser reaches the platform API through the site's own origin (ARCHITECTURE.md), so a
// phone needs no CORS and no second host. API_BASE is read at run time.

// x-device-id and the prefetch headers: the API counts a view once per visitor, never for a prefetch (local-api/views.ts).
const FORWARD_REQUEST = [
  'authorization',
  'content-type',
  'api-version',
  'systerm',
  'cache-control',
  'accept',
  'user-agent',
  'range',
  'if-range',
  'x-real-ip',
  'x-device-id',
  'next-router-prefetch',
  'sec-purpose',
  'purpose',
];

/** The largest body passed on; a bigger one answers 413 without being read to the end. */
export const MAX_PROXY_BODY = 10 * 1024 * 1024;

const tooLarge = () =>
  Response.json(
    { status: 413, message: '上传内容过大，请压缩到10MB以内后重试', data: null },
    { status: 413, headers: { 'cache-control': 'no-store' } },
  );

/**
 * The request body as a stream that errors past MAX_PROXY_BODY: passed through chunk by chunk,
 * never buffered whole (a 1 GB POST must not grow this process by gigabytes).
 */
function cappedBody(
  body: ReadableStream<Uint8Array>,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > MAX_PROXY_BODY) {
          onTooLarge();
          controller.error(new Error('body too large'));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}
const FORWARD_RESPONSE = [
  'content-type',
  'authorization',
  'cache-control',
  'content-length',
  'etag',
  'last-modified',
  'x-content-type-options',
  'content-security-policy',
  // A file's name and that it is one (下载我的信息).
  'content-disposition',
  // A 429's wait, for whoever retries.
  'retry-after',
  // Video files answer Range requests with 206 (iOS Safari plays nothing otherwise).
  'accept-ranges',
  'content-range',
];

async function proxy(
  req: NextRequest,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await params;
  const target = `${serverConfig().apiBase}/${path.map(encodeURIComponent).join('/')}${req.nextUrl.search}`;
  const headers = new Headers();
  for (const name of FORWARD_REQUEST) {
    const value = req.headers.get(name);
    if (value) headers.set(name, value);
  }
  const forwardedFor = req.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== null;
  if (hasBody && Number(req.headers.get('content-length') ?? 0) > MAX_PROXY_BODY) return tooLarge();
  let exceeded = false;
  try {
    // Outside this request's async context: a kept-alive API socket must not hold it (README, "Memory").
    const upstream = await outsideRequest(() =>
      fetch(target, {
        method: req.method,
        headers,
        body: hasBody ? cappedBody(req.body!, () => (exceeded = true)) : undefined,
        // A streamed request body (undici requires the flag).
        ...(hasBody ? { duplex: 'half' } : {}),
        cache: 'no-store',
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      } as RequestInit),
    );
    const out = new Headers();
    for (const name of FORWARD_RESPONSE) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    if (!out.has('cache-control')) out.set('cache-control', 'no-store');
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch {
    if (exceeded) return tooLarge();
    return Response.json(
      { status: 502, message: '服务暂时不可用，请稍后重试', data: null },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
}

export {
  proxy as GET,
  proxy as HEAD,
  proxy as POST,
  proxy as DELETE,
  proxy as PUT,
  proxy as PATCH,
};
export const dynamic = 'force-dynamic';
