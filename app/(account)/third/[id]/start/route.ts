import { NextResponse, type NextRequest } from 'next/server';
import { THIRD_PROVIDERS, startThirdAuth, type ThirdProvider } from '@/lib/api/auth';
import { THIRD_LOGIN_COOKIE } from '@/lib/constants';
import { parseUserAgent } from '@/lib/context';
import { safeRedirect } from '@/lib/links';
import { siteOrigin } from '@/lib/server/content-page';

/**
 * A third-party login starts here (the buttons of /login, and a 401 inside WeChat): the API issues
 * an attempt for this site's own /third/{provider} page, this browser keeps the attempt's binding
 * in an httpOnly, SameSite=Lax cookie that only /third pages receive, and the user goes on to the
 * provider with the attempt's `state`. /third/{provider} accepts nothing else.
 */
export async function GET(
  req: NextRequest,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  if (!(THIRD_PROVIDERS as readonly string[]).includes(id))
    return new Response(null, { status: 404 });
  const provider = id as ThirdProvider;
  const target = safeRedirect(req.nextUrl.searchParams.get('redirect'));
  const origin = await siteOrigin();
  const back = `/third/${provider}?redirect=${encodeURIComponent(target)}`;
  const address = req.headers.get('x-real-ip');
  try {
    const attempt = await startThirdAuth(`${origin}${back}`, address ? { address } : undefined);
    const inWeChat = parseUserAgent(req.headers.get('user-agent')).isWx;
    const url = provider === 'weixin' && !inWeChat ? attempt.weixin_web : attempt[provider];
    const res = NextResponse.redirect(url, 303);
    res.headers.set('cache-control', 'no-store');
    res.cookies.set(THIRD_LOGIN_COOKIE, attempt.binding, {
      httpOnly: true,
      sameSite: 'lax',
      secure: origin.startsWith('https:'),
      path: '/third',
      maxAge: attempt.expires_in,
    });
    return res;
  } catch {
    // The page tells why in Chinese and leads back to 登录.
    const res = NextResponse.redirect(new URL(`${back}&error=start`, origin), 303);
    res.headers.set('cache-control', 'no-store');
    return res;
  }
}

export const dynamic = 'force-dynamic';
