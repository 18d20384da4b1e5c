// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { config, middleware } from '@/middleware';

// The edge rules (spec §1, §2, §5, §8), called the way Next calls them.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const BASE = 'http://m.example.test';

function run(path: string, headers: Record<string, string> = {}) {
  return middleware(
    new NextRequest(`${BASE}${path}`, { headers: { 'user-agent': IPHONE, ...headers } }),
  );
}
/** The request headers the middleware forwards to the page (Next encodes them on the response). */
function forwarded(res: Response, name: string): string | null {
  return res.headers.get(`x-middleware-request-${name}`);
}

afterEach(() => {
  delete process.env.DESKTOP_SITE_URL;
});

describe('desktop redirect (spec §1)', () => {
  it('a desktop user agent is sent to the desktop site with a 302, path and query kept', () => {
    const res = run('/article/12?from=share', { 'user-agent': DESKTOP });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://www.xchuxing.com/article/12?from=share');
  });

  it('an empty user agent counts as desktop', () => {
    const res = run('/', { 'user-agent': '' });
    expect(res.status).toBe(302);
  });

  it('DESKTOP_SITE_URL overrides the desktop site (read per request)', () => {
    process.env.DESKTOP_SITE_URL = 'https://desktop.example.org/';
    expect(run('/car', { 'user-agent': DESKTOP }).headers.get('location')).toBe(
      'https://desktop.example.org/car',
    );
  });

  it.each(['permission', 'sdk', 'privacy', 'team-invitation', 'promotion', 'club', 'appupdate'])(
    'the exempt path /%s is not redirected for desktop',
    (seg) => {
      for (const path of [`/${seg}`, `/${seg}/12`]) {
        const res = run(path, { 'user-agent': DESKTOP });
        expect(res.status, path).not.toBe(302);
        expect(res.headers.get('location')).toBeNull();
      }
    },
  );

  it('a path that only starts like an exempt one is redirected', () => {
    expect(run('/privacy-policy', { 'user-agent': DESKTOP }).status).toBe(302);
    expect(run('/clubs', { 'user-agent': DESKTOP }).status).toBe(302);
  });

  it.each([
    ['iPhone', IPHONE],
    ['iPad', 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15'],
    ['iPod', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)'],
    ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0'],
    ['Mobile', 'SomeBrowser/1.0 Mobile Safari'],
  ])('a %s user agent passes', (_name, ua) => {
    const res = run('/', { 'user-agent': ua });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('login gate (spec §5, §6)', () => {
  it.each([
    '/drive/create',
    '/drive/select/brand',
    '/drive/order/3',
    '/consult/1',
    '/user/update',
    '/user',
    '/activity-registration/5',
    '/market/add-information',
    '/car/price-report/5',
  ])('%s without a token goes to /login with the full path as redirect', (path) => {
    const res = run(`${path}?a=1&b=x y`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(BASE);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('redirect')).toBe(`${path}?a=1&b=x%20y`);
    expect(res.headers.get('location')).toContain(
      `redirect=${encodeURIComponent(`${path}?a=1&b=x%20y`)}`,
    );
  });

  it('with the token cookie the page is served', () => {
    const res = run('/drive/create', { cookie: 'token=abc.def.ghi' });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
  });

  it('an empty token cookie is no token', () => {
    expect(run('/drive/create', { cookie: 'token=' }).status).toBe(302);
  });

  it('the native app passes with xcx-token/... in its user agent', () => {
    const res = run('/drive/create', {
      'user-agent': `${IPHONE} xchuxing-app/4.18.1 xcx-token/abc.def.ghi`,
    });
    expect(res.status).toBe(200);
  });

  it('xcx-token outside the app user agent is not a token', () => {
    expect(run('/drive/create', { 'user-agent': `${IPHONE} xcx-token/abc.def.ghi` }).status).toBe(
      302,
    );
  });

  it('public pages need no token', () => {
    for (const path of ['/', '/article/1', '/user/12', '/login', '/car'])
      expect(run(path).status, path).toBe(200);
  });
});

describe('old links and numeric ids (spec §2, §5, §8)', () => {
  it('/article-12-3.html is a 301 to /article/12', () => {
    const res = run('/article-12-3.html');
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/article/12');
  });

  it('a malformed old link is not rewritten', () => {
    expect(run('/article-x-3.html').status).toBe(200);
  });

  it.each([
    '/new-car/abc',
    '/new-car/12a',
    '/new-car/content/abc',
    '/community/abc',
    '/community-activity/x1',
    '/community-ranking/abc',
  ])('%s is rewritten to the not-found page flagged as a page validation failure', (path) => {
    const res = run(path);
    expect(res.headers.get('x-middleware-rewrite')).toBe(`${BASE}/_invalid-page`);
    expect(forwarded(res, 'x-page-invalid')).toBe('1');
    expect(forwarded(res, 'x-full-path')).toBe(path);
  });

  it.each([
    '/new-car/12',
    '/new-car/content/12',
    '/community/34',
    '/community/rank-content',
    '/community/rank',
    '/community/community-hot-rank',
    '/community-activity/5',
    '/community-ranking/6',
    '/community/rank/hot',
  ])('%s passes', (path) => {
    const res = run(path);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(forwarded(res, 'x-page-invalid')).toBeNull();
  });

  it('a client cannot forge the page-validation flag', () => {
    const res = run('/no-such-page', { 'x-page-invalid': '1' });
    expect(forwarded(res, 'x-page-invalid')).toBeNull();
  });
});

describe('CSP nonce (security)', () => {
  it('each request gets a fresh nonce, in the CSP header and forwarded as x-nonce', () => {
    const a = run('/');
    const b = run('/');
    const nonceA = forwarded(a, 'x-nonce');
    const nonceB = forwarded(b, 'x-nonce');
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceA).not.toBe(nonceB);
    expect(a.headers.get('content-security-policy')).toContain(`'nonce-${nonceA}'`);
    expect(forwarded(a, 'content-security-policy')).toBe(a.headers.get('content-security-policy'));
    expect(forwarded(a, 'x-full-path')).toBe('/');
  });

  it('a client-sent x-nonce is replaced', () => {
    const res = run('/', { 'x-nonce': 'attacker' });
    expect(forwarded(res, 'x-nonce')).not.toBe('attacker');
  });

  it('the invalid-page rewrite carries the CSP too', () => {
    const res = run('/new-car/abc');
    const nonce = forwarded(res, 'x-nonce');
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });
});

describe('matcher', () => {
  const matcher = new RegExp(`^${config.matcher[0]!}$`);
  it('skips the API proxy, static files, build probes and the load balancer probes', () => {
    for (const path of [
      '/healthz',
      '/readyz',
      '/api/health',
      '/_next/static/x.js',
      '/builds/latest.json',
      '/favicon.ico',
      '/images/empty.svg',
    ]) {
      expect(matcher.test(path), path).toBe(false);
    }
  });
  it('runs on pages', () => {
    for (const path of ['/', '/article/1', '/login', '/new-car/abc', '/article-1-1.html'])
      expect(matcher.test(path), path).toBe(true);
  });
});
