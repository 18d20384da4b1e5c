import { NextResponse, type NextRequest } from 'next/server';
import { ELDER_COOKIE, ELDER_COOKIE_DAYS } from '@/lib/constants';

/**
 * 长辈版 on or off from a plain form (the home page's entry needs no script): `on=1` sets the cookie
 * the server reads, anything else clears it; then back to `back`, a path of this site only.
 */
export async function POST(req: NextRequest) {
  const form = await req.formData();
  const back = String(form.get('back') ?? '/');
  const target =
    back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/';
  // A relative Location: the browser stays on the host it asked (req.url names the server's own).
  const res = new NextResponse(null, { status: 303, headers: { location: target } });
  if (form.get('on') === '1') {
    res.cookies.set(ELDER_COOKIE, '1', {
      maxAge: ELDER_COOKIE_DAYS * 86400,
      sameSite: 'lax',
      path: '/',
    });
  } else {
    res.cookies.delete(ELDER_COOKIE);
  }
  res.headers.set('cache-control', 'private, no-store');
  return res;
}
