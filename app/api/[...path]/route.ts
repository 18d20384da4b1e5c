import type { NextRequest } from 'next/server';
import { serverConfig } from '@/lib/config';

// The browser reaches the platform API through the site's own origin (ARCHITECTURE.md), so a
// phone needs no CORS and no second host. API_BASE is read at run time.

const FORWARD_REQUEST = ['authorization', 'content-type', 'api-version', 'systerm', 'cache-control', 'accept', 'user-agent', 'range', 'if-range'];
const FORWARD_RESPONSE = ['content-type', 'authorization', 'cache-control', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'content-range'];

async function proxy(req: NextRequest, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const target = `${serverConfig().apiBase}/${path.map(encodeURIComponent).join('/')}${req.nextUrl.search}`;
  const headers = new Headers();
  for (const name of FORWARD_REQUEST) {
    const value = req.headers.get(name);
    if (value) headers.set(name, value);
  }
  const forwardedFor = req.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  try {
    const upstream = await fetch(target, {
      method: req.method,
      headers,
      body: hasBody ? await req.arrayBuffer() : undefined,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const out = new Headers();
    for (const name of FORWARD_RESPONSE) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    if (!out.has('cache-control')) out.set('cache-control', 'no-store');
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch {
    return Response.json(
      { status: 502, message: '服务暂时不可用，请稍后重试', data: null },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
}

export { proxy as GET, proxy as HEAD, proxy as POST, proxy as DELETE, proxy as PUT, proxy as PATCH };
export const dynamic = 'force-dynamic';
