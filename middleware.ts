import { NextResponse, type NextRequest } from 'next/server';
import { TOKEN_COOKIE } from '@/lib/constants';
import { isMobileUserAgent, parseUserAgent } from '@/lib/context';
import { webEnv } from '@/lib/env.mjs';
import {
  hasInvalidNumericId,
  isDesktopExempt,
  legacyArticleTarget,
  loginHref,
  requiresLogin,
} from '@/lib/routes';
import { buildCsp, createNonce } from '@/lib/security';

// Edge: desktop redirect, login gate, old links, numeric-id guards (ARCHITECTURE.md). The
// login-gated pages check the token again on the server: the edge gate alone is not trusted.

export function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const fullPath = pathname + search;
  const ua = req.headers.get('user-agent') ?? '';

  if (!isMobileUserAgent(ua) && !isDesktopExempt(pathname)) {
    // Read per redirect (lib/env.mjs checks it and drops trailing slashes).
    const base = webEnv().DESKTOP_SITE_URL;
    return NextResponse.redirect(`${base}${fullPath}`, 302);
  }

  const legacy = legacyArticleTarget(pathname);
  if (legacy) return NextResponse.redirect(new URL(legacy, req.url), 301);

  if (requiresLogin(pathname)) {
    const token = req.cookies.get(TOKEN_COOKIE)?.value || parseUserAgent(ua).appToken;
    if (!token) return NextResponse.redirect(new URL(loginHref(fullPath), req.url), 302);
  }

  const nonce = createNonce();
  const csp = buildCsp(nonce, { dev: process.env.NODE_ENV === 'development' });
  const headers = new Headers(req.headers);
  // Only the middleware decides that a page failed validation; a client cannot send the flag.
  headers.delete('x-page-invalid');
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  headers.set('x-full-path', fullPath);

  let res: NextResponse;
  if (hasInvalidNumericId(pathname)) {
    // A page validation failure: the not-found screen reads this flag for its fatal message.
    headers.set('x-page-invalid', '1');
    res = NextResponse.rewrite(new URL('/_invalid-page', req.url), { request: { headers } });
  } else {
    res = NextResponse.next({ request: { headers } });
  }
  res.headers.set('content-security-policy', csp);
  return res;
}

export const config = {
  // Node.js, not the edge sandbox: the same checks without wrapping every request in an edge
  // context (the sandbox was ~3 % of the web server's CPU per page view).
  runtime: 'nodejs',
  // The probes (/healthz, /readyz) are answered by scripts/web-worker.mjs before Next; a load
  // balancer's probe must never be sent to the desktop site either way.
  matcher: [
    '/((?!api/|_next/|builds/|healthz|readyz|images/|emoji/|icons/|favicon\\.ico|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest).*)',
  ],
};
