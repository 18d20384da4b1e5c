// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bypassesCache,
  cacheControl,
  cacheSettings,
  mayShare,
  PRIVATE,
} from '../../scripts/cache-policy.mjs';
import { webEnv } from '@/lib/env.mjs';

// Which answers of the web server a shared cache may keep (scripts/cache-policy.mjs, read by
// scripts/web-worker.mjs for every page and /api answer; docs/deploy.md, "Shared cache").

const settings = cacheSettings(webEnv({}));
/** The settings with some variables set, as the web server reads them. */
const withEnv = (env: Record<string, string>) => cacheSettings(webEnv(env));
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const page = (over: Record<string, unknown> = {}) => ({
  kind: 'page',
  method: 'GET',
  headers: { 'user-agent': PHONE } as Record<string, string>,
  status: 200,
  setsCookie: false,
  ...over,
});
const SHARED = 'public, s-maxage=5, stale-while-revalidate=60, stale-if-error=60';

describe('the shared cache times', () => {
  it('defaults to S = 5 s, W = 60 s and 2 s for a 404, as .env.example lists them', () => {
    expect(settings).toEqual({ sMaxage: 5, swr: 60, notFound: 2 });
    const example = readFileSync(path.join(__dirname, '../../.env.example'), 'utf8');
    const listed = (name: string) => Number(new RegExp(`^${name}=(\\d+)$`, 'm').exec(example)?.[1]);
    expect(listed('WEB_CACHE_S_MAXAGE')).toBe(settings.sMaxage);
    expect(listed('WEB_CACHE_SWR')).toBe(settings.swr);
    expect(listed('WEB_CACHE_404_S')).toBe(settings.notFound);
  });

  it('reads the environment; a 404 is never kept longer than a page; nonsense stops the server', () => {
    expect(withEnv({ WEB_CACHE_S_MAXAGE: '1', WEB_CACHE_SWR: '3', WEB_CACHE_404_S: '9' })).toEqual({
      sMaxage: 1,
      swr: 3,
      notFound: 1,
    });
    expect(() => withEnv({ WEB_CACHE_S_MAXAGE: 'soon' })).toThrow(/WEB_CACHE_S_MAXAGE/);
    expect(() => withEnv({ WEB_CACHE_SWR: '-1' })).toThrow(/WEB_CACHE_SWR/);
  });
});

describe('Cache-Control of a response', () => {
  it('an anonymous GET of a page answered 200 is shared for S, then W while stale', () => {
    expect(cacheControl(page(), settings)).toBe(SHARED);
    expect(cacheControl(page({ method: 'HEAD' }), settings)).toBe(SHARED);
    expect(cacheControl(page(), withEnv({ WEB_CACHE_S_MAXAGE: '2', WEB_CACHE_SWR: '7' }))).toBe(
      'public, s-maxage=2, stale-while-revalidate=7, stale-if-error=7',
    );
  });

  it('a 404 is shared briefly, without a stale period', () => {
    expect(cacheControl(page({ status: 404 }), settings)).toBe('public, s-maxage=2');
    expect(cacheControl(page({ status: 404 }), withEnv({ WEB_CACHE_404_S: '0' }))).toBe(PRIVATE);
  });

  it('every error, 503, 429 and every redirect is private', () => {
    for (const status of [301, 302, 307, 400, 410, 429, 500, 502, 503])
      expect(cacheControl(page({ status }), settings), String(status)).toBe(PRIVATE);
  });

  it('a logged-in reader (token cookie, authorization, the app token) is never shared', () => {
    for (const headers of [
      { 'user-agent': PHONE, cookie: 'xcx_city=310100; token=abc' },
      { 'user-agent': PHONE, authorization: 'Bearer abc' },
      { 'user-agent': `${PHONE} xchuxing-app/4.18.1 xcx-token/abc` },
      { 'user-agent': PHONE, cookie: 'third_login=x' },
      { 'user-agent': PHONE, rsc: '1' },
    ])
      expect(cacheControl(page({ headers }), settings), JSON.stringify(headers)).toBe(PRIVATE);
    // An empty token cookie (a logout) is no login.
    expect(cacheControl(page({ headers: { cookie: 'token=; xcx_elder=1' } }), settings)).toBe(
      SHARED,
    );
  });

  it('a response that sets a cookie, a POST and every /api answer are private', () => {
    expect(cacheControl(page({ setsCookie: true }), settings)).toBe(PRIVATE);
    expect(cacheControl(page({ method: 'POST' }), settings)).toBe(PRIVATE);
    expect(cacheControl(page({ kind: 'api' }), settings)).toBe(PRIVATE);
  });

  it('S = 0 shares nothing', () => {
    const off = withEnv({ WEB_CACHE_S_MAXAGE: '0' });
    expect(cacheControl(page(), off)).toBe(PRIVATE);
    expect(mayShare({ method: 'GET', headers: {} }, off)).toBe(false);
  });

  it('a preference cookie nginx and Next could read apart is never shared', () => {
    // nginx keys on the first xcx_elder, raw; Next renders the last, percent-decoded.
    for (const cookie of [
      'xcx_elder=0; xcx_elder=1',
      'xcx_elder=%31',
      'xcx_city=310100;xcx_city=110000',
    ])
      expect(cacheControl(page({ headers: { cookie } }), settings), cookie).toBe(PRIVATE);
    expect(
      cacheControl(page({ headers: { cookie: 'xcx_elder=1; a=1; a=2; b=%31' } }), settings),
    ).toBe(SHARED);
  });

  it('says before the render whether a page may be shared (the device cookie waits then)', () => {
    expect(mayShare({ method: 'GET', headers: { cookie: 'xcx_rec=0' } }, settings)).toBe(true);
    expect(bypassesCache({ cookie: 'a=1;token=t' })).toBe(true);
    expect(bypassesCache({ cookie: 'tokens=t; mytoken=1' })).toBe(false);
  });
});
